import type { OptimizerPlayer } from '../model/player.types';
import type { Points, Salary } from '../model/units';
import type { RuleSet } from '../rules/rule-set.types';
import type { SolverMemory } from './solver-memory';

/** Lock a player into every lineup, optionally into one slot name (e.g. `FLEX`, `CPT`). */
export type LockRule = { id: string; slot?: string };

/** Players required from one team (or from its opponent when `fromOpponent`). */
export type StackPart = { positions?: string[]; count: number; fromOpponent?: boolean };

/**
 * Team stack: every lineup holds, for at least one of `teams` (any team when absent), all
 * `parts`. `{ teams: ['KC'], parts: [{ count: 4 }] }` is "at least 4 KC players";
 * `{ parts: [{ positions: ['QB'], count: 1 }, { positions: ['WR', 'TE'], count: 2 },
 * { positions: ['WR', 'TE'], count: 1, fromOpponent: true }] }` is a QB + 2 stack with a bring-back.
 */
export type StackRule = { teams?: string[]; parts: StackPart[] };

/** Projection randomness, re-drawn for every lineup from the seed. */
export type Randomness =
  | { mode: 'percent'; percent: number }
  /** Uniform between floor and ceiling (players without both keep their projection). */
  | { mode: 'floor-ceiling' };

/** Build settings on top of the operator rules. */
export type BuildSettings = {
  locks?: LockRule[];
  excludes?: string[];
  minSalary?: number;
  /** Lower the operator's cap (never raise it). */
  maxSalary?: number;
  /** Global max exposure 0..1 for every player without his own. */
  maxExposure?: number;
  /** Per-player exposure overrides (ids), fractions 0..1. */
  exposures?: { id: string; min?: number; max?: number }[];
  stacks?: StackRule[];
  /**
   * How stacks are searched (speed only; every method gives the same lineups): `cores` forces
   * each way to meet a stack, `tables` adds a bound-table dimension per stacked team, `auto`
   * (default) uses `tables` for stacks with many combinations (e.g. 4 MLB hitters of a team),
   * `leaf` checks stacks on complete lineups only. With randomness, `auto` first tries `leaf`
   * for each lineup within a small search budget and falls back when it runs out.
   */
  stackMethod?: 'auto' | 'tables' | 'cores' | 'leaf';
  /** At most this many players from one team (tighter than the operator's limit). */
  maxPerTeam?: number;
  /** Every pair of lineups differs in at least this many roster entries (default 1: no duplicates). */
  minUnique?: number;
  randomness?: Randomness;
  seed?: number;
  /**
   * Lineups that count as already built: new lineups keep `minUnique` from them too (earlier
   * builds, or the other entries during late swap).
   */
  avoidLineups?: { playerId: string; slot: string }[][];
  /**
   * Deterministic work budget of the build (search nodes plus table cells / 256; default
   * DEFAULT_WORK_BUDGET in work-budget.ts, far above any realistic build). When it runs out the
   * build returns the exact lineups found so far, `budgetExhausted` and a message.
   */
  workBudget?: number;
};

/** Input of one build. */
export type OptimizeInput = {
  rules: RuleSet;
  players: readonly OptimizerPlayer[];
  lineups: number;
  settings?: BuildSettings;
};

/** A player in a lineup slot, with salary and points after the slot's multiplier. */
export type LineupSlot = {
  slot: string;
  playerId: string;
  /** Operator id to upload for this slot (the CPT row id on DraftKings). */
  entryId: string;
  name: string;
  team: string;
  salary: Salary;
  projection: Points;
};

/** One lineup, slots in roster order. */
export type Lineup = {
  slots: LineupSlot[];
  salary: Salary;
  projection: Points;
  /** Players forced into this lineup to meet a minimum exposure (ids). */
  forcedIds: string[];
};

/** Why a build ended. */
export type BuildStatus = 'complete' | 'partial' | 'infeasible' | 'invalid' | 'cancelled';

/** Result of a build. */
export type BuildResult = {
  status: BuildStatus;
  lineups: Lineup[];
  /** Plain-language reasons when status is not `complete`. */
  messages: string[];
  /**
   * `leafFallbacks`: randomised lineups whose quick search (stacks checked on complete lineups)
   * ran out of its budget and were searched again with stack-aware tables.
   */
  stats: { ms: number; searches: number; nodes: number; leafFallbacks: number; work: number };
  /**
   * True when the build stopped because its work budget ran out (status `partial`): the lineups
   * returned are exact, but the next one was not proven (the message says so).
   */
  budgetExhausted: boolean;
};

/** Progress callbacks for long builds, and the memory the build works in. */
export type OptimizeOptions = {
  onProgress?: (done: number, asked: number) => void;
  shouldCancel?: () => boolean;
  /**
   * The thread's solver memory (see solver-memory.ts), reused so a build starts with the
   * buffers an earlier one released. Without it the build gets fresh memory of its own.
   */
  memory?: SolverMemory;
};
