import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PAID_STATUSES, type TUser } from '@dfs/contracts';
import { useMe } from '../../../shared/session/use-me';
import { homePath } from '../../../shared/session/home-path';

const Loading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label="Loading your account" />
  </Box>
);

/**
 * SPEC section 4 page rules (the payment outcome pages have their own, see docs/ACCOUNTS.md).
 * `pricing`: the layout when active. `active`: contact pages need a live subscription, else login.
 * `signed-in`: any session.
 */
export function StatusGuard({
  rule,
  children,
}: {
  rule: 'pricing' | 'active' | 'signed-in';
  children: (user: TUser | null) => ReactNode;
}) {
  const me = useMe();
  if (me.isPending) return <Loading />;
  const user = me.data ?? null;
  const status = user?.status;
  switch (rule) {
    case 'pricing':
      if (user && status === 'active' && user.role === 'user' && user.plantype !== 'free') {
        return <Navigate to={homePath()} replace />;
      }
      break;
    case 'active':
      if (!user || !PAID_STATUSES.has(user.status)) return <Navigate to="/login" replace />;
      break;
    case 'signed-in':
      if (!user) return <Navigate to="/login" replace />;
      break;
  }
  return <>{children(user)}</>;
}
