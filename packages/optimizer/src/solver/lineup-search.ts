import { INFEASIBLE, type ChainNode, type SearchContext } from './search-context';
import { LEAF_UNITS } from './work-budget';
import { salaryFloor, type SalaryFloor } from './salary-floor';
import type { Problem } from './problem';
import { RootQueue } from './root-queue';
import type { RootConfig, SearchPlan } from './search-plan';
import { SlotMatcher } from './slot-matching';
import { CoreCheck, coreIndex, meetsFastStack, type CoreList, type StepCounter } from './stack-cores';
import { TopK, type Candidate, type Cursor } from './top-k';

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

/** Sorts a[0..n-1] ascending in place (insertion sort: n is a roster size). */
function sortPrefix(a: Int32Array, n: number): void {
  for (let i = 1; i < n; i++) {
    const x = a[i] as number;
    let j = i;
    for (; j > 0 && (a[j - 1] as number) > x; j--) a[j] = a[j - 1] as number;
    a[j] = x;
  }
}

/**
 * Roots per block of a source's `rootBlocks`: a block's maximum lets the scan skip 64 roots at
 * once, and a block is small enough that its maximum is rarely far above its roots.
 */
const ROOT_BLOCK = 64;

/** Per-search limits not in the bound tables. */
export type SearchLimits = {
  minSalary: number;
  maxPerTeam: number;
  accepted: AcceptedSet | null;
  /** Players out of this search (the tables may predate some removals; they stay admissible). */
  removed: Uint8Array;
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
   * Optional: where the largest bound per block of ROOT_BLOCK roots of each rootBounds array is
   * kept, so later runs on the same array skip whole blocks below their threshold (most roots
   * are). Without it every run scans every root.
   */
  readonly rootBlocks?: WeakMap<Float64Array, Float64Array>;
  readonly problem: Problem;
  search(slot: number): SearchContext;
};

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
const CHECK_EVERY = 1024;
/** Complete lineups checked between two looks at the work spent (see CHECK_EVERY). */
const LEAF_CHECK_EVERY = 128;

/**
 * Depth-first branch and bound over the sub-searches of a plan. Returns the best `k`
 * lineups (after the cursor, at or above the floor) that meet every rule, best first.
 */
export class LineupSearch {
  nodes = 0;
  /** Complete lineups checked (leaves reached at or above the threshold). */
  leaves = 0;
  /**
   * Steps of the stack checks on complete lineups that list cores (stacks with several parts):
   * a check can cost far more than a node, so they count toward the work budget too.
   */
  readonly stackWork: StepCounter = { steps: 0 };
  /** True when the last run stopped at its node limit (its result is then incomplete). */
  aborted = false;
  private nodeLimit = Infinity;
  private leafLimit = Infinity;
  private stepLimit = Infinity;
  private readonly floor: SalaryFloor;
  /** Work units at which the run gives up (see SearchRequest.tryLimit), and what it has spent. */
  private tryLimit = Infinity;
  private extraWork: () => number = () => 0;
  private tryStart = { nodes: 0, leaves: 0, steps: 0 };
  /** Node count at which the work spent is next compared with the try limit (Infinity: none). */
  private nextCheck = Infinity;
  /** The same per complete lineups checked (one search node can check hundreds of them). */
  private nextLeafCheck = Infinity;
  /** The run's work limit from its node limit: nodes, leaves and stack steps (see leaf). */
  private nodeWork = Infinity;
  private readonly p: Problem;
  private readonly usedPerson: Uint8Array;
  private readonly stack: Int32Array;
  private depth = 0;
  private readonly teamAll: Int32Array;
  private readonly teamLimit: Int32Array[];
  private readonly posLimit: Int32Array;
  private readonly gameCount: Int32Array;
  private distinctGames = 0;
  private readonly teamCount: Int32Array;
  private distinctTeams = 0;
  private overlap: Int32Array;
  private top: TopK = new TopK(1, INFEASIBLE, null);
  private root: RootConfig | null = null;
  /** The root being searched (plan.rootAt writes into it). */
  private readonly rootScratch: RootConfig = {
    forcedCopies: new Int32Array(0),
    forcedFrom: 0,
    forcedTo: 0,
    residualId: 0,
    forcedUnits: 0,
    switchOk: new Uint8Array(0),
    coreSet: 0,
  };
  private switchOk: Uint8Array = new Uint8Array(0);
  private thr = INFEASIBLE;

