import { useQuery, useQueryClient } from '@tanstack/react-query';
import { coreEndpoints, type TUser } from '@dfs/contracts';
import { apiCall } from '../api/api-client';
import { forgetUser, rememberUser } from './session-store';

export const sessionKeys = { me: ['session', 'me'] as const };

/**
 * The signed-in user as the server sees it; null when there is no session. It asks
 * `GET user/session`, which answers a visitor 200 with null: a visitor's console stays clean.
 */
export function useMe() {
  return useQuery({
    queryKey: sessionKeys.me,
    queryFn: async (): Promise<TUser | null> => {
      const { data } = await apiCall(coreEndpoints.session);
      if (data) rememberUser(data);
      else forgetUser();
      return data;
    },
    staleTime: 60_000,
  });
}

/** Puts a freshly logged-in user into the cache so the layout does not ask again. */
export function useSetMe() {
  const client = useQueryClient();
  return (user: TUser | null) => {
    if (user) rememberUser(user);
    else forgetUser();
    client.setQueryData(sessionKeys.me, user);
  };
}
