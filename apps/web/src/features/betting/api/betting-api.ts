import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bettingEndpoints,
  insightEndpoints,
  type TBestBetPropRequest,
  type TBestBetRequest,
  type TPropFinderRequest,
  type TSportCode,
} from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';

/** Query keys of the betting tools (one factory, hierarchical). */
export const bettingKeys = {
  all: ['betting'] as const,
  analyzer: (sport: TSportCode) => ['betting', 'analyzer', sport] as const,
  preview: (sport: TSportCode) => ['betting', 'preview', sport] as const,
  finder: (req: TPropFinderRequest) => ['betting', 'finder', req] as const,
  sportsbook: (sport: TSportCode) => ['betting', 'sportsbook', sport] as const,
  bestBets: (kind: 'game' | 'prop') => ['betting', 'best-bets', kind] as const,
  nflGames: ['betting', 'nfl-games'] as const,
};

// Plan limits are not retried: the answer will not change until the user upgrades.
const retry = (count: number, error: unknown) =>
  count < 2 && !(error instanceof Error && 'code' in error && error.code === 'PLAN_LIMIT');

/** Every prop of the day of a sport, analysed by the server (Premium and above). */
export const usePropAnalyzer = (sport: TSportCode) =>
  useQuery({
    queryKey: bettingKeys.analyzer(sport),
    queryFn: async () => (await apiCall(bettingEndpoints.propAnalyzer, undefined, { sport })).data,
    staleTime: 60_000,
    retry,
  });

/** The public pages' first rows of the analyzer. */
export const usePropPreview = (sport: TSportCode) =>
  useQuery({
    queryKey: bettingKeys.preview(sport),
    queryFn: async () => (await apiCall(bettingEndpoints.propPreview, undefined, { sport })).data,
    staleTime: 60_000,
  });

/** Prop finder search (Platinum); keeps the last rows on screen while a new search loads. */
export const usePropFinder = (req: TPropFinderRequest, enabled: boolean) =>
  useQuery({
    queryKey: bettingKeys.finder(req),
    queryFn: async () => (await apiCall(bettingEndpoints.propFinder, req)).data,
    placeholderData: keepPreviousData,
    enabled,
    retry,
  });

/** Every book's game lines of a sport (Platinum). */
export const useSportsbook = (sport: TSportCode, enabled: boolean) =>
  useQuery({
    queryKey: bettingKeys.sportsbook(sport),
    queryFn: async () => (await apiCall(bettingEndpoints.sportsbook, {}, { sport })).data,
    staleTime: 60_000,
    enabled,
    retry,
  });

/** NFL best bets or best bet props (id 4 is NFL), with the results of past picks. */
export const useBestBets = (kind: 'game' | 'prop', enabled = true) =>
  useQuery({
    queryKey: bettingKeys.bestBets(kind),
    queryFn: async () =>
      (
        await apiCall(
          kind === 'game' ? bettingEndpoints.getBestBet : bettingEndpoints.getBestBetProps,
          undefined,
          {
            id: 4,
          },
        )
      ).data,
    enabled,
    retry,
  });

/** Upcoming NFL games with their odds, for the best-bet entry form. */
export const useNflGames = () =>
  useQuery({
    queryKey: bettingKeys.nflGames,
    queryFn: async () => (await apiCall(insightEndpoints.getupcomingmatch, {}, { sport: 'nfl' })).data,
    staleTime: 60_000,
  });

/** Saves a best bet (managers); the lists refetch after. */
export function useSaveBestBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      input: { kind: 'game'; pick: TBestBetRequest } | { kind: 'prop'; pick: TBestBetPropRequest },
    ) =>
      input.kind === 'game'
        ? apiCall(bettingEndpoints.saveBestBet, input.pick)
        : apiCall(bettingEndpoints.saveBestBetProps, input.pick),
    onSuccess: (_, input) => client.invalidateQueries({ queryKey: bettingKeys.bestBets(input.kind) }),
  });
}
