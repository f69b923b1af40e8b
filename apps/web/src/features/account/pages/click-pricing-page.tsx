import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePrices } from '../api/account-api';
import { StatusGuard } from '../api/status-guard';
import { PageCard } from '../components/page-card';
import { dollars } from './pricing-view';

/** /click/pricing: the ClickBank offer (Platinum monthly). */
export default function ClickPricingPage() {
  const prices = usePrices();
  const cb = prices.data?.clickbank;
  return (
    <StatusGuard rule="pricing">
      {() => (
        <PageCard title="Platinum" subtitle="Every tool of the optimizer, insights and betting pages.">
          <Typography variant="h3" component="p">
            {cb ? dollars(cb.amountCents) : '…'}
            <Typography component="span" color="text.secondary">
              {' '}
              / month
            </Typography>
          </Typography>
          {cb ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <s>{dollars(cb.listAmountCents)}</s> · up to 33% off · cancel anytime
            </Typography>
          ) : null}
          <Button component={RouterLink} to="/click/sign-up" variant="contained" size="large" fullWidth>
            Get started
          </Button>
        </PageCard>
      )}
    </StatusGuard>
  );
}