  private ctx!: SearchContext;
  /** Roots still to search in the current run (reused across runs). */
  private readonly queue = new RootQueue();
  /** Stacked-team slot being searched (see TableSource). */
  private teamSlot = 0;

  constructor(
    private readonly source: TableSource,
    private readonly plan: SearchPlan,
    private readonly limits: SearchLimits,
  ) {
    const p = source.problem;
    this.p = p;
    this.floor = salaryFloor(p, limits.minSalary, limits.removed);
    this.usedPerson = new Uint8Array(p.persons.length);
    this.stack = new Int32Array(p.slotCount);
    this.teamAll = new Int32Array(p.teams.length);
    this.teamLimit = p.rules.teamLimits.map(() => new Int32Array(p.teams.length));
    this.posLimit = new Int32Array(p.rules.positionLimits.length);
    this.gameCount = new Int32Array(p.games.length);
    this.teamCount = new Int32Array(p.teams.length);
    this.overlap = new Int32Array(16);
    this.copyRank = new Int32Array(p.copies.length).fill(-1);
    this.copyMask = new Int32Array(p.copies.length);
    this.unionMask = new Int32Array(p.entries.length);
    p.entryCopies.forEach((list, e) => {
      let k = 0;
      for (const c of list) {
        const mask = p.groups[p.copies[c]?.group ?? 0]?.mask ?? 0;
        this.copyMask[c] = mask;
        if (!plan.copyAllowed[c]) continue;
        this.copyRank[c] = k++;
        this.unionMask[e] = (this.unionMask[e] as number) | mask;
      }
    });
    this.matcher = new SlotMatcher(p.slotCount);
    this.coreChecks = plan.corePlans.map((cp) => CoreCheck.of(p, cp));
    this.leafChecks = plan.leafPlans.map((lp) => CoreCheck.of(p, lp));
    this.leafPersons = new Int32Array(p.slotCount);
    this.leafEntries = new Int32Array(p.slotCount);
    this.memberCopy = new Int32Array(p.slotCount);
    this.memberMask = new Int32Array(p.slotCount);
    this.memberFixed = new Int32Array(p.slotCount);
  }

  /** Position of a copy among its entry's allowed copies (-1: not allowed). */
  private readonly copyRank: Int32Array;
  /** Slot mask of a copy's group, and per entry the union over its allowed copies. */
  private readonly copyMask: Int32Array;
  private readonly unionMask: Int32Array;
  /** One per plan.corePlans entry. */
  private readonly coreChecks: CoreCheck[];
  /** Checks of the stacks met on complete lineups only (plan.leafPlans). */
  private readonly leafChecks: CoreCheck[];
  /** Scratch for leaf: the lineup's persons and entries, ascending. */
  private readonly leafPersons: Int32Array;
  private readonly leafEntries: Int32Array;
  /** Scratch for isCanonicalCopies: members by entry, their slot masks and locks. */
  private readonly matcher: SlotMatcher;
  private readonly memberCopy: Int32Array;
  private readonly memberMask: Int32Array;
  private readonly memberFixed: Int32Array;

  /** Upper bound of a root (forced players plus the best completion), for ordering. */
  rootBound(root: RootConfig, ctx: SearchContext): number {
    let pts = 0;
    let s = ctx.start;
    for (let k = root.forcedFrom; k < root.forcedTo; k++) {
      const info = this.p.copies[root.forcedCopies[k] as number];
      pts += ctx.entryPts[info?.entry ?? 0] as number;
      s = ctx.nextState(s, info?.person ?? 0);
    }
    const b = this.p.budgetUnits - root.forcedUnits;
    if (b < 0) return -Infinity;
    return pts + (ctx.completion(root.residualId)[s * ctx.W + b] ?? -Infinity);
  }

