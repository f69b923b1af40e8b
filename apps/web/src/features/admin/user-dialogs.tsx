import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ZPassword, type TAdminUser } from '@dfs/contracts';
import { useNotify } from '../../shared/notifications/notifications';
import { useDeleteUser, useUpdatePassword } from './admin-api';

const DELETE_FAILED = 'There was an error while deleting user, please try after few minutes..';
const DIALOG_SX = { '& .MuiDialog-paper': { maxWidth: 450, width: '100%', m: 1 } };

/** Confirms and deletes one account ('User deleted successfully.' or the spec's failure text). */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const notify = useNotify();
  const remove = useDeleteUser();
  const confirm = () =>
    user &&
    remove.mutate(user._id, {
      onSuccess: (res) => {
        notify('success', res.message);
        onClose();
      },
      onError: () => notify('error', DELETE_FAILED),
    });
  return (
    <Dialog open={!!user} onClose={onClose} sx={DIALOG_SX} aria-labelledby="delete-user-title">
      <DialogTitle id="delete-user-title">Delete user</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete {user?.userName} ({user?.email})? They are signed out and can no longer log in; their
          payments stay in the revenue report.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Sets a new password for one account, checked as typed with the one password rule. */
export function PasswordDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const notify = useNotify();
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const check = ZPassword.safeParse(password);
  const error = password && !check.success ? check.error.issues[0]?.message : undefined;
  const close = () => {
    setPassword('');
    onClose();
  };
  const save = () =>
    user &&
    check.success &&
    update.mutate(
      { userId: user._id, password },
      {
        onSuccess: (res) => {
          notify('success', res.message);
          close();
        },
        onError: (err) => notify('error', err.message),
      },
    );
  return (
    <Dialog open={!!user} onClose={close} sx={DIALOG_SX} aria-labelledby="password-title">
      <DialogTitle id="password-title">Update password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          New password for {user?.userName}. Their sessions end.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          type="password"
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!check.success || update.isPending}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
