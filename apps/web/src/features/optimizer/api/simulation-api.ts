import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  simulationEndpoints,
  type TPortfolioRequest,
  type TSimulateRequest,
  type TSimMetric,
  type TSportCode,
} from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { optimizerKeys } from './optimizer-api';

/** Query keys of the contest sim screen. */
export const simulationKeys = {
  last: (slateId: string) => ['optimizer', 'simulation', 'last', slateId] as const,
};

/** The user's newest simulation on the slate (null: none yet). */
export const useLastSimulation = (slateId: string) =>
  useQuery({
    queryKey: simulationKeys.last(slateId),
    queryFn: async () => (await apiCall(simulationEndpoints.getLastSimulation, { slateId })).data,
    enabled: !!slateId,
  });

/** POST {sport}/simulate: the answer is the finished (or cancelled) simulation. */
export function useSimulate(sport: TSportCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSimulateRequest) => apiCall(simulationEndpoints.simulate, body, { sport }),
    onSuccess: ({ data }) => client.setQueryData(simulationKeys.last(data.slateId), data),
  });
}

export const useCancelSimulation = () =>
  useMutation({
    mutationFn: (simulationId?: string) =>
      apiCall(simulationEndpoints.cancelSimulation, simulationId ? { simulationId } : {}),
  });

/** POST {sport}/buildPortfolio: N of the source's lineups chosen to enter together. */
export const useBuildPortfolio = (sport: TSportCode) =>
  useMutation({
    mutationFn: (body: TPortfolioRequest) => apiCall(simulationEndpoints.buildPortfolio, body, { sport }),
  });

/** Keeps the best N lineups as a saved build; the saved list refetches. */
export function useKeepSimLineups(sport: TSportCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { simulationId: string; count: number; metric: TSimMetric; name: string }) =>
      apiCall(simulationEndpoints.keepSimLineups, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: optimizerKeys.saved(sport) }),
  });
}