  /** Number of stacked-team slots. */
  teamSlots(): number {
    return this.plan.fast ? this.plan.fast.plan.teams.length : 1;
  }

  /** Cheap upper bound of a team slot (+Infinity when the source has none). */
  private teamBound(t: number): number {
    return this.source.teamBound?.(t) ?? Infinity;
  }

  /** Team slots by cheap bound, best first. */
  private teamOrder(): { slot: number; ub: number }[] {
    const out: { slot: number; ub: number }[] = [];
    for (let t = 0; t < this.teamSlots(); t++) out.push({ slot: t, ub: this.teamBound(t) });
    return out.sort((a, b) => b.ub - a.ub || a.slot - b.slot);
  }

  /** Best root bound over every team slot (for the first floor). */
  bestBound(): number {
    let best = -Infinity;
    for (const { slot, ub } of this.teamOrder()) {
      if (ub <= best) break;
      best = Math.max(best, this.source.bestBound(slot));
    }
    return best;
  }

  /** Runs the search. */
  run(req: SearchRequest): Candidate[] {
    this.top = new TopK(req.k, Math.max(req.floor, INFEASIBLE), req.cursor);
    this.aborted = false;
    const work = req.workLimit ?? Infinity;
    this.nodeLimit = this.nodes + Math.min(req.nodeLimit ?? Infinity, work);
    this.leafLimit = this.leaves + work / LEAF_UNITS;
    this.stepLimit = this.stackWork.steps + work;
    this.tryLimit = req.tryLimit ?? Infinity;
    this.extraWork = req.extraWork ?? (() => 0);
    this.tryStart = { nodes: this.nodes, leaves: this.leaves, steps: this.stackWork.steps };
    this.nextCheck = this.tryLimit === Infinity ? Infinity : this.nodes + CHECK_EVERY;
    // Nodes are the limit; complete lineups and stack steps only stop a run that spends several
    // times the limit's nodes on them (a run that checks many lineups per node is usual).
    this.nodeWork = (req.nodeLimit ?? Infinity) * LEAF_UNITS;
    const limited = this.tryLimit !== Infinity || this.nodeWork !== Infinity;
    this.nextLeafCheck = limited ? this.leaves + LEAF_CHECK_EVERY : Infinity;
    const acc = this.limits.accepted;
    if (acc && this.overlap.length < acc.count) this.overlap = new Int32Array(acc.count * 2);
    this.overlap.fill(0);
    const floor = this.top.threshold;
    const removed = this.limits.removed;
    const { choice, offsets, persons } = this.plan.flat;
    const live = (r: number): boolean => {
      const c = choice[r] as number;
      const end = offsets[c + 1] as number;
      for (let k = offsets[c] as number; k < end; k++) if (removed[persons[k] as number]) return false;
      return true;
    };
    // Teams are added in order of their cheap bound, just before the first root that bound
    // could beat, so roots are still searched best bound first and weak teams never built.
    const teams = this.teamOrder();
    let ti = 0;
    const queue = this.queue;
    queue.clear();
    // Roots of a team whose tables are not built wait while the team being searched has roots
    // left over the threshold: building a team's tables can cost far more than its roots (FD NHL
    // with a second stack: 27M cells per team, and the best roots alternate between two teams).
    // Every root over the threshold is still searched, so the lineups found are the same.
    const ready = this.source.ready?.bind(this.source);
    const waiting = new Map<number, { roots: number[]; bounds: number[] }>();
    let waitBest = -Infinity;
    let current = ready?.(this.teamSlot) ? this.teamSlot : -1;
    for (;;) {
      this.thr = this.top.threshold;
      const nextBound = queue.topBound();
      const team = teams[ti];
      if (team && (queue.size === 0 || team.ub >= nextBound) && team.ub >= waitBest) {
        ti++;
        if (team.ub < this.thr || team.ub < floor) {
          ti = teams.length;
          continue;
        }
        const rb = this.source.rootBounds(team.slot);
        // Block maxima are recorded on the first scan of an array and skip blocks after that.
        const R = this.plan.rootCount;
        const known = this.source.rootBlocks?.get(rb);
        const blocks = known ?? new Float64Array(Math.ceil(R / ROOT_BLOCK));
        for (let k = 0; k < blocks.length; k++) {
          if (known && (blocks[k] as number) < this.thr) continue;
          const end = Math.min(R, (k + 1) * ROOT_BLOCK);
          let max = -Infinity;
          for (let i = k * ROOT_BLOCK; i < end; i++) {
            const bound = rb[i] ?? -Infinity;
            if (bound > max) max = bound;
            if (bound >= this.thr && live(i)) queue.push(bound, team.slot, i);
          }
          if (!known) blocks[k] = max;
        }
        if (!known) this.source.rootBlocks?.set(rb, blocks);
        continue;
      }
      if (this.aborted) break;
      if (queue.size === 0 || nextBound < this.thr) {
        // The team searched has nothing left over the threshold: on to the waiting team with
        // the best root (its tables are built when its first root is searched).
        if (waitBest < this.thr) break;
        let pick = -1;
        let pickBest = -Infinity;
        for (const [slot, w] of waiting) {
          let m = -Infinity;
          for (const b of w.bounds) if (b > m) m = b;
          if (m > pickBest) {
            pickBest = m;
            pick = slot;
          }
        }
        const w = waiting.get(pick);
        waiting.delete(pick);
        waitBest = -Infinity;
        for (const o of waiting.values()) for (const b of o.bounds) if (b > waitBest) waitBest = b;
        if (w)
          w.roots.forEach((r, j) => {
            if ((w.bounds[j] as number) >= this.thr) queue.push(w.bounds[j] as number, pick, r);
          });
        current = pick;
        continue;
      }
      const slot = queue.topSlot();
      const rootIndex = queue.topRoot();
      queue.pop();
      if (ready && current >= 0 && slot !== current && !ready(slot)) {
        let w = waiting.get(slot);
        if (!w) {
          w = { roots: [], bounds: [] };
          waiting.set(slot, w);
        }
        w.roots.push(rootIndex);
        w.bounds.push(nextBound);
        if (nextBound > waitBest) waitBest = nextBound;
        continue;
      }
      current = slot;
      // Building a team's tables costs far more than a node: the work is compared per root too.
      if (this.tryLimit !== Infinity && this.overTry()) break;
      const ctx = this.source.search(slot);
      this.ctx = ctx;
      this.teamSlot = slot;
      const root = this.plan.rootAt(rootIndex, this.rootScratch);
      if (this.rootBound(root, ctx) < this.thr) continue;
      this.runRoot(root);
    }
    return this.top.sorted();
  }

