import { INFEASIBLE } from './search-context';
import type { PreparedBuild } from './build-checks';
import { resolveExtraRules, type ExtraRuleKey, type ExtraRulePlan } from './extra-rules';
import { describeStack, money, percent } from './format';
import { LineupSearch } from './lineup-search';
import type { Problem } from './problem';
import { buildSearchPlan } from './search-plan';
import type { ForcedPerson } from './search-plan.types';
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
  /** The lineup rules (undefined: the build's). */
  extra?: ExtraRulePlan | null;
};

/** The lineup rules one at a time, with what to say when dropping one finds a lineup. */
const EXTRA_RULES: [ExtraRuleKey, string][] = [
  ['groups', 'Your player groups'],
  ['pairs', 'Your pair rules (positions with their team or opponent)'],
  ['teamCount', 'Your team count'],
  ['gameStacks', 'Your game stacks'],
  ['ownership', 'Your max ownership'],
  ['minStarters', 'Your min starters'],
  ['spacing', 'Your batting-order spacing'],
  ['positionCounts', 'Your position counts'],
];

function anyLineup(problem: Problem, prep: PreparedBuild, relaxed: Relaxed, memory: SolverMemory): boolean {
  const removed = relaxed.removed ?? prep.removed;
  const pts = new Int32Array(problem.entries.length);
  const order = problem.groups.map((_, i) => i);
  const plan = buildSearchPlan(
    problem,
    relaxed.locks ?? prep.locks,
    removed,
    relaxed.stacks ?? prep.stackPlans,
    prep.stackMethod,
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
    extra: relaxed.extra === undefined ? prep.extra : relaxed.extra,
  });
  // Any lineup found is real; a search cut short by its work limit names nothing.
  const found = search.run({ k: 1, floor: INFEASIBLE, cursor: null, workLimit: EXPLAIN_WORK }).length > 0;
  tables.release();
  return found;
}

/** Why a build that found some lineups found no more: the settings that limit repeats. */
function runOutReasons(asked: number, prep: PreparedBuild): string {
  const reasons: string[] = [];
  if (prep.minUnique > 1)
    reasons.push(`each new lineup must differ from every earlier one by at least ${prep.minUnique} players`);
  const global = prep.maxExposure;
  if (global !== undefined || prep.playerExposures || prep.maxCount.some((m) => m < asked))
    reasons.push(
      global !== undefined
        ? `max exposure ${percent(global)} caps each player at ${Math.floor(global * asked + 1e-9)} lineups`
        : 'players at their max exposure are left out',
    );
  if (prep.minCount.some((m) => m > 0)) reasons.push('min exposures force players into lineups');
  if (prep.teamMax) reasons.push('teams at their team exposure are left out');
  if (prep.stackPlans.some((x) => x.rule.maxExposure !== undefined || x.rule.byTeam))
    reasons.push('stacks at their max exposure may not be met by the same team again');
  if (!reasons.length) reasons.push('every other lineup that meets your settings has already been built');
  return reasons.join('; ');
}

/** Tries a relaxed search; true (and `label` said) when it finds a lineup. */
type Relax = (label: string, relaxed: Relaxed) => boolean;

/** Drops each stack, then each lineup rule, alone; true when dropping one found a lineup. */
function namedRules(problem: Problem, prep: PreparedBuild, without: Relax): boolean {
  const stacks = prep.stackPlans;
  let named = false;
  stacks.forEach((plan, i) => {
    const rest = stacks.filter((_, j) => j !== i);
    const label = `The stack ${describeStack(plan.rule)} cannot be met together with your other settings.`;
    if (without(label, { stacks: rest })) named = true;
  });
  for (const [key, label] of EXTRA_RULES) {
    if (prep.extraSettings[key] === undefined) continue;
    const extra = resolveExtraRules(problem, { ...prep.extraSettings, [key]: undefined });
    if (without(`${label} cannot be met together with your other settings.`, { extra })) named = true;
  }
  return named;
}

/** Drops the locks, the minimum salary, the team limit and the exclusions, one at a time. */
function namedLimits(problem: Problem, prep: PreparedBuild, without: Relax): boolean {
  const tries: [boolean, string, Relaxed][] = [
    [
      prep.locks.length > 0,
      'Your locked players leave no valid lineup (salary, team or position rules).',
      { locks: [] },
    ],
    [
      prep.minSalary > 0,
      `No lineup reaches your minimum salary of ${money(prep.minSalary)}.`,
      { minSalary: 0 },
    ],
    [
      prep.maxPerTeam < problem.slotCount,
      `Max ${prep.maxPerTeam} players per team is too strict.`,
      { maxPerTeam: problem.slotCount },
    ],
    [
      prep.removed.some((x) => x),
      'Too many players are excluded (or have 0% max exposure).',
      { removed: new Uint8Array(problem.persons.length) },
    ],
  ];
  let named = false;
  for (const [applies, label, relaxed] of tries) if (applies && without(label, relaxed)) named = true;
  return named;
}

/** What to say when no single setting dropped finds a lineup. */
function nothingNamed(problem: Problem, prep: PreparedBuild): string {
  if (prep.extra)
    return 'Your locks, stacks and lineup rules together leave no valid lineup; try removing one of them.';
  if (prep.stackPlans.length || prep.locks.length)
    return 'Your locks and stacks together leave no valid lineup; try removing one of them.';
  return `The player pool cannot fill a ${problem.rules.name} roster under the ${money(problem.cap)} cap.`;
}

/**
 * Says, in a player's words, why a build stopped early: which setting (or pair of settings)
 * leaves no lineup, found by dropping settings one at a time and searching again.
 */
export function explainStop(
  problem: Problem,
  asked: number,
  prep: PreparedBuild,
  found: number,
  /** The build's memory (its table buffers are reused); without it, fresh memory. */
  memory: SolverMemory = createSolverMemory(),
): string[] {
  const head =
    found === 0 ? 'No lineup meets all your settings.' : `Only ${found} of ${asked} lineups could be built.`;
  if (found > 0) return [`${head} After that no further lineup exists: ${runOutReasons(asked, prep)}.`];
  const out: string[] = [head];
  const without: Relax = (label, relaxed) => {
    if (!anyLineup(problem, prep, relaxed, memory)) return false;
    out.push(label);
    return true;
  };
  // Every relaxation is tried (each that finds a lineup is named), in this order.
  const rules = namedRules(problem, prep, without);
  const limits = namedLimits(problem, prep, without);
  if (!rules && !limits) out.push(nothingNamed(problem, prep));
  return out;
}
