import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PREPAID_MESSAGE, VERIFY_EMAIL_MESSAGE } from '@dfs/contracts';
import { apiMessage } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useSendVerifyEmail } from '../api/account-api';

/** SPEC section 8: the prepaid-card policy, acknowledged with I Understand. */
export function PrepaidDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="prepaid-title"
      slotProps={{ paper: { sx: { maxWidth: 450 } } }}
    >
      <DialogTitle id="prepaid-title">Prepaid cards are not accepted</DialogTitle>
      <DialogContent>
        <DialogContentText>{PREPAID_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          I Understand
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An unverified Free account: verify to continue, with a resend button. */
export function VerifyEmailDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const send = useSendVerifyEmail();
  // The server's answer stays in the dialog (a toast behind a modal is hidden from assistive
  // technology): it says that links in earlier mails stop working.
  const [sent, setSent] = useState<string | null>(null);
  const resend = async () => {
    try {
      const { message } = await send.mutateAsync({ email });
      setSent(message);
    } catch (err) {
      notify('error', apiMessage(err, 'Something went wrong try again !'));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="verify-title"
      slotProps={{ paper: { sx: { maxWidth: 450 } } }}
    >
      <DialogTitle id="verify-title">Verify your e-mail</DialogTitle>
      <DialogContent>
        <DialogContentText>{VERIFY_EMAIL_MESSAGE}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          We sent a link to {email}. Open it, then log in again.
        </DialogContentText>
        {sent ? (
          <DialogContentText role="status" sx={{ mt: 1, fontWeight: 600 }}>
            {sent}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void resend()} disabled={send.isPending || sent !== null}>
          {sent ? 'E-mail sent' : 'Send the e-mail again'}
        </Button>
        <Button onClick={onClose} variant="contained">
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
