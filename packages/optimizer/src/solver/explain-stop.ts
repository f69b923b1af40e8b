import { INFEASIBLE } from './search-context';
import type { PreparedBuild } from './build-checks';
import { describeStack } from './build-checks';
import type { OptimizeInput } from './build-input.types';
import { money, percent } from './format';
import { LineupSearch } from './lineup-search';
import type { Problem } from './problem';
import { buildSearchPlan, type ForcedPerson } from './search-plan';
import { createSolverMemory, type SolverMemory } from './solver-memory';
import { BuildTables } from './build-tables';
import { PLAN_STEPS_PER_UNIT } from './work-budget';
import type { StackPlan } from './stack-cores';

/**
 * Work (plan building, nodes, and complete lineups checked) each relaxed search may spend. Why a
 * limit: with all points at 0 nothing prunes, so a relaxed search that finds no lineup early
 * could enumerate every lineup of the slate; a relaxed search that can succeed finds its lineup
 * within a small fraction of this, and the explanation is worth well under a second.
 */
const EXPLAIN_WORK = 200_000;

type Relaxed = {
  locks?: ForcedPerson[];
  removed?: Uint8Array;
  stacks?: StackPlan[];
  minSalary?: number;
  maxPerTeam?: number;
};

function anyLineup(
  problem: Problem,
  prep: PreparedBuild,
  input: OptimizeInput,
  relaxed: Relaxed,
  memory: SolverMemory,
): boolean {
  const removed = relaxed.removed ?? prep.removed;
  const pts = new Int32Array(problem.entries.length);
  const order = problem.groups.map((_, i) => i);
  const plan = buildSearchPlan(
    problem,
    relaxed.locks ?? prep.locks,
    removed,
    relaxed.stacks ?? prep.stackPlans,
    input.settings?.stackMethod,
    false,
    EXPLAIN_WORK * PLAN_STEPS_PER_UNIT,
  );
  // A plan cut short by its work limit names nothing, like a search cut short.
  if (plan.cutShort) return false;
  const tables = new BuildTables(problem, { removed, removedVersion: 0 }, plan, pts, order, memory);
  const search = new LineupSearch(tables, plan, {
    minSalary: relaxed.minSalary ?? prep.minSalary,
    maxPerTeam: relaxed.maxPerTeam ?? prep.maxPerTeam,
    accepted: null,
    removed,
  });
  // Any lineup found is real; a search cut short by its work limit names nothing.
  const found = search.run({ k: 1, floor: INFEASIBLE, cursor: null, workLimit: EXPLAIN_WORK }).length > 0;
  tables.release();
  return found;
}

/**
 * Says, in a player's words, why a build stopped early: which setting (or pair of settings)
 * leaves no lineup, found by dropping settings one at a time and searching again.
 */
export function explainStop(
  problem: Problem,
  input: OptimizeInput,
  prep: PreparedBuild,
  found: number,
  /** The build's memory (its table buffers are reused); without it, fresh memory. */
  memory: SolverMemory = createSolverMemory(),
): string[] {
  const asked = input.lineups;
  const s = input.settings ?? {};
  const head =
    found === 0 ? 'No lineup meets all your settings.' : `Only ${found} of ${asked} lineups could be built.`;
  if (found > 0) {
    const reasons: string[] = [];
    if ((s.minUnique ?? 1) > 1)
      reasons.push(`each new lineup must differ from every earlier one by at least ${s.minUnique} players`);
    if (s.maxExposure !== undefined || s.exposures?.length || prep.maxCount.some((m) => m < asked))
      reasons.push(
        s.maxExposure !== undefined
          ? `max exposure ${percent(s.maxExposure)} caps each player at ${Math.floor(s.maxExposure * asked + 1e-9)} lineups`
          : 'players at their max exposure are left out',
      );
    if (prep.minCount.some((m) => m > 0)) reasons.push('min exposures force players into lineups');
    if (!reasons.length) reasons.push('every other lineup that meets your settings has already been built');
    return [`${head} After that no further lineup exists: ${reasons.join('; ')}.`];
  }
  const out: string[] = [head];
  const without = (label: string, relaxed: Relaxed): boolean => {
    if (!anyLineup(problem, prep, input, relaxed, memory)) return false;
    out.push(label);
    return true;
  };
  const stacks = prep.stackPlans;
  let named = false;
  stacks.forEach((plan, i) => {
    const rest = stacks.filter((_, j) => j !== i);
    if (
      without(`The stack ${describeStack(plan.rule)} cannot be met together with your other settings.`, {
        stacks: rest,
      })
    )
      named = true;
  });
  if (
    prep.locks.length &&
    without('Your locked players leave no valid lineup (salary, team or position rules).', { locks: [] })
  )
    named = true;
  if (
    prep.minSalary > 0 &&
    without(`No lineup reaches your minimum salary of ${money(prep.minSalary)}.`, { minSalary: 0 })
  )
    named = true;
  if (
    prep.maxPerTeam < problem.slotCount &&
    without(`Max ${prep.maxPerTeam} players per team is too strict.`, { maxPerTeam: problem.slotCount })
  )
    named = true;
  if (
    prep.removed.some((x) => x) &&
    without('Too many players are excluded (or have 0% max exposure).', {
      removed: new Uint8Array(problem.persons.length),
    })
  )
    named = true;
  if (!named) {
    if (stacks.length || prep.locks.length)
      out.push('Your locks and stacks together leave no valid lineup; try removing one of them.');
    else
      out.push(
        `The player pool cannot fill a ${problem.rules.name} roster under the ${money(problem.cap)} cap.`,
      );
  }
  return out;
}
