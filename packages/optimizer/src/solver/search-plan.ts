import { ShapeOracle, SlotMatcher, type Reservation } from './slot-matching';
import type { Problem } from './problem';
import {
  fastStack,
  countCores,
  listCores,
  planStack,
  type CoreList,
  type FastStack,
  type StackPlan,
  type StepCounter,
} from './stack-cores';
import type { StackRule } from './build-input.types';

/** One independent sub-search: players fixed up front and the group counts left to pick. */
export type RootConfig = {
  /** The forced copies are forcedCopies[forcedFrom..forcedTo) (an array shared by every root). */
  forcedCopies: Int32Array;
  forcedFrom: number;
  forcedTo: number;
  /** Index into SearchPlan.residuals: group counts left to pick. */
  residualId: number;
  /** Salary units of the forced copies. */
  forcedUnits: number;
  /**
   * switchOk[from * G + to] is 1 when moving one player from group `from` to group `to` keeps
   * this root's shape feasible. A player in a later copy whose earlier copy could be switched in
   * is a duplicate of a lineup built elsewhere, so the search drops it at once.
   */
  switchOk: Uint8Array;
  /**
   * The root's core set: for corePlans[k], core coreIndex(plan, coreSet, k) of
   * coreLists[k] (see coreIndex).
   */
  coreSet: number;
};

/** The fixed part of a search: what is forced, removed and how stacks are enforced. */
export type SearchPlan = {
  /**
   * Number of roots; root r is `rootAt(r, into)`, written into `into` (searches visit many
   * roots, so they reuse one object).
   */
  rootCount: number;
  rootAt: (r: number, into: RootConfig) => RootConfig;
  residuals: Int32Array[];
  corePlans: StackPlan[];
  /** Cores of each core plan; a root's core set picks one of each (see coreIndex). */
  coreLists: CoreList[];
  /** Core set s uses core floor(s / coreStrides[k]) % coreLists[k].count of plan k. */
  coreStrides: number[];
  leafPlans: StackPlan[];
  /** The stack searched through a table dimension per team (see FastStack), if any. */
  fast: FastStack | null;
  copyAllowed: Uint8Array;
  /** Slot index a person is locked into, or -1. */
  slotLock: Int32Array;
  removed: Uint8Array;
  /** The roots as flat arrays, for computing every root's bound in one pass. */
  flat: FlatRoots;
  /** Steps spent building the plan (charged to the build's work budget). */
  work: number;
  /**
   * True when building stopped at its work limit: the plan then has no roots and must not be
   * searched (the build has used its budget).
   */
  cutShort: boolean;
};

/**
 * Roots as flat arrays: root r uses forced-copy choice `choice[r]` (entries/persons
 * [offsets[c], offsets[c + 1]), `budget[c]` units left) and residual `residual[r]`.
 */
export type FlatRoots = {
  choice: Int32Array;
  residual: Int32Array;
  offsets: Int32Array;
  entries: Int32Array;
  persons: Int32Array;
  budget: Int32Array;
};

/** A feasible shape for some forced group counts: what is left to pick and which switches are duplicates. */
type RootVariant = { residualId: number; switchOk: Uint8Array; shape: Int32Array };

/** Variant ids of the feasible shapes for some forced counts (see buildSearchPlan). */
type ShapeVariants = { all: KeptShapes; kept: Map<number | string, KeptShapes>; oracle: ShapeOracle };

/** Shapes a choice of forced copies is searched with: variant and residual ids, listed once. */
type KeptShapes = { id: number; variants: Int32Array; residuals: Int32Array };

