import { SearchContext, type TablePool } from './bound-tables';
import type { TableSource } from './lineup-search';
import type { Problem } from './problem';
import type { SearchPlan } from './search-plan';
import { stackParts } from './stack-cores';

/** Most table cells (Int32) kept across teams; bounds per root are kept for every team. */
const TABLE_CELL_BUDGET = 8_000_000;

/**
 * Bound tables for one scoring and plan: one set, or one per team of the plan's fast stack,
 * built on demand, rebuilt after removals only when searched, and evicted beyond a cell budget.
 */
export class BuildTables implements TableSource {
  private readonly full = new Map<number, { ctx: SearchContext; version: number }>();
  private readonly bounds = new Map<number, Float64Array>();
  private readonly best = new Map<number, number>();
  private cells = 0;

  constructor(
    private readonly problem: Problem,
    /** Current removals and a counter bumped on every removal. */
    private readonly state: { removed: Uint8Array; removedVersion: number },
    private readonly plan: SearchPlan,
    private readonly pts: Int32Array,
    private readonly order: readonly number[],
    private readonly pool: TablePool | null = null,
  ) {}

  /** Returns every table buffer to the pool; the object must not be used afterwards. */
  release(): void {
    for (const { ctx } of this.full.values()) this.pool?.give(ctx.buffers);
    this.full.clear();
    this.bounds.clear();
    this.best.clear();
    this.cells = 0;
  }

  /** Largest root bound of a slot. */
  bestBound(slot: number): number {
    this.rootBounds(slot);
    return this.best.get(slot) ?? -Infinity;
  }

  rootBounds(slot: number): Float64Array {
    return this.bounds.get(slot) ?? this.build(slot).bounds;
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
    const problem = this.problem;
    const fast = this.plan.fast;
    const need = fast
      ? {
          S: fast.S,
          start: fast.start,
          trans: fast.trans,
          need: fast.need,
          part: stackParts(problem, fast, fast.plan.teams[slot] ?? -1),
        }
      : null;
    const ctx = new SearchContext(
      problem,
      this.pts,
      this.state.removed.slice(),
      this.order,
      this.plan.residuals,
      need,
      this.pool,
    );
    const old = this.full.get(slot);
    if (old) {
      this.cells -= old.ctx.cells;
      this.full.delete(slot);
      this.pool?.give(old.ctx.buffers);
    }
    this.full.set(slot, { ctx, version: this.state.removedVersion });
    this.cells += ctx.cells;
    for (const [key, v] of this.full) {
      if (this.cells <= TABLE_CELL_BUDGET || key === slot) break;
      this.full.delete(key);
      this.cells -= v.ctx.cells;
      this.pool?.give(v.ctx.buffers);
    }
    const bounds = rootBoundsOf(this.plan, ctx);
    this.bounds.set(slot, bounds);
    let best = -Infinity;
    for (const x of bounds) if (x > best) best = x;
    this.best.set(slot, best);
    return { ctx, bounds };
  }
}

/** Forced players plus the best completion, for every root of a plan under one set of tables. */
export function rootBoundsOf(plan: SearchPlan, ctx: SearchContext): Float64Array {
  const { choice, offsets, entries, persons, residual, budget } = plan.flat;
  const R = residual.length;
  const out = new Float64Array(R);
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
