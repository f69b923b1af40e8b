import { roundPoints, salary as asSalary } from '../model/units';
import type { PreparedBuild } from './build-checks';
import type { Lineup, OptimizeInput } from './build-input.types';
import type { BuildTables } from './build-tables';
import type { MethodChooser } from './method-chooser';
import type { OptimizeOptions } from './optimize-options.types';
import type { Problem } from './problem';
import type { ForcedPerson, SearchPlan, StackMethod } from './search-plan.types';
import { AcceptedSet } from './search-request';
import type { StackCaps } from './stack-caps';
import { assignLineupSlots } from './slot-assign';
import type { SolverMemory } from './solver-memory';
import type { Candidate, Cursor } from './top-k';

// What a build in progress holds (BuildState, BuildRun), how it starts, and the small reads of
// it optimize.ts makes between lineups: the players forced by min exposure and the lineup out.

/** Everything one build needs between lineups. */
export type BuildState = {
  problem: Problem;
  prep: PreparedBuild;
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
  /** Team and stack exposure caps (null: the build has none). */
  caps: StackCaps | null;
};

/**
 * The lineups of one forced set (without randomness), best first: a buffer of candidates, the
 * cursor past the last one read and the tables they came from.
 */
export type Stream = {
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
export type BuildRun = {
  input: OptimizeInput;
  hooks: OptimizeOptions;
  state: BuildState;
  memory: SolverMemory;
  budget: number;
  order: number[];
  /** False when every candidate of a stream is accepted (no uniqueness, caps or earlier lineups). */
  filtering: boolean;
  basePts: Int32Array;
  /** The ownership multiplier of the stream tables, chosen once (optimize.ts, LAMBDAS); undefined: not yet. */
  lambda?: number;
  /** Search plans by method and forced players. */
  plans: Map<string, SearchPlan>;
  chooser: MethodChooser;
  budgetExhausted: boolean;
  lineups: Lineup[];
  /** Lineups the MILP built (the last ones of `lineups`; see milp-route.ts). */
  milpLineups: number;
  stream: Stream;
};

/** The build's state before its first lineup, with the lineups to avoid already accepted. */
export function startState(problem: Problem, prep: PreparedBuild): BuildState {
  const state: BuildState = {
    problem,
    prep,
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
    caps: null,
  };
  for (const entries of prep.avoidEntries) state.accepted.add(entries);
  return state;
}

/** Players who must be forced into the next lineup to reach their min exposure. */
export function minExposureForced(
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
export function forcedKey(forced: readonly ForcedPerson[]): string {
  return forced.map((f) => f.person).join(',');
}

/**
 * Lineups a stream of lineups with these forced players is expected to serve: until the first
 * of them reaches its min exposure (then the forced set changes), at most the lineups left.
 */
export function streamLife(state: BuildState, forced: readonly ForcedPerson[], left: number): number {
  let life = left;
  for (const f of forced) {
    const deficit = (state.prep.minCount[f.person] as number) - (state.counts[f.person] as number);
    if (deficit > 0 && deficit < life) life = deficit;
  }
  return life;
}

export function toLineup(
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

/** Whether a streamed candidate is still allowed (no player at max exposure, unique enough). */
export function stillValid(state: BuildState, cand: Candidate): boolean {
  const { problem } = state;
  const entries = cand.copies.map((c) => problem.copies[c]?.entry ?? 0);
  if (entries.some((e) => state.removed[problem.entries[e]?.person ?? 0])) return false;
  if (state.caps) {
    const persons = Int32Array.from(entries, (e) => problem.entries[e]?.person ?? 0);
    if (!state.caps.allows(persons, persons.length)) return false;
  }
  return !state.accepted.clashes(entries);
}

/** Takes a team's players out of the rest of the build (its team exposure cap is reached). */
export function removeTeam(state: BuildState, team: number): void {
  state.problem.persons.forEach((p, i) => {
    if (p.team !== team || state.removed[i]) return;
    state.removed[i] = 1;
    state.removedVersion++;
  });
}
