import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { TableArena } from './row-kernel';

const NEG = -1_000_000_000;

type Range = { lo: number; copyEnd: number; from: number; flat: number; hi: number };

/**
 * The kernel's `rows` written out in JavaScript (the specification it must match): rows of W
 * cells per state; `dst`, `src` and `off` are cell indices of state 0, budget 0.
 */
function rowsStep(
  V: Int32Array,
  at: { dst: number; src: number; off: number },
  range: Range,
  p: number,
  plan: { mode: number; s2: number }[],
  W: number,
): void {
  const { lo, copyEnd, from, flat, hi } = range;
  plan.forEach(({ mode, s2 }, st) => {
    const d = at.dst + st * W;
    const s = at.src + st * W;
    const o = at.off + s2 * W;
    if (mode === 0) V.fill(NEG, d + lo, d + hi + 1);
    else if (mode === 1) for (let b = lo; b <= hi; b++) V[d + b] = V[s + b] as number;
    else {
      for (let b = lo; b < copyEnd; b++) V[d + b] = V[s + b] as number;
      for (let b = from; b <= flat; b++) V[d + b] = Math.max(V[s + b] as number, p + (V[o + b] as number));
      for (let b = flat + 1; b <= hi; b++) V[d + b] = V[d + flat] as number;
    }
  });
}

describe('row kernel', () => {
  const arena = TableArena.create(1 << 16);

  it('runs here (Node has WebAssembly SIMD)', () => {
    expect(arena).not.toBeNull();
  });

  it('computes every row exactly as the JavaScript loop does, in every mode and state', () => {
    if (!arena) throw new Error('no arena');
    const rng = createRng(7);
    const W = 41;
    for (let trial = 0; trial < 400; trial++) {
      const S = 1 + Math.floor(rng() * 5);
      // Rows: S states written, S below, S read with one pick fewer, and S as a guard.
      const block = arena.take(4 * S * W) as Int32Array;
      for (let k = 0; k < block.length; k++) block[k] = Math.floor(rng() * 2_000_000) - 1_000_000;
      if (trial % 5 === 0) block.fill(NEG, 2 * S * W, 3 * S * W);
      const expected = block.slice();
      const lo = Math.floor(rng() * 8);
      const hi = lo + Math.floor(rng() * (W - lo));
      const from = lo + Math.floor(rng() * (hi - lo + 3));
      const copyEnd = Math.min(from, hi + 1);
      const flat = from > hi ? hi : from + Math.floor(rng() * (hi - from + 1));
      const range = { lo, copyEnd, from: from > hi ? hi + 1 : from, flat, hi };
      const p = Math.floor(rng() * 400_000) - 100_000;
      // off is read `shift` cells before its row (the player's salary), as the tables do.
      const shift = Math.floor(rng() * Math.min(lo + 1, 6));
      const plan = Array.from({ length: S }, () => ({
        mode: Math.floor(rng() * 3),
        s2: Math.floor(rng() * S),
      }));
      plan.forEach(({ mode, s2 }, st) => {
        arena.plan[2 * st] = mode;
        arena.plan[2 * st + 1] = s2;
      });
      rowsStep(expected, { dst: 0, src: S * W, off: 2 * S * W - shift }, range, p, plan, W);
      const at = block.byteOffset;
      const off = at + 4 * (2 * S * W - shift);
      arena.rows(at, at + 4 * S * W, off, lo, copyEnd, range.from, flat, hi, p, S, 4 * W, 0);
      expect(Array.from(block)).toEqual(Array.from(expected));
      arena.give(block);
    }
  });

  it('hands out blocks from the lowest free address and merges blocks given back', () => {
    const small = TableArena.create(1_024);
    if (!small) throw new Error('no arena');
    const a = small.take(100) as Int32Array;
    const b = small.take(300) as Int32Array;
    const c = small.take(200) as Int32Array;
    expect([a.length, b.length, c.length]).toEqual([100, 300, 200]);
    expect(b.byteOffset).toBeGreaterThan(a.byteOffset);
    // Full: 112 + 304 + 208 cells taken, 400 left; a larger block does not fit.
    expect(small.take(500)).toBeNull();
    small.give(a);
    expect(() => small.give(a)).toThrow('given back twice');
    small.give(b);
    // a and b merged: 416 cells where a was.
    const d = small.take(410) as Int32Array;
    expect(d.byteOffset).toBe(a.byteOffset);
    small.give(d);
    small.give(c);
    expect(small.inUse()).toBe(0);
    expect((small.take(1_024) as Int32Array).length).toBe(1_024);
  });
});
