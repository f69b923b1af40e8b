import type { TSportCode } from '@dfs/contracts';

export type TTab = 'insight' | 'optimizer' | 'betting';
export type TNavItem = { tab: TTab; path: string; label: string; roleUserOnly?: boolean };

/**
 * Every child page of the authenticated layout (SPEC section 2), per sport. Paths are relative to
 * /{sportId}/{operator}/. The tabs, sub-navigation and the pending page all read this one list.
 */
export function navItems(sport: TSportCode): TNavItem[] {
  const insight: TNavItem[] = [
    ...(sport === 'nfl' ? [] : [{ tab: 'insight' as const, path: `insight/news-${sport}`, label: 'News' }]),
    { tab: 'insight', path: `insight/teams-${sport}`, label: 'Teams' },
    { tab: 'insight', path: `insight/top-players-${sport}`, label: 'Top Players' },
    { tab: 'insight', path: `insight/player-trends-${sport}`, label: 'Player Trends' },
  ];
  if (sport === 'nba' || sport === 'mlb') {
    insight.push({ tab: 'insight', path: `insight/daily-lineups-${sport}`, label: 'Daily Lineups' });
  }
  if (sport === 'mlb')
    insight.push({ tab: 'insight', path: 'insight/mlb-average-draft-point', label: 'ADP' });
  if (sport === 'nhl') {
    insight.push(
      { tab: 'insight', path: 'insight/line-combination-nhl', label: 'Line Combinations' },
      { tab: 'insight', path: 'insight/starting-goalies-nhl', label: 'Starting Goalies' },
    );
  }
  if (sport === 'nfl') {
    insight.push(
      { tab: 'insight', path: 'insight/news-nfl', label: 'News' },
      { tab: 'insight', path: 'insight/nfl-average-draft-point', label: 'ADP' },
      { tab: 'insight', path: 'insight/news-ranks', label: 'Rankings' },
      { tab: 'insight', path: 'insight/nfl-depth-chart', label: 'Depth Chart' },
      { tab: 'insight', path: 'insight/nfl-matchup', label: 'Matchup' },
      { tab: 'insight', path: 'insight/nfl-ticker', label: 'Ticker' },
      { tab: 'insight', path: 'insight/nfl-odds', label: 'Odds' },
    );
  }
  if (sport === 'nba' || sport === 'nfl') {
    insight.push({ tab: 'insight', path: `insight/propick-${sport}`, label: 'Pro Picks' });
  }
  const optimizer: TNavItem[] = [
    { tab: 'optimizer', path: `optimizer/position-optimizer-${sport}`, label: 'Optimizer' },
    { tab: 'optimizer', path: `optimizer/saved-lineup-${sport}`, label: 'Saved Lineups' },
    { tab: 'optimizer', path: `optimizer/contest-sim-${sport}`, label: 'Contest Sim' },
  ];
  const betting: TNavItem[] = [
    sport === 'nhl'
      ? { tab: 'betting', path: 'props/projection-nhl', label: 'Prop Analyzer' }
      : { tab: 'betting', path: `betting/props/projection-${sport}`, label: 'Prop Analyzer' },
    { tab: 'betting', path: 'betting/prop-finder', label: 'Prop Finder' },
    { tab: 'betting', path: 'betting/sport-book', label: 'Sportsbook' },
  ];
  if (sport === 'nfl') {
    betting.push(
      { tab: 'betting', path: 'betting/nfl-best-bet', label: 'NFL Best Bet', roleUserOnly: true },
      { tab: 'betting', path: 'betting/nfl-best-bet-props', label: 'Best Bet Props', roleUserOnly: true },
    );
  }
  return [...insight, ...optimizer, ...betting];
}

/** The page a sport opens on: its news, or Browse Teams for NFL (SPEC section 2). */
export const defaultChildPath = (sport: TSportCode) =>
  sport === 'nfl' ? 'insight/teams-nfl' : `insight/news-${sport}`;

export const TAB_LABELS: Record<TTab, string> = {
  insight: 'Insights',
  optimizer: 'Optimizer',
  betting: 'Betting Tools',
};

/** Which tab a child path belongs to. */
export function tabOfPath(path: string): TTab {
  if (path.startsWith('optimizer/') || /-team-stack\/|-top-plays\//.test(path)) return 'optimizer';
  if (path.startsWith('betting/') || path.startsWith('props/')) return 'betting';
  return 'insight';
}
