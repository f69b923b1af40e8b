import { roundPoints, salary as asSalary } from '../model/units';
import { INFEASIBLE, tableCells } from './search-context';
import { prepareBuild, type PreparedBuild } from './build-checks';
import type { BuildResult, BuildSettings, Lineup, OptimizeInput, OptimizeOptions } from './build-input.types';
import { explainStop } from './explain-stop';
import { firstFloorGap, nextFloorGap } from './floor-schedule';
import { AcceptedSet, LineupSearch, type TableSource } from './lineup-search';
import { compileProblem, type Problem } from './problem';
import { createRng, lineupSeed } from './prng';
import { MethodChooser } from './method-chooser';
import { buildSearchPlan, type ForcedPerson, type SearchPlan, type StackMethod } from './search-plan';
import { createSolverMemory, type SolverMemory } from './solver-memory';
import { BuildTables } from './build-tables';
import { assignLineupSlots } from './slot-assign';
import type { Candidate, Cursor } from './top-k';
import {
  DEFAULT_WORK_BUDGET,
  LEAF_UNITS,
  PLAN_STEPS_PER_UNIT,
  budgetMessage,
  tableUnits,
  workLeft,
  workSpent,
} from './work-budget';

const SCALE = 10_000;

/** Integer points per entry (1/10,000 point) so sums and comparisons are exact. */
export function entryPoints(problem: Problem, projection: (person: number) => number): Int32Array {
  const pts = new Int32Array(problem.entries.length);
  problem.entries.forEach((e, i) => {
    pts[i] = Math.round(projection(e.person) * e.pointsMultiplier * SCALE);
  });
  return pts;
}

/** Draws one lineup's projections from the seed (percent noise or floor..ceiling). */
function drawProjections(
  problem: Problem,
  settings: BuildSettings,
  index: number,
): (person: number) => number {
  const r = settings.randomness;
  const base = (i: number): number => problem.persons[i]?.player.projection ?? 0;
  if (!r) return base;
  const rng = createRng(lineupSeed(settings.seed ?? 1, index));
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
  const draw = drawProjections(problem, input.settings ?? {}, index);
  return new Map(problem.persons.map((p, i) => [p.player.id, draw(i)]));
}

