import type { Sport } from '@dfs/optimizer';

/**
 * A default correlation between a position of one team and a position of the same team
 * (`team`) or of its opponent (`opp`). Positions are operator labels or aliases; `*` is any.
 */
export type CorrelationRule = { a: string; b: string; relation: 'team' | 'opp'; rho: number };

const r = (a: string, b: string, relation: 'team' | 'opp', rho: number): CorrelationRule => ({
  a,
  b,
  relation,
  rho,
});

// Figures and their sources are in the package README ("Correlations"). NFL same-team figures:
// RotoViz via FantasyLabs (QB with WR1-3: 0.34-0.39) and the fitted DraftKings correlations of
// chanzer0/NFL-DFS-Tools (QB-TE 0.23-0.27, QB-RB 0.09, RB-DST 0.04-0.22, K-DST 0.27, QB-DST -0.17,
// WR-DST -0.10 to -0.14); opponents from oddsreference.com's NFL matrix (QB-opp QB 0.18, QB-opp WR
// 0.12, RB-opp RB -0.05).
const NFL: CorrelationRule[] = [
  r('QB', 'WR', 'team', 0.35),
  r('QB', 'TE', 'team', 0.25),
  r('QB', 'RB', 'team', 0.08),
  r('QB', 'K', 'team', 0.15),
  r('QB', 'DST', 'team', -0.15),
  r('WR', 'WR', 'team', -0.05),
  r('WR', 'TE', 'team', -0.03),
  r('RB', 'RB', 'team', -0.05),
  r('RB', 'WR', 'team', -0.03),
  r('RB', 'DST', 'team', 0.15),
  r('K', 'DST', 'team', 0.25),
  r('WR', 'DST', 'team', -0.1),
  r('QB', 'QB', 'opp', 0.18),
  r('QB', 'WR', 'opp', 0.12),
  r('QB', 'TE', 'opp', 0.08),
  r('WR', 'WR', 'opp', 0.06),
  r('RB', 'RB', 'opp', -0.05),
  r('DST', 'QB', 'opp', -0.3),
  r('DST', 'RB', 'opp', -0.15),
  r('DST', 'WR', 'opp', -0.15),
  r('DST', 'TE', 'opp', -0.12),
  r('DST', 'K', 'opp', -0.15),
  r('DST', 'DST', 'opp', -0.1),
];

const HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];
const MLB: CorrelationRule[] = [
  ...HITTERS.flatMap((a) => HITTERS.map((b) => r(a, b, 'team', 0.18))),
  ...HITTERS.map((h) => r('P', h, 'opp', -0.25)),
  ...HITTERS.map((h) => r('P', h, 'team', 0.05)),
  r('P', 'P', 'opp', -0.1),
];

const SKATERS = ['C', 'W', 'D'];
const NHL: CorrelationRule[] = [
  r('C', 'W', 'team', 0.2),
  r('W', 'W', 'team', 0.15),
  r('C', 'C', 'team', 0.05),
  r('D', 'C', 'team', 0.1),
  r('D', 'W', 'team', 0.1),
  r('D', 'D', 'team', 0.05),
  ...SKATERS.map((s) => r('G', s, 'team', 0.1)),
  ...SKATERS.map((s) => r('G', s, 'opp', -0.25)),
  r('G', 'G', 'opp', -0.2),
];

const NBA_ALL = ['PG', 'SG', 'SF', 'PF', 'C'];
const NBA: CorrelationRule[] = [
  ...NBA_ALL.flatMap((a) => NBA_ALL.map((b) => r(a, b, 'team', -0.08))),
  ...NBA_ALL.flatMap((a) => NBA_ALL.map((b) => r(a, b, 'opp', 0.05))),
];

const CANONICAL: Record<Sport, Record<string, string>> = {
  nfl: { D: 'DST', DEF: 'DST' },
  nba: {},
  mlb: { SP: 'P', RP: 'P' },
  nhl: { LW: 'W', RW: 'W' },
};

/** A player's positions in the vocabulary of the tables here (NFL D/DEF -> DST, NHL LW/RW -> W, ...). */
export function canonicalPositions(sport: Sport, positions: readonly string[]): string[] {
  return [...new Set(positions.map((p) => CANONICAL[sport][p.toUpperCase()] ?? p.toUpperCase()))];
}

/** Default correlation rules per sport. */
export const CORRELATION_RULES: Record<Sport, CorrelationRule[]> = { nfl: NFL, mlb: MLB, nhl: NHL, nba: NBA };

/** The correlation of two players by the rules (first rule matching either order; 0 if none). */
export function ruleCorrelation(
  rules: readonly CorrelationRule[],
  a: readonly string[],
  b: readonly string[],
  relation: 'team' | 'opp',
): number {
  for (const rule of rules) {
    if (rule.relation !== relation) continue;
    if ((a.includes(rule.a) && b.includes(rule.b)) || (a.includes(rule.b) && b.includes(rule.a)))
      return rule.rho;
  }
  return 0;
}
