import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Best bets managers publish (SPEC `saveBestBet`, `saveBestBetProps`): a game pick (moneyline,
 * spread, total) or a player-prop pick. Results are not stored: they are settled on read from the
 * final score or the player's game log, so a corrected score corrects the record.
 */
export const bestBets = pgTable(
  'best_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['game', 'prop'] }).notNull(),
    sport: text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull(),
    gameId: text('game_id').notNull(),
    /** moneyline, spread or total for a game pick; the prop market for a prop pick. */
    market: text('market').notNull(),
    /** home, away, over or under. */
    selection: text('selection').notNull(),
    playerId: text('player_id'),
    line: doublePrecision('line'),
    odds: integer('odds').notNull(),
    units: doublePrecision('units').notNull(),
    book: text('book'),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('best_bets_sport_kind_idx').on(t.sport, t.kind, t.createdAt)],
);
