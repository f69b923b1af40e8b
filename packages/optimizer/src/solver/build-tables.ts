import { SearchContext, sortGroups, type GroupSort, type NeedSpec } from './search-context';
import type { TablePool } from './table-pool';
import type { Lagrange, TableSource } from './search-request';
import type { Problem } from './problem';
import type { SearchPlan } from './search-plan.types';
import { createSolverMemory, type SolverMemory } from './solver-memory';
import { salaryFloor } from './salary-floor';
import { undominated } from './stack-knapsack';
import { TeamBounds } from './team-bounds';

/** Removals at one time, the group orders under them and what prunedSort derived from them. */
type Snapshot = {
  version: number;
  removed: Uint8Array;
  sorted: GroupSort;
  most?: Int32Array;
  /** Per group: copies not dominated by enough others of the group (see prunedSort). */
  kept?: Uint8Array[];
};

/**
 * Most table cells (Int32) kept across teams; bounds per root are kept for every team. Why: the
 * best roots of a lineup often alternate between two teams, and with room for only one team's
 * tables each switch rebuilds them; room for much more holds memory that is rarely searched
 * again (a removal makes every kept table stale). Must stay under the pool's size
 * (solver-memory.ts) so kept tables come from the pool.
 */
const TABLE_CELL_BUDGET = 12_000_000;
/**
 * Most teams whose tables are kept at once. Two cover the lineups whose best roots alternate
 * between two teams; more keeps many small team tables alive (slates with many small teams)
 * that a later root rarely needs.
 */
const KEPT_TEAMS = 2;

/**
 * Bound tables for one scoring and plan: one set, or one per team of the plan's fast stack,
 * built on demand, rebuilt after removals only when searched, and evicted beyond a cell budget.
 */
export class BuildTables implements TableSource {
  private readonly full = new Map<number, { ctx: SearchContext; version: number }>();
  private readonly bounds = new Map<number, Float64Array>();
  private readonly best = new Map<number, number>();
  private cells = 0;
  /** Cells of the last team tables built (about the size of the next). */
  private lastCells = 0;
  /** Group orders for the current removals (the same for every team's tables). */
  private sortedFor: Snapshot | null = null;

  constructor(
    readonly problem: Problem,
    /**
     * Current removals and a counter bumped on every removal; the build's minimum salary (prep),
     * which the search tables take into account (see SearchContext.maxLeft).
     */
    private readonly state: {
      removed: Uint8Array;
      removedVersion: number;
      prep?: { minSalary: number };
      cellsBuilt?: number;
      rootsBounded?: number;
    },
    private readonly plan: SearchPlan,
    private readonly pts: Int32Array,
    private readonly order: readonly number[],
    /** Where the table buffers, root-bound arrays and caches come from and go back to. */
    private readonly memory: SolverMemory = createSolverMemory(),
  ) {
    this.pool = memory.tablePool();
    this.rootBlocks = memory.rootBlocks;
    this.teams = new TeamBounds(problem, plan, pts, state, memory, this.pool, (residuals) =>
      this.context(residuals, null),
    );
  }

  private readonly pool: TablePool;
  /** The cheap team bounds (teamBound) and each team's stack parts. */
  private readonly teams: TeamBounds;
  readonly rootBlocks: WeakMap<Float64Array, Float64Array>;
  /** Set by the caller when `pts` are points less λ x ownership (see Lagrange). */
  lagrange: Lagrange | null = null;

  /**
   * Removals as of now and the group orders under them (shared by the contexts built). The
   * players in every lineup of the plan are left out of the tables too: a completion never
   * picks them again, and counted there they would lift every bound by what they add twice
   * (a locked pitcher worth 110 points on the real DK MLB file, the next best 25: 5M search
   * nodes found no lineup; without him in the tables, 50 nodes).
   */
  private snapshot(): Snapshot {
    const version = this.state.removedVersion;
    if (!this.sortedFor || this.sortedFor.version !== version) {
      const removed = this.state.removed.slice();
      for (const p of this.plan.inEveryLineup) removed[p] = 1;
      this.sortedFor = { version, removed, sorted: sortGroups(this.problem, this.pts, removed) };
    }
    return this.sortedFor;
  }

  /** Returns every table buffer to the pool; the object must not be used afterwards. */
  release(): void {
    for (const { ctx } of this.full.values()) this.pool.give(ctx.buffers);
    this.memory.giveBounds(this.bounds.values());
    this.full.clear();
    this.cells = 0;
    this.forgetBounds();
  }

  /** Drops every bound derived from the current removals. */
  private forgetBounds(): void {
    this.bounds.clear();
    this.best.clear();
    this.teams.forget();
  }