  /** True, and the run marked aborted, once the run has spent its try limit. */
  private overTry(): boolean {
    const start = this.tryStart;
    const searched =
      this.nodes -
      start.nodes +
      (this.leaves - start.leaves) * LEAF_UNITS +
      (this.stackWork.steps - start.steps);
    if (searched + this.extraWork() <= this.tryLimit && searched <= this.nodeWork) return false;
    this.aborted = true;
    return true;
  }

  private runRoot(root: RootConfig): void {
    this.root = root;
    this.switchOk = root.switchOk;
    let pts = 0;
    let units = 0;
    let pushed = 0;
    let ok = true;
    for (let k = root.forcedFrom; k < root.forcedTo; k++) {
      const c = root.forcedCopies[k] as number;
      const info = this.p.copies[c];
      if (!info || this.usedPerson[info.person] || !this.push(c, info.entry, info.person)) {
        ok = false;
        break;
      }
      pushed++;
      pts += this.ctx.entryPts[info.entry] as number;
      units += this.p.entries[info.entry]?.units ?? 0;
    }
    const b = this.p.budgetUnits - units;
    if (ok && b >= 0) {
      let s = this.ctx.start;
      for (let k = root.forcedFrom; k < root.forcedTo; k++)
        s = this.ctx.nextState(s, this.p.copies[root.forcedCopies[k] as number]?.person ?? 0);
      const chain = this.ctx.chains[root.residualId] ?? null;
      if (chain) this.rec(chain, 0, chain.c, b, pts, s);
      else this.leaf(b, pts, s);
    }
    for (let i = 0; i < pushed; i++) this.pop();
  }

