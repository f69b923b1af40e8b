import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { coreEndpoints } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { forgetUser } from '../../../shared/session/session-store';

/** Ends the session, clears the device state and the cache, and opens login. */
export function useLogout() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await apiCall(coreEndpoints.logout, {});
    } catch {
      // The session may already be gone; the device state is cleared either way.
    }
    forgetUser();
    queryClient.clear();
    notify('success', 'Logged out');
    await navigate('/login', { replace: true });
  };
}
