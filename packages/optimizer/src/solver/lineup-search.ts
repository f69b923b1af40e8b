import { INFEASIBLE, type ChainNode, type SearchContext } from './search-context';
import { salaryFloor, type SalaryFloor } from './salary-floor';
import type { Problem } from './problem';
import { RootQueue, WaitingTeams } from './root-queue';
import { RosterCounts } from './roster-counts';
import type { RootConfig, SearchPlan } from './search-plan.types';
import { CanonicalCopies } from './canonical-copies';
import { emptyExtraPlan } from './extra-rules';
import { ExtraRules } from './extra-search';
import { CoreCheck, coreIndex, meetsFastStack, type CoreList } from './stack-cores';
import { TopK, type Candidate } from './top-k';
import {
  CHECK_EVERY,
  LEAF_CHECK_EVERY,
  NO_RUN_LIMITS,
  runLimits,
  spentTry,
  type RunLimits,
  type SearchLimits,
  type SearchRequest,
  type SearchWork,
  type TableSource,
} from './search-request';

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

/**
 * Depth-first branch and bound over the sub-searches of a plan. Returns the best `k`
 * lineups (after the cursor, at or above the floor) that meet every rule, best first.
 */
export class LineupSearch {
  /**
   * What the search has spent since takeWork: nodes, complete lineups checked (leaves reached at
   * or above the threshold) and steps of the stack checks on complete lineups that list cores
   * (stacks with several parts; a check can cost far more than a node, so they count toward the
   * work budget too).
   */
  private readonly work: SearchWork = { nodes: 0, leaves: 0, steps: 0 };
  /** True when the last run stopped at its node limit (its result is then incomplete). */
  aborted = false;
  /** The current run's limits (see RunLimits), set by run. */
  private lim: RunLimits = NO_RUN_LIMITS;
  private readonly floor: SalaryFloor;
  private readonly p: Problem;
  private readonly usedPerson: Uint8Array;
  private readonly stack: Int32Array;
  private depth = 0;
  /** The partial lineup against team, position, game and team-count rules. */
  private readonly counts: RosterCounts;
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
    this.counts = new RosterCounts(p, limits.maxPerTeam);
    this.overlap = new Int32Array(16);
    this.canonical = new CanonicalCopies(p, plan);
    this.coreChecks = plan.corePlans.map((cp) => CoreCheck.of(p, cp));
    this.leafChecks = plan.leafPlans.map((lp) => CoreCheck.of(p, lp));
    this.leafPersons = new Int32Array(p.slotCount);
    this.leafEntries = new Int32Array(p.slotCount);
    const capped = limits.caps?.stacks.length ? limits.caps : null;
    if (limits.extra || capped) this.extra = new ExtraRules(p, limits.extra ?? emptyExtraPlan(p), capped);
    this.reach = (this.extra?.minRules.length ?? 0) > 0;
    this.slack = source.lagrange?.slack ?? 0;
    this.realPts = source.lagrange?.real ?? null;
  }

  /** The lineup rules and stack caps, counted as players are added (null: none). */
  private readonly extra: ExtraRules | null = null;
  /** True when the lineup rules have minima to check against the picks a chain has left. */
  private readonly reach: boolean = false;
  /** What the tables' bounds may lie under a lineup's points (see Lagrange; 0 without). */
  private readonly slack: number;
  /** The build's points per entry when the tables hold others (see Lagrange). */
  private readonly realPts: Int32Array | null;

  /** Keeps each lineup to one copy choice (see CanonicalCopies). */
  private readonly canonical: CanonicalCopies;
  /** One per plan.corePlans entry. */
  private readonly coreChecks: CoreCheck[];
  /** Checks of the stacks met on complete lineups only (plan.leafPlans). */
  private readonly leafChecks: CoreCheck[];
  /** Scratch for leaf: the lineup's persons and entries, ascending. */
  private readonly leafPersons: Int32Array;
  private readonly leafEntries: Int32Array;

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
    return pts + (ctx.completion(root.residualId)[s * ctx.W + b] as number);
  }

  /** The work spent since the last call (or since the search began), the count set back to 0. */
  takeWork(): SearchWork {
    const { nodes, leaves, steps } = this.work;
    this.work.nodes = 0;
    this.work.leaves = 0;
    this.work.steps = 0;
    return { nodes, leaves, steps };
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
    return best + this.slack;
  }

  /** Points of a complete lineup's entries (the build's points, not the tables'). */
  private pointsOf(entries: Int32Array, n: number): number {
    const real = this.realPts as Int32Array;
    let pts = 0;
    for (let i = 0; i < n; i++) pts += real[entries[i] as number] as number;
    return pts;
  }

  /** Runs the search. */
  run(req: SearchRequest): Candidate[] {
    this.top = new TopK(req.k, Math.max(req.floor, INFEASIBLE), req.cursor);
    this.aborted = false;
    this.lim = runLimits(req, this.work);
    const acc = this.limits.accepted;
    if (acc && this.overlap.length < acc.count) this.overlap = new Int32Array(acc.count * 2);
    this.overlap.fill(0);
    const floor = this.top.threshold;
    const live = this.liveRoots();
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
    const waiting = new WaitingTeams(ready?.(this.teamSlot) ? this.teamSlot : -1);
    for (;;) {
      this.thr = this.top.threshold - this.slack;
      const nextBound = queue.topBound();
      const team = teams[ti];
      if (team && (queue.size === 0 || team.ub >= nextBound) && team.ub >= waiting.best) {
        ti++;
        if (team.ub < this.thr || team.ub < floor - this.slack) ti = teams.length;
        else this.queueTeam(team.slot, live);
        continue;
      }
      if (this.aborted) break;
      if (queue.size === 0 || nextBound < this.thr) {
        // The team searched has nothing left over the threshold: on to the waiting team with
        // the best root (its tables are built when its first root is searched).
        if (waiting.best < this.thr) break;
        waiting.resume(queue, this.thr);
        continue;
      }
      const slot = queue.topSlot();
      const rootIndex = queue.topRoot();
      queue.pop();
      if (ready && waiting.current >= 0 && slot !== waiting.current && !ready(slot)) {
        waiting.add(slot, rootIndex, nextBound);
        continue;
      }
      waiting.current = slot;
      // Building a team's tables costs far more than a node: the work is compared per root too.
      if (this.lim.tryLimit !== Infinity && this.overTry()) break;
      const ctx = this.source.search(slot);
      this.ctx = ctx;
      this.teamSlot = slot;
      const root = this.plan.rootAt(rootIndex, this.rootScratch);
      if (this.rootBound(root, ctx) < this.thr) continue;
      this.runRoot(root);
    }
    return this.top.sorted();
  }

  /** True for a root none of whose forced players was removed. */
  private liveRoots(): (r: number) => boolean {
    const removed = this.limits.removed;
    const { choice, offsets, persons } = this.plan.flat;
    return (r: number): boolean => {
      const c = choice[r] as number;
      const end = offsets[c + 1] as number;
      for (let k = offsets[c] as number; k < end; k++) if (removed[persons[k] as number]) return false;
      return true;
    };
  }

  /** Queues a team's live roots over the threshold (block maxima skip blocks under it). */
  private queueTeam(slot: number, live: (r: number) => boolean): void {
    const rb = this.source.rootBounds(slot);
    // Block maxima are recorded on the first scan of an array and skip blocks after that.
    const R = this.plan.rootCount;
    const known = this.source.rootBlocks?.get(rb);
    const blocks = known ?? new Float64Array(Math.ceil(R / ROOT_BLOCK));
    for (let k = 0; k < blocks.length; k++) {
      if (known && (blocks[k] as number) < this.thr) continue;
      const end = Math.min(R, (k + 1) * ROOT_BLOCK);
      let max = -Infinity;
      for (let i = k * ROOT_BLOCK; i < end; i++) {
        const bound = rb[i] as number;
        if (bound > max) max = bound;
        if (bound >= this.thr && live(i)) this.queue.push(bound, slot, i);
      }
      if (!known) blocks[k] = max;
    }
    if (!known) this.source.rootBlocks?.set(rb, blocks);
  }

  /** True, and the run marked aborted, once the run has spent its try limit. */
  private overTry(): boolean {
    if (!spentTry(this.lim, this.work)) return false;
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
    const work = this.work;
    if (++work.nodes > this.lim.nodeLimit) {
      this.aborted = true;
      return;
    }
    if (work.nodes >= this.lim.nextCheck) {
      this.lim.nextCheck = work.nodes + CHECK_EVERY;
      if (this.overTry()) return;
    }
    // At a step's start: the minima of the lineup rules against the picks the chain has left.
    if (i === 0 && this.reach && !(this.extra as ExtraRules).reachable(node)) return;
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
    const left = p.slotCount - this.depth;
    let ok = this.counts.add(pi, person.team, person.game, left);
    const acc = this.limits.accepted;
    if (acc) {
      for (const l of acc.entryLineups[entryIndex] ?? [])
        if (++this.overlap[l]! > acc.overlapLimit) ok = false;
    }
    if (this.extra && !this.extra.add(pi, left)) ok = false;
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
    this.counts.remove(pi, person.team, person.game);
    const acc = this.limits.accepted;
    if (acc) for (const l of acc.entryLineups[info.entry] ?? []) this.overlap[l]!--;
    this.extra?.remove(pi);
  }

  private leaf(b: number, score: number, state: number): void {
    if (score < this.thr || state !== 0) return;
    // Leaves count toward the work budget: checking stacks on a complete lineup costs more than a node.
    const work = this.work;
    if (++work.leaves > this.lim.leafLimit) {
      this.aborted = true;
      return;
    }
    // A run with a node or try limit looks at its work every LEAF_CHECK_EVERY leaves too: at the
    // last pick a node can check hundreds of complete lineups, and a try of the leaf method on
    // FD NFL spent 4 to 14M units within its 12,000 nodes.
    if (work.leaves >= this.lim.nextLeafCheck) {
      this.lim.nextLeafCheck = work.leaves + LEAF_CHECK_EVERY;
      if (this.overTry()) return;
    }
    const p = this.p;
    const usedUnits = p.budgetUnits - b;
    if (usedUnits * p.unit < this.limits.minSalary) return;
    if (!this.counts.minimaMet()) return;
    const n = this.depth;
    if (!this.canonical.isFirst(this.stack, n)) return;
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
        if (!this.coreChecks[k]?.isFirst(sorted, n, cores, index, work)) return this.checkSteps();
      }
      for (const check of this.leafChecks) if (!check.meets(sorted, n, work)) return this.checkSteps();
      this.checkSteps();
    }
    if (this.extra && !this.extra.complete()) return;
    const entries = this.leafEntries;
    for (let i = 0; i < n; i++) entries[i] = p.copies[stack[i] as number]?.entry ?? 0;
    sortPrefix(entries, n);
    const key = this.keyOf(entries, n);
    // On tables of points less λ x ownership, the lineup's own points.
    const real = this.realPts ? this.pointsOf(entries, n) : score;
    if (!this.top.wants(real, key)) return;
    const copies = new Array<number>(n);
    for (let i = 0; i < n; i++) copies[i] = stack[i] as number;
    this.top.push({ score: real, key, copies });
    this.thr = this.top.threshold - this.slack;
  }

  /** Marks the run aborted once the stack checks have used the work left. */
  private checkSteps(): void {
    if (this.work.steps > this.lim.stepLimit) this.aborted = true;
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
}
