CREATE TABLE "builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sport" text NOT NULL,
	"operator" text NOT NULL,
	"game_type" text NOT NULL,
	"slate_id" text NOT NULL,
	"slate_name" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb,
	"lineups" jsonb NOT NULL,
	"lineup_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "last_lineups" (
	"user_id" uuid NOT NULL,
	"slate_id" text NOT NULL,
	"sport" text NOT NULL,
	"lineups" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "last_lineups_user_id_slate_id_pk" PRIMARY KEY("user_id","slate_id")
);
--> statement-breakpoint
CREATE TABLE "user_player_settings" (
	"user_id" uuid NOT NULL,
	"slate_id" text NOT NULL,
	"player_id" text NOT NULL,
	"mark" text,
	"min_exposure" double precision,
	"max_exposure" double precision,
	"projection" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_player_settings_user_id_slate_id_player_id_pk" PRIMARY KEY("user_id","slate_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "user_slate_settings" (
	"user_id" uuid NOT NULL,
	"slate_id" text NOT NULL,
	"team_stacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"top_plays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_slate_settings_user_id_slate_id_pk" PRIMARY KEY("user_id","slate_id")
);
--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "last_lineups" ADD CONSTRAINT "last_lineups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_player_settings" ADD CONSTRAINT "user_player_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_slate_settings" ADD CONSTRAINT "user_slate_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builds_user_kind_slate_idx" ON "builds" USING btree ("user_id","kind","slate_id");