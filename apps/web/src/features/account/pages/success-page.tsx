import { useEffect } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { PAID_STATUSES, PLAN_LABEL } from '@dfs/contracts';
import { sessionKeys, useMe } from '../../../shared/session/use-me';
import { optimizerPath } from '../../../shared/session/home-path';
import { PageCard } from '../components/page-card';

/**
 * /user/success and /click/success: every completed payment lands here, so the payer always sees
 * the confirmation (with or without a trial). Without a session it is login.
 */
export default function SuccessPage() {
  const client = useQueryClient();
  const me = useMe();
  // The payment changed the account on the server: read it again rather than trust the cache.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: sessionKeys.me });
  }, [client]);
  if (me.isPending) return <PageCard title="Payment successful" subtitle="Loading your account…" />;
  const user = me.data;
  if (!user) return <Navigate to="/login" replace />;
  const live = PAID_STATUSES.has(user.status);
  return (
    <PageCard
      title="Payment successful"
      subtitle={
        live
          ? `Thank you, ${user.userName}. Your ${PLAN_LABEL[user.plantype]} subscription is ${user.status}.`
          : `Thank you, ${user.userName}. Your subscription is being set up: this takes a moment.`
      }
    >
      <Button component={RouterLink} to={optimizerPath()} variant="contained" size="large">
        Go to Optimizer
      </Button>
    </PageCard>
  );
}
