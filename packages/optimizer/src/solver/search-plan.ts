import { ShapeOracle, type Reservation } from './slot-matching';
import type { Problem } from './problem';
import {
  fastStack,
  listCores,
  planStack,
  type FastStack,
  type StackCore,
  type StackPlan,
} from './stack-cores';
import type { StackRule } from './build-input.types';

/** One independent sub-search: players fixed up front and the group counts left to pick. */
export type RootConfig = {
  forcedCopies: number[];
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
  cores: StackCore[];
};

/** The fixed part of a search: what is forced, removed and how stacks are enforced. */
export type SearchPlan = {
  /** Number of roots; root r is `rootAt(r)` (built on demand: plans can have many roots). */
  rootCount: number;
  rootAt: (r: number) => RootConfig;
  residuals: Int32Array[];
  corePlans: StackPlan[];
  leafPlans: StackPlan[];
  /** The stack searched through a table dimension per team (see FastStack), if any. */
  fast: FastStack | null;
  copyAllowed: Uint8Array;
  /** Slot index a person is locked into, or -1. */
  slotLock: Int32Array;
  removed: Uint8Array;
  /** The roots as flat arrays, for computing every root's bound in one pass. */
  flat: FlatRoots;
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

/** One choice of copies for the forced players (shared by the roots of its shapes). */
type RootChoice = { forcedCopies: number[]; forcedUnits: number; cores: StackCore[] };

/** A feasible shape for a choice: what is left to pick and which switches are duplicates. */
type RootVariant = { residualId: number; switchOk: Uint8Array };

function flattenChoices(
  problem: Problem,
  choices: readonly RootChoice[],
): Omit<FlatRoots, 'choice' | 'residual'> {
  const offsets = new Int32Array(choices.length + 1);
  choices.forEach((r, i) => {
    offsets[i + 1] = (offsets[i] ?? 0) + r.forcedCopies.length;
  });
  const total = offsets[choices.length] ?? 0;
  const entries = new Int32Array(total);
  const persons = new Int32Array(total);
  const budget = new Int32Array(choices.length);
  choices.forEach((r, i) => {
    let k = offsets[i] ?? 0;
    for (const c of r.forcedCopies) {
      const info = problem.copies[c];
      entries[k] = info?.entry ?? 0;
      persons[k] = info?.person ?? 0;
      k++;
    }
    budget[i] = problem.budgetUnits - r.forcedUnits;
  });
  return { offsets, entries, persons, budget };
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
): SearchPlan {
  const threshold = tablesPerLineup ? CORE_LIMIT : FAST_MIN_CORES;
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
  const corePlans: StackPlan[] = [];
  const leafPlans: StackPlan[] = [];
  let coreSets: StackCore[][] = [[]];
  // The stack with the most cores (that allows it) gets the table dimension instead of cores.
  const counted = plans
    .map((plan) => ({ plan, few: listCores(problem, plan, live, threshold)?.length ?? Infinity }))
    .sort((a, b) => a.few - b.few);
  let fast: FastStack | null = null;
  for (let i = counted.length - 1; i >= 0 && !fast && method !== 'cores' && method !== 'leaf'; i--) {
    const item = counted[i];
    if (!item || (method !== 'tables' && item.few <= threshold)) continue;
    fast = fastStack(problem, item.plan);
    if (fast) counted.splice(i, 1);
  }
  const sized = counted
    .map(({ plan }) => ({ plan, cores: listCores(problem, plan, live, CORE_LIMIT) }))
    .sort((a, b) => (a.cores?.length ?? Infinity) - (b.cores?.length ?? Infinity));
  for (const { plan, cores } of sized) {
    if (cores && method !== 'leaf' && coreSets.length * cores.length <= CORE_LIMIT) {
      corePlans.push(plan);
      const next: StackCore[][] = [];
      for (const set of coreSets) for (const core of cores) next.push([...set, core]);
      coreSets = next;
    } else leafPlans.push(plan);
  }
  const oracles = new Map<string, ShapeOracle>();
  /** Per forced group counts: the residual and switch table of every feasible shape. */
  const variantCache = new Map<string, RootVariant[]>();
  const switchCache = new Map<string, Uint8Array>();
  const available = problem.groups.map((g) => g.copies.length);
  const choices: RootChoice[] = [];
  const variantList: RootVariant[] = [];
  const variantIndex = new Map<RootVariant, number>();
  const rootChoice: number[] = [];
  const rootVariant: number[] = [];
  const residuals: Int32Array[] = [];
  const residualIds = new Map<string, number>();
  const G = problem.groups.length;
  const allowedByPerson = problem.persons.map((_, p) =>
    (problem.personEntries[p] ?? []).flatMap((e) =>
      (problem.entryCopies[e] ?? []).filter((c) => copyAllowed[c]),
    ),
  );
  for (const cores of coreSets) {
    const persons = new Set<number>(forced.map((f) => f.person));
    for (const core of cores) for (const p of core.persons) persons.add(p);
    const list = [...persons].sort((a, b) => a - b);
    if (list.length > problem.slotCount || list.some((p) => removed[p])) continue;
    const options = list.map((p) => allowedByPerson[p] ?? []);
    const chosen: number[] = [];
    const rec = (i: number): void => {
      if (i === list.length) {
        const counts = new Int32Array(G);
        const reservations: Reservation[] = [];
        let forcedUnits = 0;
        for (const c of chosen) {
          const info = problem.copies[c];
          if (!info) return;
          forcedUnits += problem.entries[info.entry]?.units ?? 0;
          counts[info.group] = (counts[info.group] ?? 0) + 1;
          const lock = slotLock[info.person] ?? -1;
          if (lock >= 0) reservations.push({ group: info.group, slot: lock });
        }
        const rKey = reservations.map((r) => `${r.group}:${r.slot}`).join(',');
        let oracle = oracles.get(rKey);
        if (!oracle) {
          oracle = new ShapeOracle(
            problem.groups.map((g) => g.mask),
            problem.slotCount,
            reservations,
          );
          oracles.set(rKey, oracle);
        }
        const sKey = `${rKey}|${counts.join(',')}`;
        if (forcedUnits > problem.budgetUnits) return;
        let variants = variantCache.get(sKey);
        if (!variants) {
          variants = [];
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
            variants.push({ residualId, switchOk });
          }
          variantCache.set(sKey, variants);
        }
        if (!variants.length) return;
        const choice = choices.length;
        choices.push({ forcedCopies: chosen.slice(), forcedUnits, cores });
        for (const v of variants) {
          let vi = variantIndex.get(v);
          if (vi === undefined) {
            vi = variantList.length;
            variantList.push(v);
            variantIndex.set(v, vi);
          }
          rootChoice.push(choice);
          rootVariant.push(vi);
        }
        return;
      }
      for (const c of options[i] ?? []) {
        chosen.push(c);
        rec(i + 1);
        chosen.pop();
      }
    };
    rec(0);
  }
  const flat: FlatRoots = {
    choice: Int32Array.from(rootChoice),
    residual: Int32Array.from(rootVariant, (v) => variantList[v]?.residualId ?? 0),
    ...flattenChoices(problem, choices),
  };
  const rootAt = (r: number): RootConfig => {
    const c = choices[rootChoice[r] ?? 0] as RootChoice;
    const v = variantList[rootVariant[r] ?? 0] as RootVariant;
    return { ...c, residualId: v.residualId, switchOk: v.switchOk };
  };
  return {
    rootCount: rootChoice.length,
    rootAt,
    residuals,
    corePlans,
    leafPlans,
    fast,
    copyAllowed,
    slotLock,
    removed,
    flat,
  };
}
