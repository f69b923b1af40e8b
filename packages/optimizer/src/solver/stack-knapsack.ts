import type { FastStack } from './stack-cores';

// The small knapsacks behind the cheap team bounds (team-bounds.ts) and the pruned table rows
// (build-tables.ts): which players can never be needed, and the best stack part by salary.

/** A stack-eligible player of a team: narrowest part, best points, lowest salary units. */
export type StackItem = { q: number; p: number; sal: number };

/**
 * Players whose narrowest part is k fill at most the counts of k and the parts holding it (its
 * chain), so players dominated by that many of their own part are skipped: 1 marks one kept.
 */
export function keptStackItems(fast: FastStack, items: readonly StackItem[]): Uint8Array {
  const keep = new Uint8Array(items.length);
  fast.parts.forEach((_, k) => {
    const ids: number[] = [];
    const sal: number[] = [];
    const pts: number[] = [];
    items.forEach((it, x) => {
      if (it.q !== k) return;
      ids.push(x);
      sal.push(it.sal);
      pts.push(it.p);
    });
    const room = (fast.chain[k] as number[]).reduce((n, j) => n + (fast.parts[j]?.count ?? 0), 0);
    const kept = undominated(sal, pts, room);
    ids.forEach((x, j) => {
      if (kept[j]) keep[x] = 1;
    });
  });
  return keep;
}

/**
 * dp[s * W + u]: the most points of kept players that take the stack from its start to state s
 * for exactly u salary units; lo/hi: the smallest and largest u with a finite cell per state.
 */
export function stackKnapsack(
  fast: FastStack,
  items: readonly StackItem[],
  keep: Uint8Array,
  W: number,
): { dp: Float64Array; lo: Int32Array; hi: Int32Array } {
  const S = fast.S;
  const trans = fast.trans;
  const dp = new Float64Array(S * W).fill(-Infinity);
  dp[fast.start * W] = 0;
  // Smallest and largest salary with a finite cell per state (hi -1: none yet).
  const lo = new Int32Array(S).fill(W);
  const hi = new Int32Array(S).fill(-1);
  lo[fast.start] = 0;
  hi[fast.start] = 0;
  for (let x = 0; x < items.length; x++) {
    const it = items[x];
    if (!it || !keep[x]) continue;
    const { q, p, sal } = it;
    // A player moves state s to a smaller state s2, so ascending s reads every source cell
    // before this player can write it (each player is taken at most once).
    for (let s = 0; s < S; s++) {
      const s2 = trans[q * S + s] as number;
      const top = hi[s] as number;
      if (s2 === s || top < 0) continue;
      const src = s * W;
      const dst = s2 * W + sal;
      const end = Math.min(W - 1 - sal, top);
      const start = lo[s] as number;
      if (end < start) continue;
      hi[s2] = Math.max(hi[s2] as number, end + sal);
      lo[s2] = Math.min(lo[s2] as number, start + sal);
      for (let u = end; u >= start; u--) {
        const v = dp[src + u] as number;
        if (v === -Infinity) continue;
        const t = v + p;
        if (t > (dp[dst + u] as number)) dp[dst + u] = t;
      }
    }
  }
  return { dp, lo, hi };
}

/**
 * Marks the items worth keeping in a knapsack that takes at most `k` of them: an item with at
 * least `k` others that cost no more and score no less (ties broken by index) can always be
 * swapped for one the selection lacks, so dropping it leaves every optimum's value.
 */
export function undominated(sal: ArrayLike<number>, pts: ArrayLike<number>, k: number): Uint8Array {
  const n = sal.length;
  const keep = new Uint8Array(n);
  const idx = new Array<number>(n);
  for (let i = 0; i < n; i++) idx[i] = i;
  idx.sort(
    (a, b) => (sal[a] as number) - (sal[b] as number) || (pts[b] as number) - (pts[a] as number) || a - b,
  );
  // The k best scores among items kept so far (all cost no more), ascending.
  const best = new Float64Array(k);
  let m = 0;
  for (const i of idx) {
    const p = pts[i] as number;
    if (m >= k && (best[0] as number) >= p) continue;
    keep[i] = 1;
    if (k === 0) continue;
    let j: number;
    if (m < k) {
      // Insert p into the m held, ascending.
      j = m++;
      while (j > 0 && (best[j - 1] as number) > p) {
        best[j] = best[j - 1] as number;
        j--;
      }
    } else {
      // Drop the smallest and insert p.
      j = 0;
      while (j + 1 < k && (best[j + 1] as number) < p) {
        best[j] = best[j + 1] as number;
        j++;
      }
    }
    best[j] = p;
  }
  return keep;
}

/**
 * max over `count` of the players of pts + rest[B - salary] (B = rest.length - 1), by branch
 * and bound: players by points descending, and a partial pick is bounded by the best points
 * still to come plus `mono` (rest's running max) at the budget the cheapest of them would
 * leave. Equal to the knapsack over salaries, far fewer steps.
 */
export function bestStack(
  items: readonly { p: number; sal: number }[],
  count: number,
  rest: Float64Array,
  mono: Float64Array,
): number {
  const list = items.slice().sort((a, b) => b.p - a.p || a.sal - b.sal);
  const n = list.length;
  const pts = Float64Array.from(list, (it) => it.p);
  const sal = Float64Array.from(list, (it) => it.sal);
  const B = rest.length - 1;
  const pre = new Float64Array(n + 1);
  const minSal = new Float64Array(n + 1).fill(Infinity);
  for (let i = 0; i < n; i++) pre[i + 1] = (pre[i] as number) + (pts[i] as number);
  for (let i = n - 1; i >= 0; i--) minSal[i] = Math.min(minSal[i + 1] as number, sal[i] as number);
  let best = -Infinity;
  const rec = (i: number, j: number, p: number, u: number): void => {
    if (j === count) {
      const r = u <= B ? (rest[B - u] as number) : -Infinity;
      if (p + r > best) best = p + r;
      return;
    }
    const left = count - j;
    // Along x both the points still to come and the budget left only shrink, so the first
    // bound that fails ends the loop.
    for (let x = i; x + left <= n; x++) {
      const b = B - u - left * (minSal[x] as number);
      if (b < 0) return;
      if (!(p + (pre[x + left] as number) - (pre[x] as number) + (mono[b] as number) > best)) return;
      rec(x + 1, j + 1, p + (pts[x] as number), u + (sal[x] as number));
    }
  };
  rec(0, 0, 0, 0);
  return best;
}