/** A growable Int32Array. */
class IntList {
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

/** A player forced into every lineup of this search, optionally into one slot index. */
export type ForcedPerson = { person: number; slot: number };

const CORE_LIMIT = 200_000;
/** Stacks with at most this many cores stay as forced cores (cheaper than a table per team). */
const FAST_MIN_CORES = 100_000;

/**
 * How stacks are searched: `cores` forces each way to meet a stack as a sub-search (best for
 * stacks with few combinations), `tables` gives the stack with the most combinations a bound
 * table dimension per team, `leaf` searches without the stacks and checks them on complete
 * lineups (best when many good lineups already meet them), `auto` picks `tables` above
 * FAST_MIN_CORES combinations and cores otherwise. All give the same lineups.
 */
export type StackMethod = 'auto' | 'tables' | 'cores' | 'leaf';

/**
 * Builds the sub-searches: every combination of forced players' copies, stack cores and roster
 * shapes. Stacks become forced cores (exact and fast); if their product is too large, the
 * remaining stacks are checked on complete lineups instead.
 */
export function buildSearchPlan(
  problem: Problem,
  forced: readonly ForcedPerson[],
  removed: Uint8Array,
  stacks: readonly StackRule[],
  method: StackMethod = 'auto',
  /**
   * True when every lineup gets new tables (randomness): tables per team are then rebuilt for
   * each lineup, so `auto` keeps cores unless there are too many to list.
   */
  tablesPerLineup = false,
  /** Most steps building may take (see PLAN_STEPS_PER_UNIT); past it the plan is cut short. */
  stepLimit = Infinity,
): SearchPlan {
  const threshold = tablesPerLineup ? CORE_LIMIT : FAST_MIN_CORES;
  const work: StepCounter = { steps: 0 };
  const slotLock = new Int32Array(problem.persons.length).fill(-1);
  for (const f of forced) if (f.slot >= 0) slotLock[f.person] = f.slot;
  const copyAllowed = new Uint8Array(problem.copies.length).fill(1);
  problem.copies.forEach((c, i) => {
    const lock = slotLock[c.person] ?? -1;
    if (lock >= 0 && ((problem.groups[c.group]?.mask ?? 0) & (1 << lock)) === 0) copyAllowed[i] = 0;
  });
  const live: number[] = [];
  problem.persons.forEach((_, i) => {
    if (!removed[i]) live.push(i);
  });
  const plans = stacks.map((s) => planStack(problem, s));
  const fitsForced = forcedFit(problem, forced, copyAllowed);
  const corePlans: StackPlan[] = [];
  const coreLists: CoreList[] = [];
  const leafPlans: StackPlan[] = [];
  let coreSetCount = 1;
  // The stack with the most cores (that allows it) gets the table dimension instead of cores.
  // Stacks checked on complete lineups need no cores; too many cores are counted, not listed.
  const counted = plans
    .map((plan) => {
      if (method === 'leaf') return { plan, cores: null, few: Infinity };
      const n = countCores(problem, plan, live, work);
      const cores =
        n !== null && n > threshold ? null : listCores(problem, plan, live, threshold, fitsForced, work);
      return { plan, cores, few: cores?.count ?? Infinity };
    })
    .sort((a, b) => a.few - b.few);
  let fast: FastStack | null = null;
  for (let i = counted.length - 1; i >= 0 && !fast && method !== 'cores' && method !== 'leaf'; i--) {
    const item = counted[i];
    if (!item || (method !== 'tables' && item.few <= threshold)) continue;
    fast = fastStack(problem, item.plan);
    if (fast) counted.splice(i, 1);
  }
  const sized = counted
    .map(({ plan, cores }) => ({
      plan,
      cores:
        cores ??
        (threshold < CORE_LIMIT &&
        method !== 'leaf' &&
        (countCores(problem, plan, live, work) ?? 0) <= CORE_LIMIT
          ? listCores(problem, plan, live, CORE_LIMIT, fitsForced, work)
          : null),
    }))
    .sort((a, b) => (a.cores?.count ?? Infinity) - (b.cores?.count ?? Infinity));
  for (const { plan, cores } of sized) {
    if (cores && method !== 'leaf' && coreSetCount * cores.count <= CORE_LIMIT) {
      corePlans.push(plan);
      coreLists.push(cores);
      coreSetCount *= cores.count;
    } else leafPlans.push(plan);
  }
  // The last plan's core changes fastest from one core set to the next.
  const coreStrides = coreLists.map(() => 1);
  for (let k = coreLists.length - 2; k >= 0; k--)
    coreStrides[k] = (coreStrides[k + 1] as number) * (coreLists[k + 1]?.count ?? 1);
  const oracles = new Map<string, ShapeOracle>();
  const G = problem.groups.length;
  const base = problem.slotCount + 1;
  // Forced group counts as one number (digits base slotCount + 1) when that stays exact.
  const numericCounts = Math.pow(base, G) < 2 ** 52;
  /**
   * Per reservations, then per forced group counts: the variant ids of every feasible shape
   * (`all`) and, per choice signature (see below), those that are not duplicates.
   */
  const variantCache = new Map<string, Map<number | string, ShapeVariants>>();
  const switchCache = new Map<string, Uint8Array>();
  const available = problem.groups.map((g) => g.copies.length);
  const variantList: RootVariant[] = [];
  const residuals: Int32Array[] = [];
  const residualIds = new Map<string, number>();
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
  const keptList: KeptShapes[] = [];
  const keep = (variants: number[]): KeptShapes => {
    const kept = {
      id: keptList.length,
      variants: Int32Array.from(variants),
      residuals: Int32Array.from(variants, (v) => variantList[v]?.residualId ?? 0),
    };
    keptList.push(kept);
    return kept;
  };
  const variantsOf = (rKey: string, reservations: Reservation[], counts: Int32Array): ShapeVariants => {
    let byCounts = variantCache.get(rKey);
    if (!byCounts) {
      byCounts = new Map();
      variantCache.set(rKey, byCounts);
    }
    let cKey: number | string = 0;
    if (numericCounts) for (let g = G - 1; g >= 0; g--) cKey = cKey * base + (counts[g] as number);
    else cKey = counts.join(',');
    const hit = byCounts.get(cKey);
    if (hit) return hit;
    let oracle = oracles.get(rKey);
    if (!oracle) {
      oracle = new ShapeOracle(
        problem.groups.map((g) => g.mask),
        problem.slotCount,
        reservations,
      );
      oracles.set(rKey, oracle);
    }
    const variants: number[] = [];
    for (const shape of oracle.shapes(counts, available)) {
      const swKey = `${rKey}|${shape.join(',')}`;
      let switchOk = switchCache.get(swKey);
      if (!switchOk) {
        switchOk = new Uint8Array(G * G);
        for (let from = 0; from < G; from++) {
          if (!shape[from]) continue;
          for (let to = 0; to < G; to++) {
            if (to === from) continue;
            const alt = shape.slice();
            alt[from] = (alt[from] ?? 0) - 1;
            alt[to] = (alt[to] ?? 0) + 1;
            if (oracle.feasible(alt)) switchOk[from * G + to] = 1;
          }
        }
        switchCache.set(swKey, switchOk);
      }
      let key = '';
      for (let g = 0; g < G; g++) key += `${(shape[g] ?? 0) - (counts[g] ?? 0)},`;
      let residualId = residualIds.get(key);
      if (residualId === undefined) {
        const residual = new Int32Array(G);
        for (let g = 0; g < G; g++) residual[g] = (shape[g] ?? 0) - (counts[g] ?? 0);
        residualId = residuals.length;
        residuals.push(residual);
        residualIds.set(key, residualId);
      }
      variants.push(variantList.length);
      variantList.push({ residualId, switchOk, shape });
    }
    const entry = { all: keep(variants), kept: new Map<number | string, KeptShapes>(), oracle };
    byCounts.set(cKey, entry);
    return entry;
  };
  // Choices (forced copies) and roots, flat.
  const offsets = new IntList();
  offsets.push(0);
  const copyList = new IntList();
  const budget = new IntList();
  const coreSetOf = new IntList();
  /** Per choice: its KeptShapes id (its roots are those shapes, in order). */
  const choiceShapes = new IntList();
  let rootCount = 0;
  const counts = new Int32Array(G);
  // Copies of an entry by rank, and an id per distinct list of their groups.
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
  const signatureBase = groupLists.size * maxCopies + 1;
  /** Chosen copies of the members free to take another copy of their entry (unlocked). */
  const free = new Int32Array(problem.slotCount);
  let freeCount = 0;
  /**
   * Shapes of `shapes` left once duplicates are dropped. Another copy choice for the free members
   * (the rest unchanged) whose first changed member (by entry, as isCanonicalCopies orders them)
   * takes an earlier copy is the canonical one whenever the shape it gives is feasible: every
   * lineup of such a root would be rejected at its leaf, so the root is left out.
   */
  const keptShapes = (shapes: ShapeVariants): KeptShapes => {
    const m = freeCount;
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
    work.steps += deltas.length * shapes.all.variants.length * G;
    const shape = new Int32Array(G);
    const kept = Array.from(shapes.all.variants).filter((v) => {
      const own = variantList[v]?.shape;
      if (!own) return false;
      for (const delta of deltas) {
        for (let g = 0; g < G; g++) shape[g] = (own[g] as number) + (delta[g] as number);
        if (shapes.oracle.feasible(shape)) return false;
      }
      return true;
    });
    return keep(kept);
  };
  const forcedPersons = [...new Set(forced.map((f) => f.person))];
  const list = new Int32Array(problem.slotCount);
  const options = new Array<number[]>(problem.slotCount).fill([]);
  const pick = new Int32Array(problem.slotCount);
  const chosen = new Int32Array(problem.slotCount);
  const noReservations: Reservation[] = [];
  let n = 0;
  /** Adds a player to list[0..n-1] (distinct, ascending); false when the roster is full. */
  const add = (p: number): boolean => {
    for (let i = 0; i < n; i++) if (list[i] === p) return true;
    if (n === list.length) return false;
    let j = n++;
    for (; j > 0 && (list[j - 1] as number) > p; j--) list[j] = list[j - 1] as number;
    list[j] = p;
    return true;
  };
  /** Shapes kept for the copies in chosen[0..n-1] (players list[0..n-1]). */
  const resolve = (): KeptShapes => {
    counts.fill(0);
    let locked = false;
    freeCount = 0;
    let signature: number | string = 0;
    for (let i = 0; i < n; i++) {
      const c = chosen[i] as number;
      const g = copyGroup[c] as number;
      counts[g] = (counts[g] as number) + 1;
      if ((slotLock[list[i] as number] as number) >= 0) locked = true;
      else {
        const e = problem.copies[c]?.entry ?? 0;
        if ((problem.entryCopies[e]?.length ?? 0) > 1) {
          free[freeCount++] = c;
          const code = (entryGroupsId[e] as number) * maxCopies + (copyRank[c] as number) + 1;
          signature = signature * signatureBase + code;
        }
      }
    }
    let rKey = '';
    let reservations: Reservation[] = noReservations;
    if (locked) {
      reservations = [];
      for (let i = 0; i < n; i++) {
        const lock = slotLock[list[i] as number] as number;
        if (lock >= 0) reservations.push({ group: copyGroup[chosen[i] as number] as number, slot: lock });
      }
      rKey = reservations.map((r) => `${r.group}:${r.slot}`).join(',');
    }
    const shapes = variantsOf(rKey, reservations, counts);
    work.steps += G;
    if (!freeCount) return shapes.all;
    // The free members' copies (in order) decide which shapes are duplicates.
    if (signature >= 2 ** 52) {
      let text = '';
      for (let k = 0; k < freeCount; k++) {
        const c = free[k] as number;
        text += `${problem.copies[c]?.entry ?? 0}:${copyRank[c]},`;
      }
      signature = text;
    }
    let kept = shapes.kept.get(signature);
    if (!kept) {
      kept = keptShapes(shapes);
      shapes.kept.set(signature, kept);
    }
    return kept;
  };
  // Players with the same copies (groups and ranks) lead to the same kept shapes, so unlocked
  // player lists are resolved once per pattern: per choice, the KeptShapes id (-2: not yet).
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
  const patternBase = patternIds.size + 1;
  const templates = new Map<number | string, Int32Array>();
  const addCoreSet = (setIndex: number): boolean => {
    for (let k = 0; k < coreLists.length; k++) {
      const cores = coreLists[k] as CoreList;
      const from = coreIndex(coreStrides, coreLists, setIndex, k) * cores.size;
      for (let i = 0; i < cores.size; i++) if (!add(cores.persons[from + i] as number)) return false;
    }
    return true;
  };
  /** Adds the roots of every copy choice for the players in list[0..n-1]. */
  const addChoices = (setIndex: number): void => {
    let choices = 1;
    let pattern: number | string = 0;
    let locked = false;
    for (let i = 0; i < n; i++) {
      const p = list[i] as number;
      const o = allowedByPerson[p] ?? [];
      if (removed[p] || !o.length) return;
      options[i] = o;
      pick[i] = 0;
      choices *= o.length;
      pattern = pattern * patternBase + (patternOf[p] as number) + 1;
      if ((slotLock[p] as number) >= 0) locked = true;
    }
    if (pattern >= 2 ** 52) pattern = Array.from(list.subarray(0, n), (p) => patternOf[p]).join(',');
    let template = locked ? undefined : templates.get(pattern);
    if (!template) {
      template = new Int32Array(choices).fill(-2);
      if (!locked) templates.set(pattern, template);
    }
    // Every choice of one copy per player, in order (last player fastest).
    for (let j = 0; ; j++) {
      work.steps += n + 1;
      if (work.steps > stepLimit) {
        cutShort = true;
        return;
      }
      let forcedUnits = 0;
      for (let i = 0; i < n; i++) {
        const c = (options[i] as number[])[pick[i] as number] as number;
        chosen[i] = c;
        forcedUnits += copyUnits[c] as number;
      }
      if (forcedUnits <= problem.budgetUnits) {
        let id = template[j] as number;
        if (id === -2) {
          id = resolve().id;
          template[j] = id;
        }
        const kept = keptList[id] as KeptShapes;
        if (kept.variants.length) {
          for (let i = 0; i < n; i++) copyList.push(chosen[i] as number);
          offsets.push(copyList.length);
          budget.push(problem.budgetUnits - forcedUnits);
          coreSetOf.push(setIndex);
          choiceShapes.push(id);
          rootCount += kept.variants.length;
        }
      }
      let i = n - 1;
      while (i >= 0 && (pick[i] as number) + 1 >= (options[i] as number[]).length) pick[i--] = 0;
      if (i < 0) break;
      pick[i] = (pick[i] as number) + 1;
    }
  };
  let cutShort = work.steps > stepLimit;
  for (let setIndex = 0; setIndex < coreSetCount && !cutShort; setIndex++) {
    // The forced players and the cores'.
    n = 0;
    let fits = true;
    for (let i = 0; i < forcedPersons.length && fits; i++) fits = add(forcedPersons[i] as number);
    if (fits && addCoreSet(setIndex)) addChoices(setIndex);
  }
  // A plan cut short has no roots: searching part of them would miss lineups.
  if (cutShort) {
    rootCount = 0;
    choiceShapes.length = 0;
  }
  const choiceCopies = copyList.toArray();
  const flat: FlatRoots = {
    choice: new Int32Array(rootCount),
    residual: new Int32Array(rootCount),
    offsets: offsets.toArray(),
    entries: new Int32Array(choiceCopies.length),
    persons: new Int32Array(choiceCopies.length),
    budget: budget.toArray(),
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
  const coreSetOfChoice = coreSetOf.toArray();
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
  return {
    rootCount,
    rootAt,
    residuals,
    corePlans,
    coreLists,
    coreStrides,
    leafPlans,
    fast,
    copyAllowed,
    slotLock,
    removed,
    flat,
    work: work.steps,
    cutShort,
  };
}

/**
 * A test that a stack core can share a lineup with the forced players (locks, min-exposure
 * picks): together they must fit distinct roster slots (slot locks kept) and the cap, with each
 * player at their cheapest allowed entry. Only cores no lineup can hold fail it, so dropping
 * them keeps the search exact; a locked QB with his slot leaves a QB stack only his own team's
 * cores instead of every team's, which the search would otherwise try and reject one by one.
 */
function forcedFit(
  problem: Problem,
  forced: readonly ForcedPerson[],
  copyAllowed: Uint8Array,
): (core: readonly number[]) => boolean {
  const P = problem.persons.length;
  const personMask = new Int32Array(P);
  const cheapest = new Int32Array(P).fill(problem.budgetUnits + 1);
  problem.copies.forEach((c, i) => {
    if (!copyAllowed[i]) return;
    personMask[c.person] = (personMask[c.person] as number) | (problem.groups[c.group]?.mask ?? 0);
    const units = problem.entries[c.entry]?.units ?? 0;
    if (units < (cheapest[c.person] as number)) cheapest[c.person] = units;
  });
  const size = problem.slotCount;
  const masks = new Int32Array(size);
  const fixed = new Int32Array(size);
  const isForced = new Uint8Array(P);
  let forcedCount = 0;
  let forcedUnits = 0;
  for (const f of forced) {
    if (isForced[f.person] || forcedCount === size) continue;
    isForced[f.person] = 1;
    masks[forcedCount] = personMask[f.person] as number;
    fixed[forcedCount++] = f.slot;
    forcedUnits += cheapest[f.person] as number;
  }
  const matcher = new SlotMatcher(size);
  return (core) => {
    let n = forcedCount;
    let units = forcedUnits;
    for (const p of core) {
      if (isForced[p]) continue;
      if (n === size) return false;
      masks[n] = personMask[p] as number;
      fixed[n++] = -1;
      units += cheapest[p] as number;
    }
    return units <= problem.budgetUnits && matcher.feasible(masks, fixed, n);
  };
}

/** Index into coreLists[k] of the core that core set `set` uses for core plan k. */
export function coreIndex(
  strides: readonly number[],
  lists: readonly CoreList[],
  set: number,
  k: number,
): number {
  return Math.floor(set / (strides[k] as number)) % (lists[k]?.count ?? 1);
}
