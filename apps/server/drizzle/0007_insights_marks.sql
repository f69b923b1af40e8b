ALTER TABLE "adp" ADD COLUMN "previous_adp" double precision;--> statement-breakpoint
ALTER TABLE "adp" ADD COLUMN "previous_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rookie" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "logs_sport_idx" ON "player_game_logs" USING btree ("sport");