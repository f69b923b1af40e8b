import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedEndpoints,
  optimizerEndpoints,
  slateEndpoints,
  type TBuildSettings,
  type TCreateBuildRequest,
  type TPlayerSettingsRequest,
  type TLineup,
  type TPlayerMark,
  type TPlayersData,
  type TSlateRules,
  type TSlateState,
  type TSportCode,
  type TTeamStack,
} from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { layoutKeys } from '../../layout';

/** Query keys of the optimizer feature, one hierarchy per slate. */
export const optimizerKeys = {
  all: ['optimizer'] as const,
  players: (sport: TSportCode, slateId: string) => ['slate', slateId, 'players', sport] as const,
  state: (slateId: string) => ['optimizer', 'state', slateId] as const,
  usage: (slateId: string) => ['optimizer', 'usage', slateId] as const,
  last: (slateId: string) => ['optimizer', 'last', slateId] as const,
  saved: (sport: TSportCode) => ['optimizer', 'saved', sport] as const,
  savedBuild: (id: string) => ['optimizer', 'saved-build', id] as const,
  topPlays: (slateId: string) => ['optimizer', 'top-plays', slateId] as const,
  preview: (sport: TSportCode) => ['optimizer', 'preview', sport] as const,
};

/** A slate's players with the user's lock/exclude in `type` (refetched when the slate changes). */
export const playersQuery = (sport: TSportCode, slateId: string) =>
  queryOptions({
    queryKey: optimizerKeys.players(sport, slateId),
    queryFn: async () => (await apiCall(slateEndpoints.getPlayers, { slateId }, { sport })).data,
    enabled: !!slateId,
  });

export const usePlayers = (sport: TSportCode, slateId: string) => useQuery(playersQuery(sport, slateId));

/** The demo slate's players of the public preview. */
export const usePreviewPlayers = (sport: TSportCode) =>
  useQuery({
    queryKey: optimizerKeys.preview(sport),
    queryFn: async () =>
      (await apiCall(optimizerEndpoints.previewPlayers, {}, { sport })).data as TPlayersData,
    staleTime: 5 * 60_000,
  });

/** Everything the user set on the slate (marks, exposures, own projections, team stacks). */
export const useSlateState = (slateId: string) =>
  useQuery({
    queryKey: optimizerKeys.state(slateId),
    queryFn: async () => (await apiCall(optimizerEndpoints.getSlateState, { slateId })).data,
    enabled: !!slateId,
  });

/** The plan's build allowance on the slate and what is used of it. */
export const useSlateUsage = (slateId: string) =>
  useQuery({
    queryKey: optimizerKeys.usage(slateId),
    queryFn: async () => (await apiCall(optimizerEndpoints.getSlatClients, { slateId })).data,
    enabled: !!slateId,
  });

/** The lineups last on screen for the slate (restored when the page opens). */
export const useLastLineup = (slateId: string) =>
  useQuery({
    queryKey: optimizerKeys.last(slateId),
    queryFn: async () => (await apiCall(optimizerEndpoints.getLastLineup, { slateId })).data,
    enabled: !!slateId,
    staleTime: Infinity,
  });

/**
 * Every call that changes the slate state answers the new state: it replaces the cached one, and
 * the players (whose `type` shows lock/exclude) refetch.
 */
function useStateMutation<V>(
  slateId: string,
  call: (v: V) => Promise<{ data: TSlateState; message: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A state read still on its way would land after this change's answer and undo it on screen.
    onMutate: () => client.cancelQueries({ queryKey: optimizerKeys.state(slateId) }),
    onSuccess: ({ data }) => {
      client.setQueryData(optimizerKeys.state(slateId), data);
      void client.invalidateQueries({ queryKey: ['slate', slateId, 'players'] });
    },
  });
}

export const useMarkPlayer = (slateId: string) =>
  useStateMutation(slateId, ({ playerId, type }: { playerId: string; type: TPlayerMark | null }) =>
    type
      ? apiCall(optimizerEndpoints.lockPlayer, { slateId, playerId, type })
      : apiCall(optimizerEndpoints.unlockPlayer, { slateId, playerId }),
  );

export const useResetSlate = (slateId: string) =>
  useStateMutation(slateId, () => apiCall(optimizerEndpoints.resetSlat, { slateId }));

/** Several players' settings at once (bulk actions, zeroing the questionable, undoing a reset). */
export const useSetPlayerSettings = (slateId: string) =>
  useStateMutation(slateId, (players: TPlayerSettingsRequest['players']) =>
    apiCall(optimizerEndpoints.setPlayerSettings, { slateId, players }),
  );

export const useSetExposure = (slateId: string) =>
  useStateMutation(slateId, (v: { playerId: string; min?: number | null; max?: number | null }) =>
    apiCall(optimizerEndpoints.setExposure, { slateId, ...v }),
  );

export const useSetProjection = (slateId: string) =>
  useStateMutation(slateId, (v: { playerId: string; projection: number | null }) =>
    apiCall(optimizerEndpoints.setProjection, { slateId, ...v }),
  );

