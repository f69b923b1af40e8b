import { INFEASIBLE } from './search-context';
import { milpRuntime } from '../milp/highs-runtime';
import { RACE_SLICE, chooseEngine } from './engine-chooser';
import { finishWithMilp } from './milp-route';
import { prepareBuild } from './build-checks';
import {
  forcedKey,
  minExposureForced,
  removeTeam,
  startState,
  stillValid,
  streamLife,
  toLineup,
  type BuildRun,
  type BuildState,
} from './build-state';
import { POINT_SCALE, drawProjections, entryPoints } from './projections';
import type { BuildResult, Lineup, OptimizeInput } from './build-input.types';
import type { OptimizeOptions } from './optimize-options.types';
import { explainStop } from './explain-stop';
import { firstFloorGap, nextFloorGap } from './floor-schedule';
import { LineupSearch } from './lineup-search';
import type { SearchLimits, SearchWork, TableSource } from './search-request';
import { compileProblem, type Problem } from './problem';
import { groupsHoldingMinimums, type ExtraRulePlan } from './extra-rules';
import { MethodChooser, stackMethods } from './method-chooser';
import { buildSearchPlan } from './search-plan';
import type { ForcedPerson, SearchPlan, StackMethod } from './search-plan.types';
import { createSolverMemory, type SolverMemory } from './solver-memory';
import { StackCaps } from './stack-caps';
import { BuildTables } from './build-tables';
import type { Candidate, Cursor } from './top-k';
import {
  LEAF_UNITS,
  PLAN_STEPS_PER_UNIT,
  budgetMessage,
  tableUnits,
  workLeft,
  workSpent,
} from './work-budget';

export { entryPoints, lineupProjections } from './projections';

/**
 * Group search order: the groups holding players of a player group with a minimum first, then
 * fewer copies first, which keeps the widest groups at the leaves. Why those first: the bound
 * tables ignore the lineup rules, so a group's minimum checked only at the last pick let the
 * search list every lineup under a bound it could not meet (a lock that makes "1 of these two
 * pitchers" apply, beside a pitcher projected far above them: the real DK MLB mix spent its
 * whole budget without a lineup); picked first, the picks left show at once whether the minimum
 * can still be met (ExtraRules.reachable).
 */
function groupOrder(problem: Problem, extra: ExtraRulePlan | null): number[] {
  const first = extra ? groupsHoldingMinimums(problem, extra) : null;
  return problem.groups
    .map((g, i) => ({ i, n: g.copies.length, f: first?.[i] ?? 0 }))
    .sort((a, b) => b.f - a.f || a.n - b.n || a.i - b.i)
    .map((x) => x.i);
}

/**
 * What one batch may spend, all counted over every floor it tries; past any of them the batch
 * gives up (`aborted`).
 */
type BatchLimits = {
  /** Most search nodes. */
  nodeLimit: number;
  /** Work units: its nodes, leaves and stack steps, and the tables built since it began (see tableUnits). */
  tryLimit: number;
  /** The build's work budget left (nodes and leaves). */
  workLimit: number;
};

/** What a batch has spent so far over its floors: search nodes, and work units (see BatchLimits). */
type BatchSpent = { nodes: number; work: number };

/** Counts a run's work into the build's stats and the batch's spending. */
function countRun(state: BuildState, run: SearchWork, spent: BatchSpent): void {
  state.searches++;
  state.nodes += run.nodes;
  state.leaves += run.leaves;
  state.stackSteps += run.steps;
  spent.nodes += run.nodes;
  spent.work += run.nodes + run.leaves * LEAF_UNITS + run.steps;
}

/** The search's limits outside the bound tables, from the build in progress. */
function searchLimits(state: BuildState): SearchLimits {
  const { prep } = state;
  return {
    minSalary: prep.minSalary,
    maxPerTeam: prep.maxPerTeam,
    accepted: state.accepted,
    removed: state.removed,
    extra: prep.extra,
    caps: state.caps,
  };
}

/**
 * Finds the best `k` lineups after `cursor` for the given scoring and forced players. The floor
 * starts just under the best bound and is lowered until enough lineups are found, so the search
 * only visits branches that can still matter.
 */
