import type { CoreList, FastStack, StackPlan } from './stack-cores';

// The search plan's shapes, below both search-plan.ts (which builds plans) and
// root-enumerator.ts (which lists a plan's roots), so neither imports the other for them.

/** One independent sub-search: players fixed up front and the group counts left to pick. */
export type RootConfig = {
  /** The forced copies are forcedCopies[forcedFrom..forcedTo) (an array shared by every root). */
  forcedCopies: Int32Array;
  forcedFrom: number;
  forcedTo: number;
  /** Index into SearchPlan.residuals: group counts left to pick. */
  residualId: number;
  /** Salary units of the forced copies. */
  forcedUnits: number;
  /**
   * switchOk[from * G + to] is 1 when moving one player from group `from` to group `to` keeps
   * this root's shape feasible. A player in a later copy whose earlier copy could be switched in
   * is a duplicate of a lineup built elsewhere, so the search drops it at once.
   */
  switchOk: Uint8Array;
  /**
   * The root's core set: for corePlans[k], core coreIndex(plan, coreSet, k) of
   * coreLists[k] (see coreIndex).
   */
  coreSet: number;
};

/** The fixed part of a search: what is forced, removed and how stacks are enforced. */
export type SearchPlan = {
  /**
   * Number of roots; root r is `rootAt(r, into)`, written into `into` (searches visit many
   * roots, so they reuse one object).
   */
  rootCount: number;
  rootAt: (r: number, into: RootConfig) => RootConfig;
  residuals: Int32Array[];
  corePlans: StackPlan[];
  /** Cores of each core plan; a root's core set picks one of each (see coreIndex). */
  coreLists: CoreList[];
  /** Core set s uses core floor(s / coreStrides[k]) % coreLists[k].count of plan k. */
  coreStrides: number[];
  leafPlans: StackPlan[];
  /** The stack searched through a table dimension per team (see FastStack), if any. */
  fast: FastStack | null;
  copyAllowed: Uint8Array;
  /** Slot index a person is locked into, or -1. */
  slotLock: Int32Array;
  removed: Uint8Array;
  /**
   * The players forced into every lineup of the plan (locks, min-exposure picks; not the cores,
   * which differ from root to root). The bound tables leave them out: a completion never picks
   * them again.
   */
  inEveryLineup: Int32Array;
  /** The roots as flat arrays, for computing every root's bound in one pass. */
  flat: FlatRoots;
  /** Steps spent building the plan (charged to the build's work budget). */
  work: number;
  /**
   * True when building stopped at its work limit: the plan then has no roots and must not be
   * searched (the build has used its budget).
   */
  cutShort: boolean;
};

/**
 * Roots as flat arrays: root r uses forced-copy choice `choice[r]` (entries/persons
 * [offsets[c], offsets[c + 1]), `budget[c]` units left) and residual `residual[r]`.
 */
export type FlatRoots = {
  choice: Int32Array;
  residual: Int32Array;
  offsets: Int32Array;
  entries: Int32Array;
  persons: Int32Array;
  budget: Int32Array;
};

/** A player forced into every lineup of this search, optionally into one slot index. */
export type ForcedPerson = { person: number; slot: number };

/**
 * How stacks are searched: `cores` forces each way to meet a stack as a sub-search (best for
 * stacks with few combinations), `tables` gives the stack with the most combinations a bound
 * table dimension per team, `leaf` searches without the stacks and checks them on complete
 * lineups (best when many good lineups already meet them), `auto` picks `tables` above
 * FAST_MIN_CORES combinations and cores otherwise. All give the same lineups.
 */
export type StackMethod = 'auto' | 'tables' | 'cores' | 'leaf';
