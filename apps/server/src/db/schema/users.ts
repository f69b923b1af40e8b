import { sql } from 'drizzle-orm';
import { index, integer, boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts: the user fields of SPEC section 3, plus what the server keeps to itself. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'manager', 'user'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'trialing', 'incomplete', 'inactive', 'canceled'] })
      .notNull()
      .default('inactive'),
    plantype: text('plantype', { enum: ['free', 'premium', 'platinum'] })
      .notNull()
      .default('free'),
    paymentType: text('payment_type', { enum: ['stripe', 'clickbank', 'local', 'free'] })
      .notNull()
      .default('free'),
    verifystatus: integer('verifystatus').notNull().default(0),
    istrial: integer('istrial').notNull().default(0),
    isBanner: boolean('is_banner').notNull().default(false),
    funding: text('funding'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    source: text('source'),
    campaign: text('campaign'),
    medium: text('medium'),
    term: text('term'),
    content: text('content'),
    state: text('state').notNull().default('Unknown'),
    ip: text('ip'),
    trialDate: timestamp('trial_date', { withTimezone: true }),
    /** Price key of the current or last subscription (platinum_monthly, ...). */
    priceKey: text('price_key'),
    /** Time of the newest provider event applied to the status: older events arriving late are ignored. */
    billingEventAt: timestamp('billing_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin deletes the account: the row stays, anonymised, for the ledger and history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_idx').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    // The admin user list's default order: a page of the newest live accounts without a sort.
    index('users_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // The user list sorted by name or e-mail: a page is read in index order, never sorted whole.
    index('users_live_name_idx')
      .on(t.userName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_live_email_idx')
      .on(t.email, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Search by part of a name or e-mail uses trigram indexes where pg_trgm is available; they are
    // made by migration 0006 only then (PGlite ships without it), so they are not declared here.
  ],
);

/** Server-side sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per login attempt, successful or not. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_history_created_idx').on(t.createdAt),
    index('login_history_user_idx').on(t.userId),
    // The user list's last login: the newest successful attempt of each user.
    index('login_history_user_success_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.success}`),
  ],
);
