import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Player } from '../model/player.types';
import { eligibleSlotNames, getRuleSet } from '../rules/rule-set';
import { optimize } from '../solver/optimize';
import { randomPool } from '../test-support/random-pool';
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

  it('runs several builds at once and cancels on abort', async () => {
    const controller = new AbortController();
    const slow = pool.run(endless, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done >= 3) controller.abort();
      },
    });
    const quick = pool.run({ rules, players, lineups: 3 });
    const [cancelled, done] = await Promise.all([slow, quick]);
    expect(done.status).toBe('complete');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.lineups.length).toBeGreaterThanOrEqual(3);
    expect(cancelled.lineups.length).toBeLessThan(150);
  });

  // A build far longer than any test waits for (25 s in-process here, its first lineups within
  // 0.4 to 0.7 s): 150 lineups with a QB + 2 stack, a 6-player game stack with 3 from each team,
  // two opposing catchers with the QB and min unique 4, each lineup with freshly drawn
  // projections. Tests cancel it or stop it at a time limit, so a faster solver or a busy
  // machine (a progress notice handled late) cannot let it finish first.
  const endless = {
    rules,
    players,
    lineups: 150,
    settings: {
      randomness: { mode: 'percent' as const, percent: 20 },
      seed: 11,
      minUnique: 4,
      stacks: [
        {
          parts: [
            { positions: ['QB'], count: 1 },
            { positions: ['WR', 'TE'], count: 2 },
          ],
        },
      ],
      gameStacks: [{ count: 6, minPerTeam: 3 }],
      pairs: [{ positions: ['QB'], with: ['WR', 'TE'], team: 'opponent' as const, min: 2 }],
    },
  };
  /** The first `count` lineups of `endless`, built in-process (cancelled once it has them). */
  const firstOf = (count: number) => {
    let found = 0;
    return optimize(endless, { onProgress: (done) => (found = done), shouldCancel: () => found >= count })
      .lineups.slice(0, count)
      .map((l) => l.projection);
  };

  it('stops a build at its time limit with the lineups found so far and says so', async () => {
    const result = await pool.run(endless, { timeLimitMs: 600 });
    expect(result.status).toBe('partial');
    expect(result.messages).toEqual([expect.stringContaining('time limit of 600 ms')]);
    expect(result.messages[0]).toContain(`${result.lineups.length} of 150 lineups`);
    expect(result.lineups.length).toBeLessThan(150);
    expect(result.lineups.map((l) => l.projection)).toEqual(firstOf(result.lineups.length));
    expect(pool.replaced()).toBe(0);
  });

  it('ends a thread still searching after the grace (time limit or cancel), replaces it, and rebuilds the lineups found so far', async () => {
    // graceMs 0: the thread is ended at the limit, mid-search (no lineup boundary to wait for).
    const strict = createBuildPool({
      workerUrl,
      graceMs: 0,
    });
    try {
      await strict.run({ rules, players, lineups: 3 }); // the thread is warm: lineups come quickly
      const result = await strict.run(endless, { timeLimitMs: 600 });
      expect(strict.replaced()).toBe(1);
      expect(result.status).toBe('partial');
      expect(result.messages[0]).toContain('time limit of 600 ms');
      expect(result.lineups.length).toBeLessThan(150);
      expect(result.lineups.map((l) => l.projection)).toEqual(firstOf(result.lineups.length));
      // The replacement thread takes the next build.
      const next = await strict.run({ rules, players, lineups: 3 });
      expect(next.status).toBe('complete');
      expect(next.lineups).toHaveLength(3);

      // A cancel ends the thread too (at once with graceMs 0) and keeps the lineups found.
      const controller = new AbortController();
      const cancelled = await strict.run(endless, {
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 2) controller.abort();
        },
      });
      expect(strict.replaced()).toBe(2);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.messages[0]).toMatch(/^Cancelled after \d+ of 150 lineups\.$/);
      expect(cancelled.lineups.length).toBeGreaterThanOrEqual(2);
      expect(cancelled.lineups.length).toBeLessThan(150);
      expect(cancelled.lineups.map((l) => l.projection)).toEqual(firstOf(cancelled.lineups.length));
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
