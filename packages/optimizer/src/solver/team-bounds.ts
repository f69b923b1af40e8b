import { INFEASIBLE, type SearchContext } from './search-context';
import type { Problem } from './problem';
import type { SearchPlan } from './search-plan.types';
import type { SolverMemory, TeamParts } from './solver-memory';
import { stackParts, type FastStack } from './stack-cores';
import type { TablePool } from './table-pool';
import { bestStack, keptStackItems, stackKnapsack, undominated, type StackItem } from './stack-knapsack';

/**
 * The cheap team bounds of BuildTables (see teamBound there): for a team slot of the fast
 * stack, an upper bound on its best root without building its tables, from the best stack part
 * of the team plus the best plain completion of the slots left (`restBound`). Holds what those
 * bounds cache under the current removals; `forget` drops it when players are removed.
 */
export class TeamBounds {
  /** Cheap upper bounds per team slot (see cheapBound). */
  private readonly cheap = new Map<number, number>();
  /** Best plain completion of the slots a stack leaves, per budget (see restBound). */
  private rest: Float64Array | null = null;
  private mono: Float64Array | null = null;
  private perPerson: { pts: Float64Array; sal: Float64Array } | null = null;

  constructor(
    private readonly problem: Problem,
    private readonly plan: SearchPlan,
    private readonly pts: Int32Array,
    /** The build's current removals. */
    private readonly state: { removed: Uint8Array },
    private readonly memory: SolverMemory,
    private readonly pool: TablePool,
    /** Plain tables (no stack, no minimum salary) over these residuals, under the current removals. */
    private readonly tablesFor: (residuals: readonly Int32Array[]) => SearchContext,
  ) {}

  /** Drops every bound derived from the current removals. */
  forget(): void {
    this.cheap.clear();
    this.rest = null;
    this.mono = null;
  }

  /**
   * The cheap bound of a team slot (Infinity without a fast stack). A forced player who can
   * count toward the stack leaves no cheap bound (Infinity), even where stackBound finds none
   * without him (Infinity + -Infinity would be NaN, which every comparison fails: the team
   * would never be searched).
   */
  cheapBound(slot: number): number {
    if (!this.plan.fast) return Infinity;
    let ub = this.cheap.get(slot);
    if (ub === undefined) {
      const forced = this.forcedBound(slot);
      ub = forced === Infinity ? Infinity : forced + this.stackBound(slot);
      this.cheap.set(slot, ub);
    }
    return ub;
  }

  /** True when the plan's roots force players (locks, min-exposure picks, cores). */
  private hasForced(): boolean {
    return this.plan.flat.entries.length > 0;
  }

  /** Most points of any root's forced copies (computed once; points do not change). */
  private forcedPoints: number | null = null;
  /** The players forced in some root, each once. */
  private forcedPersons: Int32Array | null = null;

  /**
   * What a root's forced players add to stackBound: 0 without any, else the most points of any
   * root's forced copies. stackBound picks every stack player from the slots left and spends
   * the whole cap, so it stays an upper bound after forced players who cannot count toward the
   * stack (their salary only lowers what is left, and rest grows with the budget); when one of
   * them could count toward `slot`'s stack it is +Infinity (no skipping).
   */
  private forcedBound(slot: number): number {
    const { offsets, entries, persons } = this.plan.flat;
    if (!entries.length) return 0;
    if (!this.forcedPersons) {
      this.forcedPersons = Int32Array.from(new Set(persons));
      let most = -Infinity;
      for (let c = 0; c + 1 < offsets.length; c++) {
        let sum = 0;
        for (let k = offsets[c] as number; k < (offsets[c + 1] as number); k++)
          sum += this.pts[entries[k] as number] as number;
        if (sum > most) most = sum;
      }
      this.forcedPoints = most;
    }
    const parts = this.partsOf(slot);
    for (const p of this.forcedPersons) if ((parts[p] as number) >= 0) return Infinity;
    return this.forcedPoints ?? Infinity;
  }

  /** A slot's stack part per person (-1: none). */
  partsOf(slot: number): Int8Array {
    return this.teamOf(slot).parts;
  }

  /** A slot's stack parts per person and the persons with a part (kept with the plan). */
  teamOf(slot: number): TeamParts {
    const fast = this.plan.fast;
    if (!fast) return { parts: new Int8Array(0), members: new Int32Array(0) };
    let byTeam = this.memory.teamParts.get(fast);
    if (!byTeam) {
      byTeam = new Map();
      this.memory.teamParts.set(fast, byTeam);
    }
    let got = byTeam.get(slot);
    if (!got) {
      const parts = stackParts(this.problem, fast, fast.plan.teams[slot] ?? -1);
      const members: number[] = [];
      parts.forEach((q, i) => {
        if (q >= 0) members.push(i);
      });
      got = { parts, members: Int32Array.from(members) };
      byTeam.set(slot, got);
    }
    return got;
  }

