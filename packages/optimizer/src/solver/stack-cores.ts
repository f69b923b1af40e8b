import type { StackRule } from './build-input.types';
import type { Problem } from './problem';

/** A stack rule resolved against the problem's team and position tables. */
export type StackPlan = {
  rule: StackRule;
  teams: number[];
  parts: { positions: Set<string> | null; count: number; fromOpponent: boolean }[];
  size: number;
};

/** One way to meet a stack rule: its team and the players (person indices, part by part). */
export type StackCore = { team: number; persons: number[] };

/** Resolves a stack rule; unknown team names are dropped (validation reports them). */
export function planStack(problem: Problem, rule: StackRule): StackPlan {
  const wanted = rule.teams?.map((t) => t.trim().toUpperCase()) ?? [];
  const teams = wanted.length
    ? wanted.map((t) => problem.teams.indexOf(t)).filter((t) => t >= 0)
    : problem.teams.map((_, i) => i);
  const parts = rule.parts.map((p) => ({
    positions: p.positions?.length ? new Set(p.positions.map((x) => x.trim().toUpperCase())) : null,
    count: Math.max(0, Math.floor(p.count)),
    fromOpponent: p.fromOpponent === true,
  }));
  return { rule, teams, parts, size: parts.reduce((n, p) => n + p.count, 0) };
}

/**
 * Calls `visit` for each core of `plan` among `persons` (ascending person indices), in a fixed
 * order: team order, then lexicographic by person index part by part. The same order on a
 * lineup's own players gives its canonical core, so every lineup is built from exactly one core.
 * `visit` returns false to stop.
 */
export function forEachCore(
  problem: Problem,
  plan: StackPlan,
  persons: readonly number[],
  visit: (core: StackCore) => boolean,
): void {
  const chosen: number[] = [];
  const used = new Set<number>();
  for (const team of plan.teams) {
    const opp = problem.teamOpp[team] ?? -1;
    const pools = plan.parts.map((part) => {
      const t = part.fromOpponent ? opp : team;
      if (t < 0) return [];
      return persons.filter((pi) => {
        const p = problem.persons[pi];
        return (
          p !== undefined &&
          p.team === t &&
          (!part.positions || p.positions.some((x) => part.positions?.has(x)))
        );
      });
    });
    let stop = false;
    const rec = (partIndex: number, start: number, left: number): void => {
      if (stop) return;
      if (partIndex === plan.parts.length) {
        if (!visit({ team, persons: chosen.slice() })) stop = true;
        return;
      }
      if (left === 0) {
        rec(partIndex + 1, 0, plan.parts[partIndex + 1]?.count ?? 0);
        return;
      }
      const pool = pools[partIndex] ?? [];
      for (let i = start; i <= pool.length - left && !stop; i++) {
        const pi = pool[i] ?? 0;
        if (used.has(pi)) continue;
        used.add(pi);
        chosen.push(pi);
        rec(partIndex, i + 1, left - 1);
        chosen.pop();
        used.delete(pi);
      }
    };
    rec(0, 0, plan.parts[0]?.count ?? 0);
    if (stop) return;
  }
}

/** All cores of a plan among the given players. */
export function listCores(
  problem: Problem,
  plan: StackPlan,
  persons: readonly number[],
  limit: number,
): StackCore[] | null {
  const out: StackCore[] = [];
  let over = false;
  forEachCore(problem, plan, persons, (core) => {
    out.push(core);
    if (out.length > limit) over = true;
    return !over;
  });
  return over ? null : out;
}

/** The canonical (first) core of a lineup for a plan, or null when the lineup misses the stack. */
export function firstCore(
  problem: Problem,
  plan: StackPlan,
  sortedPersons: readonly number[],
): StackCore | null {
  let found: StackCore | null = null;
  forEachCore(problem, plan, sortedPersons, (core) => {
    found = core;
    return false;
  });
  return found;
}
