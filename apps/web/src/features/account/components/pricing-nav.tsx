import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OPEN_STATUSES, PLAN_LABEL, type TUser } from '@dfs/contracts';
import { homePath } from '../../../shared/session/home-path';
import { useLogout } from '../api/logout';
import { planInForce } from '../api/plan-rank';

/**
 * The way out of the plan pages: back to the app when the account opens it, log out when signed
 * in, log in or sign up for a visitor (a refused payment must never leave the user stuck here).
 */
export function PricingNav({ user }: { user: TUser | null }) {
  const logout = useLogout();
  return (
    <Stack
      component="nav"
      aria-label="Account"
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', mb: 2, flexWrap: 'wrap' }}
    >
      {user && OPEN_STATUSES.has(user.status) ? (
        <Button component={RouterLink} to={homePath()}>
          Back to the app
        </Button>
      ) : null}
      {user ? (
        <Button onClick={() => void logout()}>Log out</Button>
      ) : (
        <>
          <Button component={RouterLink} to="/login">
            Log in
          </Button>
          <Button component={RouterLink} to="/sign-up">
            Sign up
          </Button>
        </>
      )}
    </Stack>
  );
}

/** What the signed-in user has now, and whether anything is above it. */
export function CurrentPlan({ user, topPlan }: { user: TUser; topPlan: boolean }) {
  const plan = planInForce(user);
  const trial = user.status === 'trialing' ? ' (free trial)' : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      Your plan: {PLAN_LABEL[plan]}
      {trial}.{topPlan ? ' It is our top plan: there is nothing higher to upgrade to.' : ''}
    </Alert>
  );
}
