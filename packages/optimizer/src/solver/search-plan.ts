import { SlotMatcher } from './slot-matching';
import type { Problem } from './problem';
import {
  fastStack,
  fitsPart,
  countCores,
  listCores,
  type CoreList,
  type FastStack,
  type StackPlan,
  type StepCounter,
} from './stack-cores';
import { flattenRoots } from './flat-roots';
import { RootEnumerator } from './root-enumerator';
import type { ForcedPerson, SearchPlan, StackMethod } from './search-plan.types';

/**
 * Most cores (ways to meet the stacks, multiplied over the stacks forced together) listed as
 * forced roots. Why: each core is a root with its own bound, so listing costs memory and work
 * in proportion; past this many, a table dimension per team or checks on complete lineups cost
 * less. With randomness (tables rebuilt for every lineup) cores stay up to this limit.
 */
const CORE_LIMIT = 200_000;
/**
 * Without randomness, a stack with more cores than this is searched through a table dimension
 * per team, fewer stay forced cores. Why: tables are built once per team and reused for every
 * lineup, so they pay off sooner than when rebuilt per lineup; a stack with few cores (a QB
 * + 2 stack) is searched faster as forced roots, with no team tables to build at all.
 */
const FAST_MIN_CORES = 100_000;

/**
 * Builds the sub-searches: every combination of forced players' copies, stack cores and roster
 * shapes. Stacks become forced cores (exact and fast); if their product is too large, the
 * remaining stacks are checked on complete lineups instead.
 */
export function buildSearchPlan(
  problem: Problem,
  forced: readonly ForcedPerson[],
  removed: Uint8Array,
  /** The build's stack rules, resolved (see PreparedBuild.stackPlans). */
  stackPlans: readonly StackPlan[],
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
  const { slotLock, copyAllowed } = forcedSlots(problem, forced);
  const live: number[] = [];
  problem.persons.forEach((_, i) => {
    if (!removed[i]) live.push(i);
  });
  const fitsForced = forcedFit(problem, forced, copyAllowed);
  const plans = stackPlans.flatMap((plan) => forForced(problem, plan, forced));
  // Each stack: listed cores (few), the table dimension (the largest) or checks on complete lineups.
  const ways = { live, method, threshold, fitsForced, work };
  const counted = countedCores(problem, plans, ways);
  const fast = takeFastStack(problem, counted, method, threshold);
  const { corePlans, coreLists, leafPlans, coreSetCount } = assignCores(problem, counted, ways);
  const coreStrides = coreStridesOf(coreLists);
  const roots = new RootEnumerator(problem, { slotLock, copyAllowed, removed, work, stepLimit });
  roots.addAll(forced, coreLists, coreStrides, coreSetCount);
  const { flat, rootAt } = flattenRoots(problem, roots);
  return {
    rootCount: roots.rootCount,
    rootAt,
    residuals: roots.residuals,
    corePlans,
    coreLists,
    coreStrides,
    leafPlans,
    fast,
    copyAllowed,
    slotLock,
    removed,
    inEveryLineup: Int32Array.from(new Set(forced.map((f) => f.person))),
    flat,
    work: work.steps,
    cutShort: roots.cutShort,
  };
}

/** Decides the slot each forced person is locked into and which copies those locks leave allowed. */
function forcedSlots(
  problem: Problem,
  forced: readonly ForcedPerson[],
): { slotLock: Int32Array; copyAllowed: Uint8Array } {
  const slotLock = new Int32Array(problem.persons.length).fill(-1);
  for (const f of forced) if (f.slot >= 0) slotLock[f.person] = f.slot;
  const copyAllowed = new Uint8Array(problem.copies.length).fill(1);
  problem.copies.forEach((c, i) => {
    const lock = slotLock[c.person] as number;
    if (lock >= 0 && ((problem.groups[c.group]?.mask ?? 0) & (1 << lock)) === 0) copyAllowed[i] = 0;
  });
  return { slotLock, copyAllowed };
}

/** What deciding how stacks are searched needs (see countedCores and assignCores). */
type StackWays = {
  live: readonly number[];
  method: StackMethod;
  threshold: number;
  fitsForced: (core: readonly number[]) => boolean;
  work: StepCounter;
};

/** A stack and its cores when listed (few: their count, Infinity when not listed). */
type CountedStack = { plan: StackPlan; cores: CoreList | null; few: number };

/**
 * Decides which stacks have few enough cores to list (at most the threshold), fewest first.
 * Stacks checked on complete lineups need no cores; too many cores are counted, not listed.
 */
function countedCores(problem: Problem, plans: readonly StackPlan[], ways: StackWays): CountedStack[] {
  const { live, method, threshold, fitsForced, work } = ways;
  return plans
    .map((plan) => {
      if (method === 'leaf') return { plan, cores: null, few: Infinity };
      const n = countCores(problem, plan, live, work);
      const cores =
        n !== null && n > threshold ? null : listCores(problem, plan, live, threshold, fitsForced, work);
      return { plan, cores, few: cores?.count ?? Infinity };
    })
    .sort((a, b) => a.few - b.few);
}

/**
 * Decides the stack searched through a table dimension per team: the one with the most cores
 * that allows it. It is taken out of `counted`.
 */
