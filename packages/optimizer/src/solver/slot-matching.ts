/**
 * Bipartite matching of lineup members to roster slots (Kuhn's augmenting paths). Rosters have
 * at most 10 slots, so this is tiny; it is exact, so a feasible set of players always gets slots.
 */

/**
 * Assigns each member (given as a bitmask of slots it may fill) to a distinct slot. `fixed`
 * pins member i to slot fixed[i] (or -1). Returns the slot per member, or null when impossible.
 */
export function matchSlots(
  masks: readonly number[],
  slotCount: number,
  fixed?: readonly number[],
): number[] | null {
  const slotOwner = new Array<number>(slotCount).fill(-1);
  const result = new Array<number>(masks.length).fill(-1);
  if (fixed) {
    for (let i = 0; i < masks.length; i++) {
      const s = fixed[i] ?? -1;
      if (s < 0) continue;
      if (slotOwner[s] !== -1 || ((masks[i] ?? 0) & (1 << s)) === 0) return null;
      slotOwner[s] = i;
      result[i] = s;
    }
  }
  const locked = slotOwner.map((o) => o !== -1);
  const tryMember = (i: number, seen: boolean[]): boolean => {
    const mask = masks[i] ?? 0;
    for (let s = 0; s < slotCount; s++) {
      if ((mask & (1 << s)) === 0 || seen[s] || locked[s]) continue;
      seen[s] = true;
      const owner = slotOwner[s] ?? -1;
      if (owner === -1 || tryMember(owner, seen)) {
        slotOwner[s] = i;
        result[i] = s;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < masks.length; i++) {
    if (result[i] !== -1) continue;
    if (!tryMember(i, new Array<boolean>(slotCount).fill(false))) return null;
  }
  return result;
}

/**
 * matchSlots for hot loops: the same exact matching on bitmasks with preallocated arrays, answering
 * only whether every member gets a slot.
 */
export class SlotMatcher {
  private readonly owner: Int32Array;
  private masks: Int32Array = new Int32Array(0);
  private seen = 0;

  constructor(private readonly slotCount: number) {
    this.owner = new Int32Array(slotCount);
  }

  /**
   * True when members 0..n-1 (slot bitmasks in `masks`) fit distinct slots, member i pinned to
   * slot fixed[i] when that is not -1.
   */
  feasible(masks: Int32Array, fixed: Int32Array, n: number): boolean {
    const owner = this.owner;
    owner.fill(-1);
    let locked = 0;
    for (let i = 0; i < n; i++) {
      const s = fixed[i] as number;
      if (s < 0) continue;
      const bit = 1 << s;
      if ((locked & bit) !== 0 || ((masks[i] as number) & bit) === 0) return false;
      locked |= bit;
      owner[s] = i;
    }
    this.masks = masks;
    for (let i = 0; i < n; i++) {
      if ((fixed[i] as number) >= 0) continue;
      this.seen = locked;
      if (!this.augment(i)) return false;
    }
    return true;
  }

  /** Kuhn's augmenting path from member i; slots in `seen` (and locked slots) are skipped. */
  private augment(i: number): boolean {
    let left = this.masks[i] as number;
    while (left !== 0) {
      const bit = left & -left;
      left ^= bit;
      // A deeper path may have visited this slot since the loop started.
      if ((this.seen & bit) !== 0) continue;
      this.seen |= bit;
      const s = 31 - Math.clz32(bit);
      const o = this.owner[s] as number;
      if (o === -1 || this.augment(o)) {
        this.owner[s] = i;
        return true;
      }
    }
    return false;
  }
}

/** A slot reserved for one unit of a group (a player locked into a given slot). */
export type Reservation = { group: number; slot: number };

/**
 * Answers "can this many players of each group fill the roster?" with memoisation. Groups are
 * identified by their slot bitmask.
 */
export class ShapeOracle {
  private readonly memo = new Map<number | string, boolean>();
  /** Counts are keyed as one number (digits base slotCount + 1) when that stays exact. */
  private readonly numeric: boolean;

  constructor(
    private readonly groupMasks: readonly number[],
    private readonly slotCount: number,
    private readonly reservations: readonly Reservation[] = [],
  ) {
    this.numeric = Math.pow(slotCount + 1, groupMasks.length) < 2 ** 52;
  }

  /** True when `counts` (units per group, summing to the roster size) can be matched to slots. */
  feasible(counts: ArrayLike<number>): boolean {
    const G = this.groupMasks.length;
    let key: number | string = 0;
    if (this.numeric) {
      // A count outside 0..slotCount never fits a roster.
      for (let g = G - 1; g >= 0; g--) {
        const c = counts[g] as number;
        if (c < 0 || c > this.slotCount) return false;
        key = key * (this.slotCount + 1) + c;
      }
    } else {
      key = '';
      for (let g = 0; g < G; g++) key += `${counts[g] as number},`;
    }
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    const masks: number[] = [];
    const fixed: number[] = [];
    const reservedLeft = this.reservations.map((r) => ({ ...r }));
    for (let g = 0; g < this.groupMasks.length; g++) {
      for (let u = 0; u < (counts[g] as number); u++) {
        masks.push(this.groupMasks[g] ?? 0);
        const r = reservedLeft.findIndex((x) => x.group === g);
        if (r >= 0) {
          fixed.push(reservedLeft[r]?.slot ?? -1);
          reservedLeft.splice(r, 1);
        } else fixed.push(-1);
      }
    }
    const ok = reservedLeft.length === 0 && matchSlots(masks, this.slotCount, fixed) !== null;
    this.memo.set(key, ok);
    return ok;
  }

  /** All feasible count vectors with counts >= `atLeast` per group and <= `available`. */
  shapes(atLeast: ArrayLike<number>, available: ArrayLike<number>): Int32Array[] {
    const G = this.groupMasks.length;
    const out: Int32Array[] = [];
    const cur = new Int32Array(G);
    const capacity = this.groupMasks.map((m) => popcount(m));
    const rec = (g: number, left: number): void => {
      if (g === G) {
        if (left === 0 && this.feasible(cur)) out.push(cur.slice());
        return;
      }
      const lo = atLeast[g] as number;
      const hi = Math.min(left, capacity[g] as number, available[g] as number);
      for (let c = lo; c <= hi; c++) {
        cur[g] = c;
        rec(g + 1, left - c);
      }
      cur[g] = 0;
    };
    rec(0, this.slotCount);
    return out;
  }
}

/** Number of set bits. */
export function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
