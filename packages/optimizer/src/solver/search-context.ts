import type { Problem } from './problem';
import { NEG, rowsInJs, type RowRange, type StepFill } from './row-kernel';
import type { TablePool } from './table-pool';

export { NEG };
export const INFEASIBLE = -500_000_000;

/** One group's copies in search order (points descending), as flat arrays. */
export type GroupOrder = {
  n: number;
  sal: Int32Array;
  pts: Int32Array;
  copy: Int32Array;
  person: Int32Array;
  entry: Int32Array;
  /** Stack part the copy's player counts toward for this context's team, or -1. */
  part: Int8Array;
};

/**
 * A team stack as an extra table dimension: states 0..S-1 encode how many players each part
 * still needs (mixed radix; 0 = stack met). `part[person]` is the part a player counts toward
 * for this team (-1: none; a player counts toward at most one part), `trans[part * S + s]` the
 * state after adding such a player in state s. Completions that end in a state other than 0 are
 * impossible, so the tables bound "best lineup that also meets the stack for this team".
 */
export type NeedSpec = { S: number; start: number; part: Int8Array; trans: Int32Array; need: Int32Array };

/**
 * One step of a chain: pick `c` copies of group `g`, then continue with `next`.
 * V[((i * stride + (r - 1)) * S + s) * W + b] (S = 1 without a stack dimension) is the best score of picking r more copies of g from
 * positions i.. plus everything after this step, within budget b (units). It is the exact
 * optimum of that sub-problem when players appear in one group only, and an upper bound
 * otherwise, so the search can stop a branch as soon as it cannot reach the threshold. Steps
 * with the same group and continuation share one table (rows up to the largest count needed).
 */
export type ChainNode = {
  g: number;
  c: number;
  stride: number;
  V: Int32Array;
  /** Best of the whole step and everything after, per stack state and budget (s * W + b). */
  F: Int32Array;
  /** Best of everything after this step, per stack state and budget. */
  Fnext: Int32Array;
  next: ChainNode | null;
  /** Picks left from this step on (c plus the continuation's). */
  left: number;
};

/** Groups' live copies in search order, without the stack parts (shared by every team). */
export type GroupSort = Omit<GroupOrder, 'part'>[];

/** Sorts each group's live copies: points descending, then salary, then copy index. */
export function sortGroups(problem: Problem, entryPts: Int32Array, removed: Uint8Array): GroupSort {
  // Plain loops: Float64Array.from over an array goes through an iterator per element.
  const C = problem.copies.length;
  const key = new Float64Array(C);
  const units = new Float64Array(C);
  for (let c = 0; c < C; c++) {
    const entry = problem.copies[c]?.entry ?? 0;
    key[c] = entryPts[entry] as number;
    units[c] = problem.entries[entry]?.units ?? 0;
  }
  return problem.groups.map((group) => {
    const live = group.copies.filter((c) => !removed[problem.copies[c]?.person ?? 0]);
    live.sort(
      (a, b) =>
        (key[b] as number) - (key[a] as number) || (units[a] as number) - (units[b] as number) || a - b,
    );
    const n = live.length;
    const order = {
      n,
      sal: new Int32Array(n),
      pts: new Int32Array(n),
      copy: new Int32Array(n),
      person: new Int32Array(n),
      entry: new Int32Array(n),
    };
    live.forEach((c, i) => {
      const info = problem.copies[c];
      if (!info) return;
      order.copy[i] = c;
      order.entry[i] = info.entry;
      order.person[i] = info.person;
      order.pts[i] = entryPts[info.entry] as number;
      order.sal[i] = problem.entries[info.entry]?.units ?? 0;
    });
    return order;
  });
}

/**
 * Cells of the tables a SearchContext builds for these residuals (see buildChains: steps with
 * the same group and continuation share one table), given the live copies per group and the
 * cells per row (stack states x budgets). Lets a caller size tables before building them.
 */
