import { BusyForm } from '../../../shared/forms/busy-form';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  ZForgotPasswordRequest,
  ZVerifyOtpRequest,
  type TForgotPasswordRequest,
  type TVerifyOtpRequest,
} from '@dfs/contracts';
import { apiMessage } from '../../../shared/api/api-client';
import { FormField } from '../../../shared/forms/form-field';
import { useNotify } from '../../../shared/notifications/notifications';
import { useForgotPassword, useVerifyOtp } from '../api/account-api';
import { PageCard } from '../components/page-card';
import { NewPasswordFields } from '../components/new-password-fields';

/** /reset-password: forgotten password in two steps: request the OTP, then OTP and new password. */
export default function ResetPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <PageCard title="Reset your password" subtitle="We send a one-time code to your e-mail.">
      <Stepper activeStep={email ? 1 : 0} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>Request a code</StepLabel>
        </Step>
        <Step>
          <StepLabel>New password</StepLabel>
        </Step>
      </Stepper>
      {email ? (
        <NewPasswordStep email={email} onRestart={() => setEmail(null)} />
      ) : (
        <RequestStep onSent={setEmail} />
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        Back to login
      </Link>
    </PageCard>
  );
}

function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const notify = useNotify();
  const forgot = useForgotPassword();
  const form = useZodForm<TForgotPasswordRequest>({
    schema: ZForgotPasswordRequest,
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      notify('success', message || 'OTP sent successfully.');
      onSent(values.email.trim().toLowerCase());
    } catch (err) {
      notify('error', apiMessage(err, 'There was an error with Forgot password'));
    }
  });
  return (
    <BusyForm label="Request a code" busy={isSubmitting} onSubmit={onSubmit}>
      <FormField label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit" variant="contained" size="large">
        Send code
      </Button>
    </BusyForm>
  );
}

function NewPasswordStep({ email, onRestart }: { email: string; onRestart: () => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const form = useZodForm<TVerifyOtpRequest>({
    schema: ZVerifyOtpRequest,
    defaultValues: { email, otp: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await verify.mutateAsync(values);
      notify('success', message || 'Password reset successfully.');
      await navigate('/login', { replace: true });
    } catch (err) {
      notify('error', apiMessage(err, 'There was an error with Forgot password'));
    }
  });
  return (
    <BusyForm label="New password" busy={isSubmitting} onSubmit={onSubmit}>
      <FormField
        label="One-time code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        {...form.register('otp')}
        error={!!errors.otp}
        helperText={errors.otp?.message ?? `Sent to ${email}; valid 10 minutes.`}
      />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        value={form.watch('password')}
      />
      <Button type="submit" variant="contained" size="large">
        Reset password
      </Button>
      <Button onClick={onRestart}>Request a new code</Button>
    </BusyForm>
  );
}
