import type { SearchContext } from './search-context';
import type { Problem } from './problem';
import type { ExtraRulePlan } from './extra-rules';
import type { StackCaps } from './stack-caps';
import type { Cursor } from './top-k';
import { LEAF_UNITS } from './work-budget';

// What one LineupSearch is given and may spend: the lineups accepted so far, the build's limits
// outside the tables, where its tables come from, the request of one run and that run's limits.

/** Lineups already accepted, for the uniqueness rule. */
export class AcceptedSet {
  readonly entryLineups: number[][];
  count = 0;

  constructor(
    entryCount: number,
    /** Most entries a new lineup may share with any accepted one. */
    readonly overlapLimit: number,
  ) {
    this.entryLineups = Array.from({ length: entryCount }, () => []);
  }

  /** Records an accepted lineup given by its entries. */
  add(entries: readonly number[]): void {
    for (const e of entries) this.entryLineups[e]?.push(this.count);
    this.count++;
  }

  /** True when the lineup shares too many entries with an accepted one. */
  clashes(entries: readonly number[]): boolean {
    if (this.shared.length < this.count) this.shared = new Int32Array(this.count * 2);
    const shared = this.shared;
    let clash = false;
    for (const e of entries) {
      for (const l of this.entryLineups[e] ?? []) if (++shared[l]! > this.overlapLimit) clash = true;
    }
    // Leave the counts at zero for the next call.
    for (const e of entries) for (const l of this.entryLineups[e] ?? []) shared[l] = 0;
    return clash;
  }

  /** Entries shared with each accepted lineup (scratch of clashes, all zero between calls). */
  private shared = new Int32Array(16);
}

/** Per-search limits not in the bound tables. */
export type SearchLimits = {
  minSalary: number;
  maxPerTeam: number;
  accepted: AcceptedSet | null;
  /** Players out of this search (the tables may predate some removals; they stay admissible). */
  removed: Uint8Array;
  /** The lineup rules (none: null or absent). */
  extra?: ExtraRulePlan | null;
  /** Stack exposure caps reached so far (complete lineups must not meet a capped stack). */
  caps?: StackCaps | null;
};

/**
 * Bound tables of a search, per stacked-team slot (index into plan.fast.plan.teams; slot 0 only
 * without a fast stack). `rootBounds` gives a bound per plan root, possibly from tables built
 * before some players were removed (looser but still admissible); `search` returns tables for
 * the current removals.
 */
export type TableSource = {
  /** Never changed once returned: new bounds come as a new array (searches cache per array). */
  rootBounds(slot: number): Float64Array;
  /** Largest value of rootBounds(slot). */
  bestBound(slot: number): number;
  /**
   * Optional upper bound on bestBound(slot) that is cheap to get (no tables built); teams whose
   * bound is below the threshold are never built or searched.
   */
  teamBound?(slot: number): number;
  /**
   * Optional: true when search(slot) would return tables already built (nothing to build).
   * Without it every slot counts as ready.
   */
  ready?(slot: number): boolean;
  /**
   * Optional: where the largest bound per block of ROOT_BLOCK (lineup-search.ts) roots of each rootBounds array is
   * kept, so later runs on the same array skip whole blocks below their threshold (most roots
   * are). Without it every run scans every root.
   */
  readonly rootBlocks?: WeakMap<Float64Array, Float64Array>;
  readonly problem: Problem;
  search(slot: number): SearchContext;
  /** Set when the tables hold points less a multiple of ownership (see Lagrange); null: the points. */
  readonly lagrange?: Lagrange | null;
};

/**
 * Tables built on points less λ x ownership (an ownership cap the tables otherwise ignore): for
 * a lineup under the cap its points are at most its table points plus λ x cap, so a search adds
 * `slack` (λ x cap, rounded up) to every table bound and scores complete lineups on `real`.
 */
export type Lagrange = { slack: number; real: Int32Array };

/**
 * Options of one search call. With `nodeLimit` or `tryLimit`, the search gives up (see
 * `aborted`) once it has visited that many nodes or spent that much work: the caller then
 * answers the same question another way. Both are counted, never timed, so the same input
 * always takes the same path.
 */
