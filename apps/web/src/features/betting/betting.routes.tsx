import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/navigation/lazy-page';
import { RequireRole } from '../../shared/session/require-role';

/** Betting pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const bettingLayoutRoutes: RouteObject[] = [];

/** Public betting pages (no login), and the managers' best-bet entry page. */
export const bettingPublicRoutes: RouteObject[] = [
  {
    element: <RequireRole roles={['client', 'manager']} />,
    children: [{ path: '/best-bet', lazy: lazyPage(() => import('../pending/pending-page')) }],
  },
];
