import type { TSlateRules } from '@dfs/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A lineup as stored: the CLI's JSON lineup shape (contracts `ZLineup`). */
type TStoredLineup = {
  projection: number;
  salary: number;
  players: { id: string; name: string; slot: string; salary: number; projection: number }[];
};

/** What a user set on one player of one slate: lock or exclude, exposure bounds, own projection. */
export const userPlayerSettings = pgTable(
  'user_player_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slateId: text('slate_id').notNull(),
    /** Operator player id on the slate. */
    playerId: text('player_id').notNull(),
    mark: text('mark', { enum: ['lock', 'exclude'] }),
    /** Exposure bounds as fractions 0..1 of a build's lineups. */
    minExposure: doublePrecision('min_exposure'),
    maxExposure: doublePrecision('max_exposure'),
    /** The user's own projection, replacing the slate's in their builds. */
    projection: doublePrecision('projection'),
    /** From the user's projection file: projected ownership (fraction 0..1), confirmed starter, batting order 1..9. */
    ownership: doublePrecision('ownership'),
    confirmed: boolean('confirmed'),
    battingOrder: integer('batting_order'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slateId, t.playerId] })],
);

/** What a user set on a whole slate: team stacks ("player per team"), top plays, the projection blend and lineup rules. */
export const userSlateSettings = pgTable(
  'user_slate_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slateId: text('slate_id').notNull(),
    teamStacks: jsonb('team_stacks').$type<{ team: string; minNoOfPlayer: number }[]>().notNull().default([]),
    topPlays: jsonb('top_plays').$type<string[]>().notNull().default([]),
    /** The share (0..1) of the user's own projection in the projection builds use; null: 1. */
    blendWeight: doublePrecision('blend_weight'),
    /** The lineup rules kept on the slate (contracts `ZSlateRules`), sent with every build. */
    rules: jsonb('rules').$type<TSlateRules>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slateId] })],
);

/**
 * Builds: every createbuild (`kind` build: counted against the plan's builds per slate) and the
 * builds a user saved (`kind` saved: the saved-lineup page). The slate's name and kind are copied
 * so a saved build still reads well after its slate is gone.
 */
export const builds = pgTable(
  'builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['build', 'saved'] }).notNull(),
    sport: text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull(),
    operator: text('operator', { enum: ['draftkings', 'fanduel'] }).notNull(),
    gameType: text('game_type', { enum: ['classic', 'single'] }).notNull(),
    slateId: text('slate_id').notNull(),
    slateName: text('slate_name').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    lineups: jsonb('lineups').$type<TStoredLineup[]>().notNull(),
    lineupCount: integer('lineup_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('builds_user_kind_slate_idx').on(t.userId, t.kind, t.slateId)],
);

/**
 * Rule templates: build settings a user saved under a name per sport, kept as the screen sent them
 * (settings added to the screen later are stored without a change here).
 */
export const ruleTemplates = pgTable(
  'rule_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rule_templates_user_sport_name_idx').on(t.userId, t.sport, t.name)],
);

/** The lineups a user last had on screen for a slate (restored when they come back). */
export const lastLineups = pgTable(
  'last_lineups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slateId: text('slate_id').notNull(),
    sport: text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull(),
    lineups: jsonb('lineups').$type<TStoredLineup[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slateId] })],
);
