import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_LABEL, type TLocalCompleteRequest } from '@dfs/contracts';
import { apiMessage } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { useCompleteLocal, useLocalCheckout } from '../api/account-api';
import { StatusGuard } from '../api/status-guard';
import { PageCard } from '../components/page-card';
import { dollars } from './pricing-view';

/**
 * /payments/local-checkout/{id}: the built-in test checkout used when no payment provider is
 * configured. It is clearly a test: no card is asked for; the buttons choose the outcome, which the
 * server handles exactly like a provider's webhook.
 */
export default function LocalCheckoutPage() {
  const { id = '' } = useParams();
  return <StatusGuard rule="signed-in">{() => <Checkout id={id} />}</StatusGuard>;
}

function Checkout({ id }: { id: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const checkout = useLocalCheckout(id);
  const complete = useCompleteLocal();
  const finish = async (outcome: TLocalCompleteRequest['outcome']) => {
    try {
      const { data } = await complete.mutateAsync({ sessionId: id, outcome });
      if (outcome === 'declined') notify('error', 'There was an error with payment');
      await navigate(data.url, { replace: true });
    } catch (err) {
      notify('error', apiMessage(err, 'There was an error with payment'));
    }
  };
  if (checkout.isPending) return <PageCard title="Test checkout" subtitle="Loading…" />;
  if (!checkout.data) return <PageCard title="Test checkout" subtitle="This checkout does not exist." />;
  const c = checkout.data;
  const open = c.status === 'open';
  return (
    <PageCard title="Test checkout">
      <Alert severity="warning" sx={{ mb: 2 }}>
        TEST MODE: this is the built-in test checkout. No card is charged and no money moves.
      </Alert>
      <Typography variant="h6" component="p">
        {PLAN_LABEL[c.plan]} {c.interval === 'month' ? 'monthly' : 'yearly'}: {dollars(c.amountCents)}
      </Typography>
      {c.trialDays > 0 ? (
        <Typography color="primary">{c.trialDays}-day free trial: nothing is due today.</Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        For {c.email}
      </Typography>
      {open ? (
        <Stack spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            disabled={complete.isPending}
            onClick={() => void finish('paid')}
          >
            Pay with the test card
          </Button>
          <Button variant="outlined" disabled={complete.isPending} onClick={() => void finish('prepaid')}>
            Pay with a prepaid test card
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={complete.isPending}
            onClick={() => void finish('declined')}
          >
            Simulate a declined card
          </Button>
          <Button disabled={complete.isPending} onClick={() => void finish('canceled')}>
            Cancel and go back
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">This checkout is already {c.status}.</Alert>
      )}
    </PageCard>
  );
}
