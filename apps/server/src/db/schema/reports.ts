import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The payments ledger summed per Eastern calendar month and kind, kept by triggers on
 * `payments_ledger` (migration 0006: every insert, update and delete of the ledger, whoever writes
 * it, changes these sums in the same transaction). The revenue report reads 12 rows of it instead
 * of a year of ledger rows.
 */
export const revenueMonths = pgTable(
  'revenue_months',
  {
    /** First day of the month, Eastern (America/New_York). */
    month: date('month').notNull(),
    kind: text('kind', { enum: ['new', 'renewal', 'refund'] }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.kind] })],
);
