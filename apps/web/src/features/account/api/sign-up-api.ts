import { useMutation } from '@tanstack/react-query';
import { endpoints, type TRegisterRequest } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';

/** POST user/register. */
export function useRegister() {
  return useMutation({ mutationFn: (body: TRegisterRequest) => apiCall(endpoints.register, body) });
}
