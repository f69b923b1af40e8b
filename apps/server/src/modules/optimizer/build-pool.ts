import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBuildPool, type BuildPool } from '@dfs/optimizer';

/**
 * Worker threads for builds: BUILD_WORKERS, or (0) one less than the CPU count, at least 1. One
 * thread per core was measured too (apps/server/bench/createbuild-load.mjs, 2 cores): builds
 * were no faster on a busy machine and getPlayers' p99 during 16 builds grew 3.5 times, as the
 * event loop then shares its core with a build.
 */
export function buildPoolSize(configured: number): number {
  return configured > 0 ? configured : Math.max(1, os.availableParallelism() - 1);
}

let bundled: Promise<URL> | null = null;

/**
 * The optimizer's worker entry (packages/optimizer/src/worker/build-worker.ts), bundled. The
 * server build writes it beside main.js (apps/server/build.mjs); from the sources (tests, tsx)
 * it is bundled once per process into a temporary folder, removed when the process exits.
 */
function workerUrl(): Promise<URL> {
  const built = new URL('./build-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const entry = fileURLToPath(
      new URL('../../../../../packages/optimizer/src/worker/build-worker.ts', import.meta.url),
    );
    const folder = mkdtempSync(path.join(os.tmpdir(), 'dfs-build-worker-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const outfile = path.join(folder, 'build-worker.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    return pathToFileURL(outfile);
  })();
  return bundled;
}

/** A build pool made on the first build (start-up and servers that never build pay nothing). */
export function lazyBuildPool(size: number) {
  let pool: Promise<BuildPool> | null = null;
  return {
    get: (): Promise<BuildPool> =>
      (pool ??= workerUrl().then((url) => createBuildPool({ workerUrl: url, size }))),
    async close(): Promise<void> {
      if (pool) await (await pool).close();
    },
  };
}
export type TLazyBuildPool = ReturnType<typeof lazyBuildPool>;
