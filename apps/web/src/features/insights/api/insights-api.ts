import { useQuery } from '@tanstack/react-query';
import { endpoints, type TSportCode } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';

/** Query keys of the insight screens: one root per sport, so a realtime notice can refetch them. */
export const insightKeys = {
  all: (sport: TSportCode) => ['insights', sport] as const,
  of: (sport: TSportCode, ...rest: (string | number | undefined)[]) => ['insights', sport, ...rest] as const,
};

const perSport = (sport: TSportCode) => ({ sport });

export const useTeams = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'teams'),
    queryFn: async () => (await apiCall(endpoints.getAllteams, {}, perSport(sport))).data,
  });

export const useGames = (sport: TSportCode, opts: { refetchMs?: number } = {}) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'games'),
    queryFn: async () => (await apiCall(endpoints.getupcomingmatch, {}, perSport(sport))).data,
    ...(opts.refetchMs ? { refetchInterval: opts.refetchMs } : {}),
  });

export const useInjuries = (sport: TSportCode, teamId?: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'injuries', teamId),
    queryFn: async () =>
      (await apiCall(endpoints.getinjuries, teamId ? { teamId } : {}, perSport(sport))).data,
  });

export const useTeamProfile = (sport: TSportCode, teamId: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'team', teamId),
    queryFn: async () => (await apiCall(endpoints.teamProfile, { teamId }, perSport(sport))).data,
  });

export const usePlayerDetails = (sport: TSportCode, playerId: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'player', playerId),
    queryFn: async () => (await apiCall(endpoints.playerDetails, { playerId }, perSport(sport))).data,
  });

/** A slate's players (projections and salaries) for the top-players table. */
export const useSlatePlayers = (sport: TSportCode, slateId: string | undefined) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'slate-players', slateId),
    enabled: !!slateId,
    queryFn: async () =>
      (await apiCall(endpoints.getPlayers, { slateId: slateId ?? '' }, perSport(sport))).data,
  });

const NEWS = {
  nba: endpoints.nbaNews,
  mlb: endpoints.mlbNews,
  nhl: endpoints.nhlNews,
  nfl: endpoints.nflNews,
};
export const useNews = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'news'),
    queryFn: async () => (await apiCall(NEWS[sport])).data,
  });

const PROPS = {
  nba: endpoints.nbaProps,
  mlb: endpoints.mlbProps,
  nhl: endpoints.nhlProps,
  nfl: endpoints.nflProps,
};
export const useProps = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'props'),
    queryFn: async () => (await apiCall(PROPS[sport])).data,
  });

export const useAdp = (sport: 'mlb' | 'nfl') =>
  useQuery({
    queryKey: insightKeys.of(sport, 'adp'),
    queryFn: async () => (await apiCall(sport === 'mlb' ? endpoints.mlbAdp : endpoints.nflAdp)).data,
  });

export const useLineups = (sport: 'nba' | 'mlb') =>
  useQuery({
    queryKey: insightKeys.of(sport, 'lineups'),
    queryFn: async () =>
      (await apiCall(sport === 'nba' ? endpoints.nbaStartingLineups : endpoints.mlbStartingLineups)).data,
  });

export const useGoalies = () =>
  useQuery({
    queryKey: insightKeys.of('nhl', 'goalies'),
    queryFn: async () => (await apiCall(endpoints.nhlGoalies, {})).data,
  });

export const useNhlLines = () =>
  useQuery({
    queryKey: insightKeys.of('nhl', 'lines'),
    queryFn: async () => (await apiCall(endpoints.nhlLineTeams)).data,
  });

export const useNflDepthCharts = () =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'depth'),
    queryFn: async () => (await apiCall(endpoints.nflTeamDepthChart)).data,
  });

export const useTrends = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'trends'),
    queryFn: async () => (await apiCall(endpoints.getPlayerTrends, { sport, limit: 60 })).data,
  });

export const useWeeklyRankings = () =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'weekly-rankings'),
    queryFn: async () => (await apiCall(endpoints.nflWeeklyRankings)).data,
  });

export const useRankings = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'rankings', week),
    enabled,
    queryFn: async () => (await apiCall(endpoints.nflGetRanking, { week })).data,
  });

export const useDvp = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'dvp'),
    queryFn: async () => (await apiCall(endpoints.getdvp, {}, perSport(sport))).data,
  });

/** The public previews (first rows and the full count), for the public pages and widgets. */
export const usePreviewNews = (sport: TSportCode) =>
  useQuery({
    queryKey: ['public', sport, 'news'],
    queryFn: async () => (await apiCall(endpoints.previewNews, undefined, { sport })).data,
  });
export const usePreviewLineups = (sport: 'nba' | 'mlb') =>
  useQuery({
    queryKey: ['public', sport, 'lineups'],
    queryFn: async () => (await apiCall(endpoints.previewLineups, undefined, { sport })).data,
  });
export const usePreviewGoalies = () =>
  useQuery({
    queryKey: ['public', 'nhl', 'goalies'],
    queryFn: async () => (await apiCall(endpoints.previewGoalies)).data,
  });
