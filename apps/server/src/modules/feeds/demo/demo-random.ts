import { createRng } from '@dfs/optimizer';
import { fnv1a } from '../fnv1a';
/** A seeded pseudo-random source: the demo data must be the same on every run for the same day. */
export type TRandom = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** Normal with mean and standard deviation (Box-Muller). */
  normal: (mean: number, sd: number) => number;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  chance: (p: number) => boolean;
};

/** The optimizer's seeded generator (mulberry32), seeded by a number or a string's hash. */
export function createRandom(seed: number | string): TRandom {
  const next = createRng(typeof seed === 'string' ? fnv1a(seed) : seed);
  const random: TRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: (mean, sd) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
  return random;
}

/** Rounds to one decimal, the precision projections and points are shown with. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A Poisson draw by Knuth's method (fine for the small means of scores and box scores); a mean of
 * 0 or less is 0 without a draw.
 */
export function poisson(r: TRandom, mean: number): number {
  if (mean <= 0) return 0;
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r.next();
  } while (p > l && k < 200);
  return k - 1;
}