  /** Best points and lowest salary over each person's entries (a relaxation of both). */
  private personBest(): { pts: Float64Array; sal: Float64Array } {
    if (this.perPerson) return this.perPerson;
    const problem = this.problem;
    const n = problem.persons.length;
    const pts = new Float64Array(n).fill(-Infinity);
    const sal = new Float64Array(n).fill(Infinity);
    for (let i = 0; i < n; i++)
      for (const e of problem.personEntries[i] ?? []) {
        pts[i] = Math.max(pts[i] as number, this.pts[e] as number);
        sal[i] = Math.min(sal[i] as number, problem.entries[e]?.units ?? 0);
      }
    this.perPerson = { pts, sal };
    return this.perPerson;
  }

  private stackBound(slot: number): number {
    const fast = this.plan.fast;
    if (!fast) return Infinity;
    const problem = this.problem;
    const parts = this.partsOf(slot);
    const W = problem.budgetUnits + 1;
    const removed = this.state.removed;
    const best = this.personBest();
    const items: StackItem[] = [];
    for (const i of this.teamOf(slot).members) {
      const sal = best.sal[i] as number;
      if (!removed[i] && sal < W) items.push({ q: parts[i] as number, p: best.pts[i] as number, sal });
    }
    const keep = keptStackItems(fast, items);
    const part = fast.parts[0];
    if (fast.parts.length === 1 && part)
      return bestStack(
        items.filter((_, x) => keep[x]),
        part.count,
        this.restRead(),
        this.restMono(),
      );
    const { dp, lo, hi } = stackKnapsack(fast, items, keep, W);
    const after = this.restRead();
    let ub = -Infinity;
    for (let u = lo[0] as number; u <= (hi[0] as number); u++) {
      const a = dp[u] as number;
      const b = after[W - 1 - u] as number;
      if (a !== -Infinity && b !== -Infinity && a + b > ub) ub = a + b;
    }
    return ub;
  }

  /**
   * What stackBound reads for the slots a stack leaves at budget b: rest, or with forced players
   * its running max. Forced players are not charged there, so a lineup with them leaves less
   * than b, and b can lie above every budget rest was filled for (it assumes the other slots
   * were bought): rest would read -Infinity and drop a team that has lineups.
   */
  private restRead(): Float64Array {
    return this.hasForced() ? this.restMono() : this.restBound();
  }

  /** Largest rest[b'] over b' <= b (rest itself is only filled where a stack can leave it). */
  private restMono(): Float64Array {
    if (this.mono) return this.mono;
    const rest = this.restBound();
    const mono = new Float64Array(rest.length);
    let m = -Infinity;
    for (let b = 0; b < rest.length; b++) {
      m = Math.max(m, rest[b] as number);
      mono[b] = m;
    }
    this.mono = mono;
    return mono;
  }

  /**
   * rest[b]: an upper bound on the points of the slots a stack leaves, within budget b (only
   * for the budgets the stack's players can leave; -Infinity elsewhere). For each
   * plan residual, the slots of groups that can hold stack players are pooled: any
   * (their count - stack size) players of those groups (a knapsack by count over persons), plus
   * the best plain completion of the other groups, max over the split of the budget.
   */
  private restBound(): Float64Array {
    if (this.rest) return this.rest;
    const fast = this.plan.fast;
    const W = this.problem.budgetUnits + 1;
    const rest = new Float64Array(W).fill(-Infinity);
    this.rest = rest;
    if (!fast) return rest;
    const N = fast.need[fast.start] as number;
    const eligible = this.stackGroups(fast);
    const split = this.residualSplits(eligible, N);
    if (!split.pairs.length) return rest;
    const H = this.pooledBest(eligible, split.kMax);
    this.fillRest(rest, split, H, N);
    return rest;
  }

  /** Groups (by index) that can hold a player of the fast stack, for any of its teams. */
  private stackGroups(fast: FastStack): Uint8Array {
    const problem = this.problem;
    const eligible = new Uint8Array(problem.groups.length);
    fast.plan.teams.forEach((_, slot) => {
      const parts = this.partsOf(slot);
      problem.copies.forEach((c) => {
        if ((parts[c.person] as number) >= 0) eligible[c.group] = 1;
      });
    });
    return eligible;
  }

  /**
   * Each residual split into its other groups (`others`, listed once) and k, the players of
   * the pooled groups beyond the stack's N; one pair per distinct (other, k).
   */
  private residualSplits(eligible: Uint8Array, N: number): RestSplits {
    const G = this.problem.groups.length;
    const others: Int32Array[] = [];
    const pairs: { other: number; k: number }[] = [];
    const seen = new Map<string, number>();
    const pairSeen = new Set<string>();
    let kMax = 0;
    for (const res of this.plan.residuals) {
      const other = res.slice();
      let E = 0;
      for (let g = 0; g < G; g++)
        if (eligible[g]) {
          E += res[g] as number;
          other[g] = 0;
        }
      const k = E - N;
      if (k < 0) continue;
      const key = other.join(',');
      let id = seen.get(key);
      if (id === undefined) {
        id = others.length;
        others.push(other);
        seen.set(key, id);
      }
      if (pairSeen.has(`${id}:${k}`)) continue;
      pairSeen.add(`${id}:${k}`);
      pairs.push({ other: id, k });
      kMax = Math.max(kMax, k);
    }
    return { others, pairs, kMax };
  }