/** Group search order: fewer copies first, which keeps the widest groups at the leaves. */
function groupOrder(problem: Problem): number[] {
  return problem.groups
    .map((g, i) => ({ i, n: g.copies.length }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.i);
}

/** Everything one build needs between lineups. */
type BuildState = {
  problem: Problem;
  prep: PreparedBuild;
  settings: BuildSettings;
  removed: Uint8Array;
  /** Bumped whenever a player is removed (tables built before are stale but admissible). */
  removedVersion: number;
  counts: Int32Array;
  accepted: AcceptedSet;
  /** Players with a min exposure. */
  needy: number[];
  nodes: number;
  searches: number;
  /** Bound-table cells built by the build (counted by BuildTables, for the work budget). */
  cellsBuilt: number;
  /** Root bounds computed by the build (counted by BuildTables, for the work budget). */
  rootsBounded: number;
  /** Complete lineups checked by the searches (for the work budget). */
  leaves: number;
  /** Steps of stack checks on complete lineups (for the work budget). */
  stackSteps: number;
  /** Steps of building search plans (for the work budget). */
  planSteps: number;
};

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
  /** Most search nodes over every floor tried; past it the batch gives up (`aborted`). */
  nodeLimit = Infinity,
  /**
   * Work units past which the batch gives up (`aborted`): its nodes, leaves and stack steps over
   * every floor tried, and the tables built since it began (see tableUnits).
   */
  tryLimit = Infinity,
  /** The build's work budget left (nodes and leaves); past it the batch gives up (`aborted`). */
  workLimit = Infinity,
): { found: Candidate[]; exhausted: boolean; aborted: boolean } {
  const { prep } = state;
  // Tables built for the batch count toward its try limit, those of the first bound included.
  const cellsAtStart = state.cellsBuilt;
  const rootsAtStart = state.rootsBounded;
  const tableWork = (): number =>
    tableUnits(state.cellsBuilt - cellsAtStart, state.rootsBounded - rootsAtStart);
  const search = new LineupSearch(tables, plan, {
    minSalary: prep.minSalary,
    maxPerTeam: prep.maxPerTeam,
    accepted: state.accepted,
    removed: state.removed,
  });
  const best = search.bestBound();
  if (best < INFEASIBLE) return { found: [], exhausted: true, aborted: false };
  const top = cursor ? Math.min(cursor.score, best) : best;
  let delta = firstFloorGap(top, SCALE);
  let spent = 0;
  let work = 0;
  for (;;) {
    const floor = delta === Infinity ? INFEASIBLE : top - delta;
    const found = search.run({
      k,
      floor,
      cursor,
      nodeLimit: nodeLimit - spent,
      tryLimit: tryLimit - work,
      extraWork: tableWork,
      workLimit: workLimit - work,
    });
    state.searches++;
    state.nodes = state.nodes + search.nodes;
    state.leaves += search.leaves;
    state.stackSteps += search.stackWork.steps;
    spent += search.nodes;
    work += search.nodes + search.leaves * LEAF_UNITS + search.stackWork.steps;
    search.nodes = 0;
    search.leaves = 0;
    search.stackWork.steps = 0;
    if (search.aborted) return { found: [], exhausted: false, aborted: true };
    if (found.length >= k || delta === Infinity)
      return { found, exhausted: found.length < k, aborted: false };
    delta = nextFloorGap(delta, top, found.length, SCALE);
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
 * Largest team tables (cells) for which the chooser tries a table dimension per team with
 * randomness. Why: randomised lineups rebuild every table for each lineup, so past about this
 * size building them costs more than the other methods search, and a few teams' tables no
 * longer fit the pool (solver-memory.ts) within the memory target.
 */
const TEAM_TABLE_CELLS = 7_000_000;
/**
 * The ways a build's stacks can be searched (see MethodChooser): the leaf search always, a
 * table dimension when the stack allows one, forced cores when every stack has few enough.
 */
function stackMethods(
  problem: Problem,
  removed: Uint8Array,
  order: readonly number[],
  planOf: (method: StackMethod) => SearchPlan,
): StackMethod[] {
  // The leaf search first: cheap when it works, and cut short by its node limit when not.
  const arms: StackMethod[] = ['leaf'];
  const tables = planOf('tables');
  if (tables.fast) {
    const live = problem.groups.map(
      (g) => g.copies.filter((c) => !removed[problem.copies[c]?.person ?? 0]).length,
    );
    const W = problem.budgetUnits + 1;
    const cells = tableCells(order, tables.residuals, (g) => live[g] ?? 0, tables.fast.S * W);
    if (cells <= TEAM_TABLE_CELLS) arms.push('tables');
  }
  const cores = planOf('cores');
  if (cores.corePlans.length && !cores.leafPlans.length) arms.push('cores');
  // Neither: the build's own method (several stacks, some checked on complete lineups).
  if (arms.length === 1) arms.push('auto');
  return arms;
}

/** Players who must be forced into the next lineup to reach their min exposure. */
function minExposureForced(
  state: BuildState,
  done: number,
  asked: number,
  mandatoryOnly: boolean,
): ForcedPerson[] {
  const { prep, counts, problem } = state;
  const left = asked - done;
  const out: ForcedPerson[] = [];
  const taken = new Set(prep.locks.map((l) => l.person));
  if (!state.needy.length) return out;
  const deficits = state.needy
    .map((i) => ({ i, d: (prep.minCount[i] as number) - (counts[i] as number) }))
    .filter((x) => x.d > 0 && !taken.has(x.i))
    .sort((a, b) => b.d - a.d || a.i - b.i);
  for (const { i, d } of deficits) {
    if (mandatoryOnly && d < left) continue;
    if (out.length + taken.size >= problem.slotCount) break;
    out.push({ person: i, slot: -1 });
  }
  return out;
}

/** Key of a set of forced players (the order minExposureForced gives them in). */
function forcedKey(forced: readonly ForcedPerson[]): string {
  return forced.map((f) => f.person).join(',');
}

/**
 * Lineups a stream of lineups with these forced players is expected to serve: until the first
 * of them reaches its min exposure (then the forced set changes), at most the lineups left.
 */
function streamLife(state: BuildState, forced: readonly ForcedPerson[], left: number): number {
  let life = left;
  for (const f of forced) {
    const deficit = (state.prep.minCount[f.person] as number) - (state.counts[f.person] as number);
    if (deficit > 0 && deficit < life) life = deficit;
  }
  return life;
}

function toLineup(
  problem: Problem,
  cand: Candidate,
  forced: readonly ForcedPerson[],
  locks: readonly ForcedPerson[],
): Lineup {
  const slots = assignLineupSlots(problem, cand.copies, locks);
  const lineupSlots = slots.map(({ copy, slot }) => {
    const info = problem.copies[copy];
    const entry = problem.entries[info?.entry ?? 0];
    const person = problem.persons[info?.person ?? 0];
    const base = person?.player.projection ?? 0;
    return {
      slot: problem.rules.slots[slot]?.name ?? '?',
      playerId: person?.player.id ?? '',
      entryId: entry?.id ?? '',
      name: person?.player.name ?? '',
      team: person?.player.team ?? '',
      salary: asSalary(entry?.salary ?? 0),
      projection: roundPoints(base * (entry?.pointsMultiplier ?? 1)),
    };
  });
  return {
    slots: lineupSlots,
    salary: asSalary(lineupSlots.reduce((s, x) => s + x.salary, 0)),
    projection: roundPoints(lineupSlots.reduce((s, x) => s + x.projection, 0)),
    forcedIds: forced.map((f) => problem.persons[f.person]?.player.id ?? ''),
  };
}

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
  const state = startState(problem, prep, settings, input);
  // Without the caller's memory, the build's buffers die with it.
  const memory = options.memory ?? createSolverMemory();
  const run = startRun(input, options, state, memory);
  const cancelled = buildLineups(run);
  // Nothing reads the tables any more: their buffers serve the next build given this memory.
  run.stream.tables?.release();
  if (cancelled) {
    const message = `Cancelled after ${run.lineups.length} of ${input.lineups} lineups.`;
    return buildResult(started, 'cancelled', run.lineups, [message], run);
  }
  return stopResult(run, started);
}

/**
 * The lineups of one forced set (without randomness), best first: a buffer of candidates, the
 * cursor past the last one read and the tables they came from.
 */
type Stream = {
  /** The forced set of the current stream (see forcedKey). */
  key: string | null;
  buffer: Candidate[];
  /** True when the buffer holds every lineup left of the stream. */
  exhausted: boolean;
  cursor: Cursor | null;
  tables: BuildTables | null;
  /** True once the stream's first batch has decided its stack method (see fillStream). */
  decided: boolean;
  /** The stack method of the stream's plan (undefined: the build's own). */
  method: StackMethod | undefined;
  /** Forced sets whose stream has no valid lineup left. */
  dead: Set<string>;
};

/** A build in progress: its state, the lineups so far and what the searches reuse. */
type BuildRun = {
  input: OptimizeInput;
  hooks: OptimizeOptions;
  state: BuildState;
  memory: SolverMemory;
  budget: number;
  order: number[];
  /** False when every candidate of a stream is accepted (no uniqueness, caps or earlier lineups). */
  filtering: boolean;
  basePts: Int32Array;
  /** Search plans by method and forced players. */
  plans: Map<string, SearchPlan>;
  chooser: MethodChooser;
  budgetExhausted: boolean;
  lineups: Lineup[];
  stream: Stream;
};

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
  const messages = explainStop(state.problem, input, state.prep, lineups.length, run.memory);
  return buildResult(started, lineups.length ? 'partial' : 'infeasible', lineups, messages, run);
}

