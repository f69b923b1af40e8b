/**
 * The roots of a search plan: every combination of the forced players' copies, stack cores and
 * roster shapes a sub-search starts from (RootEnumerator), each choice of copies kept only where
 * it is the canonical one; flat-roots.ts lays them out as flat arrays (flattenRoots), and
 * root-shapes.ts holds the shapes and copy tables it works with.
 */
import { ShapeOracle, type Reservation } from './slot-matching';
import type { Problem } from './problem';
import { coreIndex, type CoreList, type StepCounter } from './stack-cores';
import type { ForcedPerson } from './search-plan.types';
import {
  IntList,
  copyRanks,
  copyTables,
  personPatterns,
  switchMask,
  type KeptShapes,
  type RootVariant,
  type ShapeVariants,
} from './root-shapes';

/** Shared by every choice without slot locks (ShapeOracle only reads it). */
const noReservations: readonly Reservation[] = [];

/**
 * Lists the roots: for each core set, every choice of one copy per forced or core player, and
 * for each choice the roster shapes it can be completed to (duplicates dropped). Choices are
 * kept flat (see FlatRoots).
 */
export class RootEnumerator {
  private readonly problem: Problem;
  private readonly G: number;
  private readonly slotLock: Int32Array;
  private readonly removed: Uint8Array;
  private readonly work: StepCounter;
  private readonly stepLimit: number;
  /** Digits of forced group counts as one number (base slotCount + 1) when that stays exact. */
  private readonly base: number;
  private readonly numericCounts: boolean;
  private readonly oracles = new Map<string, ShapeOracle>();
  /**
   * Per reservations, then per forced group counts: the variant ids of every feasible shape
   * (`all`) and, per choice signature (see readChosen), those that are not duplicates.
   */
  private readonly variantCache = new Map<string, Map<number | string, ShapeVariants>>();
  private readonly switchCache = new Map<string, Uint8Array>();
  private readonly available: number[];
  readonly variantList: RootVariant[] = [];
  readonly residuals: Int32Array[] = [];
  private readonly residualIds = new Map<string, number>();
  private readonly allowedByPerson: number[][];
  private readonly copyUnits: Int32Array;
  private readonly copyGroup: Int32Array;
  private readonly copyRank: Int32Array;
  private readonly entryGroupsId: Int32Array;
  private readonly maxCopies: number;
  private readonly signatureBase: number;
  readonly keptList: KeptShapes[] = [];
  // Choices (forced copies) and roots, flat.
  readonly offsets = new IntList();
  readonly copyList = new IntList();
  readonly budget = new IntList();
  readonly coreSetOf = new IntList();
  /** Per choice: its KeptShapes id (its roots are those shapes, in order). */
  readonly choiceShapes = new IntList();
  rootCount = 0;
  /** True when listing stopped at the step limit (then there are no roots). */
  cutShort = false;
  private readonly counts: Int32Array;
  /** Chosen copies of the members free to take another copy of their entry (unlocked). */
  private readonly free: Int32Array;
  private freeCount = 0;
  /** The players of the current choice, list[0..n-1] (distinct, ascending). */
  private readonly list: Int32Array;
  private n = 0;
  private readonly options: number[][];
  private readonly pick: Int32Array;
  private readonly chosen: Int32Array;
  private readonly patternOf: Int32Array;
  private readonly patternBase: number;
  /** Per pattern of unlocked players: per choice, the KeptShapes id (-2: not yet). */
  private readonly templates = new Map<number | string, Int32Array>();

