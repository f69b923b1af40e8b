import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const PROVIDERS = ['stripe', 'clickbank', 'local'] as const;

/** Provider events already handled: webhooks are idempotent by (provider, event id). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);

/** The payments ledger the revenue report reads: one row per charge or refund, in cents. */
export const paymentsLedger = pgTable(
  'payments_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Positive for charges, negative for refunds and chargebacks. */
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: ['new', 'renewal', 'refund'] }).notNull(),
    /** The provider's invoice, receipt or charge id: one ledger row per id and kind. */
    externalId: text('external_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_ledger_external_idx').on(t.provider, t.externalId, t.kind),
    index('payments_ledger_occurred_idx').on(t.occurredAt),
    // Revenue by month reads kind and amount from the index alone (no heap visits).
    index('payments_ledger_occurred_cover_idx').on(t.occurredAt, t.kind, t.amountCents),
  ],
);

/** Checkouts of the built-in `local` test provider. */
export const localCheckouts = pgTable('local_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceKey: text('price_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  trialDays: integer('trial_days').notNull(),
  status: text('status', { enum: ['open', 'completed', 'failed', 'canceled'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