export function tableCells(
  order: readonly number[],
  residuals: readonly Int32Array[],
  live: (group: number) => number,
  SW: number,
): number {
  let total = 0;
  let nextOf: number[] = residuals.map(() => -1);
  const ids = new Map<string, number>();
  for (let k = order.length - 1; k >= 0; k--) {
    const g = order[k] ?? 0;
    const byNext = new Map<number, number>();
    residuals.forEach((res, i) => {
      const c = res[g] as number;
      if (c > 0) byNext.set(nextOf[i] ?? -1, Math.max(byNext.get(nextOf[i] ?? -1) ?? 0, c));
    });
    const rows = live(g) + 1;
    for (const c of byNext.values()) total += rows * c * SW;
    nextOf = residuals.map((res, i) => {
      const c = res[g] as number;
      const nx = nextOf[i] ?? -1;
      if (c <= 0) return nx;
      const key = `${k}:${c}:${nx}`;
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      return id;
    });
  }
  return total;
}

/**
 * Sorted groups and bound tables for one scoring (projections of this lineup) and one set of
 * removed players, for a fixed list of "counts still to pick" vectors.
 */
export class SearchContext {
  readonly W: number;
  /** Stack states (1 without a stack dimension). */
  readonly S: number;
  /** Stack state before any player, and the transition table (see NeedSpec). */
  readonly start: number;
  readonly trans: Int32Array;
  /** Players still needed in each stack state. */
  readonly need: Int32Array;
  readonly sorted: GroupOrder[];
  /** Completion of an empty remainder: 0 in stack state 0, impossible otherwise (see reserve). */
  zero: Int32Array = new Int32Array(0);
  /** Chain per residual vector id (null when nothing is left to pick). */
  readonly chains: (ChainNode | null)[];
  cells = 0;

  constructor(
    readonly problem: Problem,
    readonly entryPts: Int32Array,
    readonly removed: Uint8Array,
    /** Group search order (indices into problem.groups). */
    readonly order: readonly number[],
    residuals: readonly Int32Array[],
    need: NeedSpec | null = null,
    private readonly pool: TablePool | null = null,
    /** sortGroups(problem, entryPts, removed), when already at hand (it is the same per team). */
    presorted: GroupSort | null = null,
    /**
     * Most salary units a complete lineup may leave unspent (the cap less a minimum salary);
     * Infinity without one. With a minimum, every table holds the best completion that spends
     * enough (see reserve), not only the best within the budget: far tighter bounds when the
     * minimum is near the cap, but a table no longer grows with the budget, so callers that rely
     * on that (dominance pruning, restBound) leave it out.
     */
    readonly maxLeft = Infinity,
  ) {
    this.W = problem.budgetUnits + 1;
    this.S = need?.S ?? 1;
    this.start = need?.start ?? 0;
    this.trans = need?.trans ?? new Int32Array(1);
    this.need = need?.need ?? new Int32Array(1);
    const partOf = need?.part;
    this.personPart = partOf ?? null;
    this.sorted = (presorted ?? sortGroups(problem, entryPts, removed)).map((o) => {
      const part = new Int8Array(o.n).fill(-1);
      if (partOf) for (let i = 0; i < o.n; i++) part[i] = partOf[o.person[i] as number] ?? -1;
      return { ...o, part };
    });
    let minU = Infinity;
    let maxU = 0;
    for (const e of problem.entries) {
      minU = Math.min(minU, e.units);
      maxU = Math.max(maxU, e.units);
    }
    this.minU = Number.isFinite(minU) ? minU : 0;
    this.maxU = maxU;
    this.chains = this.buildChains(residuals);
  }

  /** Largest salary (units) among a group's live copies. */
  private maxSal(g: number): number {
    const grp = this.sorted[g];
    let m = 0;
    if (grp) for (let i = 0; i < grp.n; i++) m = Math.max(m, grp.sal[i] as number);
    return m;
  }

  /** Smallest and largest salary (units) of any entry: bound the budget a step can see. */
  private readonly minU: number;
  private readonly maxU: number;

  /** Table buffers of this context (for TablePool.give). */
  readonly buffers: Int32Array[] = [];

  /** Part per person for the stacked team (null without a stack dimension). */
  readonly personPart: Int8Array | null;

  /** Stack state after adding a person in state s. */
  nextState(s: number, person: number): number {
    const q = this.personPart?.[person] ?? -1;
    return q < 0 ? s : (this.trans[q * this.S + s] ?? s);
  }

