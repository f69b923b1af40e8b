import type { Problem } from './problem';
import type { SearchPlan } from './search-plan.types';
import { SlotMatcher } from './slot-matching';

/**
 * Duplicate pruning of LineupSearch: a lineup reached through several copy choices is kept for
 * the first of them only (see isFirst).
 */
export class CanonicalCopies {
  /** Position of a copy among its entry's allowed copies (-1: not allowed). */
  private readonly copyRank: Int32Array;
  /** Slot mask of a copy's group, and per entry the union over its allowed copies. */
  private readonly copyMask: Int32Array;
  private readonly unionMask: Int32Array;
  /** Slot index a person is locked into, or -1 (the plan's). */
  private readonly slotLock: Int32Array;
  /** Scratch for isFirst: members by entry, their slot masks and locks. */
  private readonly matcher: SlotMatcher;
  private readonly memberCopy: Int32Array;
  private readonly memberMask: Int32Array;
  private readonly memberFixed: Int32Array;

  constructor(
    private readonly problem: Problem,
    plan: SearchPlan,
  ) {
    const p = problem;
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
    this.slotLock = plan.slotLock;
    this.matcher = new SlotMatcher(p.slotCount);
    this.memberCopy = new Int32Array(p.slotCount);
    this.memberMask = new Int32Array(p.slotCount);
    this.memberFixed = new Int32Array(p.slotCount);
  }

  /**
   * A set of entries can often be built from several copy choices (a PG/SG player counted as
   * PG or as SG). Only the lexicographically first feasible choice (members by entry, options in
   * entryCopies order) is kept, so each lineup is produced once. The current choice is feasible,
   * so it is the first unless some member i can take an earlier option while members before i
   * keep theirs and members after i take any of theirs (a member free to take any option fits
   * exactly the slots of the union of its options' masks).
   */
  isFirst(stack: Int32Array, n: number): boolean {
    const rank = this.copyRank;
    let later = false;
    for (let i = 0; i < n; i++) if ((rank[stack[i] as number] as number) > 0) later = true;
    // Every member on its first option: nothing earlier to compare.
    if (!later) return true;
    const p = this.problem;
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
      fixed[i] = this.slotLock[info?.person ?? 0] as number;
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