  /**
   * H[j * W + b]: best j distinct players of the pooled groups with salary exactly b, for j up
   * to kMax (players by their best points and lowest salary).
   */
  private pooledBest(eligible: Uint8Array, kMax: number): Float64Array {
    const problem = this.problem;
    const W = problem.budgetUnits + 1;
    const H = new Float64Array((kMax + 1) * W).fill(-Infinity);
    H[0] = 0;
    const hiH = new Int32Array(kMax + 1).fill(-1);
    hiH[0] = 0;
    const { pts: poolPts, sal: poolSal } = this.poolPlayers(eligible, W);
    // At most kMax players are taken: most of the pool is dominated and skipped.
    const keep = undominated(poolSal, poolPts, kMax);
    for (let x = 0; x < poolPts.length; x++) {
      if (!keep[x]) continue;
      const p = poolPts[x] as number;
      const sal = poolSal[x] as number;
      for (let j = kMax; j >= 1; j--) {
        const top = hiH[j - 1] as number;
        if (top < 0) continue;
        const src = (j - 1) * W;
        const dst = j * W + sal;
        const end = Math.min(W - 1 - sal, top);
        if (end >= 0) hiH[j] = Math.max(hiH[j] as number, end + sal);
        for (let u = end; u >= 0; u--) {
          const v = H[src + u] as number;
          if (v === -Infinity) continue;
          const t = v + p;
          if (t > (H[dst + u] as number)) H[dst + u] = t;
        }
      }
    }
    return H;
  }

  /** Best points and lowest salary of each player left in the pooled groups (by person). */
  private poolPlayers(eligible: Uint8Array, W: number): { pts: number[]; sal: number[] } {
    const problem = this.problem;
    const removed = this.state.removed;
    const inPool = new Uint8Array(problem.persons.length);
    problem.copies.forEach((c) => {
      if (eligible[c.group] && !removed[c.person]) inPool[c.person] = 1;
    });
    const pts: number[] = [];
    const sal: number[] = [];
    const best = this.personBest();
    for (let i = 0; i < inPool.length; i++) {
      const s = best.sal[i] as number;
      if (!inPool[i] || !(s < W)) continue;
      pts.push(best.pts[i] as number);
      sal.push(s);
    }
    return { pts, sal };
  }

  /** Fills rest[b] from each pair: k pooled players (H) plus the other groups' completion. */
  private fillRest(rest: Float64Array, split: RestSplits, H: Float64Array, N: number): void {
    const problem = this.problem;
    const W = problem.budgetUnits + 1;
    const { others, pairs } = split;
    const ctx = this.tablesFor(others);
    // stackBound reads rest only where N stack players leave the budget.
    let minU = Infinity;
    let maxU = 0;
    for (const e of problem.entries) {
      minU = Math.min(minU, e.units);
      maxU = Math.max(maxU, e.units);
    }
    // With forced players (not charged in stackBound) a lineup leaves the other slots less than
    // N stack players alone would: no lower limit then (stackBound reads the running max).
    const need = this.hasForced() ? 0 : Math.max(0, W - 1 - N * maxU);
    const needEnd = Math.min(W - 1, W - 1 - N * minU);
    for (const { other, k } of pairs) {
      const F = ctx.completion(other);
      let left = 0;
      for (const x of others[other] ?? []) left += x;
      // Budgets outside the range are never filled (and no lineup leaves them).
      const { lo, hi } = ctx.budgetRange(left);
      // F grows with the budget, so a salary h whose best is matched by a cheaper one is no use.
      let seen = -Infinity;
      for (let h = 0; h < W; h++) {
        const a = H[k * W + h] as number;
        if (!(a > seen)) continue;
        seen = a;
        const end = Math.min(needEnd, hi + h);
        for (let b = Math.max(need, h, lo + h); b <= end; b++) {
          const f = F[b - h] as number;
          if (f < INFEASIBLE) continue;
          const t = a + f;
          if (t > (rest[b] as number)) rest[b] = t;
        }
      }
    }
    this.pool.give(ctx.buffers);
  }
}

/**
 * Residuals split for restBound: the groups outside the stack's pool (`others`, listed once)
 * and, per distinct pair, how many pooled players (k) a residual takes beyond the stack.
 */
type RestSplits = { others: Int32Array[]; pairs: { other: number; k: number }[]; kMax: number };
