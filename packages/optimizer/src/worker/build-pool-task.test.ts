import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildPool, type BuildPool } from './build-pool';
import { bundledWorker } from './worker-bundle';

// Registered tasks on the build threads (worker-tasks.ts): the answer, progress, a cancel the
// task sees, a thread ended when the task ignores the stop flag, and the time limit.

describe('build pool tasks', () => {
  let pool: BuildPool;

  beforeAll(async () => {
    const workerUrl = await bundledWorker(
      path.resolve(import.meta.dirname, '../test-support/task-worker.ts'),
    );
    pool = createBuildPool({ workerUrl, size: 1, graceMs: 200 });
  });

  afterAll(async () => {
    await pool.close();
  });

  it('answers a task with its progress', async () => {
    const progress: number[] = [];
    const out = await pool.task('count', { to: 100_000 }, { onProgress: (done) => progress.push(done) });
    expect(out).toEqual({ status: 'done', result: { sum: (100_000 * 100_001) / 2 } });
    expect(progress.at(-1)).toBe(100_000);
  });

  it('stops a task that sees the cancel, and ends the thread of one that does not', async () => {
    const controller = new AbortController();
    const counting = pool.task(
      'count',
      { to: 1e12 },
      {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    );
    expect(await counting).toEqual({ status: 'cancelled' });
    const replacedBefore = pool.replaced();
    const stuck = new AbortController();
    const spinning = pool.task('spin', {}, { signal: stuck.signal });
    setTimeout(() => stuck.abort(), 100);
    expect(await spinning).toEqual({ status: 'cancelled' });
    expect(pool.replaced()).toBe(replacedBefore + 1);
    // The fresh thread runs the next task.
    expect(await pool.task('count', { to: 1000 })).toEqual({ status: 'done', result: { sum: 500_500 } });
  });

  it('answers timedOut past the time limit, and rejects an unknown task kind', async () => {
    expect(await pool.task('spin', {}, { timeLimitMs: 100 })).toEqual({ status: 'timedOut', limitMs: 100 });
    await expect(pool.task('nope', {})).rejects.toThrow('No worker task "nope"');
  });
});
