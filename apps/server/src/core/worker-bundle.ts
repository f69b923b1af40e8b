/**
 * A worker thread's script from its TypeScript entry (bundled once per process when run from the
 * sources). The server build writes each worker beside main.js (apps/server/build.mjs) and callers
 * load that when it exists; the bundling itself is the optimizer package's, which its own tests use.
 */
export { bundledWorker } from '@dfs/optimizer/worker-bundle';