  /**
   * Budgets at which completions of `left` picks are filled: the other players cost between
   * minU and maxU units each. Cells outside are never written (see build); a lineup cannot
   * reach them anyway.
   */
  budgetRange(left: number): { lo: number; hi: number } {
    const B = this.W - 1;
    const bought = Math.max(0, this.problem.slotCount - left);
    return { lo: Math.max(0, B - bought * this.maxU), hi: Math.min(B, B - bought * this.minU) };
  }

  /** Best completion per stack state and budget (s * W + b) for residual `id`. */
  completion(id: number): Int32Array {
    return this.chains[id]?.F ?? this.zero;
  }

  /**
   * Builds chains from the last group in search order to the first. At each level, residuals
   * with the same continuation share one table sized for the largest count among them.
   */
  private buildChains(residuals: readonly Int32Array[]): (ChainNode | null)[] {
    const K = this.order.length;
    // Groups with no player of a stack part: their picks never lower the stack need.
    const idle = this.sorted.map((grp) => (grp.part.some((q) => q >= 0) ? 0 : 1));
    // Picks of such groups before level k, per residual (see build: `idleBefore`).
    const idleBefore = residuals.map(() => new Int32Array(K + 1));
    residuals.forEach((res, i) => {
      const row = idleBefore[i] as Int32Array;
      for (let k = 0; k < K; k++) {
        const g = this.order[k] ?? 0;
        row[k + 1] = (row[k] as number) + (idle[g] ? (res[g] as number) : 0);
      }
    });
    this.reserve(residuals);
    let nextOf: (ChainNode | null)[] = residuals.map(() => null);
    for (let k = K - 1; k >= 0; k--) {
      const g = this.order[k] ?? 0;
      const byNext = new Map<ChainNode | null, { c: number; idle: number }>();
      residuals.forEach((res, i) => {
        const c = res[g] as number;
        if (c <= 0) return;
        const nx = nextOf[i] ?? null;
        const before = idleBefore[i]?.[k] ?? 0;
        const had = byNext.get(nx);
        byNext.set(
          nx,
          had ? { c: Math.max(had.c, c), idle: Math.min(had.idle, before) } : { c, idle: before },
        );
      });
      const tables = new Map<ChainNode | null, { V: Int32Array; stride: number }>();
      for (const [nx, { c, idle }] of byNext) tables.set(nx, this.build(g, c, nx, idle));
      const views = new Map<string, ChainNode>();
      nextOf = residuals.map((res, i) => {
        const c = res[g] as number;
        const nx = nextOf[i] ?? null;
        if (c <= 0) return nx;
        const t = tables.get(nx);
        if (!t) return nx;
        const id = `${c}:${[...byNext.keys()].indexOf(nx)}`;
        let view = views.get(id);
        if (!view) {
          const W = this.W;
          const SW = this.S * W;
          const n = this.sorted[g]?.n ?? 0;
          const F = n > 0 ? t.V.subarray((c - 1) * SW, c * SW) : new Int32Array(SW).fill(NEG);
          const left = c + (nx?.left ?? 0);
          view = { g, c, stride: t.stride, V: t.V, F, Fnext: nx?.F ?? this.zero, next: nx, left };
          views.set(id, view);
        }
        return view;
      });
    }
    return nextOf;
  }

  /** All tables of this context, one buffer (see reserve); `arenaAt` is the next free cell. */
  private arena: Int32Array = new Int32Array(0);
  private arenaAt = 0;

  /**
   * Takes one buffer for every table buildChains will make (same grouping, sizes only): the
   * pool then recycles one buffer of about the same size per context instead of dozens of
   * odd-sized ones, which keeps memory flat across lineups and teams.
   */
  private reserve(residuals: readonly Int32Array[]): void {
    const SW = this.S * this.W;
    const total = tableCells(this.order, residuals, (g) => this.sorted[g]?.n ?? 0, SW);
    // The zero completion goes first, in the same buffer, so the kernel can read it.
    this.arena = this.pool ? this.pool.take(SW + total) : new Int32Array(SW + total);
    // A lineup is complete with 0 points when what it leaves of the budget is allowed: any
    // budget without a minimum salary, at most maxLeft units with one. Every table is built from
    // this row by the same steps, so each reads "best completion that leaves at most maxLeft".
    this.zero = this.arena
      .subarray(0, SW)
      .fill(NEG)
      .fill(0, 0, Math.min(this.W, this.maxLeft + 1));
    this.arenaAt = SW;
    this.buffers.push(this.arena);
    this.cells += total;
  }

