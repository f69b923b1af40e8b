import type { OptimizerPlayer } from '../model/player.types';
import type { Points, Salary } from '../model/units';
import type { RuleSet } from '../rules/rule-set.types';

/**
 * Lock a player into every lineup, optionally into one slot name (e.g. `FLEX`, `CPT`: the first
 * free slot of that name) or into one roster slot by its 0-based index (`slotIndex`, which wins:
 * late swap keeps a started player in the very column he holds, the third WR stays the third).
 */
export type LockRule = { id: string; slot?: string; slotIndex?: number };

/** Players required from one team (or from its opponent when `fromOpponent`). */
export type StackPart = { positions?: string[]; count: number; fromOpponent?: boolean };

/**
 * Team stack: every lineup holds, for at least one of `teams` (any team when absent), all
 * `parts`. `{ teams: ['KC'], parts: [{ count: 4 }] }` is "at least 4 KC players";
 * `{ parts: [{ positions: ['QB'], count: 1 }, { positions: ['WR', 'TE'], count: 2 },
 * { positions: ['WR', 'TE'], count: 1, fromOpponent: true }] }` is a QB + 2 stack with a bring-back.
 */
export type StackRule = {
  teams?: string[];
  parts: StackPart[];
  /**
   * The stack is met by any one team in at most floor(m x N) lineups: a lineup counts for every
   * team that meets all its parts in it, and once a team is at its cap no further lineup meets
   * the stack with that team (it must be met by another).
   */
  maxExposure?: number;
  /** Per team code, overriding `maxExposure` for that team. */
  byTeam?: Record<string, number>;
};

/** Between `min` and `max` of `players` (ids) in every lineup, or only in lineups holding `when`. */
export type GroupRule = {
  players: string[];
  min?: number;
  max?: number;
  /** Only in lineups holding at least `when.min` (default 1) of `when.players`. */
  when?: { players: string[]; min?: number };
};

/**
 * For each lineup player with a position in `positions`, the lineup's players of his team
 * (`same`, the player himself not counted) or of his opponent (`opponent`) with a position in
 * `with` number at most `max` / at least `min`.
 */
export type PairRule = {
  positions: string[];
  with: string[];
  team: 'same' | 'opponent';
  min?: number;
  max?: number;
};

/**
 * At least `count` players from one game (one of `games`, keys like `DAL@MIN`, when given), and at
 * least `minPerTeam` from each of its two teams.
 */
export type GameStackRule = { count: number; minPerTeam?: number; games?: string[] };

/**
 * MLB: the lineup's players of one team with a position in `positions` sit within `within`
 * consecutive batting-order spots (1..9). The order wraps (9 and 1 are neighbours), as in
 * pydfs-lineup-optimizer's spacing rule. Players without a batting order cannot be used by it.
 */
export type SpacingRule = { positions: string[]; within: number };

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
  /** Player groups (see GroupRule). */
  groups?: GroupRule[];
  /** Position pairs with the same team or the opponent (see PairRule). */
  pairs?: PairRule[];
  /** Distinct teams in the lineup. */
  teamCount?: { min?: number; max?: number };
  gameStacks?: GameStackRule[];
  /**
   * A team is used in a lineup when any of its players is; used in at most floor(m x N) lineups
   * (`max` for every team, `byTeam` per team code overrides it).
   */
  teamExposures?: { max?: number; byTeam?: Record<string, number> };
  /**
   * Summed (`maxTotal`) or average per roster slot (`maxAverage`) projected ownership of the
   * lineup, in percent (12.5 = 12.5 %; the players' `ownership` is a fraction, 0.125); a player
   * without ownership counts 0. A captain counts his player's ownership once.
   */
  ownership?: { maxTotal?: number; maxAverage?: number };
  /** At least this many players with `confirmed: true`. */
  minStarters?: number;
  spacing?: SpacingRule[];
  /** Players eligible for a position, counted once each: `{ PG: { min: 3 } }`. */
  positionCounts?: Record<string, { min?: number; max?: number }>;
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
  stats: {
    ms: number;
    searches: number;
    nodes: number;
    leafFallbacks: number;
    work: number;
    /** Lineups each engine built: the search first, then the MILP (see optimize.ts, chooseEngine). */
    engines?: { search: number; milp: number };
  };
  /**
   * True when the build stopped because its work budget ran out (status `partial`): the lineups
   * returned are exact, but the next one was not proven (the message says so).
   */
  budgetExhausted: boolean;
};