function searchBatch(
  state: BuildState,
  plan: SearchPlan,
  tables: TableSource,
  k: number,
  cursor: Cursor | null,
  limits: BatchLimits,
): { found: Candidate[]; exhausted: boolean; aborted: boolean } {
  // Tables built for the batch count toward its try limit, those of the first bound included.
  const cellsAtStart = state.cellsBuilt;
  const rootsAtStart = state.rootsBounded;
  const tableWork = (): number =>
    tableUnits(state.cellsBuilt - cellsAtStart, state.rootsBounded - rootsAtStart);
  const search = new LineupSearch(tables, plan, searchLimits(state));
  const best = search.bestBound();
  if (best < INFEASIBLE) return { found: [], exhausted: true, aborted: false };
  const top = cursor ? Math.min(cursor.score, best) : best;
  let delta = firstFloorGap(top, POINT_SCALE);
  const spent: BatchSpent = { nodes: 0, work: 0 };
  for (;;) {
    const floor = delta === Infinity ? INFEASIBLE : top - delta;
    const found = search.run({
      k,
      floor,
      cursor,
      nodeLimit: limits.nodeLimit - spent.nodes,
      tryLimit: limits.tryLimit - spent.work,
      extraWork: tableWork,
      workLimit: limits.workLimit - spent.work,
    });
    countRun(state, search.takeWork(), spent);
    if (search.aborted) return { found: [], exhausted: false, aborted: true };
    if (found.length >= k || delta === Infinity)
      return { found, exhausted: found.length < k, aborted: false };
    delta = nextFloorGap(delta, top, found.length, POINT_SCALE);
  }
}

/**
 * Search nodes a randomised lineup may spend checking stacks on complete lineups only (the
 * `leaf` method) before a stack-aware method takes over. Why: where many good lineups meet the
 * stack anyway, leaf finds one within a few thousand nodes; where few do, it can enumerate
 * without end, so a try is cut at a few times its usual cost.
 */
const LEAF_NODE_LIMIT = 12_000;
/**
 * Builds up to `input.lineups` lineups. Lineup k is the best lineup (by the projections in force
 * for it) that meets the operator rules and settings, differs from lineups 1..k-1 by at least
 * `minUnique` entries and leaves out players at their max exposure. Pure: same input, same output.
 */
export function optimize(input: OptimizeInput, options: OptimizeOptions = {}): BuildResult {
  const started = performance.now();
  const settings = input.settings ?? {};
  const problem = compileProblem(input.rules, input.players, settings.maxSalary);
  const prep = prepareBuild(problem, input.lineups, settings);
  if (prep.errors.length) return buildResult(started, 'invalid', [], prep.errors, null);
  const state = startState(problem, prep);
  if (StackCaps.needed(prep.teamMax, prep.stackPlans)) {
    state.caps = new StackCaps(problem, prep.teamMax, prep.stackPlans, input.lineups);
    for (const t of state.caps.closedTeams()) removeTeam(state, t);
  }
  // Without the caller's memory, the build's buffers die with it.
  const memory = options.memory ?? createSolverMemory();
  const run = startRun(input, options, state, memory);
  const highs = milpRuntime();
  const engine = chooseEngine(settings, options, highs !== null);
  // A race: the search gets a slice of work; where it runs out, the MILP goes on from its lineups.
  if (engine === 'race') run.budget = Math.min(run.budget, RACE_SLICE);
  const cancelled = engine !== 'milp' && buildLineups(run);
  // Nothing reads the tables any more: their buffers serve the next build given this memory.
  run.stream.tables?.release();
  if (cancelled) {
    const message = `Cancelled after ${run.lineups.length} of ${input.lineups} lineups.`;
    return buildResult(started, 'cancelled', run.lineups, [message], run);
  }
  const milpGoesOn = engine === 'milp' || (engine === 'race' && run.budgetExhausted);
  if (highs && milpGoesOn && run.lineups.length < input.lineups) {
    const { status, messages } = finishWithMilp(run, highs);
    return buildResult(started, status, run.lineups, messages, run);
  }
  return stopResult(run, started);
}

