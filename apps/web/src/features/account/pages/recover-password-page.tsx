import { BusyForm } from '../../../shared/forms/busy-form';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { coreEndpoints, ZResetPasswordRequest, type TResetPasswordRequest, type TUser } from '@dfs/contracts';
import { apiCall, ApiError } from '../../../shared/api/api-client';
import { FormField } from '../../../shared/forms/form-field';
import { useNotify } from '../../../shared/notifications/notifications';
import { forgetUser } from '../../../shared/session/session-store';
import { useChangePassword } from '../api/account-api';
import { StatusGuard } from '../api/status-guard';
import { PageCard } from '../components/page-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { homePath } from '../../../shared/session/home-path';

/** /recover-password: change the password while signed in; success logs out to login. */
export default function RecoverPasswordPage() {
  return (
    <StatusGuard rule="signed-in">{(user) => (user ? <ChangePassword user={user} /> : null)}</StatusGuard>
  );
}

function ChangePassword({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useQueryClient();
  const change = useChangePassword();
  const form = useZodForm<TResetPasswordRequest>({
    schema: ZResetPasswordRequest,
    defaultValues: { userId: user._id, currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      notify('success', message);
      // SPEC section 4: success clears the device state and goes to login.
      await apiCall(coreEndpoints.logout, {}).catch(() => undefined);
      forgetUser();
      client.clear();
      await navigate('/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'VALIDATION') {
        notify('error', err.message.replace(/^currentPassword: /, 'Current password: '));
        return;
      }
      notify('error', 'There was an error with confirming new password, please recheck.');
      await navigate('/pricing');
    }
  });
  return (
    <PageCard title="Reset Password" subtitle={`Change the password of ${user.userName}.`}>
      <BusyForm label="Change password" busy={isSubmitting} onSubmit={onSubmit}>
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
          value={form.watch('newPassword')}
        />
        <Button type="submit" variant="contained" size="large">
          Change password
        </Button>
        {/* A wrong current password keeps the user here: this is the way back. */}
        <Button component={RouterLink} to={homePath()}>
          Back to the app
        </Button>
      </BusyForm>
    </PageCard>
  );
}
