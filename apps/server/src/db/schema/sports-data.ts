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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Sports data filled by the feeds. Every row says which provider wrote it and when it was fetched,
// so screens can show "updated at" and a bad provider can be traced. Ids are text: providers give
// their own stable keys (demo: `nba:t:BOS`, operator files: the operator's player id).

const fetched = () => ({
  provider: text('provider').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
const sport = () => text('sport', { enum: ['nba', 'mlb', 'nhl', 'nfl'] }).notNull();
const operator = () => text('operator', { enum: ['draftkings', 'fanduel'] }).notNull();

/** Teams of each league (real names and abbreviations). */
export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    sport: sport(),
    abbr: text('abbr').notNull(),
    city: text('city').notNull(),
    name: text('name').notNull(),
    conference: text('conference'),
    division: text('division'),
    ...fetched(),
  },
  (t) => [index('teams_sport_idx').on(t.sport, t.abbr)],
);

/** Players, with each operator's ids and position codes. */
export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    sport: sport(),
    teamId: text('team_id'),
    teamAbbr: text('team_abbr').notNull(),
    name: text('name').notNull(),
    position: text('position').notNull(),
    jersey: integer('jersey'),
    /** `{ draftkings?: string, fanduel?: string }` operator player ids. */
    operatorIds: jsonb('operator_ids').$type<Partial<Record<'draftkings' | 'fanduel', string>>>().notNull(),
    /** `{ draftkings?: 'PG/SG', fanduel?: 'PG' }` operator position codes. */
    operatorPositions: jsonb('operator_positions')
      .$type<Partial<Record<'draftkings' | 'fanduel', string>>>()
      .notNull(),
    /** Provider's external id (NHL/MLB API person id), when any. */
    externalId: text('external_id'),
    /** In his first season (the depth chart's rookie mark). */
    rookie: boolean('rookie').notNull().default(false),
    ...fetched(),
  },
  (t) => [
    index('players_sport_team_idx').on(t.sport, t.teamAbbr),
    index('players_external_idx').on(t.externalId),
  ],
);

/** Games: schedule, status, score, period and clock. */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    sport: sport(),
    homeTeamId: text('home_team_id').notNull(),
    awayTeamId: text('away_team_id').notNull(),
    homeAbbr: text('home_abbr').notNull(),
    awayAbbr: text('away_abbr').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['scheduled', 'live', 'final', 'postponed'] }).notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    period: text('period'),
    clock: text('clock'),
    venue: text('venue'),
    externalId: text('external_id'),
    ...fetched(),
  },
  (t) => [index('games_sport_start_idx').on(t.sport, t.startTime)],
);

/** A contest slate of one operator; Yahoo slates are never stored. */
export const slates = pgTable(
  'slates',
  {
    id: text('id').primaryKey(),
    operator: operator(),
    sport: sport(),
    gameType: text('game_type', { enum: ['classic', 'single'] }).notNull(),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** `[{ key: 'DAL@MIN', gameId, startTime }]`. */
    games: jsonb('games')
      .$type<{ key: string; gameId: string | null; startTime: string | null }[]>()
      .notNull(),
    /** `importing`: an import is writing its players; readers do not see the slate yet. */
    status: text('status', { enum: ['upcoming', 'live', 'completed', 'importing'] }).notNull(),
    playerCount: integer('player_count').notNull().default(0),
    /**
     * The slate id under which this slate's players are stored, when not its own: a re-import
     * writes the new players under a hidden staging slate, then points the slate at them in one
     * one-row update (modules/imports/imports.repository.ts `switchIn`). Null: its own id.
     */
    playersFrom: text('players_from'),
    ...fetched(),
    /** Bumped on every change to the slate or its players (cache key, realtime). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slates_sport_op_start_idx').on(t.sport, t.operator, t.startTime)],
);

/** A player on a slate: salary, positions, roster slots, projection and FPPD (salary / points). */
export const slatePlayers = pgTable(
  'slate_players',
  {
    slateId: text('slate_id')
      .notNull()
      .references(() => slates.id, { onDelete: 'cascade' }),
    operatorPlayerId: text('operator_player_id').notNull(),
    playerId: text('player_id'),
    name: text('name').notNull(),
    team: text('team').notNull(),
    opponent: text('opponent'),
    game: text('game'),
    startTime: timestamp('start_time', { withTimezone: true }),
    positions: jsonb('positions').$type<string[]>().notNull(),
    rosterSlots: jsonb('roster_slots').$type<string[]>().notNull(),
    salary: integer('salary').notNull(),
    /** Salary of the captain row (DraftKings single game), when different. */
    captainSalary: integer('captain_salary'),
    captainId: text('captain_id'),
    projection: doublePrecision('projection').notNull(),
    projectionSource: text('projection_source').notNull(),
    avgPoints: doublePrecision('avg_points'),
    injury: text('injury'),
    line: integer('line'),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.slateId, t.operatorPlayerId] })],
);