  /**
   * Table of one step. Row (i, r) is only filled for the budgets a search can reach there: with
   * `left` picks still to make, `slotCount - left` players were already bought, each costing
   * between minU and maxU units, so b lies in [B - bought * maxU, B - bought * minU]. Reads
   * (search, root bounds, the rows of the previous step) stay within those ranges.
   */
  private build(
    g: number,
    c: number,
    next: ChainNode | null,
    /** Fewest picks from groups without stack players that any lineup makes before this step. */
    idleBefore = 0,
  ): { V: Int32Array; stride: number } {
    const W = this.W;
    const S = this.S;
    const SW = S * W;
    const trans = this.trans;
    const grp = this.sorted[g] as GroupOrder;
    const n = grp.n;
    const Fnext = next?.F ?? this.zero;
    const after = next?.left ?? 0;
    const rowLen = c * SW;
    // Only cells inside a row's budget range are ever read, and each is written below (the
    // sentinel row n and states that cannot be met are set impossible), so a pooled buffer
    // needs no clearing.
    const V = this.arena.subarray(this.arenaAt, this.arenaAt + (n + 1) * rowLen);
    this.arenaAt += V.length;
    if (V.length !== (n + 1) * rowLen) throw new Error('bound tables outgrew their reservation');
    const { lo, hi, least } = this.rowRanges(V, n, c, after, idleBefore);
    // Most the picks after this step can cost: from that budget on, their tables are flat.
    let afterCost = 0;
    for (let nd = next; nd; nd = nd.next) afterCost += nd.c * this.maxSal(nd.g);
    // Per count of picks left, stack part and state: what a row does (see planModes).
    const Q1 = Math.max(1, Math.floor(trans.length / S)) + 1;
    const planCells = c * Q1 * S * 2;
    // The SIMD kernel works on byte addresses in its arena; it needs the tables read there too.
    const arena = this.pool?.arena;
    const kernel =
      arena && arena.owns(V) && arena.owns(Fnext) && planCells <= arena.plan.length ? arena.rows : null;
    const plan = kernel && arena ? arena.plan : new Int32Array(planCells);
    this.planModes(plan, c, Q1, after, least);
    this.fillRows(V, Fnext, grp, c, { lo, hi, afterCost, kernel, plan, Q1 });
    return { V, stride: c };
  }

  /**
   * Budget range of each row count r of a step (lo[r]..hi[r]), with the sentinel row n set
   * impossible there, and the least need a row can be reached in (least[r]).
   */
  private rowRanges(
    V: Int32Array,
    n: number,
    c: number,
    after: number,
    idleBefore: number,
  ): { lo: Int32Array; hi: Int32Array; least: Int32Array } {
    const W = this.W;
    const S = this.S;
    const SW = S * W;
    const B = W - 1;
    const slotCount = this.problem.slotCount;
    const lo = new Int32Array(c + 1);
    const hi = new Int32Array(c + 1);
    // Each player lowers the need by at most one, and the idle picks before this step not at
    // all, so a row can only be reached in states needing at least `least[r]` more players.
    const least = new Int32Array(c + 1);
    const startNeed = this.need[this.start] as number;
    for (let r = 1; r <= c; r++) {
      const bought = Math.max(0, slotCount - r - after);
      least[r] = startNeed - Math.max(0, bought - idleBefore);
      lo[r] = Math.max(0, B - bought * this.maxU);
      hi[r] = Math.min(B, B - bought * this.minU);
      const bLo = lo[r] as number;
      const bHi = hi[r] as number;
      if (bHi < bLo) continue;
      for (let st = 0; st < S; st++) {
        const row = (n * c + (r - 1)) * SW + st * W;
        V.fill(NEG, row + bLo, row + bHi + 1);
      }
    }
    return { lo, hi, least };
  }

