CREATE TABLE "adp" (
	"player_id" text NOT NULL,
	"sport" text NOT NULL,
	"source" text NOT NULL,
	"adp" double precision NOT NULL,
	"position_rank" integer NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adp_player_id_source_pk" PRIMARY KEY("player_id","source")
);
--> statement-breakpoint
CREATE TABLE "depth_charts" (
	"team_id" text NOT NULL,
	"sport" text NOT NULL,
	"position" text NOT NULL,
	"depth" integer NOT NULL,
	"player_id" text NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depth_charts_team_id_position_depth_pk" PRIMARY KEY("team_id","position","depth")
);
--> statement-breakpoint
CREATE TABLE "feed_workers" (
	"name" text PRIMARY KEY NOT NULL,
	"wanted" text NOT NULL,
	"status" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"home_abbr" text NOT NULL,
	"away_abbr" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"period" text,
	"clock" text,
	"venue" text,
	"external_id" text,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injuries" (
	"player_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"team_abbr" text NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"detail" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"player_id" text,
	"team_abbr" text,
	"headline" text NOT NULL,
	"body" text NOT NULL,
	"analysis" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nfl_rankings" (
	"user_id" uuid NOT NULL,
	"week" integer NOT NULL,
	"position" text NOT NULL,
	"player_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfl_rankings_user_id_week_position_pk" PRIMARY KEY("user_id","week","position")
);
--> statement-breakpoint
CREATE TABLE "nhl_lines" (
	"team_id" text PRIMARY KEY NOT NULL,
	"forwards" jsonb NOT NULL,
	"defence" jsonb NOT NULL,
	"power_play" jsonb NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"game_id" text NOT NULL,
	"book" text NOT NULL,
	"sport" text NOT NULL,
	"home_moneyline" integer NOT NULL,
	"away_moneyline" integer NOT NULL,
	"home_spread" double precision NOT NULL,
	"spread_price" integer NOT NULL,
	"total" double precision NOT NULL,
	"over_price" integer NOT NULL,
	"under_price" integer NOT NULL,
	"open" jsonb NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_game_id_book_pk" PRIMARY KEY("game_id","book")
);
--> statement-breakpoint
CREATE TABLE "player_game_logs" (
	"player_id" text NOT NULL,
	"game_date" text NOT NULL,
	"sport" text NOT NULL,
	"opponent" text NOT NULL,
	"is_home" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"dk_points" double precision NOT NULL,
	"fd_points" double precision NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_game_logs_player_id_game_date_pk" PRIMARY KEY("player_id","game_date")
);
--> statement-breakpoint
CREATE TABLE "player_props" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"book" text NOT NULL,
	"market" text NOT NULL,
	"sport" text NOT NULL,
	"line" double precision NOT NULL,
	"open_line" double precision NOT NULL,
	"over_price" integer NOT NULL,
	"under_price" integer NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_props_game_id_player_id_book_market_pk" PRIMARY KEY("game_id","player_id","book","market")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"team_id" text,
	"team_abbr" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"jersey" integer,
	"operator_ids" jsonb NOT NULL,
	"operator_positions" jsonb NOT NULL,
	"external_id" text,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projections" (
	"player_id" text NOT NULL,
	"operator" text NOT NULL,
	"source" text NOT NULL,
	"points" double precision NOT NULL,
	"floor" double precision,
	"ceiling" double precision,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projections_player_id_operator_source_pk" PRIMARY KEY("player_id","operator","source")
);
--> statement-breakpoint
CREATE TABLE "slate_players" (
	"slate_id" text NOT NULL,
	"operator_player_id" text NOT NULL,
	"player_id" text,
	"name" text NOT NULL,
	"team" text NOT NULL,
	"opponent" text,
	"game" text,
	"start_time" timestamp with time zone,
	"positions" jsonb NOT NULL,
	"roster_slots" jsonb NOT NULL,
	"salary" integer NOT NULL,
	"captain_salary" integer,
	"captain_id" text,
	"projection" double precision NOT NULL,
	"projection_source" text NOT NULL,
	"avg_points" double precision,
	"injury" text,
	"line" integer,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slate_players_slate_id_operator_player_id_pk" PRIMARY KEY("slate_id","operator_player_id")
);
--> statement-breakpoint
CREATE TABLE "slates" (
	"id" text PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"sport" text NOT NULL,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"games" jsonb NOT NULL,
	"status" text NOT NULL,
	"player_count" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starting_goalies" (
	"game_id" text NOT NULL,
	"team_id" text NOT NULL,
	"player_id" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starting_goalies_game_id_team_id_pk" PRIMARY KEY("game_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "starting_lineups" (
	"game_id" text NOT NULL,
	"team_id" text NOT NULL,
	"sport" text NOT NULL,
	"status" text NOT NULL,
	"players" jsonb NOT NULL,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "starting_lineups_game_id_team_id_pk" PRIMARY KEY("game_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"abbr" text NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"conference" text,
	"division" text,
	"provider" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfl_rankings" ADD CONSTRAINT "nfl_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slate_players" ADD CONSTRAINT "slate_players_slate_id_slates_id_fk" FOREIGN KEY ("slate_id") REFERENCES "public"."slates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adp_sport_idx" ON "adp" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "depth_sport_idx" ON "depth_charts" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "games_sport_start_idx" ON "games" USING btree ("sport","start_time");--> statement-breakpoint
CREATE INDEX "injuries_sport_idx" ON "injuries" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "news_sport_pub_idx" ON "news" USING btree ("sport","published_at");--> statement-breakpoint
CREATE INDEX "news_player_idx" ON "news" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "odds_sport_idx" ON "odds" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "props_sport_idx" ON "player_props" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "players_sport_team_idx" ON "players" USING btree ("sport","team_abbr");--> statement-breakpoint
CREATE INDEX "players_external_idx" ON "players" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "slates_sport_op_start_idx" ON "slates" USING btree ("sport","operator","start_time");--> statement-breakpoint
CREATE INDEX "teams_sport_idx" ON "teams" USING btree ("sport","abbr");