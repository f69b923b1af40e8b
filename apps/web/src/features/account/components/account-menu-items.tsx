import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { TUser } from '@dfs/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useCreatePortal } from '../api/account-api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/**
 * The user menu's account entries: Account Info (billing portal, role user only) and Cancel Sub
 * with its confirmation dialog. `onDone` closes the menu.
 */
export function AccountMenuItems({ user, onDone }: { user: TUser; onDone: () => void }) {
  const notify = useNotify();
  const portal = useCreatePortal();
  const [confirming, setConfirming] = useState(false);
  if (user.role !== 'user') return null;

  const openPortal = async () => {
    onDone();
    try {
      const { data, message } = await portal.mutateAsync();
      notify('info', message || 'Going to Portal...');
      window.location.assign(data.url);
    } catch (err) {
      notify('error', err instanceof ApiError ? err.message : 'There was an error with showing Billing');
    }
  };

  return (
    <>
      <MenuItem onClick={() => void openPortal()}>Account Info</MenuItem>
      {user.plantype !== 'free' ? <MenuItem onClick={() => setConfirming(true)}>Cancel Sub</MenuItem> : null}
      <CancelSubscriptionDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          onDone();
        }}
      />
    </>
  );
}