  /** Fills the rows of a step's table V, players from the last up (see build). */
  private fillRows(V: Int32Array, Fnext: Int32Array, grp: GroupOrder, c: number, step: StepFill): void {
    const { lo, hi, afterCost } = step;
    const B = this.W - 1;
    const sal = grp.sal;
    const range = this.rowRange;
    // Costliest player in rows i.. (players are sorted by points, not salary).
    let sufMax = 0;
    for (let i = grp.n - 1; i >= 0; i--) {
      const s = sal[i] as number;
      if (s > sufMax) sufMax = s;
      for (let r = 1; r <= c; r++) {
        const bLo = lo[r] as number;
        const bHi = hi[r] as number;
        if (bHi < bLo) continue;
        // Budgets under the player's salary copy the row below.
        const from = s > bLo ? s : bLo;
        range.lo = bLo;
        range.hi = bHi;
        range.copyEnd = from > bHi + 1 ? bHi + 1 : from;
        // With b at least the cost of the r dearest players left plus the dearest continuation,
        // nothing is out of reach: the row is flat from there (so are the rows it reads, whose
        // own bounds are no larger), so it is computed up to `flat` and filled after.
        const cap = r * sufMax + afterCost;
        // With a minimum salary a row is not flat: a larger budget can leave too much unspent.
        range.flat = from > bHi || this.maxLeft < B ? bHi : cap < from ? from : cap > bHi ? bHi : cap;
        range.from = from > bHi ? bHi + 1 : from;
        this.fillRow(V, Fnext, grp, c, step, i, r);
      }
    }
  }

  /** Budget ranges of the row fillRow fills next (scratch, set by fillRows). */
  private readonly rowRange: RowRange = { lo: 0, copyEnd: 0, from: 0, flat: 0, hi: 0 };

  /** Fills row (i, r) of V, copy i taken with r picks left, over the budgets in rowRange. */
  private fillRow(
    V: Int32Array,
    Fnext: Int32Array,
    grp: GroupOrder,
    c: number,
    step: StepFill,
    i: number,
    r: number,
  ): void {
    const W = this.W;
    const S = this.S;
    const SW = S * W;
    const range = this.rowRange;
    const s = grp.sal[i] as number;
    const p = grp.pts[i] as number;
    const q = grp.part[i] as number;
    const dst = (i * c + (r - 1)) * SW;
    const rowLen = c * SW;
    // Taking copy i: its points plus the best of r - 1 more picks, read at budget b - salary
    // (the step's continuation when r = 1).
    const off = (r === 1 ? 0 : ((i + 1) * c + (r - 2)) * SW) - s;
    const planAt = 2 * ((r - 1) * step.Q1 + (q + 1)) * S;
    const kernel = step.kernel;
    if (kernel) {
      const vAt = V.byteOffset;
      const offAt = (r === 1 ? Fnext.byteOffset : vAt) + 4 * off;
      kernel(
        vAt + 4 * dst,
        vAt + 4 * (dst + rowLen),
        offAt,
        range.lo,
        range.copyEnd,
        range.from,
        range.flat,
        range.hi,
        p,
        S,
        4 * W,
        4 * planAt,
      );
    } else {
      rowsInJs(V, r === 1 ? Fnext : V, { dst, src: dst + rowLen, off }, range, p, S, W, step.plan, planAt);
    }
  }

  /**
   * Writes the plan of a step of `c` picks (see `rows` in row-kernel.ts): per count of picks
   * left, stack part of the player (-1: none; Q1 = parts + 1) and state, the mode and the state after taking the
   * player. Mode 0: a state needing more players than picks are left, or fewer than any lineup
   * reaching this row can (each player lowers the need by at most one), is impossible. Mode 1:
   * taking the player would leave more players needed than picks, so only skipping counts.
   */
  private planModes(plan: Int32Array, c: number, Q1: number, after: number, least: Int32Array): void {
    const S = this.S;
    const needOf = this.need;
    let k = 0;
    for (let r = 1; r <= c; r++)
      for (let q = -1; q < Q1 - 1; q++)
        for (let st = 0; st < S; st++, k += 2) {
          const needSt = needOf[st] as number;
          const s2 = q < 0 ? st : (this.trans[q * S + st] as number);
          plan[k + 1] = s2;
          if (needSt > r + after || needSt < (least[r] as number)) plan[k] = 0;
          else plan[k] = (needOf[s2] as number) > r - 1 + after ? 1 : 2;
        }
  }
}