  /** Removal count the cached bounds were computed at. */
  private boundsVersion = 0;

  /**
   * Drops cached bounds once players were removed. Old bounds stay admissible, but after a big
   * drop (say the best pitchers reach their max exposure) they can sit far above every lineup
   * left, and the search would then lower its floor far too much and visit everything.
   */
  private refresh(): void {
    if (this.boundsVersion === this.state.removedVersion) return;
    this.boundsVersion = this.state.removedVersion;
    this.forgetBounds();
  }

  /** Largest root bound of a slot. */
  bestBound(slot: number): number {
    this.rootBounds(slot);
    return this.best.get(slot) ?? -Infinity;
  }

  /**
   * An upper bound on bestBound(slot) that does not build the team's tables: the best stack
   * part of the team (a small knapsack over its stack-eligible players, by salary) plus the best
   * plain completion of the slots left, max over every way a shape can lose that many players,
   * with the budget left. Exact once the team's tables are built. With forced players (locks,
   * min-exposure picks, other stacks' cores) it adds the most points any root's forced players
   * bring (see forcedBound).
   */
  teamBound(slot: number): number {
    this.refresh();
    const best = this.best.get(slot);
    if (best !== undefined) return best;
    return this.teams.cheapBound(slot);
  }

  rootBounds(slot: number): Float64Array {
    this.refresh();
    const known = this.bounds.get(slot);
    if (known) return known;
    // The first slot asked for is the best by its cheap bound and nearly always searched.
    if (!this.plan.fast || this.bounds.size === 0) return this.build(slot).bounds;
    // The same bounds from tables over the players that are not dominated (far fewer rows):
    // the search tables are built only if a root can still beat the threshold.
    const ctx = this.context(this.plan.residuals, this.needOf(slot), this.prunedSort(slot));
    const bounds = this.setBounds(slot, ctx);
    this.pool.give(ctx.buffers);
    return bounds;
  }

  /**
   * Most salary units a lineup may leave unspent under the build's minimum salary (Infinity
   * without one): the search tables hold only completions that spend enough.
   */
  private maxLeft(): number {
    if (this.leftUnits === null) {
      const min = this.state.prep?.minSalary ?? 0;
      this.leftUnits =
        min > 0 ? this.problem.budgetUnits - salaryFloor(this.problem, min, null).minUnits : Infinity;
    }
    return this.leftUnits;
  }

  /** maxLeft, once computed (the minimum salary does not change during a build). */
  private leftUnits: number | null = null;

  /**
   * Tables for this scoring and the current removals (group orders sorted once per removal).
   * `spend`: the tables of the search, which take the minimum salary into account; tables for
   * bounds that prune dominated players or need tables growing with the budget leave it out
   * (still upper bounds, only looser).
   */
  private context(
    residuals: readonly Int32Array[],
    need: NeedSpec | null,
    sorted: GroupSort = this.snapshot().sorted,
    spend = false,
  ): SearchContext {
    const ctx = new SearchContext(
      this.problem,
      this.pts,
      this.snapshot().removed,
      this.order,
      residuals,
      need,
      this.pool,
      sorted,
      spend ? this.maxLeft() : Infinity,
    );
    // Every table counts toward the work, also those only read for bounds and given back.
    if (this.state.cellsBuilt !== undefined) this.state.cellsBuilt += ctx.cells;
    return ctx;
  }

  /** Group orders for a team's root bounds: the players a table optimum never needs dropped. */
  private prunedSort(slot: number): GroupSort {
    const snap = this.snapshot();
    const parts = this.teams.partsOf(slot);
    const fast = this.plan.fast;
    const G = this.problem.groups.length;
    if (!snap.kept) {
      // Most picks per group over the plan's residuals (a step takes at most that many).
      const most = new Int32Array(G);
      for (const res of this.plan.residuals)
        for (let g = 0; g < G; g++) most[g] = Math.max(most[g] as number, res[g] as number);
      snap.most = most;
      snap.kept = snap.sorted.map((o, g) => undominated(o.sal, o.pts, most[g] as number));
    }
    const most = snap.most as Int32Array;
    return snap.sorted.map((o, g) => {
      // A player dominated by `most` kept players of its group can be swapped for one a
      // selection lacks: its stack state is no worse, as long as a stack player is only swapped
      // for players of its own part, hence the per-part pass.
      const keep = (snap.kept?.[g] as Uint8Array).slice();
      fast?.parts.forEach((_, q) => {
        const ids: number[] = [];
        for (let i = 0; i < o.n; i++) if (parts[o.person[i] as number] === q) ids.push(i);
        if (!ids.length) return;
        const mine = undominated(
          ids.map((i) => o.sal[i] as number),
          ids.map((i) => o.pts[i] as number),
          most[g] as number,
        );
        ids.forEach((i, j) => {
          if (mine[j]) keep[i] = 1;
        });
      });
      const idx: number[] = [];
      for (let i = 0; i < o.n; i++) if (keep[i]) idx.push(i);
      const pick = (a: Int32Array): Int32Array => {
        const out = new Int32Array(idx.length);
        for (let j = 0; j < idx.length; j++) out[j] = a[idx[j] as number] as number;
        return out;
      };
      return {
        n: idx.length,
        sal: pick(o.sal),
        pts: pick(o.pts),
        copy: pick(o.copy),
        person: pick(o.person),
        entry: pick(o.entry),
      };
    });
  }

