import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { OPEN_STATUSES } from '@dfs/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMe } from '../../../shared/session/use-me';
import { homePath } from '../../../shared/session/home-path';
import { useLogout } from '../api/logout';
import { PageCard } from '../components/page-card';
import { PrepaidDialog } from '../components/login-dialogs';

/**
 * /user/cancel: the payment did not go through (declined, or cancelled at the checkout). It stays
 * in view whatever the account's status, with the way back to pricing; a prepaid card shows the
 * policy dialog first.
 */
export default function CancelPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const me = useMe();
  const logout = useLogout();
  const [prepaid, setPrepaid] = useState(search.get('reason') === 'prepaid');
  const user = me.data ?? null;
  return (
    <PageCard
      title="Payment not completed"
      subtitle={prepaid ? 'Your card was refused.' : 'There was an error with payment. No money was taken.'}
    >
      <PrepaidDialog
        open={prepaid}
        onClose={() => {
          setPrepaid(false);
          void navigate('/user/cancel', { replace: true });
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to="/pricing" variant="contained">
          Back to pricing
        </Button>
        {user && OPEN_STATUSES.has(user.status) ? (
          <Button component={RouterLink} to={homePath()}>
            Back to the app
          </Button>
        ) : null}
        {user ? <Button onClick={() => void logout()}>Log out</Button> : null}
      </Stack>
    </PageCard>
  );
}
