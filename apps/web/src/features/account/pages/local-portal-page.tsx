import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { OPEN_STATUSES, PLAN_LABEL } from '@dfs/contracts';
import { homePath } from '../../../shared/session/home-path';
import { StatusGuard } from '../api/status-guard';
import { useLogout } from '../api/logout';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { PageCard } from '../components/page-card';

/** /payments/local-portal: the test provider's billing portal (plan, status, cancel, change plan). */
export default function LocalPortalPage() {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  return (
    <StatusGuard rule="signed-in">
      {(user) =>
        user ? (
          <PageCard title="Billing">
            <Alert severity="warning" sx={{ mb: 2 }}>
              TEST MODE: billing of the built-in test provider.
            </Alert>
            <Typography sx={{ mb: 2 }}>
              Plan: {PLAN_LABEL[user.plantype]}. Your Subscription is {user.status}.
            </Typography>
            <Stack spacing={1.5}>
              <Button component={RouterLink} to="/upgrade-plan" variant="contained">
                Choose a plan
              </Button>
              {user.plantype !== 'free' && OPEN_STATUSES.has(user.status) ? (
                <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                  Cancel subscription
                </Button>
              ) : null}
              {OPEN_STATUSES.has(user.status) ? (
                <Button component={RouterLink} to={homePath()}>
                  Back to the app
                </Button>
              ) : null}
              {/* The way out for an account the portal cannot help (a refused payment). */}
              <Button onClick={() => void logout()}>Log out</Button>
            </Stack>
            <CancelSubscriptionDialog open={confirming} onClose={() => setConfirming(false)} />
          </PageCard>
        ) : null
      }
    </StatusGuard>
  );
}
