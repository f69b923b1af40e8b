import { BusyForm } from '../../../shared/forms/busy-form';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import Button from '@mui/material/Button';
import { coreEndpoints } from '@dfs/contracts';
import { apiCall, apiMessage } from '../../../shared/api/api-client';
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
      notify('error', `There was an error with Registration: ${apiMessage(err, 'Please try again.')}`);
    }
  });
  return (
    <PageCard title="Create your account" subtitle="Then pay securely on ClickBank.">
      <BusyForm label="Sign up" busy={isSubmitting} onSubmit={onSubmit}>
        <SignUpFields form={form} />
        <Button type="submit" variant="contained" size="large">
          Continue to payment
        </Button>
      </BusyForm>
    </PageCard>
  );
}
