import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import type { TInsightPage } from './insights-pages';

// Every insight screen is its own lazy chunk, reached through one loader chunk (insights-pages)
// so the entry stays small; only pages that import the DataTable or Chart load MUI X. Per-sport
// screens read the sport from the layout (or public pages from their path), so one page serves
// every sport's path.

const page = (name: TInsightPage) => async () => {
  const { insightPages } = await import('./insights-pages');
  return { Component: (await insightPages[name]()).default };
};

const SPORTS = ['nba', 'mlb', 'nhl', 'nfl'] as const;
const at = (path: string, name: TInsightPage): RouteObject => ({ path, lazy: page(name) });

/** The paths of earlier releases (/insight/team-profile/..., /insight/player-details/...) moved up one level. */
function MovedUp() {
  const { sportId, operator, teamId, playerId } = useParams();
  const { search, hash } = useLocation();
  const to = teamId
    ? `team-profile/${encodeURIComponent(teamId)}`
    : `player-details/${encodeURIComponent(playerId ?? '')}`;
  return <Navigate to={`/${sportId}/${operator}/${to}${search}${hash}`} replace />;
}

/** Insights pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const insightsLayoutRoutes: RouteObject[] = [
  // Every catalogue screen (teams-nfl, nfl-odds, ...) through one dispatcher route.
  at('insight/:screen', 'screen'),
  // The specification's paths: /{sport}/{operator}/team-profile/{teamId}, .../player-details/{playerId}.
  at('team-profile/:teamId', 'team'),
  at('player-details/:playerId', 'player'),
  { path: 'insight/team-profile/:teamId', element: <MovedUp /> },
  { path: 'insight/player-details/:playerId', element: <MovedUp /> },
];

/** Public insights pages (no login): previews in the public frame, and the embeddable widgets. */
export const insightsPublicRoutes: RouteObject[] = [
  ...SPORTS.map((s) => at(`/${s}-news`, 'publicNews')),
  at('/nhl-starting-goalies', 'publicGoalies'),
  at('/mlb-daily-lineups', 'publicLineups'),
  at('/nba-daily-lineups', 'publicLineups'),
  at('/nhl-starting-goalies-widget', 'goaliesWidget'),
  at('/mlb-daily-lineups-widget', 'lineupsWidget'),
  at('/nba-daily-lineups-widget', 'lineupsWidget'),
  at('/news-widget', 'newsWidget'),
];