function takeFastStack(
  problem: Problem,
  counted: CountedStack[],
  method: StackMethod,
  threshold: number,
): FastStack | null {
  if (method === 'cores' || method === 'leaf') return null;
  // Stacks with few cores each can still be too many together: listed as forced cores, the
  // product of their counts passes CORE_LIMIT and the last of them would be checked on complete
  // lineups only (DK MLB, "2 of the locked pitcher's team" beside "3 hitters + 1 OF": 135 x
  // 2,000 cores), so the one with the most cores is then searched through the tables.
  const product = counted.reduce((n, c) => n * c.few, 1);
  const many = product > CORE_LIMIT;
  // On single-game slates every core player is also a copy choice (MVP, STAR, captain...): a
  // core becomes some kinds^size roots, so cores count that many times against the threshold
  // (FD NBA single game, "3 + 1 of the opponent": 9,382 cores made 563,000 roots and 5.6M
  // work units for 20 lineups, against 0.1M through the tables).
  const kinds = problem.entries.length / Math.max(1, problem.persons.length);
  for (let i = counted.length - 1; i >= 0; i--) {
    const item = counted[i];
    const weight = Math.pow(kinds, item?.plan.size ?? 0);
    if (!item || (method !== 'tables' && !many && item.few * weight <= threshold)) continue;
    const fast = fastStack(problem, item.plan);
    if (fast) {
      counted.splice(i, 1);
      return fast;
    }
  }
  return null;
}

/**
 * Decides which of the other stacks become forced cores (fewest cores first, while the product
 * of their counts stays within CORE_LIMIT) and which are checked on complete lineups.
 */
function assignCores(
  problem: Problem,
  counted: readonly CountedStack[],
  ways: StackWays,
): { corePlans: StackPlan[]; coreLists: CoreList[]; leafPlans: StackPlan[]; coreSetCount: number } {
  const { live, method, threshold, fitsForced, work } = ways;
  const corePlans: StackPlan[] = [];
  const coreLists: CoreList[] = [];
  const leafPlans: StackPlan[] = [];
  let coreSetCount = 1;
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
  // Each core set is a root of every roster shape; without randomness (tables kept for the
  // build) past the threshold a stack is cheaper checked on complete lineups: DK NBA, "1 more of
  // the locked C's team" beside "3 of a team", 15 x 6,671 core sets made 550,000 roots to bound
  // (2.9M work units for 40 lineups, against 0.2M checking the 3 on complete lineups).
  const setLimit = Math.min(CORE_LIMIT, threshold);
  for (const { plan, cores } of sized) {
    if (cores && method !== 'leaf' && coreSetCount * cores.count <= setLimit) {
      corePlans.push(plan);
      coreLists.push(cores);
      coreSetCount *= cores.count;
    } else leafPlans.push(plan);
  }
  return { corePlans, coreLists, leafPlans, coreSetCount };
}

/** Decides the core set numbering: the last plan's core changes fastest from one set to the next. */
function coreStridesOf(coreLists: readonly CoreList[]): number[] {
  const coreStrides = coreLists.map(() => 1);
  for (let k = coreLists.length - 2; k >= 0; k--)
    coreStrides[k] = (coreStrides[k + 1] as number) * (coreLists[k + 1]?.count ?? 1);
  return coreStrides;
}

/**
 * A stack rule for lineups that all hold the forced players (locks, min-exposure picks). On a
 * rule for one team, a forced player who fits exactly one of its parts already counts there in
 * every lineup: that part needs one player fewer and the player is left out of the stack (see
 * StackPlan.skip). Exact: a lineup meets the rule if and only if it meets the reduced one (in
 * any way of meeting it, the forced player can take the place of a player of his part). A rule
 * the forced players meet on their own is dropped (empty list). Why: "2 of the locked goalie's
 * team" has a core for every pair of the team (435 on the real FD NHL slate, each a root of its
 * own); reduced, it is "1 more of the team", 30 cores, and the search is some 100 times smaller.
 */
export function forForced(problem: Problem, plan: StackPlan, forced: readonly ForcedPerson[]): StackPlan[] {
  const team = plan.teams[0];
  if (plan.teams.length !== 1 || team === undefined || !forced.length) return [plan];
  const opp = problem.teamOpp[team] as number;
  const parts = plan.parts.map((part) => ({ ...part }));
  let skip: Uint8Array | undefined;
  for (const f of forced) {
    const person = problem.persons[f.person];
    if (!person || skip?.[f.person]) continue;
    const fits = parts.flatMap((part, k) => {
      const side = part.fromOpponent ? opp : team;
      return side >= 0 && person.team === side && fitsPart(person.positions, part) ? [k] : [];
    });
    const only = parts[fits[0] ?? -1];
    if (fits.length !== 1 || !only || only.count === 0) continue;
    only.count--;
    skip ??= new Uint8Array(problem.persons.length);
    skip[f.person] = 1;
  }
  if (!skip) return [plan];
  const size = parts.reduce((n, part) => n + part.count, 0);
  if (size === 0) return [];
  const kept = parts.filter((part) => part.count > 0);
  return [{ ...plan, parts: kept, size, skip }];
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
