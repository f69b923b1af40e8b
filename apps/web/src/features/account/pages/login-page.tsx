import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZLoginRequest, type TLoginRequest } from '@dfs/contracts';
import { FormField } from '../../../shared/forms/form-field';
import { TextLink } from '../../../shared/forms/text-link';
import { ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useAfterLogin } from '../api/after-login';
import { PrepaidDialog, VerifyEmailDialog } from '../components/login-dialogs';
import { PageCard } from '../components/page-card';
import { useLogin } from '../api/login-api';

/** /login: user name (or e-mail) and password. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const login = useLogin();
  const after = useAfterLogin();
  const preset = (location.state as { userName?: string } | null)?.userName ?? '';
  const form = useZodForm<TLoginRequest>({
    schema: ZLoginRequest,
    defaultValues: { userName: preset, password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await login.mutateAsync(values);
      if (data.next !== 'verify-email') notify('success', message || 'Login Successfully');
      // SPEC section 4: the server names the next step; the account feature follows it.
      await after.follow(data);
    } catch (err) {
      notify('error', err instanceof ApiError ? err.message : 'There was an error with Login');
    }
  });

  return (
    <PageCard maxWidth={440} title="Log in" subtitle="Welcome back.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Log in">
        <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack spacing={2}>
            <FormField label="User name" autoComplete="username" required {...form.field('userName')} />
            <FormField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Log in'}
            </Button>
            <Typography variant="body2">
              New here? <TextLink to="/sign-up">Create an account</TextLink> ·{' '}
              <TextLink to="/reset-password">Forgot password?</TextLink>
            </Typography>
          </Stack>
        </fieldset>
      </form>
      <PrepaidDialog
        open={after.dialog === 'prepaid'}
        onClose={() => {
          after.closeDialog();
          void navigate('/pricing');
        }}
      />
      <VerifyEmailDialog
        open={after.dialog === 'verify-email'}
        email={login.data?.data.email ?? ''}
        onClose={after.closeDialog}
      />
    </PageCard>
  );
}
