import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBuildPool, type BuildPool } from '@dfs/optimizer';

/**
 * Worker threads for builds: BUILD_WORKERS, or (0) one per CPU core. The event loop does little
 * during a build (a progress message every 50 ms), so it keeps answering with every core
 * building (apps/server/bench/createbuild-load.mjs prints getPlayers' p99 meanwhile).
 */
export function buildPoolSize(configured: number): number {
  return configured > 0 ? configured : Math.max(1, os.availableParallelism());
}

let bundled: Promise<URL> | null = null;

/**
 * The optimizer's worker entry (packages/optimizer/src/worker/build-worker.ts), bundled. The
 * server build writes it beside main.js (apps/server/build.mjs); from the sources (tests, tsx)
 * it is bundled once per process into a temporary folder.
 */
function workerUrl(): Promise<URL> {
  const built = new URL('./build-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return Promise.resolve(built);
  bundled ??= (async () => {
    const { build } = await import('esbuild');
    const entry = fileURLToPath(
      new URL('../../../../../packages/optimizer/src/worker/build-worker.ts', import.meta.url),
    );
    const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), 'dfs-build-worker-')), 'build-worker.mjs');
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
