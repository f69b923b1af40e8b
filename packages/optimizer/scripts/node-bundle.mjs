// What the package's scripts share: bundling a TypeScript entry into one ES module for Node with
// esbuild, and running a file with this Node, its output on this terminal.
import { spawnSync } from 'node:child_process';

/**
 * Bundles `entry` into `outfile` (ESM, Node 20); `external` packages stay in node_modules.
 * esbuild is loaded on the first call only: running an up-to-date bundle does not need it.
 */
export async function bundleForNode(entry, outfile, external = []) {
  const { build } = await import('esbuild');
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
