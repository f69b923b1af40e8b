import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PLAN_LABEL, type TPlan, type TPrice, type TUser } from '@dfs/contracts';
import { apiMessage, ApiError } from '../../../shared/api/api-client';
import { notifyAfterRedirect, useNotify } from '../../../shared/notifications/notifications';
import { CurrentPlan, PricingNav } from '../components/pricing-nav';
import { PLANS, planInForce, RANK } from '../api/plan-rank';
import { homePath } from '../../../shared/session/home-path';
import { useCreateFreeSubscription, useCreateSession, usePrices } from '../api/account-api';

const FEATURES: Record<TPlan, string[]> = {
  free: [
    'All four sports, both operators',
    '3 lineups per build, 1 build per slate',
    'CSV export',
    'Insights',
  ],
  premium: [
    '150 lineups per build, unlimited builds',
    'Projections, custom and CSV',
    'Team stacks, min/max exposure',
    'Prop analyzer',
  ],
  platinum: [
    'Everything in Premium',
    'Top plays, news, weekly rankings, depth charts',
    'Prop finder, sportsbook, best bets',
    'Contest simulator: ROI, win and cash per lineup',
  ],
};

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Plan choice (SPEC section 4): signed in, a checkout opens (without trial when the customer already
 * had one); signed out, sign-up carries the price. `upgrade` shows only plans above the current one.
 */
export function PricingView({ user, mode }: { user: TUser | null; mode: 'pricing' | 'upgrade' }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const prices = usePrices();
  const session = useCreateSession();
  const free = useCreateFreeSubscription();
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const busy = session.isPending || free.isPending;

  const choose = async (price: TPrice) => {
    if (!user) {
      await navigate(`/sign-up?price_id=${price.price_id}`);
      return;
    }
    try {
      const withoutTrial = user.hasCustomer && user.istrial === 1;
      const { data, message } = await session.mutateAsync({ price_id: price.price_id, withoutTrial });
      // A full-page redirect follows: the notice is shown by the next page.
      notifyAfterRedirect('success', message || 'Created session Successfully.');
      window.location.assign(data.url);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CONFLICT') notify('info', err.message);
      else notify('error', apiMessage(err, 'There was an error with payment'));
    }
  };

  const chooseFree = async () => {
    if (!user) {
      await navigate('/sign-up?planType=free');
      return;
    }
    try {
      const { data, message } = await free.mutateAsync();
      notify('success', message);
      await navigate(data.status === 'active' ? homePath() : '/freeuser/success');
    } catch (err) {
      notify('info', apiMessage(err, 'Something went wrong, Try again later.'));
    }
  };

  const list = (prices.data?.prices ?? []).filter((p) => p.interval === interval);
  const current = planInForce(user);
  // Upgrading offers only what is above the plan in force (a trial counts as having the plan).
  const shown = PLANS.filter((plan) => mode === 'pricing' || !user || RANK[plan] > RANK[current]);

  return (
    <Box component="main" sx={{ maxWidth: 1040, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <PricingNav user={user} />
      <Typography variant="h4" component="h1" gutterBottom>
        {mode === 'upgrade' ? 'Upgrade your plan' : 'Choose your plan'}
      </Typography>
      {user && user.role === 'user' ? <CurrentPlan user={user} topPlan={shown.length === 0} /> : null}
      {prices.data?.provider === 'local' ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Payments run on the built-in test checkout: no card is charged.
        </Typography>
      ) : null}
      {shown.length > 0 ? (
        <ToggleButtonGroup
          exclusive
          value={interval}
          onChange={(_, v: 'month' | 'year' | null) => v && setInterval(v)}
          aria-label="Billing period"
          sx={{ mb: 3 }}
        >
          <ToggleButton value="month">Monthly</ToggleButton>
          <ToggleButton value="year">Yearly</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {shown.map((plan) => {
          const price = list.find((p) => p.plan === plan);
          return (
            <Paper
              key={plan}
              component="section"
              aria-label={`${PLAN_LABEL[plan]} plan`}
              variant="outlined"
              sx={{
                flex: 1,
                p: 3,
                borderColor: price?.recommended ? 'primary.main' : undefined,
                borderWidth: price?.recommended ? 2 : 1,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                <Typography variant="h5" component="h2">
                  {PLAN_LABEL[plan]}
                </Typography>
                {price?.recommended ? <Chip label="Recommended" color="primary" size="small" /> : null}
              </Stack>
              <Typography variant="h4" component="p">
                {plan === 'free' ? '$0' : price ? dollars(price.amountCents) : '…'}
                <Typography component="span" color="text.secondary">
                  {plan === 'free' ? '' : interval === 'month' ? ' / month' : ' / year'}
                </Typography>
              </Typography>
              {price && price.trialDays > 0 ? (
                <Typography color="primary" sx={{ fontWeight: 600 }}>
                  {price.trialDays}-day free trial
                </Typography>
              ) : null}
              <Box component="ul" sx={{ pl: 2.5, my: 2 }}>
                {FEATURES[plan].map((f) => (
                  <li key={f}>
                    <Typography variant="body2">{f}</Typography>
                  </li>
                ))}
              </Box>
              <Button
                fullWidth
                variant={price?.recommended ? 'contained' : 'outlined'}
                disabled={busy || (plan !== 'free' && !price)}
                onClick={() => void (plan === 'free' ? chooseFree() : price && choose(price))}
                // The name starts with the visible text (axe label-content-name-mismatch).
                aria-label={
                  plan === 'free'
                    ? undefined
                    : `Choose ${PLAN_LABEL[plan]} ${interval === 'month' ? 'monthly' : 'yearly'}`
                }
              >
                {plan === 'free' ? 'Start free' : `Choose ${PLAN_LABEL[plan]}`}
              </Button>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
