CREATE TABLE "rule_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"slate_id" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"settings" jsonb NOT NULL,
	"lineups" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_player_settings" ADD COLUMN "ownership" double precision;--> statement-breakpoint
ALTER TABLE "user_player_settings" ADD COLUMN "confirmed" boolean;--> statement-breakpoint
ALTER TABLE "user_player_settings" ADD COLUMN "batting_order" integer;--> statement-breakpoint
ALTER TABLE "user_slate_settings" ADD COLUMN "blend_weight" double precision;--> statement-breakpoint
ALTER TABLE "user_slate_settings" ADD COLUMN "rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_templates" ADD CONSTRAINT "rule_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_templates_user_sport_name_idx" ON "rule_templates" USING btree ("user_id","sport","name");--> statement-breakpoint
CREATE INDEX "simulations_user_slate_idx" ON "simulations" USING btree ("user_id","slate_id","created_at");