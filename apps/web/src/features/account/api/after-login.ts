import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paymentEndpoints, type TLoginResult } from '@dfs/contracts';
import { apiCall, apiMessage } from '../../../shared/api/api-client';
import { notifyAfterRedirect, useNotify } from '../../../shared/notifications/notifications';
import { optimizerPath } from '../../../shared/session/home-path';

export type TLoginDialog = 'prepaid' | 'verify-email' | null;

/**
 * Where the browser goes after a successful login, exactly as SPEC section 4 says; the server
 * decides the step (`next`), this hook only follows it and opens the dialogs. `returnTo` is the
 * page asked for before login (the layout step goes there instead of the optimizer).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [dialog, setDialog] = useState<TLoginDialog>(null);

  const follow = async (user: TLoginResult, opts: { priceId?: string; returnTo?: string } = {}) => {
    const status = `Your Subscription is ${user.status}`;
    const showStatus = user.role === 'user' && user.next !== 'verify-email';
    switch (user.next) {
      case 'layout':
        if (showStatus) notify('info', status);
        await navigate(opts.returnTo ?? optimizerPath(), { replace: true });
        return;
      case 'clickbank':
        // A full-page redirect: the notice waits for the next load of the app.
        if (showStatus) notifyAfterRedirect('info', status);
        if (user.redirectUrl) window.location.assign(user.redirectUrl);
        return;
      case 'portal':
        try {
          const { data, message } = await apiCall(paymentEndpoints.createPortal, {});
          notifyAfterRedirect('info', message || 'Going to Portal...');
          window.location.assign(data.url);
        } catch (err) {
          notify('error', apiMessage(err, 'There was an error with showing Billing'));
          await navigate('/pricing');
        }
        return;
      case 'pricing':
        if (showStatus) notify('info', status);
        await navigate(opts.priceId ? `/pricing?price_id=${encodeURIComponent(opts.priceId)}` : '/pricing');
        return;
      case 'prepaid':
      case 'verify-email':
        if (showStatus) notify('info', status);
        setDialog(user.next);
        return;
    }
  };

  return { follow, dialog, closeDialog: () => setDialog(null) };
}
