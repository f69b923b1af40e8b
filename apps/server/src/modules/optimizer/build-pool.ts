import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createBuildPool, TimeLimitError, type BuildGate, type BuildPool } from '@dfs/optimizer';
import { bundledWorker } from '../../core/worker-bundle';
import { encodeBuild } from './build-output';
import type { TBuildExecutor, TJobOutput, TJobWork } from './build-queue';

/**
 * Worker threads for builds: BUILD_WORKERS, or (0) one less than the CPU count, at least 1. One
 * thread per core was measured too (apps/server/bench/createbuild-load.mjs, 2 cores): builds
 * were no faster on a busy machine and getPlayers' p99 during 16 builds grew 3.5 times, as the
 * event loop then shares its core with a build.
 */
export function buildPoolSize(configured: number): number {
  return configured > 0 ? configured : Math.max(1, os.availableParallelism() - 1);
}

/**
 * The build threads' entry (modules/simulation/pool-worker.ts: the optimizer's build worker with
 * the contest simulator's tasks), bundled. The server build writes it beside main.js
 * (apps/server/build.mjs); from the sources (tests, tsx) it is bundled once per process into a
 * temporary folder, removed when the process exits.
 */
function workerUrl(): Promise<URL> {
  const built = new URL('./build-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  return bundledWorker(fileURLToPath(new URL('../simulation/pool-worker.ts', import.meta.url)));
}

/** A build pool made on the first build (start-up and servers that never build pay nothing). */
export function lazyBuildPool(size: number, gate?: BuildGate) {
  let pool: Promise<BuildPool> | null = null;
  return {
    get: (): Promise<BuildPool> =>
      (pool ??= workerUrl().then((url) =>
        createBuildPool({ workerUrl: url, size, ...(gate ? { gate } : {}) }),
      )),
    async close(): Promise<void> {
      if (pool) await (await pool).close();
    },
  };
}
export type TLazyBuildPool = ReturnType<typeof lazyBuildPool>;

/** Runs one job on a pool thread: a late swap past its limit answers `timedOut`. */
export async function runOnPool(
  pool: BuildPool,
  work: TJobWork,
  options: { signal: AbortSignal; onProgress: (done: number, asked: number) => void },
): Promise<TJobOutput> {
  if (work.type === 'task')
    return {
      type: 'task',
      outcome: await pool.task(work.kind, work.input, { ...options, timeLimitMs: work.timeLimitMs }),
    };
  if (work.type === 'build')
    return {
      type: 'build',
      result: encodeBuild(await pool.run(work.input, { ...options, timeLimitMs: work.timeLimitMs })),
    };
  try {
    return { type: 'lateSwap', result: await pool.lateSwap(work.input, { timeLimitMs: work.timeLimitMs }) };
  } catch (e) {
    if (e instanceof TimeLimitError) return { type: 'timedOut', limitMs: e.limitMs };
    throw e;
  }
}

/**
 * The embedded executor: the queue's jobs on this process's pool of `size` threads (`gate`: tests
 * only, see BuildGate).
 */
export function embeddedExecutor(size: number, gate?: BuildGate): TBuildExecutor {
  const pool = lazyBuildPool(size, gate);
  return {
    mode: 'embedded',
    capacity: () => size,
    run: async (_id, work, { signal, onProgress }) =>
      runOnPool(await pool.get(), work, { signal, onProgress }),
    onCapacity: () => undefined,
    close: () => pool.close(),
  };
}
