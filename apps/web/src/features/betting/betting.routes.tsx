import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/navigation/lazy-page';
import { RequireRole } from '../../shared/session/require-role';

const analyzer = lazyPage(() => import('./pages/prop-analyzer-page'));

/** Betting pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const bettingLayoutRoutes: RouteObject[] = [
  ...['mlb', 'nfl', 'nba'].map((sport) => ({ path: `betting/props/projection-${sport}`, lazy: analyzer })),
  { path: 'props/projection-nhl', lazy: analyzer },
  { path: 'betting/prop-finder', lazy: lazyPage(() => import('./pages/prop-finder-page')) },
  { path: 'betting/sport-book', lazy: lazyPage(() => import('./pages/sportsbook-page')) },
  { path: 'betting/nfl-best-bet', lazy: lazyPage(() => import('./pages/nfl-best-bet-page')) },
  { path: 'betting/nfl-best-bet-props', lazy: lazyPage(() => import('./pages/nfl-best-bet-props-page')) },
];

const publicProps = lazyPage(() => import('./pages/public-props-page'));

/** Public betting pages (no login), and the managers' best-bet entry page. */
export const bettingPublicRoutes: RouteObject[] = [
  ...['mlb', 'nhl', 'nba', 'nfl'].flatMap((sport) => [
    { path: `/${sport}-props`, lazy: publicProps },
    { path: `/${sport}-projection`, lazy: publicProps },
  ]),
  {
    element: <RequireRole roles={['client', 'manager']} />,
    children: [{ path: '/best-bet', lazy: lazyPage(() => import('./pages/best-bet-entry-page')) }],
  },
];
