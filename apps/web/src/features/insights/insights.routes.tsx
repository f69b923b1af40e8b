import type { RouteObject } from 'react-router';
import { ZSportCode } from '@dfs/contracts';
import { lazyPage } from '../../shared/navigation/lazy-page';

// Every insight screen is its own lazy chunk; only pages that import the DataTable or Chart load
// MUI X. Per-sport screens read the sport from the layout, so one page serves the four paths.

const page = {
  teams: lazyPage(() => import('./pages/teams-page')),
  team: lazyPage(() => import('./pages/team-profile-page')),
  player: lazyPage(() => import('./pages/player-details-page')),
  top: lazyPage(() => import('./pages/top-players-page')),
  news: lazyPage(() => import('./pages/news-page')),
  trends: lazyPage(() => import('./pages/player-trends-page')),
  lineups: lazyPage(() => import('./pages/daily-lineups-page')),
  propick: lazyPage(() => import('./pages/propick-page')),
  adp: lazyPage(() => import('./pages/adp-page')),
};

const perSport: RouteObject[] = ZSportCode.options.flatMap((s) => [
  { path: `insight/teams-${s}`, lazy: page.teams },
  { path: `insight/top-players-${s}`, lazy: page.top },
  { path: `insight/news-${s}`, lazy: page.news },
  { path: `insight/player-trends-${s}`, lazy: page.trends },
]);

/** Insights pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const insightsLayoutRoutes: RouteObject[] = [
  ...perSport,
  { path: 'insight/team-profile/:teamId', lazy: page.team },
  { path: 'insight/player-details/:playerId', lazy: page.player },
  { path: 'insight/daily-lineups-nba', lazy: page.lineups },
  { path: 'insight/daily-lineups-mlb', lazy: page.lineups },
  { path: 'insight/propick-nba', lazy: page.propick },
  { path: 'insight/propick-nfl', lazy: page.propick },
  { path: 'insight/mlb-average-draft-point', lazy: page.adp },
  { path: 'insight/nfl-average-draft-point', lazy: page.adp },
  { path: 'insight/news-ranks', lazy: lazyPage(() => import('./pages/rankings-page')) },
  { path: 'insight/nfl-depth-chart', lazy: lazyPage(() => import('./pages/depth-chart-page')) },
  { path: 'insight/line-combination-nhl', lazy: lazyPage(() => import('./pages/line-combination-page')) },
  { path: 'insight/starting-goalies-nhl', lazy: lazyPage(() => import('./pages/starting-goalies-page')) },
  { path: 'insight/nfl-matchup', lazy: lazyPage(() => import('./pages/matchup-page')) },
  { path: 'insight/nfl-ticker', lazy: lazyPage(() => import('./pages/ticker-page')) },
  { path: 'insight/nfl-odds', lazy: lazyPage(() => import('./pages/odds-page')) },
];

/** Public insights pages (no login): previews in the public frame, and the embeddable widgets. */
export const insightsPublicRoutes: RouteObject[] = [
  ...ZSportCode.options.map((s) => ({
    path: `/${s}-news`,
    lazy: lazyPage(() => import('./public/public-news-page')),
  })),
  { path: '/nhl-starting-goalies', lazy: lazyPage(() => import('./public/public-goalies-page')) },
  { path: '/mlb-daily-lineups', lazy: lazyPage(() => import('./public/public-lineups-page')) },
  { path: '/nba-daily-lineups', lazy: lazyPage(() => import('./public/public-lineups-page')) },
  { path: '/nhl-starting-goalies-widget', lazy: lazyPage(() => import('./public/goalies-widget')) },
  { path: '/mlb-daily-lineups-widget', lazy: lazyPage(() => import('./public/lineups-widget')) },
  { path: '/nba-daily-lineups-widget', lazy: lazyPage(() => import('./public/lineups-widget')) },
  { path: '/news-widget', lazy: lazyPage(() => import('./public/news-widget')) },
];
