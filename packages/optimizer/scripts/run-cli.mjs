// Bundles src/cli.ts into dist/cli.js with esbuild when the bundle is missing or older than any
// source file, then runs it with the given arguments (relative paths resolve against INIT_CWD).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_FLAGS } from '../src/worker/build-heap.mjs';
import { bundleForNode, newestSource, runNode } from './node-bundle.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'cli.js');

export async function ensureCliBundle() {
  // The CLI reads rules.json with the contracts' settings schema: a change there rebuilds it too.
  const newest = Math.max(
    newestSource(path.join(pkg, 'src')),
    newestSource(path.join(pkg, '..', 'contracts', 'src')),
  );
  if (existsSync(out) && statSync(out).mtimeMs >= newest) return out;
  await bundleForNode(path.join(pkg, 'src', 'cli.ts'), out);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cli = await ensureCliBundle();
  process.exit(
    runNode([...BUILD_NODE_FLAGS, cli, ...process.argv.slice(2)], {
      env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
    }),
  );
}