/** The build's result with its stats (run: null when refused before any search). */
function buildResult(
  started: number,
  status: BuildResult['status'],
  lineups: Lineup[],
  messages: string[],
  run: BuildRun | null,
): BuildResult {
  const state = run?.state;
  return {
    status,
    lineups,
    messages,
    stats: {
      ms: Math.round((performance.now() - started) * 100) / 100,
      searches: state?.searches ?? 0,
      nodes: state?.nodes ?? 0,
      leafFallbacks: run?.chooser.fallbacks ?? 0,
      work: state ? workSpent(state) : 0,
      engines: { search: lineups.length - (run?.milpLineups ?? 0), milp: run?.milpLineups ?? 0 },
    },
    budgetExhausted: run?.budgetExhausted ?? false,
  };
}

/** Decides the status and messages of a build that was not cancelled. */
function stopResult(run: BuildRun, started: number): BuildResult {
  const { input, lineups, state } = run;
  const asked = input.lineups;
  if (lineups.length === asked) return buildResult(started, 'complete', lineups, [], run);
  if (run.budgetExhausted)
    return buildResult(started, 'partial', lineups, [budgetMessage(lineups.length, asked, run.budget)], run);
  const messages = explainStop(state.problem, asked, state.prep, lineups.length, run.memory);
  return buildResult(started, lineups.length ? 'partial' : 'infeasible', lineups, messages, run);
}

/** Decides what the searches share: group order, base points, and for randomness the stack methods to try. */
function startRun(
  input: OptimizeInput,
  hooks: OptimizeOptions,
  state: BuildState,
  memory: SolverMemory,
): BuildRun {
  const { problem, prep } = state;
  const order = groupOrder(problem, prep.extra);
  // Without uniqueness, caps or earlier lineups, every candidate of the stream is accepted.
  const filtering =
    prep.minUnique > 1 ||
    state.accepted.count > 0 ||
    state.caps !== null ||
    prep.maxCount.some((m, i) => m < input.lineups && !prep.removed[i]);
  const run: BuildRun = {
    input,
    hooks,
    state,
    memory,
    budget: prep.workBudget,
    order,
    filtering,
    basePts: entryPoints(problem, (i) => problem.persons[i]?.player.projection ?? 0),
    plans: new Map(),
    chooser: new MethodChooser([]),
    budgetExhausted: false,
    lineups: [],
    milpLineups: 0,
    stream: {
      key: null,
      buffer: [],
      exhausted: false,
      cursor: null,
      tables: null,
      decided: false,
      method: undefined,
      dead: new Set(),
    },
  };
  if (prep.draw.randomness && (prep.stackMethod ?? 'auto') === 'auto' && prep.stackPlans.length)
    run.chooser = new MethodChooser(
      stackMethods(problem, prep.removed, order, (method) => planFor(run, prep.locks, method)),
    );
  return run;
}

/** The search plan for these forced players and stack method, built once per build. */
function planFor(
  run: BuildRun,
  forced: readonly ForcedPerson[],
  method = run.state.prep.stackMethod,
): SearchPlan {
  const { state } = run;
  const caps = state.caps;
  const key = `${method ?? ''}|${caps?.version ?? 0}|${forced.map((f) => `${f.person}:${f.slot}`).join(',')}`;
  let plan = run.plans.get(key);
  if (!plan) {
    plan = buildSearchPlan(
      state.problem,
      forced,
      state.prep.removed,
      caps ? caps.openPlans(state.prep.stackPlans) : state.prep.stackPlans,
      method,
      state.prep.draw.randomness !== undefined,
      workLeft(state, run.budget) * PLAN_STEPS_PER_UNIT,
    );
    state.planSteps += plan.work;
    // A plan cut short has no roots: the build stops here with the lineups found so far.
    if (plan.cutShort) run.budgetExhausted = true;
    run.plans.set(key, plan);
  }
  return plan;
}

