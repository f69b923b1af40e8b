-- Lineups are compressed with lz4 where the PostgreSQL server has it. A 150-lineup build is
-- about 150 kB of JSON, written twice when it finishes (the build's row and the slate's last
-- lineups): pglz spent about 1.2 ms of the database's CPU on each such value, lz4 about 0.15 ms,
-- for values about a fifth larger. Only values written from now on use it; a server built
-- without lz4 (and PGlite) keeps pglz.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)
  ) THEN
    ALTER TABLE "builds" ALTER COLUMN "lineups" SET COMPRESSION lz4;
    ALTER TABLE "last_lineups" ALTER COLUMN "lineups" SET COMPRESSION lz4;
  END IF;
END $$;
