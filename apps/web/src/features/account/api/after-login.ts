import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TLoginResult } from '@dfs/contracts';
import { apiCall, ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { homePath } from '../../../shared/session/home-path';
import { endpoints } from '@dfs/contracts';

export type TLoginDialog = 'prepaid' | 'verify-email' | null;

/**
 * Where the browser goes after a successful login, exactly as SPEC section 4 says; the server
 * decides the step (`next`), this hook only follows it and opens the dialogs.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<TLoginDialog>(null);

  const follow = async (user: TLoginResult, opts: { priceId?: string } = {}) => {
    if (user.role === 'user' && user.next !== 'verify-email')
      notify('info', `Your Subscription is ${user.status}`);
    switch (user.next) {
      case 'layout':
        await navigate(homePath(), { replace: true });
        return;
      case 'clickbank':
        if (user.redirectUrl) window.location.assign(user.redirectUrl);
        return;
      case 'portal':
        try {
          const { data, message } = await apiCall(endpoints.createPortal, {});
          notify('info', message || 'Going to Portal...');
          window.location.assign(data.url);
        } catch (err) {
          notify('error', err instanceof ApiError ? err.message : 'There was an error with showing Billing');
          await navigate('/pricing');
        }
        return;
      case 'pricing':
        await navigate(opts.priceId ? `/pricing?price_id=${encodeURIComponent(opts.priceId)}` : '/pricing');
        return;
      case 'prepaid':
      case 'verify-email':
        setDialog(user.next);
        return;
    }
  };

  return { follow, dialog, closeDialog: () => setDialog(null) };
}