/** Adds lineups until there are enough, none is left or the budget is spent; true when cancelled. */
function buildLineups(run: BuildRun): boolean {
  const { hooks, state } = run;
  const asked = run.input.lineups;
  while (run.lineups.length < asked && !run.budgetExhausted) {
    if (hooks.shouldCancel?.()) return true;
    // A stack capped for every team it may use: no further lineup meets it.
    if (state.caps?.spentStack()) break;
    const minForced = minExposureForced(state, run.lineups.length, asked, false);
    const more = state.prep.draw.randomness ? randomLineup(run, minForced) : streamLineup(run, minForced);
    if (!more) break;
  }
  return false;
}

/** Takes a lineup into the build: its entries count toward uniqueness and exposures. */
function acceptLineup(run: BuildRun, cand: Candidate, forced: ForcedPerson[]): void {
  const { state } = run;
  const { problem, prep } = state;
  const entries = cand.copies.map((c) => problem.copies[c]?.entry ?? 0);
  state.accepted.add(entries);
  for (const e of entries) {
    const p = problem.entries[e]?.person ?? 0;
    state.counts[p] = (state.counts[p] as number) + 1;
    if (state.counts[p] >= (prep.maxCount[p] as number) && !state.removed[p]) {
      state.removed[p] = 1;
      state.removedVersion++;
    }
  }
  const persons = entries.map((e) => problem.entries[e]?.person ?? 0);
  for (const t of state.caps?.record(persons) ?? []) removeTeam(state, t);
  run.lineups.push(toLineup(problem, cand, forced, prep.locks));
  run.hooks.onProgress?.(run.lineups.length, run.input.lineups);
}

/**
 * Finds the next lineup with projections drawn for it (randomness); false when the build
 * stops (no lineup, or the budget is spent).
 */
function randomLineup(run: BuildRun, minForced: ForcedPerson[]): boolean {
  const { state } = run;
  const pts = entryPoints(state.problem, drawProjections(state.problem, state.prep.draw, run.lineups.length));
  let forced = minForced;
  let found = solveOne(run, forced, pts);
  if (run.budgetExhausted) return false;
  if (!found.length && forced.length) {
    forced = minExposureForced(state, run.lineups.length, run.input.lineups, true);
    found = solveOne(run, forced, pts);
    if (run.budgetExhausted) return false;
  }
  const first = found[0];
  if (!first) return false;
  acceptLineup(run, first, forced);
  return true;
}

/** One randomised lineup by the method the chooser picks, falling back when it gives up. */
function solveOne(run: BuildRun, forced: ForcedPerson[], pts: Int32Array): Candidate[] {
  const { chooser } = run;
  const arm = chooser.next();
  if (!arm) return solveWith(run, forced, pts, run.state.prep.stackMethod, Infinity, Infinity).found;
  // The chosen method, limited; then the fastest other one; then one that never gives up.
  const nodes = (m: StackMethod): number => (m === 'leaf' ? LEAF_NODE_LIMIT : Infinity);
  let res = solveWith(run, forced, pts, arm, nodes(arm), chooser.allowance(arm));
  let work = res.work;
  const gaveUp = res.aborted;
  for (const next of gaveUp ? [chooser.fallback(arm), chooser.lastResort()] : []) {
    if (!res.aborted || run.budgetExhausted) break;
    res = solveWith(run, forced, pts, next, nodes(next), Infinity);
    work += res.work;
  }
  chooser.record(arm, work, gaveUp);
  return res.found;
}

/** One search (nodes and work limited); `work`: its work units after the plan was made. */
function solveWith(
  run: BuildRun,
  forced: ForcedPerson[],
  pts: Int32Array,
  method: StackMethod | undefined,
  nodeLimit: number,
  allowed: number,
): ReturnType<typeof searchBatch> & { work: number } {
  const { state, budget } = run;
  const plan = planFor(run, [...state.prep.locks, ...forced], method);
  const before = workSpent(state);
  const local = new BuildTables(state.problem, state, plan, pts, run.order, run.memory);
  const left = workLeft(state, budget);
  const res = searchBatch(state, plan, local, 1, null, { nodeLimit, tryLimit: allowed, workLimit: left });
  if (res.aborted && workLeft(state, budget) === 0) run.budgetExhausted = true;
  local.release();
  return { ...res, work: workSpent(state) - before };
}

