import type { ComponentType } from 'react';

/**
 * Every insight page's loader, in a chunk of its own: the router's entry chunk holds one dynamic
 * import (this file) instead of one per page with its preload list, which keeps the first visit
 * to /sign-up small. Each page stays its own chunk, so MUI X loads only with the pages using it.
 */
export const insightPages = {
  screen: () => import('./insight-screen'),
  teams: () => import('./pages/teams-page'),
  team: () => import('./pages/team-profile-page'),
  player: () => import('./pages/player-details-page'),
  top: () => import('./pages/top-players-page'),
  news: () => import('./pages/news-page'),
  trends: () => import('./pages/player-trends-page'),
  lineups: () => import('./pages/daily-lineups-page'),
  propick: () => import('./pages/propick-page'),
  adp: () => import('./pages/adp-page'),
  rankings: () => import('./pages/rankings-page'),
  depth: () => import('./pages/depth-chart-page'),
  lines: () => import('./pages/line-combination-page'),
  goalies: () => import('./pages/starting-goalies-page'),
  matchup: () => import('./pages/matchup-page'),
  ticker: () => import('./pages/ticker-page'),
  odds: () => import('./pages/odds-page'),
  publicNews: () => import('./public/public-news-page'),
  publicGoalies: () => import('./public/public-goalies-page'),
  publicLineups: () => import('./public/public-lineups-page'),
  goaliesWidget: () => import('./public/goalies-widget'),
  lineupsWidget: () => import('./public/lineups-widget'),
  newsWidget: () => import('./public/news-widget'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type TInsightPage = keyof typeof insightPages;

/** The page of each screen path under insight/ (the per-sport ones for every sport). */
export const SCREEN_PAGES: Record<string, TInsightPage> = {
  ...Object.fromEntries(
    ['nba', 'mlb', 'nhl', 'nfl'].flatMap((s) => [
      [`teams-${s}`, 'teams'],
      [`top-players-${s}`, 'top'],
      [`news-${s}`, 'news'],
      [`player-trends-${s}`, 'trends'],
    ]),
  ),
  'daily-lineups-nba': 'lineups',
  'daily-lineups-mlb': 'lineups',
  'propick-nba': 'propick',
  'propick-nfl': 'propick',
  'mlb-average-draft-point': 'adp',
  'nfl-average-draft-point': 'adp',
  'news-ranks': 'rankings',
  'nfl-depth-chart': 'depth',
  'line-combination-nhl': 'lines',
  'starting-goalies-nhl': 'goalies',
  'nfl-matchup': 'matchup',
  'nfl-ticker': 'ticker',
  'nfl-odds': 'odds',
};
