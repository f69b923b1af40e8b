/** Small seeded PRNG (mulberry32): the same seed always gives the same sequence. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Derives an independent seed for lineup `index` of a build. */
export function lineupSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(index + 1, 0x165667b1)) >>> 0;
}
