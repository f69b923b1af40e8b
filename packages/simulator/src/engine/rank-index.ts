// Exact ranks of a few tracked scores among many entries without sorting the entries: the tracked
// scores are sorted once per iteration (a counting sort into about one bucket per score, then an
// insertion sort that only meets values sharing a bucket), a grid over their range points each entry at the first
// tracked score near it, and a short walk finds how many tracked scores lie strictly below it.
// Every entry then lands in one of m + 1 bins; suffix sums give the entries above each tracked
// score, and exact equality is counted apart (ties share prizes).

/** Reusable buffers for ranking up to `capacity` tracked scores. */
export class RankIndex {
  private readonly values: Float64Array;
  private readonly sorted: Float64Array;
  private readonly hist: Float64Array;
  private readonly equal: Float64Array;
  private readonly grid: Int32Array;
  private readonly cellOf: Int32Array;
  /** Buckets of the counting sort (about one per tracked score; the grid is finer). */
  private readonly buckets: number;
  private readonly order: Int32Array;
  private readonly placeOf: Int32Array;
  private readonly starts: Int32Array;
  private readonly cells: number;
  private m = 0;
  private lo = 0;
  private hi = 0;
  private inv = 0;

  constructor(capacity: number) {
    this.values = new Float64Array(capacity);
    this.sorted = new Float64Array(capacity);
    this.hist = new Float64Array(capacity + 1);
    this.equal = new Float64Array(capacity);
    this.cells = Math.max(64, capacity * 8);
    this.grid = new Int32Array(this.cells + 1);
    this.cellOf = new Int32Array(capacity);
    this.order = new Int32Array(capacity);
    this.placeOf = new Int32Array(capacity);
    this.buckets = Math.max(16, capacity);
    this.starts = new Int32Array(this.buckets + 2);
  }

  /** Starts an iteration with these tracked scores (rounded, any order). */
  reset(scores: Float64Array, count: number): void {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < count; i++) {
      const v = scores[i]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    const inv = hi > lo ? this.cells / (hi - lo) : 0;
    // Counting sort by bucket (a value at the top lands in bucket `buckets`), then insertion sort.
    const bucketInv = hi > lo ? this.buckets / (hi - lo) : 0;
    const starts = this.starts;
    const cellOf = this.cellOf;
    starts.fill(0);
    for (let i = 0; i < count; i++) {
      const c = Math.floor((scores[i]! - lo) * bucketInv);
      cellOf[i] = c;
      starts[c + 1]!++;
    }
    for (let c = 1; c < starts.length; c++) starts[c] = starts[c]! + starts[c - 1]!;
    // Sort the tracked indices (not only the values) so each learns its place as the distinct
    // values are listed.
    const sorted = this.sorted;
    const order = this.order;
    for (let i = 0; i < count; i++) {
      const at = starts[cellOf[i]!]!++;
      sorted[at] = scores[i]!;
      order[at] = i;
    }
    for (let i = 1; i < count; i++) {
      const v = sorted[i]!;
      const o = order[i]!;
      let j = i - 1;
      while (j >= 0 && sorted[j]! > v) {
        sorted[j + 1] = sorted[j]!;
        order[j + 1] = order[j]!;
        j--;
      }
      sorted[j + 1] = v;
      order[j + 1] = o;
    }
    let m = 0;
    for (let i = 0; i < count; i++) {
      const v = sorted[i]!;
      if (m === 0 || this.values[m - 1]! !== v) this.values[m++] = v;
      this.placeOf[order[i]!] = m - 1;
    }
    this.m = m;
    this.lo = lo;
    this.hi = hi;
    this.inv = inv;
    // grid[c] = number of values below the lower edge of cell c (a value's cell is at most
    // `cells`: the top value's).
    const grid = this.grid;
    const values = this.values;
    const cells = this.cells;
    let c = 0;
    for (let k = 0; k < m; k++) {
      const cell = ((values[k]! - lo) * inv) | 0; // the floor, as in addAll
      while (c <= cell) grid[c++] = k;
    }
    while (c <= cells) grid[c++] = m;

    this.hist.fill(0, 0, m + 1);
    this.equal.fill(0, 0, m);
  }

  /**
   * Counts entries `from` .. `from + count - 1` of `scores` (rounded), entry e with multiplicity
   * `weights[e - from]`; an entry of weight 0 is skipped (its score is not read). Below the lowest
   * tracked score an entry changes no rank; above the highest it is counted in the top bin.
   */
  addAll(scores: Float64Array, from: number, count: number, weights: Float64Array): void {
    const { lo, hi, inv, m, grid, values, hist, equal } = this;
    let top = 0;
    for (let e = 0; e < count; e++) {
      const w = weights[e]!;
      if (w === 0) continue;
      const r = scores[from + e]!;
      if (r < lo) continue;
      if (r > hi) {
        top += w;
        continue;
      }
      let k = grid[((r - lo) * inv) | 0]!;
      while (values[k]! < r) k++;
      if (values[k] === r) equal[k] = equal[k]! + w;
      else hist[k] = hist[k]! + w;
    }
    hist[m] = hist[m]! + top;
  }

  /** After every entry is added: turns the bins into "entries strictly above" per distinct value. */
  finish(): void {
    const m = this.m;
    // hist[k] counts entries strictly between values[k-1] and values[k] (and above the top at m);
    // above(values[j]) = sum of hist[k] for k > j plus equal[k] for k > j.
    let running = this.hist[m]!;
    for (let j = m - 1; j >= 0; j--) {
      const here = this.equal[j]!;
      this.hist[j + 1] = running; // reuse: entries strictly above values[j]
      running += here + this.hist[j]!;
    }
  }

  /** The place of tracked score `i` (its index in reset's scores) among the distinct values. */
  placeOfTracked(i: number): number {
    return this.placeOf[i]!;
  }

  /** Entries strictly above the value at `place`. */
  above(place: number): number {
    return this.hist[place + 1]!;
  }

  /** Entries tied at the value at `place` (a tracked entry counts itself if it was added). */
  tied(place: number): number {
    return this.equal[place]!;
  }
}
