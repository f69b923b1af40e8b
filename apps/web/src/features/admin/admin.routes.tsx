import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/navigation/lazy-page';
import { RequireRole } from '../../shared/session/require-role';

const pending = lazyPage(() => import('../pending/pending-page'));

/** Administration pages: Report for the client (owner) only, the rest for client and manager. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireRole roles={['client', 'manager']} />,
    children: ['settings', 'all-users', 'login-history'].map((path) => ({ path: `/${path}`, lazy: pending })),
  },
  { element: <RequireRole roles={['client']} />, children: [{ path: '/report', lazy: pending }] },
];
