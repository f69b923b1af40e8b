import type { Problem } from './problem';
import type { ForcedPerson } from './search-plan.types';
import { matchSlots } from './slot-matching';

/** Slots an entry can fill: the union of its copies' slot sets. */
export function entryMask(problem: Problem, entry: number): number {
  const cached = problem.entryMasks[entry];
  if (cached !== undefined && cached >= 0) return cached;
  let mask = 0;
  for (const c of problem.entryCopies[entry] ?? [])
    mask |= problem.groups[problem.copies[c]?.group ?? 0]?.mask ?? 0;
  problem.entryMasks[entry] = mask;
  return mask;
}

/** Bitmask of slots a person can fill (any kind). */
export function personMask(problem: Problem, person: number): number {
  let mask = 0;
  for (const e of problem.personEntries[person] ?? []) mask |= entryMask(problem, e);
  return mask;
}

/** Cheapest salary a person can be rostered at (the base slot on DraftKings showdown). */
export function cheapestSalary(problem: Problem, person: number): number {
  return Math.min(
    ...(problem.personEntries[person] ?? []).map((e) => problem.entries[e]?.salary ?? Infinity),
  );
}

/**
 * Puts each player of a feasible lineup into a roster slot by bipartite matching, honouring
 * slot locks. Returns the members in roster order. Never fails for a lineup the search returned.
 * The assignment depends only on the set of copies, never on their order.
 */
export function assignLineupSlots(
  problem: Problem,
  copies: readonly number[],
  locks: readonly ForcedPerson[],
): { copy: number; slot: number }[] {
  // Members in copy order, not in the order a search method found them: the same players get the
  // same slots whichever method (chosen by timing) built the lineup.
  copies = [...copies].sort((a, b) => a - b);
  const masks = copies.map((c) => entryMask(problem, problem.copies[c]?.entry ?? 0));
  const fixed = copies.map((c) => locks.find((l) => l.person === problem.copies[c]?.person)?.slot ?? -1);
  const slots = matchSlots(masks, problem.slotCount, fixed) ?? matchSlots(masks, problem.slotCount);
  if (!slots) throw new Error('Internal error: a lineup without a slot assignment');
  return copies.map((copy, i) => ({ copy, slot: slots[i] ?? 0 })).sort((a, b) => a.slot - b.slot);
}
