import { useMutation } from '@tanstack/react-query';
import { coreEndpoints, type TLoginRequest } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useSetMe } from '../../../shared/session/use-me';

/** POST user/login; the answer's user goes straight into the session cache. */
export function useLogin() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (body: TLoginRequest) => apiCall(coreEndpoints.login, body),
    // An unverified Free account gets no session: nothing to remember.
    onSuccess: ({ data }) => setMe(data.next === 'verify-email' ? null : data),
  });
}