/** The build's state before its first lineup, with the lineups to avoid already accepted. */
function startState(
  problem: Problem,
  prep: PreparedBuild,
  settings: BuildSettings,
  input: OptimizeInput,
): BuildState {
  const state: BuildState = {
    problem,
    prep,
    settings,
    removed: prep.removed.slice(),
    removedVersion: 0,
    counts: new Int32Array(problem.persons.length),
    accepted: new AcceptedSet(problem.entries.length, problem.slotCount - prep.minUnique),
    needy: [...prep.minCount.keys()].filter((i) => (prep.minCount[i] as number) > 0),
    nodes: 0,
    searches: 0,
    cellsBuilt: 0,
    rootsBounded: 0,
    leaves: 0,
    stackSteps: 0,
    planSteps: 0,
  };
  for (const avoid of settings.avoidLineups ?? []) {
    const entries = avoid.flatMap(({ playerId, slot }) => {
      const person = problem.personById.get(playerId);
      const kind = input.rules.slots.find((x) => x.name === slot)?.kind ?? 'BASE';
      const e =
        person === undefined
          ? undefined
          : problem.personEntries[person]?.find((x) => problem.entries[x]?.kind === kind);
      return e === undefined ? [] : [e];
    });
    if (entries.length) state.accepted.add(entries);
  }
  return state;
}

