import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './route-error';

/**
 * Every screen is loaded lazily, so /sign-up carries only its own code. Features add their routes
 * to `featureRoutes` (public) or `layoutChildren` (inside /:sportId/:operator/).
 */
const lazyPage =
  (load: () => Promise<{ default: React.ComponentType }>) =>
  async (): Promise<{ Component: React.ComponentType }> => ({ Component: (await load()).default });

/** Public and account routes. */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/sign-up" replace /> },
  { path: '/sign-up', lazy: lazyPage(() => import('../features/auth/sign-up-page')) },
  { path: '/login', lazy: lazyPage(() => import('../features/auth/login-page')) },
  // Pages of later releases: each says plainly that it is not available yet.
  ...[
    'contact-us',
    'click/contact-us',
    'recover-password',
    'pricing',
    'settings',
    'report',
    'all-users',
    'login-history',
    'best-bet',
  ].map((path) => ({ path: `/${path}`, lazy: lazyPage(() => import('../features/pending/pending-page')) })),
];

/** Children of the authenticated layout /:sportId/:operator/. */
export const layoutChildren: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/layout/default-child-redirect')) },
  { path: '*', lazy: lazyPage(() => import('../features/pending/pending-page')) },
];

export const routes: RouteObject[] = [
  ...publicRoutes,
  {
    path: '/:sportId/:operator',
    lazy: lazyPage(() => import('../features/layout/app-layout')),
    errorElement: <RouteError />,
    children: layoutChildren,
  },
  { path: '*', lazy: lazyPage(() => import('../features/not-found/not-found-page')) },
];

export const router = createBrowserRouter(
  routes.map((r) => ({ ...r, errorElement: r.errorElement ?? <RouteError /> })),
);
