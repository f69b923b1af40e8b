import type { Sport } from '@dfs/optimizer';

// Default outcome spreads: a player's standard deviation as a share of his mean, by sport and
// position. Sources and the reasoning behind each figure are in the package README ("Outcomes").

/** Standard deviation / mean by position (operator labels and the rule sets' aliases). */
const SD_SHARE: Record<Sport, Record<string, number>> = {
  // Fitted DraftKings point distributions by position and projection window (chanzer0/NFL-DFS-Tools
  // distribution_data/fp_distributions_draftkings.csv): sd / mean near typical projections.
  nfl: { QB: 0.5, RB: 0.65, WR: 0.7, TE: 0.7, K: 0.55, DST: 0.85, D: 0.85, DEF: 0.85 },
  // Project defaults (no published per-position table found): see the README.
  nba: { PG: 0.3, SG: 0.32, SF: 0.32, PF: 0.32, C: 0.3 },
  mlb: { P: 0.5, SP: 0.5, RP: 0.6, C: 0.95, '1B': 0.9, '2B': 0.9, '3B': 0.9, SS: 0.9, OF: 0.9 },
  nhl: { C: 0.8, W: 0.8, LW: 0.8, RW: 0.8, D: 0.85, G: 0.6 },
};

/** Fallback share for a position the table does not name. */
const SD_SHARE_OTHER: Record<Sport, number> = { nfl: 0.7, nba: 0.32, mlb: 0.9, nhl: 0.8 };

/** Lowest score a position can make when the projection file gives no Floor (DK/FD DST: -4). */
const FLOOR: Record<Sport, Record<string, number>> = {
  nfl: { DST: -4, D: -4, DEF: -4 },
  nba: {},
  mlb: { P: -10, SP: -10, RP: -10 },
  nhl: { G: -5 },
};

/** z of the 90th percentile of a normal: a Ceiling column is read as the 90th percentile. */
export const Z90 = 1.2815515655446004;

/** What the projection file says about one player's outcomes (all optional but the mean). */
export type OutcomeInput = {
  sport: Sport;
  positions: readonly string[];
  mean: number;
  stdDev?: number | null;
  floor?: number | null;
  ceiling?: number | null;
};

/** A player's outcome model: points = max(floor, mean + sd * z). */
export type Outcome = { mean: number; sd: number; floor: number };

/**
 * A player's mean, standard deviation and floor. An uploaded StdDev wins; else a Ceiling (read as
 * the 90th percentile) gives sd = (ceiling - mean) / z90; else the position's default share of
 * the mean. An uploaded Floor wins over the position's default floor.
 */
export function resolveOutcome(input: OutcomeInput): Outcome {
  const mean = input.mean;
  const first = input.positions[0]?.toUpperCase() ?? '';
  let sd: number;
  if (input.stdDev !== null && input.stdDev !== undefined) sd = input.stdDev;
  else if (input.ceiling !== null && input.ceiling !== undefined && input.ceiling > mean)
    sd = (input.ceiling - mean) / Z90;
  else sd = Math.max(0, mean) * (SD_SHARE[input.sport][first] ?? SD_SHARE_OTHER[input.sport]);
  const floor =
    input.floor !== null && input.floor !== undefined
      ? Math.min(input.floor, mean)
      : Math.min(FLOOR[input.sport][first] ?? 0, mean);
  return { mean, sd, floor };
}