/** Decides what the searches share: group order, base points, and for randomness the stack methods to try. */
function startRun(
  input: OptimizeInput,
  hooks: OptimizeOptions,
  state: BuildState,
  memory: SolverMemory,
): BuildRun {
  const { problem, prep, settings } = state;
  const order = groupOrder(problem);
  // Without uniqueness, caps or earlier lineups, every candidate of the stream is accepted.
  const filtering =
    prep.minUnique > 1 ||
    state.accepted.count > 0 ||
    prep.maxCount.some((m, i) => m < input.lineups && !prep.removed[i]);
  const run: BuildRun = {
    input,
    hooks,
    state,
    memory,
    budget: settings.workBudget ?? DEFAULT_WORK_BUDGET,
    order,
    filtering,
    basePts: entryPoints(problem, (i) => problem.persons[i]?.player.projection ?? 0),
    plans: new Map(),
    chooser: new MethodChooser([]),
    budgetExhausted: false,
    lineups: [],
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
  if (settings.randomness && (settings.stackMethod ?? 'auto') === 'auto' && settings.stacks?.length)
    run.chooser = new MethodChooser(
      stackMethods(problem, prep.removed, order, (method) => planFor(run, prep.locks, method)),
    );
  return run;
}

/** The search plan for these forced players and stack method, built once per build. */
function planFor(
  run: BuildRun,
  forced: readonly ForcedPerson[],
  method = run.state.settings.stackMethod,
): SearchPlan {
  const { state } = run;
  const key = `${method ?? ''}|${forced.map((f) => `${f.person}:${f.slot}`).join(',')}`;
  let plan = run.plans.get(key);
  if (!plan) {
    plan = buildSearchPlan(
      state.problem,
      forced,
      state.prep.removed,
      state.prep.stackPlans,
      method,
      state.settings.randomness !== undefined,
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
    const minForced = minExposureForced(state, run.lineups.length, asked, false);
    const more = state.settings.randomness ? randomLineup(run, minForced) : streamLineup(run, minForced);
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
  run.lineups.push(toLineup(problem, cand, forced, prep.locks));
  run.hooks.onProgress?.(run.lineups.length, run.input.lineups);
}

/** Whether a streamed candidate is still allowed (no player at max exposure, unique enough). */
function stillValid(state: BuildState, cand: Candidate): boolean {
  const { problem } = state;
  const entries = cand.copies.map((c) => problem.copies[c]?.entry ?? 0);
  if (entries.some((e) => state.removed[problem.entries[e]?.person ?? 0])) return false;
  return !state.accepted.clashes(entries);
}

/**
 * Finds the next lineup with projections drawn for it (randomness); false when the build
 * stops (no lineup, or the budget is spent).
 */
function randomLineup(run: BuildRun, minForced: ForcedPerson[]): boolean {
  const { state } = run;
  const pts = entryPoints(state.problem, drawProjections(state.problem, state.settings, run.lineups.length));
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
  if (!arm) return solveWith(run, forced, pts, run.state.settings.stackMethod, Infinity, Infinity).found;
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
  const res = searchBatch(state, plan, local, 1, null, nodeLimit, allowed, left);
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
  if (forced.length && stream.dead.has(forcedKey(forced)))
    forced = minExposureForced(state, run.lineups.length, run.input.lineups, true);
  const key = forcedKey(forced);
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

/** Searches the stream's next batch of candidates; false when the budget is spent. */
function fillStream(run: BuildRun, forced: ForcedPerson[]): boolean {
  const { state, stream } = run;
  const players = [...state.prep.locks, ...forced];
  let plan = planFor(run, players, stream.method);
  if (run.budgetExhausted) return false;
  // The build's own method checks some stack on complete lineups: the stream's first batch
  // tries that within LEAF_BATCH_TRY, then takes the tables where they enforce more stacks.
  const trying =
    !stream.decided && (state.settings.stackMethod ?? 'auto') === 'auto' && plan.leafPlans.length > 0;
  stream.decided = true;
  stream.tables ??= new BuildTables(state.problem, state, plan, run.basePts, run.order, run.memory);
  const life = streamLife(state, forced, run.input.lineups - run.lineups.length);
  const k = run.filtering ? Math.max(life * 3, 32) : life;
  const batch = (tryLimit: number) =>
    searchBatch(
      state,
      plan,
      stream.tables as BuildTables,
      k,
      stream.cursor,
      Infinity,
      tryLimit,
      workLeft(state, run.budget),
    );
  let res = batch(trying ? LEAF_BATCH_TRY : Infinity);
  if (trying && res.aborted && workLeft(state, run.budget) > 0) {
    const tables = planFor(run, players, 'tables');
    if (tables.leafPlans.length < plan.leafPlans.length) {
      stream.method = 'tables';
      stream.tables.release();
      plan = tables;
      stream.tables = new BuildTables(state.problem, state, plan, run.basePts, run.order, run.memory);
    }
    res = batch(Infinity);
  }
  if (res.aborted) {
    run.budgetExhausted = true;
    return false;
  }
  stream.buffer = res.found;
  stream.exhausted = res.exhausted;
  return true;
}
