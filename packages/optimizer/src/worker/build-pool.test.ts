import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player } from '../model/player.types';
import { eligibleSlotNames, getRuleSet } from '../rules/rule-set';
import { optimize } from '../solver/optimize';
import { randomPool } from '../test-support/random-pool';
import { BuildGate } from './build-gate';
import { createBuildPool, TimeLimitError, type BuildPool } from './build-pool';
import { bundledWorker } from './worker-bundle';

describe('build pool', () => {
  let pool: BuildPool;
  let workerUrl: URL;
  const rules = getRuleSet('dk', 'nfl', 'classic');
  const players = randomPool(rules, { persons: 120, games: 5, seed: 5 });

  beforeAll(async () => {
    workerUrl = await bundledWorker(path.resolve(import.meta.dirname, 'build-worker.ts'));
    pool = createBuildPool({ workerUrl, size: 2 });
  });

  afterAll(async () => {
    await pool.close();
  });

  it('runs builds in workers with the same result as in-process, streaming progress', async () => {
    const input = { rules, players, lineups: 20, settings: { minUnique: 2 } };
    const progress: number[] = [];
    const result = await pool.run(input, { onProgress: (done) => progress.push(done) });
    expect(result.status).toBe('complete');
    expect(result.lineups.map((l) => l.projection)).toEqual(optimize(input).lineups.map((l) => l.projection));
    expect(progress.at(-1)).toBe(20);
  });

  // The cancel and time-limit tests hold their 150-lineup build at a BuildGate (build-gate.ts)
  // right after its first lineup: it cannot finish before the cancel or the limit lands, however
  // fast the machine, and it costs no search time while it waits.
  const held = { rules, players, lineups: 150, settings: { minUnique: 2 } };
  /** The first `count` lineups of `held`, built in-process without a gate. */
  const firstOf = (count: number) =>
    optimize({ ...held, lineups: Math.max(count, 1) })
      .lineups.slice(0, count)
      .map((l) => l.projection);
  /** Resolves once `count` builds have reached `gate`. */
  const heldAt = async (gate: BuildGate, count: number) => {
    while (gate.arrived() < count) await new Promise((r) => setTimeout(r, 5));
  };

  it('runs several builds at once and cancels on abort (seam: a BuildGate holds the build)', async () => {
    const gate = new BuildGate(150);
    const gated = createBuildPool({ workerUrl, size: 2, gate });
    try {
      const controller = new AbortController();
      const slow = gated.run(held, { signal: controller.signal });
      await heldAt(gate, 1);
      // The other thread builds while the first one is held.
      const done = await gated.run({ rules, players, lineups: 3 });
      expect(done.status).toBe('complete');
      controller.abort();
      const cancelled = await slow;
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.messages).toEqual(['Cancelled after 1 of 150 lineups.']);
      expect(cancelled.lineups.map((l) => l.projection)).toEqual(firstOf(1));
      expect(gated.replaced()).toBe(0);
    } finally {
      await gated.close();
    }
  });

  it('stops a build at its time limit with the lineups found so far and says so (seam: a BuildGate holds the build)', async () => {
    const gate = new BuildGate(150);
    const gated = createBuildPool({ workerUrl, gate });
    try {
      // Held after its first lineup, the build cannot finish: the limit ends it, with the lineups
      // it found before the limit (1, or 0 if a slow machine passes the limit before the first).
      const result = await gated.run(held, { timeLimitMs: 600 });
      expect(result.status).toBe('partial');
      const found = result.lineups.length;
      expect(found).toBeLessThanOrEqual(1);
      expect(result.messages).toEqual([
        `The build reached its time limit of 600 ms: ${found} of 150 lineups found so far.`,
      ]);
      expect(result.lineups.map((l) => l.projection)).toEqual(firstOf(found));
      expect(gated.replaced()).toBe(0);
      // The gate open, the same build runs to its end.
      gate.open();
      expect((await gated.run(held, { timeLimitMs: 60_000 })).lineups).toHaveLength(150);
    } finally {
      await gated.close();
    }
  });

  it('ends a thread still searching after the grace (time limit or cancel), replaces it, and rebuilds the lineups found so far (seam: a BuildGate holds the build)', async () => {
    // graceMs 0: the thread is ended at the limit or the cancel, wherever it is (here at the gate).
    const gate = new BuildGate(150);
    const strict = createBuildPool({ workerUrl, graceMs: 0, gate });
    try {
      await strict.run({ rules, players, lineups: 3 }); // the thread is warm: lineups come quickly
      const result = await strict.run(held, { timeLimitMs: 600 });
      expect(strict.replaced()).toBe(1);
      expect(result.status).toBe('partial');
      const found = result.lineups.length;
      expect(result.messages[0]).toBe(
        `The build reached its time limit of 600 ms: ${found} of 150 lineups found so far.`,
      );
      expect(result.lineups.map((l) => l.projection)).toEqual(firstOf(found));
      // The replacement thread takes the next build.
      const next = await strict.run({ rules, players, lineups: 3 });
      expect(next.status).toBe('complete');
      expect(next.lineups).toHaveLength(3);

      // A cancel of a held build ends the thread too (at once with graceMs 0); the lineup found
      // before it is built again on the fresh thread (the replay passes the gate).
      const controller = new AbortController();
      const running = strict.run(held, { signal: controller.signal });
      // The first build reached the gate before its limit ended it, or did not (found 0).
      await heldAt(gate, found + 1);
      controller.abort();
      const cancelled = await running;
      expect(strict.replaced()).toBe(2);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.messages).toEqual(['Cancelled after 1 of 150 lineups.']);
      expect(cancelled.lineups.map((l) => l.projection)).toEqual(firstOf(1));
    } finally {
      await strict.close();
    }
  });

  it('runs a late swap on a pool thread and ends it at its time limit', async () => {
    // An upload file of two lineups (slot columns, a blank column, Instructions).
    const lineups = optimize({ rules, players, lineups: 2 }).lineups;
    const header = `${rules.slots.map((x) => x.name).join(',')},,Instructions`;
    const text = [header, ...lineups.map((l) => `${l.slots.map((x) => x.entryId).join(',')},,`)].join('\n');
    const withSlots = players.map((p) => ({
      ...p,
      gameStarted: false,
      rosterSlots: eligibleSlotNames(rules, p.positions),
    }));
    const input = { text, fileName: 'upload.csv', rules, players: withSlots as Player[], now: 0 };
    const out = await pool.lateSwap(input);
    expect(out.entries).toHaveLength(2);
    await expect(pool.lateSwap(input, { timeLimitMs: 0 })).rejects.toThrow(TimeLimitError);
  });
});
