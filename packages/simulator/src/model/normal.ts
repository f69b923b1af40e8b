import { createRng } from '@dfs/optimizer';

/**
 * Seeded standard normals (Marsaglia's polar method on the optimizer's mulberry32: no sine or
 * cosine, one logarithm per pair): the same seed gives the same sequence on every run. Keeps the
 * second value of each pair for the next call.
 */
export class NormalSource {
  private readonly uniform: () => number;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: number) {
    this.uniform = createRng(seed);
  }

  /** A uniform in [0, 1). */
  nextUniform(): number {
    return this.uniform();
  }

  /** A standard normal. */
  next(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.uniform() - 1;
      v = 2 * this.uniform() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const f = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare = v * f;
    this.hasSpare = true;
    return u * f;
  }
}