/**
 * Reads the next lineup of the current stream (without randomness); false when the build
 * stops. The lineups come from one stream per forced set (the locks and the players a min
 * exposure forces now), best first, kept until that set changes: before, a min exposure rebuilt
 * the tables and searched afresh for every lineup. A stream with no valid lineup left is dead
 * for good (later lineups only add limits); then only the players who must be in every lineup
 * left are forced, as the per-lineup search did.
 */
function streamLineup(run: BuildRun, minForced: ForcedPerson[]): boolean {
  const { state, stream } = run;
  let forced = minForced;
  // A stack cap reached changes the plans: the stream starts again (see StackCaps.openPlans).
  const streamKey = (f: ForcedPerson[]) => `${state.caps?.version ?? 0}|${forcedKey(f)}`;
  if (forced.length && stream.dead.has(streamKey(forced)))
    forced = minExposureForced(state, run.lineups.length, run.input.lineups, true);
  const key = streamKey(forced);
  if (stream.dead.has(key)) return false;
  if (key !== stream.key) {
    stream.key = key;
    stream.buffer = [];
    stream.cursor = null;
    stream.exhausted = false;
    stream.tables?.release();
    stream.tables = null;
    stream.decided = false;
    stream.method = undefined;
  }
  if (!stream.buffer.length && !stream.exhausted && !fillStream(run, forced)) return false;
  const cand = stream.buffer.shift();
  if (!cand) {
    stream.dead.add(key);
    return true;
  }
  stream.cursor = { score: cand.score, key: cand.key };
  if (stillValid(state, cand)) acceptLineup(run, cand, forced);
  return true;
}

/**
 * Work units a batch may spend checking a stack on complete lineups (the plan's leaf plans)
 * before the stream switches to the tables method. Why: where many good lineups meet the stack
 * (3 NBA players of a team) those checks are the cheapest way, a few hundred thousand units for
 * a whole build; where few do (FD NHL "2 W + 1 C" beside "2 of the locked goalie's team") the
 * real FD NHL file with 150 lineups took 60M units, against 2.5M through the tables. The choice is
 * counted, never timed, so the same input always takes the same path.
 */
const LEAF_BATCH_TRY = 400_000;

/**
 * Work units a stream's batch may spend checking stacks on complete lineups after its forced
 * cores gave up (CORE_BATCH_TRY), before it takes the tables. Why: a core search lists a lineup once per core it
 * holds and drops all but the first; with a small stack ("1 C + 1 LW/RW" on the real DK NHL file)
 * most good lineups hold several cores, and once max exposures have removed the best players
 * the batch after lineup 102 spent the whole budget (153M units, 6.7M complete lineups checked).
 * Checked on complete lineups the same build takes 1.1M units, through the tables 2.0M.
 */
const CORE_FALLBACK_TRY = 10 * LEAF_BATCH_TRY;
/**
 * Work units a batch of forced cores may spend before the stream falls back (see above). Why so
 * many: below it cores are usually the cheapest method and a switch wastes the try (with 4M the
 * real FD NHL mix 2 of real-slates.test.ts went from 11.2M to 19.3M units, with 400,000 the DK
 * NHL and FD MLB user mixes of the determinism check took two to three times their work); above
 * it the batch is running away (the DK NHL build above spent 153M in one batch; with 12M it
 * completes in 12.7M).
 */
const CORE_BATCH_TRY = 30 * LEAF_BATCH_TRY;

/**
 * Multipliers λ (points per percent of ownership) tried, in this order, for a build with an
 * ownership cap until the best bound stops falling; the last that lowered it is kept for the
 * build (0 first, so never a looser start, and a cap that binds no lineup costs one more try).
 * Why: the tables ignore ownership, and where a cap cuts most of the best lineups the search
 * listed them all first (150 lineups at a 6% average on the real DK NFL file: 12.8M units).
 */
