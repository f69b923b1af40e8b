/**
 * How far under the best bound a batch search sets its floor, and how the floor moves down when
 * a run finds fewer lineups than asked. Every run below a floor repeats the work above it, and a
 * floor set too low costs far more than one more run: the top-k threshold stays at the floor until
 * k lineups are held, so every lineup between the floor and the true k-th best is enumerated.
 */

/** The first gap under the best bound: 1% of it, at least one point (`scale` integer units). */
export function firstFloorGap(top: number, scale: number): number {
  return Math.max(scale, Math.abs(top) * 0.01);
}

/**
 * The next gap after a run that found `found` (< k) lineups. With some found, the lineups above
 * the floor are dense enough that doubling the gap reaches k: quadrupling it overshoots on
 * slates whose lineups crowd just under the best, where every lineup between the floor and the
 * k-th best is enumerated. With none found, the gap grows 4x (an empty run costs almost
 * nothing). Past four times the bound (plus 1,000 points) there is no floor at all (Infinity).
 */
export function nextFloorGap(gap: number, top: number, found: number, scale: number): number {
  if (gap > Math.abs(top) * 4 + 1_000 * scale) return Infinity;
  return gap * (found === 0 ? 4 : 2);
}
