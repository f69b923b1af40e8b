import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { sessionKeys } from '../../../shared/session/use-me';
import { homePath } from '../../../shared/session/home-path';
import { StatusGuard } from '../api/status-guard';
import { PageCard } from '../components/page-card';

/** /user/success and /click/success: payment done; an active account goes straight to the layout. */
export default function SuccessPage() {
  const client = useQueryClient();
  // The payment changed the account on the server: read it again rather than trust the cache.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: sessionKeys.me });
  }, [client]);
  return (
    <StatusGuard rule="conversion">
      {(user) => (
        <PageCard
          title="Payment successful"
          subtitle={`Thank you${user ? `, ${user.userName}` : ''}. Your subscription is ${user?.status ?? 'being set up'}.`}
        >
          <Button component={RouterLink} to={homePath()} variant="contained" size="large">
            Go to Optimizer
          </Button>
        </PageCard>
      )}
    </StatusGuard>
  );
}
