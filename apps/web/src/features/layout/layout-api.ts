import { useQuery } from '@tanstack/react-query';
import { coreEndpoints, slateEndpoints, type TOperator, type TSportCode } from '@dfs/contracts';
import { apiCall } from '../../shared/api/api-client';

export const layoutKeys = {
  all: ['layout'] as const,
  sports: ['layout', 'sports'] as const,
  slates: (sport: TSportCode, operator: TOperator) => ['layout', 'slates', sport, operator] as const,
};

/** The sport list of the selector. */
export function useSports() {
  return useQuery({
    queryKey: layoutKeys.sports,
    queryFn: async () => (await apiCall(coreEndpoints.sports)).data,
    staleTime: 10 * 60_000,
  });
}

/** The slates of a sport on one operator (GET {sport}/getAllSlat/{userId}), for every child page. */
export function useSlates(sport: TSportCode, operator: TOperator, userId: string | undefined) {
  return useQuery({
    queryKey: layoutKeys.slates(sport, operator),
    enabled: !!userId,
    queryFn: async () =>
      (await apiCall(slateEndpoints.getAllSlat, undefined, { sport, id: userId ?? '' }, { operator })).data,
    staleTime: 60_000,
  });
}
