import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import { PageCard } from '../components/page-card';
import { PrepaidDialog } from '../components/login-dialogs';
import { StatusGuard } from '../api/status-guard';

/** /user/cancel: the payment did not go through; a prepaid card shows the policy dialog first. */
export default function CancelPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [prepaid, setPrepaid] = useState(search.get('reason') === 'prepaid');
  if (prepaid) {
    return (
      <PageCard title="Payment not completed" subtitle="Your card was refused.">
        <PrepaidDialog
          open
          onClose={() => {
            setPrepaid(false);
            void navigate('/user/cancel', { replace: true });
          }}
        />
      </PageCard>
    );
  }
  return (
    <StatusGuard rule="conversion">
      {() => (
        <PageCard
          title="Payment not completed"
          subtitle="There was an error with payment. No money was taken."
        >
          <Button component={RouterLink} to="/pricing" variant="contained">
            Back to pricing
          </Button>
        </PageCard>
      )}
    </StatusGuard>
  );
}