/** Projections per player and operator scoring, by source. */
export const projections = pgTable(
  'projections',
  {
    playerId: text('player_id').notNull(),
    operator: operator(),
    source: text('source').notNull(),
    points: doublePrecision('points').notNull(),
    floor: doublePrecision('floor'),
    ceiling: doublePrecision('ceiling'),
    ...fetched(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.operator, t.source] })],
);

/** Current injuries. */
export const injuries = pgTable(
  'injuries',
  {
    playerId: text('player_id').primaryKey(),
    sport: sport(),
    teamAbbr: text('team_abbr').notNull(),
    status: text('status').notNull(),
    body: text('body').notNull(),
    detail: text('detail').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    ...fetched(),
  },
  (t) => [index('injuries_sport_idx').on(t.sport)],
);

/** Player news: headline, news and analysis. */
export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    sport: sport(),
    playerId: text('player_id'),
    teamAbbr: text('team_abbr'),
    headline: text('headline').notNull(),
    body: text('body').notNull(),
    analysis: text('analysis').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...fetched(),
  },
  (t) => [index('news_sport_pub_idx').on(t.sport, t.publishedAt), index('news_player_idx').on(t.playerId)],
);

/** Depth charts: one row per team, position and depth. */
export const depthCharts = pgTable(
  'depth_charts',
  {
    teamId: text('team_id').notNull(),
    sport: sport(),
    position: text('position').notNull(),
    depth: integer('depth').notNull(),
    playerId: text('player_id').notNull(),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.position, t.depth] }), index('depth_sport_idx').on(t.sport)],
);

/** Starting lineups (NBA, MLB) per game and team, confirmed or expected. */
export const startingLineups = pgTable(
  'starting_lineups',
  {
    gameId: text('game_id').notNull(),
    teamId: text('team_id').notNull(),
    sport: sport(),
    status: text('status', { enum: ['confirmed', 'expected'] }).notNull(),
    /** `[{ playerId, name, position, order }]`; MLB includes the probable pitcher with order 0. */
    players: jsonb('players')
      .$type<{ playerId: string | null; name: string; position: string; order: number }[]>()
      .notNull(),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.teamId] })],
);

type TLinePlayer = { playerId: string; name: string; position: string };
/** NHL line combinations per team: forward lines, defence pairs, power-play units. */
export const nhlLines = pgTable('nhl_lines', {
  teamId: text('team_id').primaryKey(),
  forwards: jsonb('forwards').$type<TLinePlayer[][]>().notNull(),
  defence: jsonb('defence').$type<TLinePlayer[][]>().notNull(),
  powerPlay: jsonb('power_play').$type<TLinePlayer[][]>().notNull(),
  ...fetched(),
});

/** NHL starting goalies per game and team. */
export const startingGoalies = pgTable(
  'starting_goalies',
  {
    gameId: text('game_id').notNull(),
    teamId: text('team_id').notNull(),
    playerId: text('player_id').notNull(),
    status: text('status', { enum: ['confirmed', 'likely', 'unconfirmed'] }).notNull(),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.teamId] })],
);

