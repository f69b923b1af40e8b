import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { rowsInJs } from './row-kernel';
import { TableArena } from './table-arena';

const NEG = -1_000_000_000;

describe('row kernel', () => {
  const arena = TableArena.create(1 << 16);

  it('runs here (Node has WebAssembly SIMD)', () => {
    expect(arena).not.toBeNull();
  });

  it('computes every row exactly as the JavaScript version does, in every mode and state', () => {
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
      const jsPlan = arena.plan.slice(0, 2 * S);
      rowsInJs(expected, expected, { dst: 0, src: S * W, off: 2 * S * W - shift }, range, p, S, W, jsPlan, 0);
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
