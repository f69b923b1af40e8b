import type { THitRateView } from '@dfs/contracts';

// How the betting screens write the server's numbers. Nothing here computes a betting figure:
// the server sends probabilities, edges, EV and Kelly; these only format them.

/** American odds with their sign: +150, -110. */
export const formatOdds = (odds: number | null | undefined) =>
  odds === null || odds === undefined ? '–' : odds > 0 ? `+${odds}` : String(odds);

/** A probability fraction as a percentage: 0.5238 -> 52.4%. */
export const formatPercent = (p: number | null | undefined, digits = 1) =>
  p === null || p === undefined ? '–' : `${(p * 100).toFixed(digits)}%`;

/**
 * An edge in percentage points with its sign: +5.6 pp (the model's 57.0% against the price's
 * 51.4%). Never "pts": on a fantasy site that reads as fantasy points.
 */
export const formatEdge = (edge: number | null | undefined) =>
  edge === null || edge === undefined ? '–' : `${edge > 0 ? '+' : ''}${edge.toFixed(1)} pp`;

/** How the screens name the unit of an edge, in headers and filter labels. */
export const EDGE_UNIT = 'percentage points';

/** Money per 100 staked with its sign: +5.00. */
export const formatEv = (ev: number | null | undefined) =>
  ev === null || ev === undefined ? '–' : `${ev > 0 ? '+' : ''}${ev.toFixed(2)}`;

/**
 * A hit rate with its sample and pushes: "60% (6/10, 1 push)"; with the side it counts,
 * "Under 60% (6/10)", so a rate is never read as the other side's.
 */
export function formatHitRate(h: THitRateView, side?: 'over' | 'under'): string {
  if (h.games === 0) return 'No games';
  const decided = h.hits + h.misses;
  const pushes = h.pushes ? `, ${h.pushes} push${h.pushes > 1 ? 'es' : ''}` : '';
  const label = side ? `${side === 'over' ? 'Over' : 'Under'} ` : '';
  return `${label}${h.rate === null ? '–' : formatPercent(h.rate, 0)} (${h.hits}/${decided}${pushes})`;
}

/** A market key as players read it: passing_yards -> Passing Yards. */
export const marketLabel = (market: string) =>
  market.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Kelly multipliers offered on screen: the stake shown is the server's full Kelly times this. */
export const KELLY_CHOICES = [
  { value: 1, label: 'Full Kelly' },
  { value: 0.5, label: '1/2 Kelly' },
  { value: 0.25, label: '1/4 Kelly' },
  { value: 0.125, label: '1/8 Kelly' },
] as const;

/**
 * The Kelly multiplier every screen starts from (the analyzer, the finder, the public preview):
 * a quarter, since full Kelly on a model's edge stakes far more than a careful bettor would.
 */
export const DEFAULT_KELLY = 0.25;

/** The name of a Kelly multiplier: 0.25 -> "1/4 Kelly". */
export const kellyLabel = (multiplier: number) =>
  KELLY_CHOICES.find((c) => c.value === multiplier)?.label ?? `${multiplier} Kelly`;

/** The empty state of a props table: no book has posted the sport's player props yet. */
export const noPropsYet = (sport: string) => ({
  title: 'No props yet',
  reason: `The books have not posted ${sport.toUpperCase()} player props for the coming games.`,
});
