import { INFEASIBLE, SearchContext, sortGroups, type GroupSort, type NeedSpec } from './search-context';
import type { TablePool } from './table-pool';
import type { TableSource } from './lineup-search';
import type { Problem } from './problem';
import type { SearchPlan } from './search-plan';
import { createSolverMemory, type SolverMemory, type TeamParts } from './solver-memory';
import { salaryFloor } from './salary-floor';
import { stackParts, type FastStack } from './stack-cores';

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
  /** Cheap upper bounds per team slot (see teamBound). */
  private readonly cheap = new Map<number, number>();
  /** Best plain completion of the slots a stack leaves, per budget (see restBound). */
  private rest: Float64Array | null = null;
  private mono: Float64Array | null = null;
  private perPerson: { pts: Float64Array; sal: Float64Array } | null = null;
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
  }

  private readonly pool: TablePool;
  readonly rootBlocks: WeakMap<Float64Array, Float64Array>;

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
    this.cheap.clear();
    this.rest = null;
    this.mono = null;
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
    if (!this.plan.fast) return Infinity;
    let ub = this.cheap.get(slot);
    if (ub === undefined) {
      // A forced player who can count toward the stack leaves no cheap bound (Infinity), even
      // where stackBound finds none without him (Infinity + -Infinity would be NaN, which every
      // comparison fails: the team would never be searched).
      const forced = this.forcedBound(slot);
      ub = forced === Infinity ? Infinity : forced + this.stackBound(slot);
      this.cheap.set(slot, ub);
    }
    return ub;
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

  private partsOf(slot: number): Int8Array {
    return this.teamOf(slot).parts;
  }

  /** A slot's stack parts per person and the persons with a part (kept with the plan). */
  private teamOf(slot: number): TeamParts {
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
    const S = fast.S;
    const trans = fast.trans;
    const removed = this.state.removed;
    const best = this.personBest();
    const items: { q: number; p: number; sal: number }[] = [];
    for (const i of this.teamOf(slot).members) {
      const sal = best.sal[i] as number;
      if (!removed[i] && sal < W) items.push({ q: parts[i] as number, p: best.pts[i] as number, sal });
    }
    // Players whose narrowest part is k fill at most the counts of k and the parts holding it
    // (its chain), so players dominated by that many of their own part are skipped.
    const keep = new Uint8Array(items.length);
    fast.parts.forEach((_, k) => {
      const ids: number[] = [];
      items.forEach((it, x) => {
        if (it.q === k) ids.push(x);
      });
      const room = (fast.chain[k] as number[]).reduce((n, j) => n + (fast.parts[j]?.count ?? 0), 0);
      const kept = undominated(
        ids.map((x) => items[x]?.sal ?? 0),
        ids.map((x) => items[x]?.p ?? 0),
        room,
      );
      ids.forEach((x, j) => {
        if (kept[j]) keep[x] = 1;
      });
    });
    const part = fast.parts[0];
    if (fast.parts.length === 1 && part)
      return bestStack(
        items.filter((_, x) => keep[x]),
        part.count,
        this.restRead(),
        this.restMono(),
      );
    const dp = new Float64Array(S * W).fill(-Infinity);
    dp[fast.start * W] = 0;
    // Smallest and largest salary with a finite cell per state (hi -1: none yet).
    const lo = new Int32Array(S).fill(W);
    const hi = new Int32Array(S).fill(-1);
    lo[fast.start] = 0;
    hi[fast.start] = 0;
    for (let x = 0; x < items.length; x++) {
      const it = items[x];
      if (!it || !keep[x]) continue;
      const { q, p, sal } = it;
      // A player moves state s to a smaller state s2, so ascending s reads every source cell
      // before this player can write it (each player is taken at most once).
      for (let s = 0; s < S; s++) {
        const s2 = trans[q * S + s] as number;
        const top = hi[s] as number;
        if (s2 === s || top < 0) continue;
        const src = s * W;
        const dst = s2 * W + sal;
        const end = Math.min(W - 1 - sal, top);
        const start = lo[s] as number;
        if (end < start) continue;
        hi[s2] = Math.max(hi[s2] as number, end + sal);
        lo[s2] = Math.min(lo[s2] as number, start + sal);
        for (let u = end; u >= start; u--) {
          const v = dp[src + u] as number;
          if (v === -Infinity) continue;
          const t = v + p;
          if (t > (dp[dst + u] as number)) dp[dst + u] = t;
        }
      }
    }
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
    const ctx = this.context(others, null);
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

  /** True when the plan's roots force players (locks, min-exposure picks, cores). */
  private hasForced(): boolean {
    return this.plan.flat.entries.length > 0;
  }

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
    const parts = this.partsOf(slot);
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
      ? { S: fast.S, start: fast.start, trans: fast.trans, need: fast.need, part: this.partsOf(slot) }
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

/**
 * Marks the items worth keeping in a knapsack that takes at most `k` of them: an item with at
 * least `k` others that cost no more and score no less (ties broken by index) can always be
 * swapped for one the selection lacks, so dropping it leaves every optimum's value.
 */
export function undominated(sal: ArrayLike<number>, pts: ArrayLike<number>, k: number): Uint8Array {
  const n = sal.length;
  const keep = new Uint8Array(n);
  const idx = new Array<number>(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  idx.sort(
    (a, b) => (sal[a] as number) - (sal[b] as number) || (pts[b] as number) - (pts[a] as number) || a - b,
  );
  // The k best scores among items kept so far (all cost no more), ascending.
  const best = new Float64Array(k);
  let m = 0;
  for (const i of idx) {
    const p = pts[i] as number;
    if (m >= k && (best[0] as number) >= p) continue;
    keep[i] = 1;
    if (k === 0) continue;
    let j: number;
    if (m < k) {
      // Insert p into the m held, ascending.
      j = m++;
      while (j > 0 && (best[j - 1] as number) > p) {
        best[j] = best[j - 1] as number;
        j--;
      }
    } else {
      // Drop the smallest and insert p.
      j = 0;
      while (j + 1 < k && (best[j + 1] as number) < p) {
        best[j] = best[j + 1] as number;
        j++;
      }
    }
    best[j] = p;
  }
  return keep;
}

/**
 * max over `count` of the players of pts + rest[B - salary] (B = rest.length - 1), by branch
 * and bound: players by points descending, and a partial pick is bounded by the best points
 * still to come plus `mono` (rest's running max) at the budget the cheapest of them would
 * leave. Equal to the knapsack over salaries, far fewer steps.
 */
function bestStack(
  items: readonly { p: number; sal: number }[],
  count: number,
  rest: Float64Array,
  mono: Float64Array,
): number {
  const list = items.slice().sort((a, b) => b.p - a.p || a.sal - b.sal);
  const n = list.length;
  const B = rest.length - 1;
  const pre = new Float64Array(n + 1);
  const minSal = new Float64Array(n + 1).fill(Infinity);
  for (let i = 0; i < n; i++) pre[i + 1] = (pre[i] as number) + (list[i]?.p ?? 0);
  for (let i = n - 1; i >= 0; i--) minSal[i] = Math.min(minSal[i + 1] as number, list[i]?.sal ?? 0);
  let best = -Infinity;
  const rec = (i: number, j: number, p: number, u: number): void => {
    if (j === count) {
      const r = u <= B ? (rest[B - u] as number) : -Infinity;
      if (p + r > best) best = p + r;
      return;
    }
    const left = count - j;
    // Along x both the points still to come and the budget left only shrink, so the first
    // bound that fails ends the loop.
    for (let x = i; x + left <= n; x++) {
      const b = B - u - left * (minSal[x] as number);
      if (b < 0) return;
      if (!(p + (pre[x + left] as number) - (pre[x] as number) + (mono[b] as number) > best)) return;
      const it = list[x];
      if (it) rec(x + 1, j + 1, p + it.p, u + it.sal);
    }
  };
  rec(0, 0, 0, 0);
  return best;
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

/**
 * Residuals split for restBound: the groups outside the stack's pool (`others`, listed once)
 * and, per distinct pair, how many pooled players (k) a residual takes beyond the stack.
 */
type RestSplits = { others: Int32Array[]; pairs: { other: number; k: number }[]; kMax: number };
