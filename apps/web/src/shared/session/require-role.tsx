import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { TRole } from '@dfs/contracts';
import { useMe } from './use-me';

/**
 * A pathless route that lets its child routes through only for the given roles: a visitor goes to
 * login (and comes back after it), a signed-in user without the role goes to pricing (SPEC
 * section 2). The server refuses the same calls whatever this shows.
 */
export function RequireRole({ roles }: { roles: readonly TRole[] }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading your account" />
      </Box>
    );
  }
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(me.data.role)) return <Navigate to="/pricing" replace />;
  return <Outlet />;
}