export type SearchRequest = {
  k: number;
  floor: number;
  cursor: Cursor | null;
  /**
   * Most search nodes; a run also stops once its nodes, complete lineups checked (LEAF_UNITS
   * each) and stack-check steps pass LEAF_UNITS times this, looked at every LEAF_CHECK_EVERY
   * lineups.
   */
  nodeLimit?: number;
  /**
   * Work units this run may spend: its nodes, LEAF_UNITS per complete lineup checked, its
   * stack-check steps, plus `extraWork()` (the tables built for it, as units).
   */
  tryLimit?: number;
  /** Work done outside the search itself since the try began (table cells built, as units). */
  extraWork?: () => number;
  /** The build's work budget left: nodes, and separately complete lineups checked (leaves). */
  workLimit?: number;
};

/**
 * Search nodes between two looks at the work spent when a run has a try limit: reading it costs a
 * few calls, so not every node; a try overshoots its limit by at most this many nodes.
 */
export const CHECK_EVERY = 1024;
/** Complete lineups checked between two looks at the work spent (see CHECK_EVERY). */
export const LEAF_CHECK_EVERY = 128;

/**
 * What a LineupSearch has spent, all counted: search nodes visited, complete lineups checked
 * (leaves) and steps of the stack checks on complete lineups (a StepCounter for those checks).
 */
export type SearchWork = { nodes: number; leaves: number; steps: number };

/**
 * The limits of one run of a LineupSearch, all counted, never timed: its node, complete-lineup
 * and stack-step limits (from the request's node limit and the build's work left), the try limit
 * and what the run had spent when it began, and when the work spent is next looked at.
 */
export type RunLimits = {
  nodeLimit: number;
  leafLimit: number;
  stepLimit: number;
  /** Work units at which the run gives up (see SearchRequest.tryLimit). */
  tryLimit: number;
  extraWork: () => number;
  /** Nodes, complete lineups and stack steps spent before the run began. */
  tryStart: SearchWork;
  /** Node count at which the work spent is next compared with the try limit (Infinity: none). */
  nextCheck: number;
  /** The same per complete lineups checked (one search node can check hundreds of them). */
  nextLeafCheck: number;
  /** The run's work limit from its node limit: nodes, leaves and stack steps (see leaf). */
  nodeWork: number;
};

/** Limits before any run. */
export const NO_RUN_LIMITS: RunLimits = {
  nodeLimit: Infinity,
  leafLimit: Infinity,
  stepLimit: Infinity,
  tryLimit: Infinity,
  extraWork: () => 0,
  tryStart: { nodes: 0, leaves: 0, steps: 0 },
  nextCheck: Infinity,
  nextLeafCheck: Infinity,
  nodeWork: Infinity,
};

/** A run's limits from its request and the search's counts so far. */
export function runLimits(req: SearchRequest, spent: SearchWork): RunLimits {
  const { nodes, leaves, steps } = spent;
  const work = req.workLimit ?? Infinity;
  const tryLimit = req.tryLimit ?? Infinity;
  // Nodes are the limit; complete lineups and stack steps only stop a run that spends several
  // times the limit's nodes on them (a run that checks many lineups per node is usual).
  const nodeWork = (req.nodeLimit ?? Infinity) * LEAF_UNITS;
  const limited = tryLimit !== Infinity || nodeWork !== Infinity;
  return {
    nodeLimit: nodes + Math.min(req.nodeLimit ?? Infinity, work),
    leafLimit: leaves + work / LEAF_UNITS,
    stepLimit: steps + work,
    tryLimit,
    extraWork: req.extraWork ?? (() => 0),
    tryStart: { nodes, leaves, steps },
    nextCheck: tryLimit === Infinity ? Infinity : nodes + CHECK_EVERY,
    nextLeafCheck: limited ? leaves + LEAF_CHECK_EVERY : Infinity,
    nodeWork,
  };
}

/** True once a run has spent its try limit or its node limit's work, given the counts now. */
export function spentTry(lim: RunLimits, spent: SearchWork): boolean {
  const { nodes, leaves, steps } = spent;
  const start = lim.tryStart;
  const searched = nodes - start.nodes + (leaves - start.leaves) * LEAF_UNITS + (steps - start.steps);
  return !(searched + lim.extraWork() <= lim.tryLimit && searched <= lim.nodeWork);
}
