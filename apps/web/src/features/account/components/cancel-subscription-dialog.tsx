import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { forgetUser } from '../../../shared/session/session-store';
import { useCancelSubscription } from '../api/account-api';

/** Cancel Sub: the spec's confirmation; a cancelled subscription logs the user out. */
export function CancelSubscriptionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const cancel = useCancelSubscription();
  const confirm = async () => {
    try {
      const { message } = await cancel.mutateAsync();
      notify('success', message || 'Subscription cancelled successfully.');
      forgetUser();
      onClose();
      await navigate('/login', { replace: true });
    } catch (err) {
      onClose();
      notify(
        'error',
        err instanceof ApiError
          ? err.message
          : 'There was an error while canceling the subscription, please try again..',
      );
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="cancel-sub-title"
      slotProps={{ paper: { sx: { maxWidth: 450 } } }}
    >
      <DialogTitle id="cancel-sub-title">Are you sure you want to Cancel Subscription ?</DialogTitle>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} color="error" variant="contained" disabled={cancel.isPending}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
