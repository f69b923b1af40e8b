import { projectionDraw, type ProjectionDraw } from './build-checks';
import type { OptimizeInput } from './build-input.types';
import { compileProblem, type Problem } from './problem';
import { createRng, lineupSeed } from './prng';

// The points a build searches by: integer points per entry, and each lineup's projections drawn
// from the seed when the build has randomness.

/** Points are searched in 1/POINT_SCALE of a point. */
export const POINT_SCALE = 10_000;

/** Integer points per entry (1/10,000 point) so sums and comparisons are exact. */
export function entryPoints(problem: Problem, projection: (person: number) => number): Int32Array {
  const pts = new Int32Array(problem.entries.length);
  problem.entries.forEach((e, i) => {
    pts[i] = Math.round(projection(e.person) * e.pointsMultiplier * POINT_SCALE);
  });
  return pts;
}

/** Draws one lineup's projections from the seed (percent noise or floor..ceiling). */
export function drawProjections(
  problem: Problem,
  draw: ProjectionDraw,
  index: number,
): (person: number) => number {
  const r = draw.randomness;
  const base = (i: number): number => problem.persons[i]?.player.projection ?? 0;
  if (!r) return base;
  const rng = createRng(lineupSeed(draw.seed, index));
  const drawn = problem.persons.map((p, i) => {
    const u = rng();
    if (r.mode === 'percent') return base(i) * (1 + ((2 * u - 1) * r.percent) / 100);
    const { floor, ceiling } = p.player;
    return floor !== undefined && floor !== null && ceiling !== undefined && ceiling !== null
      ? floor + u * (ceiling - floor)
      : base(i);
  });
  return (i) => drawn[i] as number;
}

/**
 * Projections in force for lineup `index` of a build (after randomness), by player id. Lets a
 * caller or a test re-check a randomised lineup.
 */
export function lineupProjections(input: OptimizeInput, index: number): Map<string, number> {
  const problem = compileProblem(input.rules, input.players, input.settings?.maxSalary);
  const draw = drawProjections(problem, projectionDraw(input.settings ?? {}), index);
  return new Map(problem.persons.map((p, i) => [p.player.id, draw(i)]));
}
