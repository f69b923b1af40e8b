import { useMutation } from '@tanstack/react-query';
import { coreEndpoints, type TRegisterRequest } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';

/** POST user/register. */
export function useRegister() {
  return useMutation({ mutationFn: (body: TRegisterRequest) => apiCall(coreEndpoints.register, body) });
}
