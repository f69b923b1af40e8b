import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { TUser } from '@dfs/contracts';
import { apiMessage } from '../../../shared/api/api-client';
import { useNavigate } from 'react-router';
import { notifyAfterRedirect, useNotify } from '../../../shared/notifications/notifications';
import { canUpgrade } from '../api/plan-rank';
import { useCreatePortal } from '../api/account-api';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

/**
 * The user menu's account entries: Upgrade below the top plan, Account Info (billing portal, role user only) and Cancel Sub
 * with its confirmation dialog. `onDone` closes the menu.
 */
export function AccountMenuItems({ user, onDone }: { user: TUser; onDone: () => void }) {
  const notify = useNotify();
  const portal = useCreatePortal();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (user.role !== 'user') return null;

  const openPortal = async () => {
    onDone();
    try {
      const { data, message } = await portal.mutateAsync();
      // A full-page redirect follows: the notice is shown by the next page.
      notifyAfterRedirect('info', message || 'Going to Portal...');
      window.location.assign(data.url);
    } catch (err) {
      notify('error', apiMessage(err, 'There was an error with showing Billing'));
    }
  };

  return (
    <>
      {canUpgrade(user) ? (
        <MenuItem
          onClick={() => {
            onDone();
            void navigate('/upgrade-plan');
          }}
        >
          Upgrade
        </MenuItem>
      ) : null}
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
