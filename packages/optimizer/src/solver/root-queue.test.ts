import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import { RootQueue } from './root-queue';

describe('RootQueue', () => {
  it('gives roots in the order of a full sort (bound down, then slot, then root), pushes mixed with pops', () => {
    const rand = createRng(7);
    const queue = new RootQueue();
    const pending: { bound: number; slot: number; root: number }[] = [];
    const taken: string[] = [];
    const expected: string[] = [];
    const key = (x: { bound: number; slot: number; root: number }) => `${x.bound}/${x.slot}/${x.root}`;
    for (let round = 0; round < 40; round++) {
      // Few distinct bounds, so ties on bound and slot are common; more than the first capacity.
      for (let i = 0; i < 200; i++) {
        const item = { bound: Math.floor(rand() * 20), slot: Math.floor(rand() * 4), root: round * 1000 + i };
        pending.push(item);
        queue.push(item.bound, item.slot, item.root);
      }
      for (let i = 0; i < 120; i++) {
        pending.sort((a, b) => b.bound - a.bound || a.slot - b.slot || a.root - b.root);
        expected.push(key(pending.shift() as (typeof pending)[number]));
        taken.push(`${queue.topBound()}/${queue.topSlot()}/${queue.topRoot()}`);
        queue.pop();
      }
    }
    expect(taken).toEqual(expected);
    expect(queue.size).toBe(pending.length);
    queue.clear();
    expect(queue.topBound()).toBe(-Infinity);
  });
});
