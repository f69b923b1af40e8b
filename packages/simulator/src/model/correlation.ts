import type { NormalSource } from './normal';

// Correlated normals. Players correlate only within a game, so the matrix is block diagonal: one
// dense block per game, made positive semi-definite and factored once, then each iteration draws
// z = L e per block (e independent standard normals).

/** Smallest eigenvalue kept when a block is repaired (keeps the Cholesky factor real). */
const MIN_EIGEN = 1e-6;

/**
 * Eigen-decomposition of a symmetric n x n matrix (row-major) by cyclic Jacobi rotations.
 * Returns eigenvalues and eigenvectors (column j of `vectors` belongs to value j).
 */
export function symmetricEigen(
  matrix: Float64Array,
  n: number,
): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = a[i * n + i]!;
  return { values, vectors: v };
}

/** Lower Cholesky factor of a symmetric matrix, or null when it is not positive definite. */
export function cholesky(matrix: Float64Array, n: number): Float64Array | null {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i * n + j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) {
        if (sum <= 0) return null;
        l[i * n + i] = Math.sqrt(sum);
      } else l[i * n + j] = sum / l[j * n + j]!;
    }
  return l;
}

/**
 * The nearest-by-eigenvalue-clipping correlation matrix: eigenvalues below MIN_EIGEN are raised
 * to it, then the diagonal is scaled back to 1. A matrix that is already positive definite is
 * returned unchanged (the same object).
 */
export function makePositiveDefinite(matrix: Float64Array, n: number): Float64Array {
  if (cholesky(matrix, n)) return matrix;
  const { values, vectors } = symmetricEigen(matrix, n);
  const fixed = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let k = 0; k < n; k++)
        sum += vectors[i * n + k]! * Math.max(values[k]!, MIN_EIGEN) * vectors[j * n + k]!;
      fixed[i * n + j] = sum;
    }
  const scale = new Float64Array(n);
  for (let i = 0; i < n; i++) scale[i] = 1 / Math.sqrt(fixed[i * n + i]!);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) fixed[i * n + j] = i === j ? 1 : fixed[i * n + j]! * scale[i]! * scale[j]!;
  return fixed;
}

/** One game's players (indices into the model) and the factor of their correlation matrix. */
export type CorrelationBlock = {
  players: Int32Array;
  /** The positive-definite correlation matrix in use (row-major, players x players). */
  matrix: Float64Array;
  /** Its lower Cholesky factor (row-major). */
  factor: Float64Array;
};

/** Builds a block from a raw correlation matrix: repaired when needed, then factored. */
export function correlationBlock(players: Int32Array, raw: Float64Array): CorrelationBlock {
  const n = players.length;
  const matrix = makePositiveDefinite(raw, n);
  const factor = cholesky(matrix, n);
  if (!factor) throw new Error('Internal error: a repaired correlation block has no Cholesky factor');
  return { players, matrix, factor };
}

/**
 * Fills `z[player]` with correlated standard normals for every block; `e` is scratch space at
 * least as long as the largest block. No allocation.
 */
export function drawCorrelated(
  blocks: readonly CorrelationBlock[],
  normals: NormalSource,
  z: Float64Array,
  e: Float64Array,
): void {
  for (const block of blocks) {
    const n = block.players.length;
    const l = block.factor;
    for (let i = 0; i < n; i++) e[i] = normals.next();
    for (let i = 0; i < n; i++) {
      let sum = 0;
      const row = i * n;
      for (let k = 0; k <= i; k++) sum += l[row + k]! * e[k]!;
      z[block.players[i]!] = sum;
    }
  }
}

/** Iterations drawCorrelatedBatch draws together (its multiply is written out for 8). */
export const DRAW_BATCH = 8;

/**
 * drawCorrelated for `count` (at most DRAW_BATCH) iterations at once, into `z[player *
 * DRAW_BATCH + b]` for iteration b: the same normals in the same order (iteration by iteration,
 * block by block) and the same sums term by term, so every value equals drawCorrelated's; the
 * factor's entries are read once per batch and the eight sums run side by side. `e` is scratch of
 * at least (players in blocks) x DRAW_BATCH. No allocation. Lanes from `count` up hold stale values.
 */
export function drawCorrelatedBatch(
  blocks: readonly CorrelationBlock[],
  normals: NormalSource,
  z: Float64Array,
  e: Float64Array,
  count: number,
): void {
  const B = DRAW_BATCH;
  for (let b = 0; b < count; b++) {
    let at = b;
    for (const block of blocks)
      for (let i = 0; i < block.players.length; i++, at += B) e[at] = normals.next();
  }
  let offset = 0;
  for (const block of blocks) {
    const n = block.players.length;
    const l = block.factor;
    for (let i = 0; i < n; i++) {
      const row = i * n;
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0; // prettier-ignore
      for (let k = 0, o = offset; k <= i; k++, o += B) {
        const f = l[row + k]!;
        s0 += f * e[o]!;
        s1 += f * e[o + 1]!;
        s2 += f * e[o + 2]!;
        s3 += f * e[o + 3]!;
        s4 += f * e[o + 4]!;
        s5 += f * e[o + 5]!;
        s6 += f * e[o + 6]!;
        s7 += f * e[o + 7]!;
      }
      const to = block.players[i]! * B;
      z[to] = s0;
      z[to + 1] = s1;
      z[to + 2] = s2;
      z[to + 3] = s3;
      z[to + 4] = s4;
      z[to + 5] = s5;
      z[to + 6] = s6;
      z[to + 7] = s7;
    }
    offset += n * B;
  }
}