/** Game odds per book: moneyline, spread and total, open and current (American odds). */
export const odds = pgTable(
  'odds',
  {
    gameId: text('game_id').notNull(),
    book: text('book').notNull(),
    sport: sport(),
    homeMoneyline: integer('home_moneyline').notNull(),
    awayMoneyline: integer('away_moneyline').notNull(),
    homeSpread: doublePrecision('home_spread').notNull(),
    /** The home side's spread price; the away side's is `awaySpreadPrice` (the same when null). */
    spreadPrice: integer('spread_price').notNull(),
    /**
     * The away side's spread price: a puck or run line of 1.5 is not an even bet, so its two sides
     * are priced apart (-1.5 +160 / +1.5 -190). Null in rows written before it existed.
     */
    awaySpreadPrice: integer('away_spread_price'),
    total: doublePrecision('total').notNull(),
    overPrice: integer('over_price').notNull(),
    underPrice: integer('under_price').notNull(),
    /** The same fields at open: `{ homeMoneyline, awayMoneyline, homeSpread, total }`. */
    open: jsonb('open')
      .$type<{ homeMoneyline: number; awayMoneyline: number; homeSpread: number; total: number }>()
      .notNull(),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.book] }), index('odds_sport_idx').on(t.sport)],
);

/** Player props per book: market, line, over and under prices (open line kept). */
export const playerProps = pgTable(
  'player_props',
  {
    gameId: text('game_id').notNull(),
    playerId: text('player_id').notNull(),
    book: text('book').notNull(),
    market: text('market').notNull(),
    sport: sport(),
    line: doublePrecision('line').notNull(),
    openLine: doublePrecision('open_line').notNull(),
    overPrice: integer('over_price').notNull(),
    underPrice: integer('under_price').notNull(),
    ...fetched(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId, t.book, t.market] }),
    index('props_sport_idx').on(t.sport),
  ],
);

/** Player game logs: the box-score line and fantasy points per operator. */
export const playerGameLogs = pgTable(
  'player_game_logs',
  {
    playerId: text('player_id').notNull(),
    gameDate: text('game_date').notNull(),
    sport: sport(),
    opponent: text('opponent').notNull(),
    isHome: integer('is_home').notNull(),
    stats: jsonb('stats').$type<Record<string, number>>().notNull(),
    dkPoints: doublePrecision('dk_points').notNull(),
    fdPoints: doublePrecision('fd_points').notNull(),
    ...fetched(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameDate] }),
    // Defence against position and the weekly rankings read one sport's logs as a whole.
    index('logs_sport_idx').on(t.sport),
  ],
);

/** Average draft position (MLB, NFL). */
export const adp = pgTable(
  'adp',
  {
    playerId: text('player_id').notNull(),
    sport: sport(),
    source: text('source').notNull(),
    adp: doublePrecision('adp').notNull(),
    positionRank: integer('position_rank').notNull(),
    /** The ADP of the snapshot before this one and when that was fetched (the movement column). */
    previousAdp: doublePrecision('previous_adp'),
    previousAt: timestamp('previous_at', { withTimezone: true }),
    ...fetched(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.source] }), index('adp_sport_idx').on(t.sport)],
);

/** NFL weekly rankings saved by a user: an ordered list of players per week and position. */
export const nflRankings = pgTable(
  'nfl_rankings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    position: text('position').notNull(),
    playerIds: jsonb('player_ids').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week, t.position] })],
);

/** Feed workers (the spec's "server processes"): wanted state and last outcome, shared by instances. */
export const feedWorkers = pgTable('feed_workers', {
  name: text('name').primaryKey(),
  wanted: text('wanted', { enum: ['online', 'stopped'] }).notNull(),
  status: text('status', { enum: ['online', 'stopped', 'errored'] }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
