import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './route-error';
import { lazyPage } from '../shared/navigation/lazy-page';
import { adminRoutes } from '../features/admin/admin.routes';
import { bettingLayoutRoutes, bettingPublicRoutes } from '../features/betting/betting.routes';
import { insightsLayoutRoutes, insightsPublicRoutes } from '../features/insights/insights.routes';
import { optimizerLayoutRoutes, optimizerPublicRoutes } from '../features/optimizer/optimizer.routes';

// Every screen is loaded lazily, so /sign-up carries only its own code. Each feature lists its
// routes in its own `<feature>.routes.tsx`: public ones, and children of /:sportId/:operator/.

/** Account, plan and payment pages (features/account). */
const accountRoutes: RouteObject[] = [
  { path: '/pricing', lazy: lazyPage(() => import('../features/account/pages/pricing-page')) },
  { path: '/upgrade-plan', lazy: lazyPage(() => import('../features/account/pages/upgrade-plan-page')) },
  { path: '/click/pricing', lazy: lazyPage(() => import('../features/account/pages/click-pricing-page')) },
  { path: '/click/sign-up', lazy: lazyPage(() => import('../features/account/pages/click-sign-up-page')) },
  { path: '/click/success', lazy: lazyPage(() => import('../features/account/pages/success-page')) },
  { path: '/user/success', lazy: lazyPage(() => import('../features/account/pages/success-page')) },
  { path: '/user/cancel', lazy: lazyPage(() => import('../features/account/pages/cancel-page')) },
  {
    path: '/freeuser/success',
    lazy: lazyPage(() => import('../features/account/pages/free-user-success-page')),
  },
  { path: '/contact-us', lazy: lazyPage(() => import('../features/account/pages/contact-page')) },
  { path: '/click/contact-us', lazy: lazyPage(() => import('../features/account/pages/contact-page')) },
  {
    path: '/recover-password',
    lazy: lazyPage(() => import('../features/account/pages/recover-password-page')),
  },
  { path: '/reset-password', lazy: lazyPage(() => import('../features/account/pages/reset-password-page')) },
  {
    path: '/verifyemail/:email/:otp',
    lazy: lazyPage(() => import('../features/account/pages/verify-email-page')),
  },
  {
    path: '/payments/local-checkout/:id',
    lazy: lazyPage(() => import('../features/account/pages/local-checkout-page')),
  },
  {
    path: '/payments/local-portal',
    lazy: lazyPage(() => import('../features/account/pages/local-portal-page')),
  },
  // The server answers the mailbox API only outside production; the page says so otherwise.
  { path: '/dev/mailbox', lazy: lazyPage(() => import('../features/account/pages/mailbox-page')) },
];

/** Public and account routes. */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <Navigate to="/sign-up" replace /> },
  { path: '/sign-up', lazy: lazyPage(() => import('../features/account/pages/sign-up-page')) },
  { path: '/login', lazy: lazyPage(() => import('../features/account/pages/login-page')) },
  ...accountRoutes,
  ...adminRoutes,
  ...optimizerPublicRoutes,
  ...insightsPublicRoutes,
  ...bettingPublicRoutes,
];

/** Children of the authenticated layout /:sportId/:operator/. */
export const layoutChildren: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('../features/layout/default-child-redirect')) },
  ...optimizerLayoutRoutes,
  ...insightsLayoutRoutes,
  ...bettingLayoutRoutes,
  // Pages of later releases: each says plainly that it is not available yet.
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

/**
 * Shown while the first screen's lazy code loads (React Router's hydration fallback). Plain markup:
 * it is part of every first visit's download, so it pulls in no component library code.
 */
function FirstLoad() {
  return (
    <p role="status" style={{ margin: '40vh 0 0', textAlign: 'center', font: '16px system-ui, sans-serif' }}>
      Loading…
    </p>
  );
}

// One pathless root gives every route the same first-load fallback (without it React Router warns
// "No HydrateFallback element" on each load of a lazy route).
export const router = createBrowserRouter([
  {
    HydrateFallback: FirstLoad,
    errorElement: <RouteError />,
    children: routes.map((r) => ({ ...r, errorElement: r.errorElement ?? <RouteError /> })),
  },
]);
