import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/navigation/lazy-page';
import { RequireRole } from '../../shared/session/require-role';

/** Administration pages: Report for the client (owner) only, the rest for client and manager. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireRole roles={['client', 'manager']} />,
    children: [
      { path: '/settings', lazy: lazyPage(() => import('./settings-page')) },
      { path: '/all-users', lazy: lazyPage(() => import('./users-page')) },
      { path: '/login-history', lazy: lazyPage(() => import('./login-history-page')) },
      { path: '/import-salaries', lazy: lazyPage(() => import('./import-salaries-page')) },
    ],
  },
  {
    element: <RequireRole roles={['client']} />,
    children: [{ path: '/report', lazy: lazyPage(() => import('./report-page')) }],
  },
];
