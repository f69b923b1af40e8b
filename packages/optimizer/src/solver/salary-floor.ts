import type { Problem } from './problem';

/**
 * Pruning for a minimum salary: the most salary units `k` more players can add is at
 * most the sum of the k largest entry salaries (any kind; a player counted twice only loosens
 * it), so a partial lineup that cannot reach the minimum with its best k is dropped at once
 * instead of at every one of its complete lineups.
 */
export type SalaryFloor = {
  /** Minimum salary in salary units (0: none). */
  minUnits: number;
  /** topUnits[k]: the k largest entry salaries in units, summed. */
  topUnits: Int32Array;
};

export function salaryFloor(problem: Problem, minSalary: number, removed: Uint8Array | null): SalaryFloor {
  const minUnits = minSalary > 0 ? Math.ceil(minSalary / problem.unit - 1e-9) : 0;
  const units = problem.entries
    .filter((e) => !removed?.[e.person])
    .map((e) => e.units)
    .sort((a, b) => b - a);
  const topUnits = new Int32Array(problem.slotCount + 1);
  for (let k = 1; k <= problem.slotCount; k++) topUnits[k] = (topUnits[k - 1] ?? 0) + (units[k - 1] ?? 0);
  return { minUnits, topUnits };
}