  private rec(node: ChainNode, i: number, r: number, b: number, pts: number, s: number): void {
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return;
    }
    if (this.nodes >= this.nextCheck) {
      this.nextCheck = this.nodes + CHECK_EVERY;
      if (this.overTry()) return;
    }
    const grp = this.ctx.sorted[node.g];
    if (!grp) return;
    const { n, sal, person, entry, copy, part } = grp;
    const gp = grp.pts;
    const V = node.V;
    const c = node.stride;
    const W = this.ctx.W;
    const S = this.ctx.S;
    const SW = S * W;
    const trans = this.ctx.trans;
    const removed = this.limits.removed;
    const allowed = this.plan.copyAllowed;
    const used = this.usedPerson;
    const Fnext = node.Fnext;
    // Min salary: each pick must leave the minimum reachable with the best salaries after it.
    const minU = this.floor.minUnits;
    const need = minU
      ? minU - (this.p.budgetUnits - b) - (this.floor.topUnits[this.p.slotCount - this.depth - 1] as number)
      : 0;
    if (minU && need > b) return;
    for (let j = i; j < n; j++) {
      const thr = this.thr;
      if (pts + (V[(j * c + (r - 1)) * SW + s * W + b] as number) < thr) break;
      const sj = sal[j] as number;
      if (sj > b || sj < need) continue;
      const rem = b - sj;
      const pj = pts + (gp[j] as number);
      const q = part[j] as number;
      const s2 = q < 0 ? s : (trans[q * S + s] as number);
      const child =
        r === 1
          ? pj + (Fnext[s2 * W + rem] as number)
          : pj + (V[((j + 1) * c + (r - 2)) * SW + s2 * W + rem] as number);
      if (child < thr) continue;
      const pi = person[j] as number;
      const cj = copy[j] as number;
      if (used[pi] || removed[pi] || !allowed[cj]) continue;
      if (!this.push(cj, entry[j] as number, pi)) continue;
      if (r > 1) this.rec(node, j + 1, r - 1, rem, pj, s2);
      else if (node.next) this.rec(node.next, 0, node.next.c, rem, pj, s2);
      else this.leaf(rem, pj, s2);
      this.pop();
      if (this.aborted) return;
    }
  }

  /** Adds a copy to the partial lineup; false (and nothing changed) if a rule breaks. */
  private push(copyIndex: number, entryIndex: number, pi: number): boolean {
    const p = this.p;
    const person = p.persons[pi];
    if (!person) return false;
    const earlier = p.earlierGroups[copyIndex];
    if (earlier?.length) {
      const G = p.groups.length;
      const from = (p.copies[copyIndex]?.group ?? 0) * G;
      for (const to of earlier) if (this.switchOk[from + to] && this.plan.slotLock[pi] === -1) return false;
    }
    this.stack[this.depth++] = copyIndex;
    this.usedPerson[pi] = 1;
    let ok = true;
    const t = person.team;
    if (++this.teamAll[t]! > this.limits.maxPerTeam) ok = false;
    const { teamLimits, positionLimits } = p.rules;
    for (let li = 0; li < teamLimits.length; li++)
      if (p.teamLimitCounts[li]?.[pi] && ++this.teamLimit[li]![t]! > teamLimits[li]!.max) ok = false;
    for (let li = 0; li < positionLimits.length; li++)
      if (p.positionLimitCounts[li]?.[pi] && ++this.posLimit[li]! > positionLimits[li]!.max) ok = false;
    if (this.gameCount[person.game]!++ === 0) this.distinctGames++;
    if (p.countsForMinTeams[pi] && this.teamCount[t]!++ === 0) this.distinctTeams++;
    const left = p.slotCount - this.depth;
    const rules = p.rules;
    if (rules.minGames && this.distinctGames + left < rules.minGames) ok = false;
    if (rules.minTeams && this.distinctTeams + left < rules.minTeams) ok = false;
    const acc = this.limits.accepted;
    if (acc) {
      for (const l of acc.entryLineups[entryIndex] ?? [])
        if (++this.overlap[l]! > acc.overlapLimit) ok = false;
    }
    if (!ok) this.pop();
    return ok;
  }

  private pop(): void {
    const p = this.p;
    const copyIndex = this.stack[--this.depth] as number;
    const info = p.copies[copyIndex];
    if (!info) return;
    const pi = info.person;
    const person = p.persons[pi];
    if (!person) return;
    this.usedPerson[pi] = 0;
    const t = person.team;
    this.teamAll[t]!--;
    const { teamLimits, positionLimits } = p.rules;
    for (let li = 0; li < teamLimits.length; li++) if (p.teamLimitCounts[li]?.[pi]) this.teamLimit[li]![t]!--;
    for (let li = 0; li < positionLimits.length; li++)
      if (p.positionLimitCounts[li]?.[pi]) this.posLimit[li]!--;
    if (--this.gameCount[person.game]! === 0) this.distinctGames--;
    if (p.countsForMinTeams[pi] && --this.teamCount[t]! === 0) this.distinctTeams--;
    const acc = this.limits.accepted;
    if (acc) for (const l of acc.entryLineups[info.entry] ?? []) this.overlap[l]!--;
  }

  private leaf(b: number, score: number, state: number): void {
    if (score < this.thr || state !== 0) return;
    // Leaves count toward the work budget: checking stacks on a complete lineup costs more than a node.
    if (++this.leaves > this.leafLimit) {
      this.aborted = true;
      return;
    }
    // A run with a node or try limit looks at its work every LEAF_CHECK_EVERY leaves too: at the
    // last pick a node can check hundreds of complete lineups, and a try of the leaf method on
    // FD NFL spent 4 to 14M units within its 12,000 nodes.
    if (this.leaves >= this.nextLeafCheck) {
      this.nextLeafCheck = this.leaves + LEAF_CHECK_EVERY;
      if (this.overTry()) return;
    }
    const p = this.p;
    const usedUnits = p.budgetUnits - b;
    if (usedUnits * p.unit < this.limits.minSalary) return;
    const rules = p.rules;
    if (rules.minGames && this.distinctGames < rules.minGames) return;
    if (rules.minTeams && this.distinctTeams < rules.minTeams) return;
    const n = this.depth;
    if (!this.isCanonicalCopies(n)) return;
    const stack = this.stack;
    const fast = this.plan.fast;
    if (this.plan.corePlans.length || this.plan.leafPlans.length || fast) {
      const sorted = this.leafPersons;
      for (let i = 0; i < n; i++) sorted[i] = p.copies[stack[i] as number]?.person ?? 0;
      sortPrefix(sorted, n);
      // A lineup that stacks several teams belongs to the first of them only.
      if (fast) {
        const teams = fast.plan.teams;
        if (!meetsFastStack(p, fast, teams[this.teamSlot] ?? -1, sorted, n)) return;
        for (let t = 0; t < this.teamSlot; t++)
          if (meetsFastStack(p, fast, teams[t] ?? -1, sorted, n)) return;
      }
      const root = this.root;
      const { coreLists, coreStrides } = this.plan;
      for (let k = 0; k < this.coreChecks.length; k++) {
        const cores = coreLists[k] as CoreList;
        const index = coreIndex(coreStrides, coreLists, root?.coreSet ?? 0, k);
        if (!this.coreChecks[k]?.isFirst(sorted, n, cores, index, this.stackWork)) return this.checkSteps();
      }
      for (const check of this.leafChecks)
        if (!check.meets(sorted, n, this.stackWork)) return this.checkSteps();
      this.checkSteps();
    }
    const entries = this.leafEntries;
    for (let i = 0; i < n; i++) entries[i] = p.copies[stack[i] as number]?.entry ?? 0;
    sortPrefix(entries, n);
    const key = this.keyOf(entries, n);
    if (!this.top.wants(score, key)) return;
    const copies = new Array<number>(n);
    for (let i = 0; i < n; i++) copies[i] = stack[i] as number;
    this.top.push({ score, key, copies });
    this.thr = this.top.threshold;
  }

  /** Marks the run aborted once the stack checks have used the work left. */
  private checkSteps(): void {
    if (this.stackWork.steps > this.stepLimit) this.aborted = true;
  }

  /**
   * The lineup's key: its entries (ascending), each as two characters (high and low 16 bits).
   * Keys are all the same length, so comparing them compares the entry lists, and building one
   * allocates a single short string.
   */
  private keyOf(entries: Int32Array, n: number): string {
    const codes = this.keyCodes;
    codes.length = 2 * n;
    for (let i = 0; i < n; i++) {
      codes[2 * i] = (entries[i] as number) >>> 16;
      codes[2 * i + 1] = (entries[i] as number) & 0xffff;
    }
    return String.fromCharCode.apply(null, codes);
  }

  /** Scratch of keyOf. */
  private readonly keyCodes: number[] = [];

  /**
   * A set of entries can often be built from several copy choices (a PG/SG player counted as
   * PG or as SG). Only the lexicographically first feasible choice (members by entry, options in
   * entryCopies order) is kept, so each lineup is produced once. The current choice is feasible,
   * so it is the first unless some member i can take an earlier option while members before i
   * keep theirs and members after i take any of theirs (a member free to take any option fits
   * exactly the slots of the union of its options' masks).
   */
  private isCanonicalCopies(n: number): boolean {
    const stack = this.stack;
    const rank = this.copyRank;
    let later = false;
    for (let i = 0; i < n; i++) if ((rank[stack[i] as number] as number) > 0) later = true;
    // Every member on its first option: nothing earlier to compare.
    if (!later) return true;
    const p = this.p;
    const order = this.memberCopy;
    for (let i = 0; i < n; i++) {
      const c = stack[i] as number;
      const e = p.copies[c]?.entry ?? 0;
      let j = i;
      for (; j > 0 && (p.copies[order[j - 1] as number]?.entry ?? 0) > e; j--)
        order[j] = order[j - 1] as number;
      order[j] = c;
    }
    const masks = this.memberMask;
    const fixed = this.memberFixed;
    for (let i = 0; i < n; i++) {
      const c = order[i] as number;
      const info = p.copies[c];
      masks[i] = this.unionMask[info?.entry ?? 0] as number;
      fixed[i] = this.plan.slotLock[info?.person ?? 0] as number;
    }
    for (let i = 0; i < n; i++) {
      const c = order[i] as number;
      const r = rank[c] as number;
      if (r > 0) {
        for (const o of p.entryCopies[p.copies[c]?.entry ?? 0] ?? []) {
          const ro = rank[o] as number;
          if (ro < 0) continue;
          if (ro >= r) break;
          masks[i] = this.copyMask[o] as number;
          if (this.matcher.feasible(masks, fixed, n)) return false;
        }
      }
      masks[i] = this.copyMask[c] as number;
    }
    return true;
  }
}
