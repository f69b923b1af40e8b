/**
 * Roots waiting to be searched, as a binary heap over reusable typed arrays: the best bound
 * first, ties by team slot then root, so the order is the same as a full sort. Searches add
 * many roots and take few of them, so a heap avoids sorting (and allocating) the rest.
 */
export class RootQueue {
  private bounds = new Float64Array(1024);
  private slots = new Int32Array(1024);
  private roots = new Int32Array(1024);
  size = 0;

  clear(): void {
    this.size = 0;
  }

  /** True when item a comes before item b. */
  private before(a: number, b: number): boolean {
    const ba = this.bounds[a] as number;
    const bb = this.bounds[b] as number;
    if (ba !== bb) return ba > bb;
    const sa = this.slots[a] as number;
    const sb = this.slots[b] as number;
    if (sa !== sb) return sa < sb;
    return (this.roots[a] as number) < (this.roots[b] as number);
  }

  private swap(a: number, b: number): void {
    const bound = this.bounds[a] as number;
    this.bounds[a] = this.bounds[b] as number;
    this.bounds[b] = bound;
    const slot = this.slots[a] as number;
    this.slots[a] = this.slots[b] as number;
    this.slots[b] = slot;
    const root = this.roots[a] as number;
    this.roots[a] = this.roots[b] as number;
    this.roots[b] = root;
  }

  push(bound: number, slot: number, root: number): void {
    if (this.size === this.bounds.length) this.grow();
    let i = this.size++;
    this.bounds[i] = bound;
    this.slots[i] = slot;
    this.roots[i] = root;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Bound of the first item (-Infinity when empty). */
  topBound(): number {
    return this.size > 0 ? (this.bounds[0] as number) : -Infinity;
  }

  topSlot(): number {
    return this.slots[0] as number;
  }

  topRoot(): number {
    return this.roots[0] as number;
  }

  /** Removes the first item. */
  pop(): void {
    const last = --this.size;
    if (last <= 0) return;
    this.swap(0, last);
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= last) break;
      const r = l + 1;
      const c = r < last && this.before(r, l) ? r : l;
      if (!this.before(c, i)) break;
      this.swap(i, c);
      i = c;
    }
  }

  private grow(): void {
    const n = this.bounds.length * 2;
    const bounds = new Float64Array(n);
    bounds.set(this.bounds);
    const slots = new Int32Array(n);
    slots.set(this.slots);
    const roots = new Int32Array(n);
    roots.set(this.roots);
    this.bounds = bounds;
    this.slots = slots;
    this.roots = roots;
  }
}

/**
 * Roots of teams whose tables are not built yet, held back while the team being searched
 * (`current`) has roots over the threshold (see LineupSearch.run).
 */
export class WaitingTeams {
  private readonly waiting = new Map<number, { roots: number[]; bounds: number[] }>();
  /** Best bound of any waiting root (-Infinity: none). */
  best = -Infinity;

  constructor(
    /** The team slot being searched (-1: none yet). */
    public current: number,
  ) {}

  /** Holds a root of a team that is not ready. */
  add(slot: number, root: number, bound: number): void {
    let w = this.waiting.get(slot);
    if (!w) {
      w = { roots: [], bounds: [] };
      this.waiting.set(slot, w);
    }
    w.roots.push(root);
    w.bounds.push(bound);
    if (bound > this.best) this.best = bound;
  }

  /** Moves the waiting team with the best root into the queue (roots at or over `thr`) and makes it current. */
  resume(queue: RootQueue, thr: number): void {
    let pick = -1;
    let pickBest = -Infinity;
    for (const [slot, w] of this.waiting) {
      let m = -Infinity;
      for (const b of w.bounds) if (b > m) m = b;
      if (m > pickBest) {
        pickBest = m;
        pick = slot;
      }
    }
    const w = this.waiting.get(pick);
    this.waiting.delete(pick);
    this.best = -Infinity;
    for (const o of this.waiting.values()) for (const b of o.bounds) if (b > this.best) this.best = b;
    if (w)
      w.roots.forEach((r, j) => {
        if ((w.bounds[j] as number) >= thr) queue.push(w.bounds[j] as number, pick, r);
      });
    this.current = pick;
  }
}
