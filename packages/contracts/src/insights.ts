import { z } from 'zod';
import { zIsoDate, zText } from './text';
import type { TEndpointMap } from './endpoint.types';
import { ZSlatePlayer, ZSportParams } from './slates';
import { ZSlateRequest } from './realtime';
import { ZPropBookQuote } from './prop-quote';
import { ZSportCode } from './sports';
import { ZEmpty } from './user';

// Insights over the sports data (SPEC section 7, per sport and shared calls). Every list says
// when its data was fetched (`updatedAt`, ISO time) so screens can show "updated at".

const id = zText().trim().min(1).max(100);
const updated = { provider: z.string(), updatedAt: z.string() };

export const ZTeam = z.object({
  id: z.string(),
  sport: ZSportCode,
  abbr: z.string(),
  city: z.string(),
  name: z.string(),
  conference: z.string().nullable(),
  division: z.string().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  ...updated,
});
export const ZGame = z.object({
  id: z.string(),
  sport: ZSportCode,
  home: z.string(),
  away: z.string(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  startTime: z.string(),
  status: z.enum(['scheduled', 'live', 'final', 'postponed']),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  period: z.string().nullable(),
  clock: z.string().nullable(),
  venue: z.string().nullable(),
  odds: z
    .array(
      z.object({
        book: z.string(),
        homeMoneyline: z.number(),
        awayMoneyline: z.number(),
        homeSpread: z.number(),
        /** The home side's spread price, and the away side's. */
        spreadPrice: z.number(),
        awaySpreadPrice: z.number(),
        total: z.number(),
        overPrice: z.number(),
        underPrice: z.number(),
        open: z.object({
          homeMoneyline: z.number(),
          awayMoneyline: z.number(),
          homeSpread: z.number(),
          total: z.number(),
        }),
        updatedAt: z.string(),
      }),
    )
    .optional(),
  ...updated,
});
export type TGame = z.infer<typeof ZGame>;

const ZPlayerRef = z.object({
  playerId: z.string().nullable(),
  name: z.string(),
  team: z.string(),
  Position: z.string(),
});
export const ZInjury = ZPlayerRef.extend({
  status: z.string(),
  body: z.string(),
  detail: z.string(),
  reportedAt: z.string(),
  ...updated,
});
export const ZDepthTeam = z.object({
  teamId: z.string(),
  team: z.string(),
  name: z.string(),
  positions: z.array(
    z.object({
      position: z.string(),
      players: z.array(
        z.object({
          playerId: z.string(),
          name: z.string(),
          depth: z.number().int(),
          injury: z.string().nullable(),
          /** In his first season. */
          rookie: z.boolean(),
        }),
      ),
    }),
  ),
  updatedAt: z.string().nullable(),
  provider: z.string().nullable(),
});
export const ZNewsItem = z.object({
  id: z.string(),
  sport: ZSportCode,
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
  team: z.string().nullable(),
  Position: z.string().nullable(),
  headline: z.string(),
  news: z.string(),
  analysis: z.string(),
  publishedAt: z.string(),
  ...updated,
});
export const ZProp = ZPlayerRef.extend({
  gameId: z.string(),
  game: z.string(),
  startTime: z.string(),
  market: z.string(),
  books: z.array(ZPropBookQuote),
  /** Share of the last 5, 10 and 20 games over the consensus line (null without logs). */
  hitRate: z.object({ l5: z.number().nullable(), l10: z.number().nullable(), l20: z.number().nullable() }),
  provider: z.string(),
  updatedAt: z.string(),
});
export const ZAdp = ZPlayerRef.extend({
  adp: z.number(),
  positionRank: z.number().int(),
  /** ADP of the previous snapshot and how far the player rose since (positive: drafted earlier). */
  previousAdp: z.number().nullable(),
  change: z.number().nullable(),
  previousAt: z.string().nullable(),
  source: z.string(),
  updatedAt: z.string(),
});
const ZLineupPlayer = z.object({
  playerId: z.string().nullable(),
  name: z.string(),
  position: z.string(),
  order: z.number().int(),
});
export const ZGameLineups = z.object({
  gameId: z.string(),
  game: z.string(),
  startTime: z.string(),
  teams: z.array(
    z.object({
      teamId: z.string(),
      team: z.string(),
      status: z.enum(['confirmed', 'expected']),
      players: z.array(ZLineupPlayer),
      updatedAt: z.string(),
    }),
  ),
});
export const ZGameGoalies = z.object({
  gameId: z.string(),
  game: z.string(),
  startTime: z.string(),
  goalies: z.array(
    z.object({
      teamId: z.string(),
      team: z.string(),
      playerId: z.string(),
      name: z.string(),
      status: z.enum(['confirmed', 'likely', 'unconfirmed']),
      /** Season record from the game logs: games, wins, saves and goals against a game, save %. */
      season: z.object({
        games: z.number().int(),
        wins: z.number().int(),
        savesPerGame: z.number().nullable(),
        goalsAgainstAvg: z.number().nullable(),
        savePct: z.number().nullable(),
      }),
      provider: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
const ZLine = z.array(z.object({ playerId: z.string(), name: z.string(), position: z.string() }));
export const ZTeamLines = z.object({
  teamId: z.string(),
  team: z.string(),
  name: z.string(),
  forwards: z.array(ZLine),
  defence: z.array(ZLine),
  powerPlay: z.array(ZLine),
  ...updated,
});
export const ZGameLog = z.object({
  date: z.string(),
  opponent: z.string(),
  home: z.boolean(),
  stats: z.record(z.string(), z.number()),
  dkPoints: z.number(),
  fdPoints: z.number(),
});
export const ZSeasonStats = z.object({
  playerId: z.string(),
  name: z.string(),
  team: z.string(),
  Position: z.string(),
  games: z.number().int(),
  averages: z.record(z.string(), z.number()),
  totals: z.record(z.string(), z.number()),
  dkPointsAvg: z.number(),
  fdPointsAvg: z.number(),
  updatedAt: z.string().nullable(),
});
export const ZPlayerDetails = z.object({
  player: z.object({
    id: z.string(),
    name: z.string(),
    team: z.string(),
    teamId: z.string().nullable(),
    Position: z.string(),
    jersey: z.number().nullable(),
    operatorIds: z.record(z.string(), z.string()),
  }),
  injury: ZInjury.nullable(),
  seasonStats: ZSeasonStats,
  recentGames: z.array(ZGameLog),
  news: z.array(ZNewsItem),
  nextGame: ZGame.nullable(),
});
export const ZTeamProfile = z.object({
  team: ZTeam,
  roster: z.array(
    ZPlayerRef.extend({
      jersey: z.number().nullable(),
      dkPointsAvg: z.number().nullable(),
      injury: z.string().nullable(),
    }),
  ),
  games: z.array(ZGame),
  injuries: z.array(ZInjury),
  depthChart: ZDepthTeam.nullable(),
  news: z.array(ZNewsItem),
});
export const ZTopPlayers = z.object({
  studs: z.record(z.string(), z.array(ZSlatePlayer)),
  values: z.record(z.string(), z.array(ZSlatePlayer)),
  sleepers: z.record(z.string(), z.array(ZSlatePlayer)),
});
export const ZTrend = ZPlayerRef.extend({
  games: z.array(
    z.object({
      date: z.string(),
      opponent: z.string(),
      dkPoints: z.number(),
      fdPoints: z.number(),
      stats: z.record(z.string(), z.number()),
    }),
  ),
  dkPointsAvg: z.object({
    l5: z.number().nullable(),
    l10: z.number().nullable(),
    l20: z.number().nullable(),
  }),
  /** When and from where the newest game log came (null without games). */
  updatedAt: z.string().nullable(),
  provider: z.string().nullable(),
  props: z.array(
    z.object({
      market: z.string(),
      line: z.number(),
      hitRate: z.object({
        l5: z.number().nullable(),
        l10: z.number().nullable(),
        l20: z.number().nullable(),
      }),
    }),
  ),
});
export const ZPlayerScore = z.object({
  id: z.string(),
  playerId: z.string().nullable(),
  name: z.string(),
  team: z.string(),
  gameStatus: z.string(),
  points: z.number().nullable(),
  projection: z.number(),
});
/** Positions of the NFL weekly rankings (FLEX is RB, WR and TE together). */
export const NFL_RANK_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'FLEX', 'DST'] as const;
export const ZNflRankPosition = z.enum(NFL_RANK_POSITIONS);
/** Scorings of the weekly rankings: no point per reception, a half point, a full point. */
export const NFL_SCORINGS = ['standard', 'half', 'ppr'] as const;
export type TNflScoring = (typeof NFL_SCORINGS)[number];
/** The consensus weekly ranking: each player's expected points per game under each scoring. */
export const ZWeeklyRankings = z.object({
  players: z.array(
    ZPlayerRef.extend({
      playerId: z.string(),
      points: z.object({ standard: z.number(), half: z.number(), ppr: z.number() }),
      games: z.number().int(),
      injury: z.string().nullable(),
    }),
  ),
  updatedAt: z.string().nullable(),
  provider: z.string().nullable(),
  /** The NFL week under way (1-18); null out of season. The rankings page opens on it. */
  week: z.number().int().nullable(),
});
export const ZRanking = z.object({
  week: z.number().int(),
  position: z.string(),
  players: z.array(ZPlayerRef.extend({ rank: z.number().int() })),
  updatedAt: z.string(),
});

/** Defence against a position: DraftKings points a team allowed to it per game, ranked 1 = fewest. */
export const ZDvp = z.object({
  team: z.string(),
  position: z.string(),
  pointsAllowed: z.number(),
  rank: z.number().int(),
  teams: z.number().int(),
});

// Requests.
export const ZTeamRequest = z.strictObject({ teamId: id.optional() });
export const ZTeamProfileRequest = z.strictObject({ teamId: id });
export const ZPlayerRequest = z.strictObject({ playerId: id });
export const ZSportPlayerRequest = z.strictObject({ sport: ZSportCode, playerId: id });
export const ZSportTeamRequest = z.strictObject({
  sport: ZSportCode,
  team: zText().trim().min(1).max(100),
});
export const ZSportRequest = z.strictObject({ sport: ZSportCode });
export const ZTrendsRequest = z.strictObject({
  sport: ZSportCode,
  playerId: id.optional(),
  limit: z.number().int().min(1).max(200).optional(),
});
export const ZPlayerScoreRequest = z.strictObject({ sport: ZSportCode, slateId: id });
export const ZDateRequest = z.strictObject({ date: zIsoDate().optional() });
export const ZSaveRankingRequest = z.strictObject({
  week: z.number().int().min(1).max(22),
  position: ZNflRankPosition,
  playerIds: z.array(id).max(200),
});
export const ZGetRankingRequest = z.strictObject({
  week: z.number().int().min(1).max(22),
  position: ZNflRankPosition.optional(),
});
export type TSaveRankingRequest = z.infer<typeof ZSaveRankingRequest>;

const perSport = { params: ZSportParams } as const;
const fixed = <S extends string, P extends string>(sport: S, path: P) => `/${sport}/${path}` as const;

/** A public preview: the first rows of a list and how many rows the full list has. */
const preview = <T extends z.ZodTypeAny>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });
export const ZPreviewSportParams = z.strictObject({ sport: ZSportCode });
export const ZPreviewLineupParams = z.strictObject({ sport: z.enum(['nba', 'mlb']) });

export const insightEndpoints = {
  // Public previews (no session; the same first rows for everyone, rate-limited per address).
  previewNews: {
    method: 'GET',
    path: '/public/:sport/news',
    body: ZEmpty,
    params: ZPreviewSportParams,
    data: preview(ZNewsItem),
  },
  previewLineups: {
    method: 'GET',
    path: '/public/:sport/lineups',
    body: ZEmpty,
    params: ZPreviewLineupParams,
    data: preview(ZGameLineups),
  },
  previewGoalies: { method: 'GET', path: '/public/nhl/goalies', body: ZEmpty, data: preview(ZGameGoalies) },

  getAllteams: {
    method: 'POST',
    path: '/:sport/getAllteams',
    body: ZEmpty,
    ...perSport,
    data: z.array(ZTeam),
  },
  getupcomingmatch: {
    method: 'POST',
    path: '/:sport/getupcomingmatch',
    body: ZDateRequest,
    ...perSport,
    data: z.array(ZGame),
  },
  getdvp: {
    method: 'POST',
    path: '/:sport/getdvp',
    body: ZEmpty,
    ...perSport,
    data: z.array(ZDvp),
  },
  getinjuries: {
    method: 'POST',
    path: '/:sport/getinjuries',
    body: ZTeamRequest,
    ...perSport,
    data: z.array(ZInjury),
  },
  getdepthchart: {
    method: 'POST',
    path: '/:sport/getdepthchart',
    body: ZTeamRequest,
    ...perSport,
    data: z.array(ZDepthTeam),
  },
  getTopPlayers: {
    method: 'POST',
    path: '/:sport/getTopPlayers',
    body: ZSlateRequest,
    ...perSport,
    data: ZTopPlayers,
  },
  teamProfile: {
    method: 'POST',
    path: '/:sport/teamProfile',
    body: ZTeamProfileRequest,
    ...perSport,
    data: ZTeamProfile,
  },
  playerDetails: {
    method: 'POST',
    path: '/:sport/playerDetails',
    body: ZPlayerRequest,
    ...perSport,
    data: ZPlayerDetails,
  },
  nbaNews: { method: 'GET', path: fixed('nba', 'nba_news'), body: ZEmpty, data: z.array(ZNewsItem) },
  mlbNews: { method: 'GET', path: fixed('mlb', 'mlb_news'), body: ZEmpty, data: z.array(ZNewsItem) },
  nhlNews: { method: 'GET', path: fixed('nhl', 'nhl_news'), body: ZEmpty, data: z.array(ZNewsItem) },
  nflNews: { method: 'GET', path: fixed('nfl', 'nfl_news'), body: ZEmpty, data: z.array(ZNewsItem) },
  nbaProps: { method: 'GET', path: fixed('nba', 'nba_props'), body: ZEmpty, data: z.array(ZProp) },
  mlbProps: { method: 'GET', path: fixed('mlb', 'mlb_props'), body: ZEmpty, data: z.array(ZProp) },
  nhlProps: { method: 'GET', path: fixed('nhl', 'nhl_props'), body: ZEmpty, data: z.array(ZProp) },
  nflProps: { method: 'GET', path: fixed('nfl', 'nfl_props'), body: ZEmpty, data: z.array(ZProp) },
  mlbAdp: { method: 'GET', path: '/mlb/get_all_adp', body: ZEmpty, data: z.array(ZAdp) },
  nflAdp: { method: 'GET', path: '/nfl/get_all_adp', body: ZEmpty, data: z.array(ZAdp) },
  mlbStartingLineups: {
    method: 'GET',
    path: '/mlb/starting_lineups',
    body: ZEmpty,
    data: z.array(ZGameLineups),
  },
  nbaStartingLineups: {
    method: 'GET',
    path: '/nba/starting_lineups',
    body: ZEmpty,
    data: z.array(ZGameLineups),
  },
  nflTeamDepthChart: {
    method: 'GET',
    path: '/nfl/getteamdepthchart',
    body: ZEmpty,
    data: z.array(ZDepthTeam),
  },
  nflWeeklyRankings: {
    method: 'GET',
    path: '/nfl/weekly_rankings',
    body: ZEmpty,
    data: ZWeeklyRankings,
  },
  nflSaveRanking: { method: 'POST', path: '/nfl/save_ranking', body: ZSaveRankingRequest, data: ZRanking },
  nflGetRanking: {
    method: 'POST',
    path: '/nfl/get_ranking',
    body: ZGetRankingRequest,
    data: z.array(ZRanking),
  },
  nhlGoalies: { method: 'POST', path: '/nhl/getGolies', body: ZDateRequest, data: z.array(ZGameGoalies) },
  nhlLineTeams: { method: 'GET', path: '/nhl/getlineteams', body: ZEmpty, data: z.array(ZTeamLines) },
  getPlayerScore: {
    method: 'POST',
    path: '/user/getPlayerScore',
    body: ZPlayerScoreRequest,
    data: z.array(ZPlayerScore),
  },
  getPlayerTrends: {
    method: 'POST',
    path: '/user/getPlayerTrends',
    body: ZTrendsRequest,
    data: z.array(ZTrend),
  },
  getTeamNews: {
    method: 'POST',
    path: '/user/getTeamNews',
    body: ZSportTeamRequest,
    data: z.array(ZNewsItem),
  },
  getPlayerSeasonStats: {
    method: 'POST',
    path: '/user/getPlayerSeasonStats',
    body: ZSportPlayerRequest,
    data: ZSeasonStats,
  },
  getPlayerNews: {
    method: 'POST',
    path: '/user/getPlayerNews',
    body: ZSportPlayerRequest,
    data: z.array(ZNewsItem),
  },
  getTodayLineup: {
    method: 'POST',
    path: '/user/getTodayLineup',
    body: ZSportRequest,
    data: z.array(ZGameLineups),
  },
} as const satisfies TEndpointMap;
