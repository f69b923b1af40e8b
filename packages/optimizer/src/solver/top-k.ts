/** A complete lineup found by the search: its score, canonical key and copy indices. */
export type Candidate = { score: number; key: string; copies: number[] };

/** Position in the candidate order (score descending, then key ascending). */
export type Cursor = { score: number; key: string };

/** True when a comes after b in the candidate order (a is worse). */
export function isWorse(a: Cursor, b: Cursor): boolean {
  return a.score < b.score || (a.score === b.score && a.key > b.key);
}

/**
 * Keeps the best `k` candidates strictly after an optional cursor. Its threshold is what a
 * branch must still be able to reach to matter, which is how the search prunes.
 */
export class TopK {
  private readonly heap: Candidate[] = [];

  constructor(
    readonly k: number,
    readonly floor: number,
    readonly cursor: Cursor | null,
  ) {}

  get size(): number {
    return this.heap.length;
  }

  /** Lowest score still worth finding. */
  get threshold(): number {
    const top = this.heap[0];
    return this.heap.length < this.k || !top ? this.floor : Math.max(this.floor, top.score);
  }

  /** True when a candidate with this score and key would be kept. */
  wants(score: number, key: string): boolean {
    if (score < this.floor) return false;
    const c = this.cursor;
    if (c && (score > c.score || (score === c.score && key <= c.key))) return false;
    const top = this.heap[0];
    if (this.heap.length < this.k || !top) return true;
    return isWorse(top, { score, key });
  }

  /** Adds a candidate the caller checked with `wants`. */
  push(cand: Candidate): void {
    const h = this.heap;
    if (h.length >= this.k) {
      h[0] = cand;
      this.down(0);
    } else {
      h.push(cand);
      this.up(h.length - 1);
    }
  }

  /** Candidates best first. */
  sorted(): Candidate[] {
    return [...this.heap].sort((a, b) => (isWorse(a, b) ? 1 : isWorse(b, a) ? -1 : 0));
  }

  private up(i: number): void {
    const h = this.heap;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const hi = h[i] as Candidate;
      const hp = h[p] as Candidate;
      if (!isWorse(hi, hp)) break;
      h[i] = hp;
      h[p] = hi;
      i = p;
    }
  }

  private down(i: number): void {
    const h = this.heap;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && isWorse(h[l] as Candidate, h[m] as Candidate)) m = l;
      if (r < h.length && isWorse(h[r] as Candidate, h[m] as Candidate)) m = r;
      if (m === i) return;
      const t = h[i] as Candidate;
      h[i] = h[m] as Candidate;
      h[m] = t;
      i = m;
    }
  }
}
