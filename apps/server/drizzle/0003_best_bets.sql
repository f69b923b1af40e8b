CREATE TABLE "best_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sport" text NOT NULL,
	"game_id" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"player_id" text,
	"line" double precision,
	"odds" integer NOT NULL,
	"units" double precision NOT NULL,
	"book" text,
	"note" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "best_bets" ADD CONSTRAINT "best_bets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "best_bets_sport_kind_idx" ON "best_bets" USING btree ("sport","kind","created_at");