  constructor(
    problem: Problem,
    ctx: {
      slotLock: Int32Array;
      copyAllowed: Uint8Array;
      removed: Uint8Array;
      work: StepCounter;
      stepLimit: number;
    },
  ) {
    this.problem = problem;
    this.slotLock = ctx.slotLock;
    this.removed = ctx.removed;
    this.work = ctx.work;
    this.stepLimit = ctx.stepLimit;
    const G = problem.groups.length;
    this.G = G;
    this.base = problem.slotCount + 1;
    this.numericCounts = Math.pow(this.base, G) < 2 ** 52;
    this.available = problem.groups.map((g) => g.copies.length);
    const { copyUnits, copyGroup, allowedByPerson } = copyTables(problem, ctx.copyAllowed);
    this.copyUnits = copyUnits;
    this.copyGroup = copyGroup;
    this.allowedByPerson = allowedByPerson;
    this.offsets.push(0);
    this.counts = new Int32Array(G);
    const ranks = copyRanks(problem, copyGroup);
    this.copyRank = ranks.copyRank;
    this.entryGroupsId = ranks.entryGroupsId;
    this.maxCopies = ranks.maxCopies;
    this.signatureBase = ranks.groupListCount * ranks.maxCopies + 1;
    this.free = new Int32Array(problem.slotCount);
    this.list = new Int32Array(problem.slotCount);
    this.options = new Array<number[]>(problem.slotCount).fill([]);
    this.pick = new Int32Array(problem.slotCount);
    this.chosen = new Int32Array(problem.slotCount);
    const patterns = personPatterns(problem, allowedByPerson, copyGroup, this.copyRank, this.entryGroupsId);
    this.patternOf = patterns.patternOf;
    this.patternBase = patterns.patternCount + 1;
  }

  /** Lists the roots of every core set (none when the step limit is reached). */
  addAll(
    forced: readonly ForcedPerson[],
    coreLists: readonly CoreList[],
    coreStrides: readonly number[],
    coreSetCount: number,
  ): void {
    const forcedPersons = [...new Set(forced.map((f) => f.person))];
    this.cutShort = this.work.steps > this.stepLimit;
    for (let setIndex = 0; setIndex < coreSetCount && !this.cutShort; setIndex++) {
      // The forced players and the cores'.
      this.n = 0;
      let fits = true;
      for (let i = 0; i < forcedPersons.length && fits; i++) fits = this.add(forcedPersons[i] as number);
      if (fits && this.addCoreSet(setIndex, coreLists, coreStrides)) this.addChoices(setIndex);
    }
    // A plan cut short has no roots: searching part of them would miss lineups.
    if (this.cutShort) {
      this.rootCount = 0;
      this.choiceShapes.length = 0;
    }
  }

  /** Adds a player to list[0..n-1] (distinct, ascending); false when the roster is full. */
  private add(p: number): boolean {
    const list = this.list;
    for (let i = 0; i < this.n; i++) if (list[i] === p) return true;
    if (this.n === list.length) return false;
    let j = this.n++;
    for (; j > 0 && (list[j - 1] as number) > p; j--) list[j] = list[j - 1] as number;
    list[j] = p;
    return true;
  }

  /** Adds the players of core set `setIndex`; false when they do not fit the roster. */
  private addCoreSet(
    setIndex: number,
    coreLists: readonly CoreList[],
    coreStrides: readonly number[],
  ): boolean {
    for (let k = 0; k < coreLists.length; k++) {
      const cores = coreLists[k] as CoreList;
      const from = coreIndex(coreStrides, coreLists, setIndex, k) * cores.size;
      for (let i = 0; i < cores.size; i++) if (!this.add(cores.persons[from + i] as number)) return false;
    }
    return true;
  }

  /** Adds the roots of every copy choice for the players in list[0..n-1]. */
  private addChoices(setIndex: number): void {
    const template = this.choiceTemplate();
    if (!template) return;
    const { n, options, pick } = this;
    // Every choice of one copy per player, in order (last player fastest).
    for (let j = 0; ; j++) {
      this.work.steps += n + 1;
      if (this.work.steps > this.stepLimit) {
        this.cutShort = true;
        return;
      }
      this.addChoice(setIndex, template, j);
      let i = n - 1;
      while (i >= 0 && (pick[i] as number) + 1 >= (options[i] as number[]).length) pick[i--] = 0;
      if (i < 0) break;
      pick[i] = (pick[i] as number) + 1;
    }
  }

  /**
   * Sets up the copy options of list[0..n-1] and returns the kept-shapes ids per choice (shared
   * by lists of the same pattern when no player is locked); null when a player has no copy.
   */
  private choiceTemplate(): Int32Array | null {
    let choices = 1;
    let pattern: number | string = 0;
    let locked = false;
    for (let i = 0; i < this.n; i++) {
      const p = this.list[i] as number;
      const o = this.allowedByPerson[p] ?? [];
      if (this.removed[p] || !o.length) return null;
      this.options[i] = o;
      this.pick[i] = 0;
      choices *= o.length;
      pattern = pattern * this.patternBase + (this.patternOf[p] as number) + 1;
      if ((this.slotLock[p] as number) >= 0) locked = true;
    }
    if (pattern >= 2 ** 52)
      pattern = Array.from(this.list.subarray(0, this.n), (p) => this.patternOf[p]).join(',');
    let template = locked ? undefined : this.templates.get(pattern);
    if (!template) {
      template = new Int32Array(choices).fill(-2);
      if (!locked) this.templates.set(pattern, template);
    }
    return template;
  }

