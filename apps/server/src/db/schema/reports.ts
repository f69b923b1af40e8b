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

/**
 * Live (not deleted) accounts per status, plan and payment type, kept by triggers on `users`
 * (migration 0006): the user list's total without a search is a sum of a few of these rows instead
 * of a count of every account.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    status: text('status').notNull(),
    plantype: text('plantype').notNull(),
    paymentType: text('payment_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.plantype, t.paymentType] })],
);
