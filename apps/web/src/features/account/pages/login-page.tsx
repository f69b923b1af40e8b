import { BusyForm } from '../../../shared/forms/busy-form';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OPEN_STATUSES } from '@dfs/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormField } from '../../../shared/forms/form-field';
import { TextLink } from '../../../shared/forms/text-link';
import { useNotify } from '../../../shared/notifications/notifications';
import { useMe } from '../../../shared/session/use-me';
import { useAfterLogin } from '../api/after-login';
import { loginErrorMessage, ZLoginForm, type TLoginForm } from '../api/login-form';
import { returnPath } from '../api/return-to';
import { PrepaidDialog, VerifyEmailDialog } from '../components/login-dialogs';
import { PageCard } from '../components/page-card';
import { useLogin } from '../api/login-api';

/** /login: user name (or e-mail) and password; then the page asked for before login, if any. */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const me = useMe();
  const login = useLogin();
  const after = useAfterLogin();
  const preset = (location.state as { userName?: string } | null)?.userName ?? '';
  const form = useZodForm<TLoginForm>({
    schema: ZLoginForm,
    defaultValues: { userName: preset, password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, message } = await login.mutateAsync(values);
      if (data.next !== 'verify-email') notify('success', message || 'Login Successfully');
      // SPEC section 4: the server names the next step; the account feature follows it.
      await after.follow(data, { returnTo: returnPath(location.state) });
    } catch (err) {
      notify('error', loginErrorMessage(err));
    }
  });

  // Already signed in (and not in the middle of this form's login): straight to the app.
  if (me.data && OPEN_STATUSES.has(me.data.status) && login.isIdle) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <PageCard maxWidth={440} title="Log in" subtitle="Welcome back.">
      <BusyForm label="Log in" busy={isSubmitting} onSubmit={onSubmit}>
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
        <Typography variant="body2">
          <TextLink to="/pricing">See plans and prices</TextLink>
        </Typography>
      </BusyForm>
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