  /** Adds choice j (the copies `pick` points to) with its shapes, when within the cap. */
  private addChoice(setIndex: number, template: Int32Array, j: number): void {
    const { n, chosen, problem } = this;
    let forcedUnits = 0;
    for (let i = 0; i < n; i++) {
      const c = (this.options[i] as number[])[this.pick[i] as number] as number;
      chosen[i] = c;
      forcedUnits += this.copyUnits[c] as number;
    }
    if (forcedUnits > problem.budgetUnits) return;
    let id = template[j] as number;
    if (id === -2) {
      id = this.resolve().id;
      template[j] = id;
    }
    const kept = this.keptList[id] as KeptShapes;
    if (!kept.variants.length) return;
    for (let i = 0; i < n; i++) this.copyList.push(chosen[i] as number);
    this.offsets.push(this.copyList.length);
    this.budget.push(problem.budgetUnits - forcedUnits);
    this.coreSetOf.push(setIndex);
    this.choiceShapes.push(id);
    this.rootCount += kept.variants.length;
  }

  /** Shapes kept for the copies in chosen[0..n-1] (players list[0..n-1]). */
  private resolve(): KeptShapes {
    const { locked, signature: code } = this.readChosen();
    let signature: number | string = code;
    let rKey = '';
    let reservations: readonly Reservation[] = noReservations;
    if (locked) {
      reservations = this.reservations();
      rKey = reservations.map((r) => `${r.group}:${r.slot}`).join(',');
    }
    const shapes = this.variantsOf(rKey, reservations, this.counts);
    this.work.steps += this.G;
    if (!this.freeCount) return shapes.all;
    // The free members' copies (in order) decide which shapes are duplicates.
    if (signature >= 2 ** 52) {
      let text = '';
      for (let k = 0; k < this.freeCount; k++) {
        const c = this.free[k] as number;
        text += `${this.problem.copies[c]?.entry ?? 0}:${this.copyRank[c]},`;
      }
      signature = text;
    }
    let kept = shapes.kept.get(signature);
    if (!kept) {
      kept = this.keptShapes(shapes);
      shapes.kept.set(signature, kept);
    }
    return kept;
  }

  /**
   * Counts the chosen copies per group and collects the free ones; returns whether any player
   * is slot-locked and the free copies' signature (entry group list and rank, in order).
   */
  private readChosen(): { locked: boolean; signature: number } {
    const { counts, chosen, problem } = this;
    counts.fill(0);
    let locked = false;
    this.freeCount = 0;
    let signature = 0;
    for (let i = 0; i < this.n; i++) {
      const c = chosen[i] as number;
      const g = this.copyGroup[c] as number;
      counts[g] = (counts[g] as number) + 1;
      if ((this.slotLock[this.list[i] as number] as number) >= 0) locked = true;
      else {
        const e = problem.copies[c]?.entry ?? 0;
        if ((problem.entryCopies[e]?.length ?? 0) > 1) {
          this.free[this.freeCount++] = c;
          const code = (this.entryGroupsId[e] as number) * this.maxCopies + (this.copyRank[c] as number) + 1;
          signature = signature * this.signatureBase + code;
        }
      }
    }
    return { locked, signature };
  }

  /** The group and slot of each slot-locked player among the chosen copies. */
  private reservations(): Reservation[] {
    const reservations: Reservation[] = [];
    for (let i = 0; i < this.n; i++) {
      const lock = this.slotLock[this.list[i] as number] as number;
      if (lock >= 0)
        reservations.push({ group: this.copyGroup[this.chosen[i] as number] as number, slot: lock });
    }
    return reservations;
  }

  /** Records a list of variant ids as a KeptShapes. */
  private keep(variants: number[]): KeptShapes {
    const kept = {
      id: this.keptList.length,
      variants: Int32Array.from(variants),
      residuals: Int32Array.from(variants, (v) => this.variantList[v]?.residualId ?? 0),
    };
    this.keptList.push(kept);
    return kept;
  }

