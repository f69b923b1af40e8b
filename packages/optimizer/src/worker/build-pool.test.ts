import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { optimize } from '../solver/optimize';
import { randomPool } from '../test-support/random-pool';
import { createBuildPool, type BuildPool } from './build-pool';

describe('build pool', () => {
  let dir: string;
  let pool: BuildPool;
  const rules = getRuleSet('dk', 'nfl', 'classic');
  const players = randomPool(rules, { persons: 120, games: 5, seed: 5 });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-worker-'));
    const outfile = path.join(dir, 'build-worker.mjs');
    await build({
      entryPoints: [path.resolve(import.meta.dirname, 'build-worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    pool = createBuildPool({ workerUrl: pathToFileURL(outfile), size: 2 });
  });

  afterAll(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
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
    const slow = pool.run(
      { rules, players, lineups: 150, settings: { randomness: { mode: 'percent', percent: 20 }, seed: 1 } },
      {
        signal: controller.signal,
        onProgress: (done) => {
          if (done >= 3) controller.abort();
        },
      },
    );
    const quick = pool.run({ rules, players, lineups: 3 });
    const [cancelled, done] = await Promise.all([slow, quick]);
    expect(done.status).toBe('complete');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.lineups.length).toBeGreaterThanOrEqual(3);
    expect(cancelled.lineups.length).toBeLessThan(150);
  });
});
