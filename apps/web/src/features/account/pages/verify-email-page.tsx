import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { apiMessage, ApiError } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useSendVerifyEmail, useVerifyEmail } from '../api/account-api';
import { PageCard } from '../components/page-card';

/** /verifyemail/{email}/{otp}: opens the link once; success activates a Free account. */
export default function VerifyEmailPage() {
  const { email = '', otp = '' } = useParams();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const resend = useSendVerifyEmail();
  // `used`: the link already verified this address (409): the way on is login, not a new link.
  const [result, setResult] = useState<{ ok: boolean; used?: boolean; message: string } | null>(null);
  // The link is single use: ask once even if the effect runs twice.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verify
      .mutateAsync({ email, otp })
      .then(({ message }) => {
        setResult({ ok: true, message: message || 'Verification Success !.' });
        notify('success', message || 'Verification Success !.');
      })
      .catch((err: unknown) =>
        setResult({
          ok: false,
          used: err instanceof ApiError && err.code === 'CONFLICT',
          message: apiMessage(err, 'Something went wrong try again !'),
        }),
      );
  }, [email, otp, verify, notify]);

  const sendAgain = async () => {
    try {
      const { message } = await resend.mutateAsync({ email });
      notify('success', message);
    } catch (err) {
      notify('error', apiMessage(err, 'Something went wrong try again !'));
    }
  };

  return (
    <PageCard title="E-mail verification" subtitle={email}>
      {!result ? <Alert severity="info">Checking your link…</Alert> : null}
      {result ? (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : result.used ? 'info' : 'error'}>{result.message}</Alert>
          {result.ok || result.used ? (
            <Button component={RouterLink} to="/login" variant="contained">
              Log in
            </Button>
          ) : (
            <Button onClick={() => void sendAgain()} disabled={resend.isPending} variant="outlined">
              Send a new link
            </Button>
          )}
        </Stack>
      ) : null}
    </PageCard>
  );
}
