import { useQuery } from '@tanstack/react-query';
import { insightEndpoints, slateEndpoints, type TSportCode } from '@dfs/contracts';
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
    queryFn: async () => (await apiCall(insightEndpoints.getAllteams, {}, perSport(sport))).data,
  });

export const useGames = (sport: TSportCode, opts: { refetchMs?: number } = {}) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'games'),
    queryFn: async () => (await apiCall(insightEndpoints.getupcomingmatch, {}, perSport(sport))).data,
    ...(opts.refetchMs ? { refetchInterval: opts.refetchMs } : {}),
  });

export const useInjuries = (sport: TSportCode, teamId?: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'injuries', teamId),
    queryFn: async () =>
      (await apiCall(insightEndpoints.getinjuries, teamId ? { teamId } : {}, perSport(sport))).data,
  });

export const useTeamProfile = (sport: TSportCode, teamId: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'team', teamId),
    queryFn: async () => (await apiCall(insightEndpoints.teamProfile, { teamId }, perSport(sport))).data,
  });

export const usePlayerDetails = (sport: TSportCode, playerId: string) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'player', playerId),
    queryFn: async () => (await apiCall(insightEndpoints.playerDetails, { playerId }, perSport(sport))).data,
  });

/** A slate's players (projections and salaries) for the top-players table. */
export const useSlatePlayers = (sport: TSportCode, slateId: string | undefined) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'slate-players', slateId),
    enabled: !!slateId,
    queryFn: async () =>
      (await apiCall(slateEndpoints.getPlayers, { slateId: slateId ?? '' }, perSport(sport))).data,
  });

const NEWS = {
  nba: insightEndpoints.nbaNews,
  mlb: insightEndpoints.mlbNews,
  nhl: insightEndpoints.nhlNews,
  nfl: insightEndpoints.nflNews,
};
export const useNews = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'news'),
    queryFn: async () => (await apiCall(NEWS[sport])).data,
  });

const PROPS = {
  nba: insightEndpoints.nbaProps,
  mlb: insightEndpoints.mlbProps,
  nhl: insightEndpoints.nhlProps,
  nfl: insightEndpoints.nflProps,
};
export const useProps = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'props'),
    queryFn: async () => (await apiCall(PROPS[sport])).data,
  });

export const useAdp = (sport: 'mlb' | 'nfl') =>
  useQuery({
    queryKey: insightKeys.of(sport, 'adp'),
    queryFn: async () =>
      (await apiCall(sport === 'mlb' ? insightEndpoints.mlbAdp : insightEndpoints.nflAdp)).data,
  });

export const useLineups = (sport: 'nba' | 'mlb') =>
  useQuery({
    queryKey: insightKeys.of(sport, 'lineups'),
    queryFn: async () =>
      (
        await apiCall(
          sport === 'nba' ? insightEndpoints.nbaStartingLineups : insightEndpoints.mlbStartingLineups,
        )
      ).data,
  });

export const useGoalies = () =>
  useQuery({
    queryKey: insightKeys.of('nhl', 'goalies'),
    queryFn: async () => (await apiCall(insightEndpoints.nhlGoalies, {})).data,
  });

export const useNhlLines = () =>
  useQuery({
    queryKey: insightKeys.of('nhl', 'lines'),
    queryFn: async () => (await apiCall(insightEndpoints.nhlLineTeams)).data,
  });

export const useNflDepthCharts = () =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'depth'),
    queryFn: async () => (await apiCall(insightEndpoints.nflTeamDepthChart)).data,
  });

export const useTrends = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'trends'),
    queryFn: async () => (await apiCall(insightEndpoints.getPlayerTrends, { sport, limit: 60 })).data,
  });

export const useWeeklyRankings = () =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'weekly-rankings'),
    queryFn: async () => (await apiCall(insightEndpoints.nflWeeklyRankings)).data,
  });

export const useRankings = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: insightKeys.of('nfl', 'rankings', week),
    enabled,
    queryFn: async () => (await apiCall(insightEndpoints.nflGetRanking, { week })).data,
  });

export const useDvp = (sport: TSportCode) =>
  useQuery({
    queryKey: insightKeys.of(sport, 'dvp'),
    queryFn: async () => (await apiCall(insightEndpoints.getdvp, {}, perSport(sport))).data,
  });

/** The public previews (first rows and the full count), for the public pages and widgets. */
export const usePreviewNews = (sport: TSportCode) =>
  useQuery({
    queryKey: ['public', sport, 'news'],
    queryFn: async () => (await apiCall(insightEndpoints.previewNews, undefined, { sport })).data,
  });
export const usePreviewLineups = (sport: 'nba' | 'mlb') =>
  useQuery({
    queryKey: ['public', sport, 'lineups'],
    queryFn: async () => (await apiCall(insightEndpoints.previewLineups, undefined, { sport })).data,
  });
export const usePreviewGoalies = () =>
  useQuery({
    queryKey: ['public', 'nhl', 'goalies'],
    queryFn: async () => (await apiCall(insightEndpoints.previewGoalies)).data,
  });
