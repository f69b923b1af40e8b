import type { RouteObject } from 'react-router';
import { SPORTS } from '@dfs/contracts';
import { lazyPage } from '../../shared/navigation/lazy-page';

// Every page is its own chunk: the optimizer's code (and the optimizer package's exporters) load
// only on these routes, never on /sign-up.
const positionOptimizer = lazyPage(() => import('./pages/position-optimizer-page'));
const savedLineups = lazyPage(() => import('./pages/saved-lineups-page'));
const teamStack = lazyPage(() => import('./pages/team-stack-page'));
const topPlays = lazyPage(() => import('./pages/top-plays-page'));
const contestSim = lazyPage(() => import('./pages/contest-sim-page'));

/** Optimizer pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const optimizerLayoutRoutes: RouteObject[] = SPORTS.flatMap(({ code }) => [
  { path: `optimizer/position-optimizer-${code}`, lazy: positionOptimizer },
  { path: `optimizer/saved-lineup-${code}`, lazy: savedLineups },
  { path: `optimizer/contest-sim-${code}`, lazy: contestSim },
  { path: `${code}-team-stack/:slateId`, lazy: teamStack },
  { path: `${code}-top-plays/:role`, lazy: topPlays },
]);

/** Public optimizer pages (no login): the demo slate, 3 lineups. */
export const optimizerPublicRoutes: RouteObject[] = [
  {
    path: '/nfl-optimizer',
    lazy: async () => ({
      Component: (await import('./pages/public-optimizer-page')).NflOptimizerPreviewPage,
    }),
  },
  {
    path: '/nhl-optimizer',
    lazy: async () => ({
      Component: (await import('./pages/public-optimizer-page')).NhlOptimizerPreviewPage,
    }),
  },
];
