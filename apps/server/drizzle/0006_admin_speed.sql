CREATE TABLE "revenue_months" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"cents" bigint NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "revenue_months_month_kind_pk" PRIMARY KEY("month","kind")
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"status" text NOT NULL,
	"plantype" text NOT NULL,
	"payment_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "user_counts_status_plantype_payment_type_pk" PRIMARY KEY("status","plantype","payment_type")
);
--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree ("user_name","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_email_idx" ON "users" USING btree ("email","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
-- Revenue per Eastern month and kind, kept with the ledger by statement triggers (one grouped
-- upsert per statement, so a bulk insert costs one pass): written by hand after drizzle-kit's part.
INSERT INTO "revenue_months" ("month", "kind", "cents", "rows")
SELECT date_trunc('month', "occurred_at" AT TIME ZONE 'America/New_York')::date, "kind", sum("amount_cents"), count(*)::int
FROM "payments_ledger" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "revenue_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO revenue_months AS r (month, kind, cents, rows)
      SELECT date_trunc('month', occurred_at AT TIME ZONE 'America/New_York')::date, kind,
        -sum(amount_cents), -count(*)::int
      FROM old_rows GROUP BY 1, 2
      ON CONFLICT (month, kind) DO UPDATE SET cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO revenue_months AS r (month, kind, cents, rows)
      SELECT date_trunc('month', occurred_at AT TIME ZONE 'America/New_York')::date, kind,
        sum(amount_cents), count(*)::int
      FROM new_rows GROUP BY 1, 2
      ON CONFLICT (month, kind) DO UPDATE SET cents = r.cents + excluded.cents, rows = r.rows + excluded.rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM revenue_months WHERE rows = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_ledger_revenue_insert" AFTER INSERT ON "payments_ledger"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_months_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_revenue_update" AFTER UPDATE ON "payments_ledger"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_months_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_ledger_revenue_delete" AFTER DELETE ON "payments_ledger"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_months_apply"();--> statement-breakpoint
CREATE FUNCTION "revenue_months_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM revenue_months;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_ledger_revenue_truncate" AFTER TRUNCATE ON "payments_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "revenue_months_clear"();--> statement-breakpoint
-- Search by part of a user name or e-mail: trigram indexes where pg_trgm can be installed
-- (PostgreSQL ships it as a trusted extension; PGlite does not load it), else the search reads
-- the table, with the same answers. Without the pending list (fastupdate off) a sign-up writes its
-- trigrams at once and a search never scans thousands of unmerged entries.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): the user search reads the table', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_user_name_trgm_idx ON users USING gin (user_name gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
--> statement-breakpoint
-- Live accounts per status, plan and payment type, kept with `users` the same way.
INSERT INTO "user_counts" ("status", "plantype", "payment_type", "n")
SELECT "status", "plantype", "payment_type", count(*)::int FROM "users" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "user_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (status, plantype, payment_type, n)
      SELECT status, plantype, payment_type, count(*)::int FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3
      ON CONFLICT (status, plantype, payment_type) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_counts AS c (status, plantype, payment_type, n)
      SELECT status, plantype, payment_type, -count(*)::int FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3
      ON CONFLICT (status, plantype, payment_type) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Only net changes are written: an update that leaves these columns alone locks no count.
    INSERT INTO user_counts AS c (status, plantype, payment_type, n)
      SELECT status, plantype, payment_type, sum(d)::int FROM (
        SELECT status, plantype, payment_type, -1 AS d FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT status, plantype, payment_type, 1 AS d FROM new_rows WHERE deleted_at IS NULL
      ) changed GROUP BY 1, 2, 3 HAVING sum(d) <> 0
      ON CONFLICT (status, plantype, payment_type) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "users_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_apply"();--> statement-breakpoint
CREATE FUNCTION "user_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counts_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_clear"();
