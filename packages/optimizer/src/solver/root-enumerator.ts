/**
 * The roots of a search plan: every combination of the forced players' copies, stack cores and
 * roster shapes a sub-search starts from (RootEnumerator), each choice of copies kept only where
 * it is the canonical one, and the roots laid out as flat arrays (flattenRoots).
 */
import { ShapeOracle, type Reservation } from './slot-matching';
import type { Problem } from './problem';
import { coreIndex, type CoreList, type StepCounter } from './stack-cores';
import type { FlatRoots, ForcedPerson, RootConfig } from './search-plan';

/** A feasible shape for some forced group counts: what is left to pick and which switches are duplicates. */
export type RootVariant = { residualId: number; switchOk: Uint8Array; shape: Int32Array };

/** Variant ids of the feasible shapes for some forced counts (see RootEnumerator.variantsOf). */
export type ShapeVariants = { all: KeptShapes; kept: Map<number | string, KeptShapes>; oracle: ShapeOracle };

/** Shapes a choice of forced copies is searched with: variant and residual ids, listed once. */
export type KeptShapes = { id: number; variants: Int32Array; residuals: Int32Array };

/** A growable Int32Array. */
export class IntList {
  data = new Int32Array(256);
  length = 0;

  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Per copy: its salary units and group; per person: the copies the slot locks allow. */
function copyTables(
  problem: Problem,
  copyAllowed: Uint8Array,
): { copyUnits: Int32Array; copyGroup: Int32Array; allowedByPerson: number[][] } {
  const allowedByPerson = problem.persons.map((_, p) =>
    (problem.personEntries[p] ?? []).flatMap((e) =>
      (problem.entryCopies[e] ?? []).filter((c) => copyAllowed[c]),
    ),
  );
  const copyUnits = new Int32Array(problem.copies.length);
  const copyGroup = new Int32Array(problem.copies.length);
  problem.copies.forEach((c, i) => {
    copyUnits[i] = problem.entries[c.entry]?.units ?? 0;
    copyGroup[i] = c.group;
  });
  return { copyUnits, copyGroup, allowedByPerson };
}

/** Copies of an entry by rank, and an id per distinct list of their groups. */
function copyRanks(
  problem: Problem,
  copyGroup: Int32Array,
): { copyRank: Int32Array; entryGroupsId: Int32Array; groupListCount: number; maxCopies: number } {
  const copyRank = new Int32Array(problem.copies.length);
  const entryGroupsId = new Int32Array(problem.entries.length);
  const groupLists = new Map<string, number>();
  let maxCopies = 1;
  problem.entryCopies.forEach((list, e) => {
    list.forEach((c, k) => {
      copyRank[c] = k;
    });
    maxCopies = Math.max(maxCopies, list.length);
    const key = list.map((c) => copyGroup[c]).join(',');
    let id = groupLists.get(key);
    if (id === undefined) {
      id = groupLists.size;
      groupLists.set(key, id);
    }
    entryGroupsId[e] = id;
  });
  return { copyRank, entryGroupsId, groupListCount: groupLists.size, maxCopies };
}

/**
 * Decides a pattern id per person: players with the same copies (groups and ranks) lead to the
 * same kept shapes, so unlocked player lists are resolved once per pattern.
 */
function personPatterns(
  problem: Problem,
  allowedByPerson: readonly number[][],
  copyGroup: Int32Array,
  copyRank: Int32Array,
  entryGroupsId: Int32Array,
): { patternOf: Int32Array; patternCount: number } {
  const patternOf = new Int32Array(problem.persons.length);
  const patternIds = new Map<string, number>();
  allowedByPerson.forEach((copies, p) => {
    const key = copies.map((c) => {
      const e = problem.copies[c]?.entry ?? 0;
      return `${copyGroup[c]}:${copyRank[c]}:${entryGroupsId[e]}:${problem.entryCopies[e]?.length}`;
    });
    const text = key.join(',');
    let id = patternIds.get(text);
    if (id === undefined) {
      id = patternIds.size;
      patternIds.set(text, id);
    }
    patternOf[p] = id;
  });
  return { patternOf, patternCount: patternIds.size };
}

/** Whether moving one player between groups keeps `shape` feasible (see RootConfig.switchOk). */
function switchMask(oracle: ShapeOracle, shape: Int32Array, G: number): Uint8Array {
  const switchOk = new Uint8Array(G * G);
  for (let from = 0; from < G; from++) {
    if (!shape[from]) continue;
    for (let to = 0; to < G; to++) {
      if (to === from) continue;
      const alt = shape.slice();
      alt[from] = (alt[from] as number) - 1;
      alt[to] = (alt[to] as number) + 1;
      if (oracle.feasible(alt)) switchOk[from * G + to] = 1;
    }
  }
  return switchOk;
}

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

/** Lays the listed roots out flat (see FlatRoots) and gives the root reader for the plan. */
export function flattenRoots(
  problem: Problem,
  roots: RootEnumerator,
): { flat: FlatRoots; rootAt: (r: number, into: RootConfig) => RootConfig } {
  const { rootCount, choiceShapes, keptList, variantList } = roots;
  const choiceCopies = roots.copyList.toArray();
  const flat: FlatRoots = {
    choice: new Int32Array(rootCount),
    residual: new Int32Array(rootCount),
    offsets: roots.offsets.toArray(),
    entries: new Int32Array(choiceCopies.length),
    persons: new Int32Array(choiceCopies.length),
    budget: roots.budget.toArray(),
  };
  for (let k = 0; k < choiceCopies.length; k++) {
    const info = problem.copies[choiceCopies[k] as number];
    flat.entries[k] = info?.entry ?? 0;
    flat.persons[k] = info?.person ?? 0;
  }
  const variantOf = new Int32Array(rootCount);
  for (let c = 0, at = 0; c < choiceShapes.length; c++) {
    const kept = keptList[choiceShapes.data[c] as number] as KeptShapes;
    for (let j = 0; j < kept.variants.length; j++, at++) {
      flat.choice[at] = c;
      flat.residual[at] = kept.residuals[j] as number;
      variantOf[at] = kept.variants[j] as number;
    }
  }
  const coreSetOfChoice = roots.coreSetOf.toArray();
  const rootAt = (r: number, into: RootConfig): RootConfig => {
    const c = flat.choice[r] as number;
    const v = variantList[variantOf[r] as number] as RootVariant;
    into.forcedCopies = choiceCopies;
    into.forcedFrom = flat.offsets[c] as number;
    into.forcedTo = flat.offsets[c + 1] as number;
    into.forcedUnits = problem.budgetUnits - (flat.budget[c] as number);
    into.coreSet = coreSetOfChoice[c] as number;
    into.residualId = v.residualId;
    into.switchOk = v.switchOk;
    return into;
  };
  return { flat, rootAt };
}