const LAMBDAS = [0, 0.1, 0.2, 0.4, 0.8, 1.6];

/** Tables of a plan on the build's points, less λ x ownership when the build has a cap (see LAMBDAS). */
function streamTables(run: BuildRun, plan: SearchPlan): BuildTables {
  const { state } = run;
  const extra = state.prep.extra;
  const make = (lambda: number): BuildTables => {
    if (!lambda || !extra?.ownership)
      return new BuildTables(state.problem, state, plan, run.basePts, run.order, run.memory);
    const own = extra.ownership;
    const pts = Int32Array.from(
      run.basePts,
      (p, e) => p - Math.floor(lambda * (own[state.problem.entries[e]?.person ?? 0] as number)),
    );
    const tables = new BuildTables(state.problem, state, plan, pts, run.order, run.memory);
    // One unit more than λ x cap: the products are floating point, the bound must not fall short.
    tables.lagrange = { slack: Math.ceil(lambda * extra.ownershipCap) + 1, real: run.basePts };
    return tables;
  };
  if (!extra?.ownership || extra.ownershipCap === Infinity) return make(0);
  if (run.lambda === undefined) {
    let best = Infinity;
    for (const lambda of LAMBDAS) {
      const tables = make(lambda);
      const bound = new LineupSearch(tables, plan, searchLimits(state)).bestBound();
      tables.release();
      // The best bound over λ is convex: once it rises it keeps rising.
      if (bound >= best) break;
      best = bound;
      run.lambda = lambda;
    }
  }
  return make(run.lambda ?? 0);
}

/** Points the stream at another stack method: its plan and fresh tables (same lineups, in order). */
function switchStream(run: BuildRun, players: ForcedPerson[], method: StackMethod): SearchPlan {
  const { stream } = run;
  stream.method = method;
  stream.tables?.release();
  const plan = planFor(run, players, method);
  stream.tables = streamTables(run, plan);
  return plan;
}

/** Searches the stream's next batch of candidates; false when the budget is spent. */
function fillStream(run: BuildRun, forced: ForcedPerson[]): boolean {
  const { state, stream } = run;
  const players = [...state.prep.locks, ...forced];
  let plan = planFor(run, players, stream.method);
  if (run.budgetExhausted) return false;
  const auto = (state.prep.stackMethod ?? 'auto') === 'auto';
  // The build's own method checks some stack on complete lineups: the stream's first batch
  // tries that within LEAF_BATCH_TRY, then takes the tables where they enforce more stacks.
  const leafTry = !stream.decided && auto && plan.leafPlans.length > 0;
  // Forced cores: every batch tries them within CORE_BATCH_TRY (see there).
  const coreTry = auto && !leafTry && stream.method === undefined && plan.corePlans.length > 0;
  stream.decided = true;
  stream.tables ??= streamTables(run, plan);
  const life = streamLife(state, forced, run.input.lineups - run.lineups.length);
  const k = run.filtering ? Math.max(life * 3, 32) : life;
  const batch = (tryLimit: number) =>
    searchBatch(state, plan, stream.tables as BuildTables, k, stream.cursor, {
      nodeLimit: Infinity,
      tryLimit,
      workLimit: workLeft(state, run.budget),
    });
  const more = () => workLeft(state, run.budget) > 0;
  let res = batch(leafTry ? LEAF_BATCH_TRY : coreTry ? CORE_BATCH_TRY : Infinity);
  if (leafTry && res.aborted && more()) {
    if (planFor(run, players, 'tables').leafPlans.length < plan.leafPlans.length)
      plan = switchStream(run, players, 'tables');
    res = batch(Infinity);
  } else if (coreTry && res.aborted && more()) {
    plan = switchStream(run, players, 'leaf');
    res = batch(CORE_FALLBACK_TRY);
    if (res.aborted && more()) {
      plan = switchStream(run, players, 'tables');
      res = batch(Infinity);
    }
  }
  if (res.aborted) {
    run.budgetExhausted = true;
    return false;
  }
  stream.buffer = res.found;
  stream.exhausted = res.exhausted;
  return true;
}
