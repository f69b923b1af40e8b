// What the packages' scripts share: bundling a TypeScript entry into one ES module for Node with
// esbuild, knowing when a bundle is stale, and running a file with this Node, its output on this
// terminal.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Bundles `entry` into `outfile` (ESM, Node 20); `external` packages stay in node_modules.
 * esbuild is loaded on the first call only: running an up-to-date bundle does not need it. The
 * server's bundle holds this file too (`bundledWorker`): a computed name keeps esbuild out of it.
 */
export async function bundleForNode(entry, outfile, external = []) {
  const esbuild = 'esbuild';
  const { build } = await import(esbuild);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    ...(external.length ? { external } : {}),
    logLevel: 'warning',
  });
}

/** Runs `node ...args` with the terminal's stdio; resolves to its exit status (1 if it had none). */
export function runNode(args, options = {}) {
  return spawnSync(process.execPath, args, { stdio: 'inherit', ...options }).status ?? 1;
}

/** Newest modification time (ms) of the .ts sources (tests excepted) under `dir`. */
export function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}