export const useSetTeamStacks = (slateId: string, sport: TSportCode) =>
  useStateMutation(slateId, (teams: TTeamStack[]) =>
    apiCall(sport === 'mlb' ? optimizerEndpoints.mlbplayerPerTeam : optimizerEndpoints.playerPerTeam, {
      slateId,
      teams,
    }),
  );

/** Replaces the lineup rules kept on the slate (every rule in force). */
export const useSetRules = (slateId: string) =>
  useStateMutation(slateId, (rules: TSlateRules) => apiCall(optimizerEndpoints.setRules, { slateId, rules }));

/** A projection file: the answer is the row report; state and players refetch. */
export function useUploadProjections(slateId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: { name: string; csv: string }) =>
      apiCall(optimizerEndpoints.submitCsvProjection, { slateId, ...file }),
    onSuccess: () => void client.invalidateQueries({ queryKey: optimizerKeys.state(slateId) }),
  });
}

/** createbuild; the usage and last lineups refetch after it. */
export function useCreateBuild(sport: TSportCode) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBuildRequest) => apiCall(optimizerEndpoints.createBuild, body, { sport }),
    onSettled: (_d, _e, body) =>
      void client.invalidateQueries({ queryKey: optimizerKeys.usage(body.slateId) }),
  });
}

export const useCancelBuild = () =>
  useMutation({
    mutationFn: (buildId?: string) => apiCall(optimizerEndpoints.cancelBuild, buildId ? { buildId } : {}),
  });

export const usePreviewBuild = (sport: TSportCode) =>
  useMutation({ mutationFn: () => apiCall(optimizerEndpoints.previewBuild, {}, { sport }) });

/** What a swap is asked about: the lineup, its slot, every lineup on screen and the build's settings. */
export type TSwapAsk = {
  lineup: string[];
  slot: number;
  lineups: string[][];
  lineupIndex: number;
  settings: TBuildSettings;
};

/** Candidates for a lineup's slot, each with the rule of the build it would break (or null). */
export const useSwapCandidates = (sport: TSportCode, slateId: string, ask: TSwapAsk | null) =>
  useQuery({
    queryKey: ['optimizer', 'swap', slateId, ask],
    enabled: !!ask,
    queryFn: async () =>
      (await apiCall(optimizerEndpoints.getSwapPlayers, { slateId, ...ask! }, { sport })).data,
  });

export const useSaveLastLineup = (slateId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allTeams: TLineup[]) => apiCall(optimizerEndpoints.saveLastLineup, { slateId, allTeams }),
    onSuccess: () => void client.invalidateQueries({ queryKey: optimizerKeys.last(slateId) }),
  });
};

export const useSaveLineup = (sport: TSportCode) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { slateId: string; name: string; allTeams: TLineup[] }) =>
      apiCall(optimizerEndpoints.saveLineup, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: optimizerKeys.saved(sport) }),
  });
};

export const useSavedBuilds = (sport: TSportCode, userId: string) =>
  useQuery({
    queryKey: optimizerKeys.saved(sport),
    queryFn: async () =>
      (await apiCall(optimizerEndpoints.getAllBuild, undefined, { id: userId }, { sport })).data,
  });

export const useSavedBuild = (id: string | null) =>
  useQuery({
    queryKey: optimizerKeys.savedBuild(id ?? ''),
    enabled: !!id,
    queryFn: async () => (await apiCall(optimizerEndpoints.getLineup, undefined, { id: id! })).data,
  });

export const useUpdateLineup = (sport: TSportCode) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; name?: string; allTeams?: TLineup[] }) =>
      apiCall(optimizerEndpoints.updateLineup, body),
    onSuccess: (_d, body) => {
      void client.invalidateQueries({ queryKey: optimizerKeys.saved(sport) });
      void client.invalidateQueries({ queryKey: optimizerKeys.savedBuild(body.id) });
    },
  });
};

export const useDeleteLineup = (sport: TSportCode) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(optimizerEndpoints.deleteLineup, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: optimizerKeys.saved(sport) }),
  });
};

export const useTopPlays = (slateId: string, enabled: boolean) =>
  useQuery({
    queryKey: optimizerKeys.topPlays(slateId),
    enabled: enabled && !!slateId,
    queryFn: async () => (await apiCall(optimizerEndpoints.getTopplays, { slateId })).data,
  });

export const useSetTopPlays = (slateId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playerIds: string[]) => apiCall(optimizerEndpoints.setTopPlays, { slateId, playerIds }),
    onSuccess: ({ data }) => client.setQueryData(optimizerKeys.topPlays(slateId), data),
  });
};

/** A user's own salary file: a slate of theirs alone (the slate lists refetch). */
export function useUploadSlate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: { name: string; csv: string }) =>
      apiCall(feedEndpoints.uploadSalaries, {
        csv: file.csv,
        name: file.name.replace(/\.csv$/i, '').slice(0, 100),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: layoutKeys.all }),
  });
}

export const useLateSwap = (sport: TSportCode, slateId: string) =>
  useMutation({
    mutationFn: (file: { name: string; csv: string }) =>
      apiCall(optimizerEndpoints.lateSwap, { slateId, ...file }, { sport }),
  });
