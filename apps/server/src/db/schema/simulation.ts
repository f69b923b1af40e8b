import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Contest simulations (issue 30): the asked settings and lineups, written when the job is queued,
 * and its answer when it ends, so the result can be read again (another instance, a reload) and
 * its best lineups kept. `result` holds per-lineup and per-player figures, never the field.
 */
export const simulations = pgTable(
  'simulations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull(),
    slateId: text('slate_id').notNull(),
    status: text('status', { enum: ['running', 'done', 'cancelled', 'failed'] }).notNull(),
    message: text('message'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    lineups: jsonb('lineups').$type<unknown[]>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulations_user_slate_idx').on(t.userId, t.slateId, t.createdAt)],
);
