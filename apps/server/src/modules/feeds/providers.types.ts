import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TSportCode } from '@dfs/contracts';
import type * as s from '../../db/schema';

// One interface per kind of sports data. A provider implements the kinds it has; a feed worker
// asks its providers on a schedule and hands the rows to the store, which only upserts (a
// provider that fails or answers nothing never deletes good data).

export type TTeamRow = typeof s.teams.$inferInsert;
export type TPlayerRow = typeof s.players.$inferInsert;
export type TGameRow = typeof s.games.$inferInsert;
export type TSlateRow = typeof s.slates.$inferInsert;
export type TSlatePlayerRow = typeof s.slatePlayers.$inferInsert;
export type TProjectionRow = typeof s.projections.$inferInsert;
export type TInjuryRow = typeof s.injuries.$inferInsert;
export type TNewsRow = typeof s.news.$inferInsert;
export type TDepthRow = typeof s.depthCharts.$inferInsert;
export type TLineupRow = typeof s.startingLineups.$inferInsert;
export type TNhlLinesRow = typeof s.nhlLines.$inferInsert;
export type TGoalieRow = typeof s.startingGoalies.$inferInsert;
export type TOddsRow = typeof s.odds.$inferInsert;
export type TPropRow = typeof s.playerProps.$inferInsert;
export type TGameLogRow = typeof s.playerGameLogs.$inferInsert;
export type TAdpRow = typeof s.adp.$inferInsert;

/** A slate with its players: written together so a slate is never half-updated. */
export type TSlateBundle = { slate: TSlateRow; players: TSlatePlayerRow[] };

/** What a provider call gets: the clock (demo data is dated relative to it), a log and a deadline. */
export type TFeedContext = { now: Date; log: Logger; signal: AbortSignal };

/** Everything a feed run can write, by kind. The store writes the kinds present, in dependency order. */
export type TFeedBatch = {
  teams?: TTeamRow[];
  players?: TPlayerRow[];
  games?: TGameRow[];
  slates?: TSlateBundle[];
  projections?: TProjectionRow[];
  injuries?: TInjuryRow[];
  news?: TNewsRow[];
  depthCharts?: TDepthRow[];
  lineups?: TLineupRow[];
  nhlLines?: TNhlLinesRow[];
  goalies?: TGoalieRow[];
  odds?: TOddsRow[];
  props?: TPropRow[];
  logs?: TGameLogRow[];
  adp?: TAdpRow[];
  /** Sports to enable (1) or disable (0) in the selector: in or out of season. */
  sportStatus?: { code: TSportCode; status: 0 | 1 }[];
};

type TFetch<R> = (sport: TSportCode, ctx: TFeedContext) => Promise<R>;

export type TTeamsProvider = { name: string; fetchTeams: TFetch<TTeamRow[]> };
export type TPlayersProvider = { name: string; fetchPlayers: TFetch<TPlayerRow[]> };
export type TGamesProvider = { name: string; fetchGames: TFetch<TGameRow[]> };
export type TSlatesProvider = { name: string; fetchSlates: TFetch<TSlateBundle[]> };
export type TProjectionsProvider = { name: string; fetchProjections: TFetch<TProjectionRow[]> };
export type TInjuriesProvider = { name: string; fetchInjuries: TFetch<TInjuryRow[]> };
export type TNewsProvider = { name: string; fetchNews: TFetch<TNewsRow[]> };
export type TDepthChartProvider = { name: string; fetchDepthCharts: TFetch<TDepthRow[]> };
export type TLineupsProvider = { name: string; fetchLineups: TFetch<TLineupRow[]> };
export type TNhlLinesProvider = { name: string; fetchNhlLines: TFetch<TNhlLinesRow[]> };
export type TGoaliesProvider = { name: string; fetchGoalies: TFetch<TGoalieRow[]> };
export type TOddsProvider = { name: string; fetchOdds: TFetch<TOddsRow[]> };
export type TPropsProvider = { name: string; fetchProps: TFetch<TPropRow[]> };
export type TGameLogsProvider = { name: string; fetchGameLogs: TFetch<TGameLogRow[]> };
export type TAdpProvider = { name: string; fetchAdp: TFetch<TAdpRow[]> };