  private needOf(slot: number): NeedSpec | null {
    const fast = this.plan.fast;
    return fast
      ? { S: fast.S, start: fast.start, trans: fast.trans, need: fast.need, part: this.teams.partsOf(slot) }
      : null;
  }

  /** Records a slot's root bounds (and their best) from a context. */
  private setBounds(slot: number, ctx: SearchContext): Float64Array {
    const bounds = rootBoundsOf(this.plan, ctx, this.memory);
    if (this.state.rootsBounded !== undefined) this.state.rootsBounded += bounds.length;
    this.bounds.set(slot, bounds);
    let best = -Infinity;
    for (let r = 0; r < bounds.length; r++) {
      const x = bounds[r] as number;
      if (x > best) best = x;
    }
    this.best.set(slot, best);
    return bounds;
  }

  ready(slot: number): boolean {
    return this.full.get(slot)?.version === this.state.removedVersion;
  }

  search(slot: number): SearchContext {
    const hit = this.full.get(slot);
    if (hit && hit.version === this.state.removedVersion) {
      this.full.delete(slot);
      this.full.set(slot, hit);
      return hit.ctx;
    }
    return this.build(slot).ctx;
  }

  private build(slot: number): { ctx: SearchContext; bounds: Float64Array } {
    const need = this.needOf(slot);
    // Stale tables of this slot go back to the pool first, so the new ones can reuse them.
    this.evict(slot);
    // Room first (least recently searched out), for tables the size of the last ones built, so
    // the new tables take the freed memory and the cells alive stay within the budget.
    for (const key of this.full.keys()) {
      if (this.full.size < KEPT_TEAMS && this.cells + this.lastCells <= TABLE_CELL_BUDGET) break;
      this.evict(key);
    }
    const ctx = this.context(this.plan.residuals, need, undefined, true);
    this.full.set(slot, { ctx, version: this.state.removedVersion });
    this.cells += ctx.cells;
    this.lastCells = ctx.cells;
    for (const key of this.full.keys()) {
      if (this.cells <= TABLE_CELL_BUDGET || key === slot) break;
      this.evict(key);
    }
    return { ctx, bounds: this.setBounds(slot, ctx) };
  }

  private evict(slot: number): void {
    const v = this.full.get(slot);
    if (!v) return;
    this.full.delete(slot);
    this.cells -= v.ctx.cells;
    this.pool.give(v.ctx.buffers);
  }
}

/** Forced players plus the best completion, for every root of a plan under one set of tables. */
export function rootBoundsOf(plan: SearchPlan, ctx: SearchContext, memory: SolverMemory): Float64Array {
  const { choice, offsets, entries, persons, residual, budget } = plan.flat;
  const R = residual.length;
  const out = memory.takeBounds(R);
  const pts = ctx.entryPts;
  const W = ctx.W;
  const S = ctx.S;
  const part = ctx.personPart;
  const trans = ctx.trans;
  const F = ctx.chains.map((_, id) => ctx.completion(id));
  let p = 0;
  let s = ctx.start;
  let last = -1;
  for (let r = 0; r < R; r++) {
    const c = choice[r] as number;
    const b = budget[c] as number;
    if (c !== last) {
      last = c;
      p = 0;
      s = ctx.start;
      const end = offsets[c + 1] as number;
      for (let k = offsets[c] as number; k < end; k++) {
        p += pts[entries[k] as number] as number;
        if (part) {
          const q = part[persons[k] as number] as number;
          if (q >= 0) s = trans[q * S + s] as number;
        }
      }
    }
    if (b < 0) {
      out[r] = -Infinity;
      continue;
    }
    out[r] = p + ((F[residual[r] as number] as Int32Array)[s * W + b] as number);
  }
  return out;
}
