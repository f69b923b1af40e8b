import { useZodForm } from '../../../shared/forms/use-zod-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { coreEndpoints } from '@dfs/contracts';
import { apiCall, ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useAfterLogin } from '../api/after-login';
import { PageCard } from '../components/page-card';
import { SIGN_UP_DEFAULTS, SignUpFields, ZSignUpForm, type TSignUpForm } from '../components/sign-up-fields';

/** /click/sign-up: registers a ClickBank account, signs in, and goes to the ClickBank order form. */
export default function ClickSignUpPage() {
  const notify = useNotify();
  const after = useAfterLogin();
  const form = useZodForm<TSignUpForm>({ schema: ZSignUpForm, defaultValues: SIGN_UP_DEFAULTS });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await apiCall(coreEndpoints.register, { ...values, paymentType: 'clickbank' });
      notify('success', message || 'Successfully Registration');
      const { data } = await apiCall(coreEndpoints.login, {
        userName: values.userName,
        password: values.password,
      });
      await after.follow(data);
    } catch (err) {
      notify(
        'error',
        `There was an error with Registration: ${err instanceof ApiError ? err.message : 'Please try again.'}`,
      );
    }
  });
  return (
    <PageCard title="Create your account" subtitle="Then pay securely on ClickBank.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign up">
        <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack spacing={2}>
            <SignUpFields form={form} />
            <Button type="submit" variant="contained" size="large">
              Continue to payment
            </Button>
          </Stack>
        </fieldset>
      </form>
    </PageCard>
  );
}