  /** Every feasible shape for forced group counts `counts` under `reservations` (cached). */
  private variantsOf(rKey: string, reservations: readonly Reservation[], counts: Int32Array): ShapeVariants {
    const G = this.G;
    let byCounts = this.variantCache.get(rKey);
    if (!byCounts) {
      byCounts = new Map();
      this.variantCache.set(rKey, byCounts);
    }
    let cKey: number | string = 0;
    if (this.numericCounts) for (let g = G - 1; g >= 0; g--) cKey = cKey * this.base + (counts[g] as number);
    else cKey = counts.join(',');
    const hit = byCounts.get(cKey);
    if (hit) return hit;
    let oracle = this.oracles.get(rKey);
    if (!oracle) {
      oracle = new ShapeOracle(
        this.problem.groups.map((g) => g.mask),
        this.problem.slotCount,
        reservations,
      );
      this.oracles.set(rKey, oracle);
    }
    const variants: number[] = [];
    for (const shape of oracle.shapes(counts, this.available)) {
      const swKey = `${rKey}|${shape.join(',')}`;
      let switchOk = this.switchCache.get(swKey);
      if (!switchOk) {
        switchOk = switchMask(oracle, shape, G);
        this.switchCache.set(swKey, switchOk);
      }
      const residualId = this.residualId(shape, counts);
      variants.push(this.variantList.length);
      this.variantList.push({ residualId, switchOk, shape });
    }
    const entry = { all: this.keep(variants), kept: new Map<number | string, KeptShapes>(), oracle };
    byCounts.set(cKey, entry);
    return entry;
  }

  /** Id of the group counts left to pick (shape - counts), listed once in `residuals`. */
  private residualId(shape: Int32Array, counts: Int32Array): number {
    const G = this.G;
    let key = '';
    for (let g = 0; g < G; g++) key += `${(shape[g] as number) - (counts[g] as number)},`;
    let residualId = this.residualIds.get(key);
    if (residualId === undefined) {
      const residual = new Int32Array(G);
      for (let g = 0; g < G; g++) residual[g] = (shape[g] as number) - (counts[g] as number);
      residualId = this.residuals.length;
      this.residuals.push(residual);
      this.residualIds.set(key, residualId);
    }
    return residualId;
  }

  /**
   * Shapes of `shapes` left once duplicates are dropped. Another copy choice for the free members
   * (the rest unchanged) whose first changed member (by entry, as isCanonicalCopies orders them)
   * takes an earlier copy is the canonical one whenever the shape it gives is feasible: every
   * lineup of such a root would be rejected at its leaf, so the root is left out.
   */
  private keptShapes(shapes: ShapeVariants): KeptShapes {
    const G = this.G;
    const deltas = this.earlierCopyDeltas();
    this.work.steps += deltas.length * shapes.all.variants.length * G;
    const shape = new Int32Array(G);
    const kept = Array.from(shapes.all.variants).filter((v) => {
      const own = this.variantList[v]?.shape;
      if (!own) return false;
      for (const delta of deltas) {
        for (let g = 0; g < G; g++) shape[g] = (own[g] as number) + (delta[g] as number);
        if (shapes.oracle.feasible(shape)) return false;
      }
      return true;
    });
    return this.keep(kept);
  }

  /** Group count changes of each other copy choice of the free members that comes earlier. */
  private earlierCopyDeltas(): Int32Array[] {
    const { G, free, copyRank, copyGroup, problem } = this;
    const m = this.freeCount;
    const alt = new Int32Array(m);
    const deltas: Int32Array[] = [];
    const visit = (i: number): void => {
      if (i < m) {
        const options = problem.entryCopies[problem.copies[free[i] as number]?.entry ?? 0] ?? [];
        for (const c of options) {
          alt[i] = c;
          visit(i + 1);
        }
        return;
      }
      let k = 0;
      while (k < m && alt[k] === free[k]) k++;
      if (k === m || (copyRank[alt[k] as number] as number) > (copyRank[free[k] as number] as number)) return;
      const delta = new Int32Array(G);
      for (let j = k; j < m; j++) {
        const from = copyGroup[free[j] as number] as number;
        const to = copyGroup[alt[j] as number] as number;
        delta[from] = (delta[from] as number) - 1;
        delta[to] = (delta[to] as number) + 1;
      }
      deltas.push(delta);
    };
    visit(0);
    return deltas;
  }
}
