import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@dfs/contracts';
import { apiCall } from '../../shared/api/api-client';

export const layoutKeys = { sports: ['layout', 'sports'] as const };

/** The sport list of the selector. */
export function useSports() {
  return useQuery({
    queryKey: layoutKeys.sports,
    queryFn: async () => (await apiCall(endpoints.sports)).data,
    staleTime: 10 * 60_000,
  });
}
