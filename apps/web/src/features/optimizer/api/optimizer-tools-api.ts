import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optimizerToolEndpoints, type TSportCode } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { optimizerKeys } from './optimizer-api';

const templatesKey = (sport: TSportCode) => ['optimizer', 'templates', sport] as const;

/** The share of the user's projections in the blend builds use; the answer replaces the slate state. */
export function useSetProjectionBlend(slateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weight: number) => apiCall(optimizerToolEndpoints.setProjectionBlend, { slateId, weight }),
    onSuccess: ({ data }) => client.setQueryData(optimizerKeys.state(slateId), data),
  });
}

/** The user's rule templates of a sport. */
export const useRuleTemplates = (sport: TSportCode) =>
  useQuery({
    queryKey: templatesKey(sport),
    queryFn: async () => (await apiCall(optimizerToolEndpoints.getRuleTemplates, { sport })).data,
  });

export function useSaveRuleTemplate(sport: TSportCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; settings: Record<string, unknown> }) =>
      apiCall(optimizerToolEndpoints.saveRuleTemplate, { sport, ...body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: templatesKey(sport) }),
  });
}

export function useDeleteRuleTemplate(sport: TSportCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(optimizerToolEndpoints.deleteRuleTemplate, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: templatesKey(sport) }),
  });
}
