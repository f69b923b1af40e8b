// `npm run simulate`: bundles src/cli.ts into dist/cli.js with esbuild when the bundle is missing
// or older than any source file of this package or the optimizer's, then runs it with the given
// arguments (relative paths resolve against INIT_CWD, where the command was typed).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode, newestSource, runNode } from '../../optimizer/scripts/node-bundle.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'cli.js');

/** Path of an up-to-date CLI bundle (built when needed). */
export async function ensureSimCliBundle() {
  const newest = Math.max(
    newestSource(path.join(pkg, 'src')),
    newestSource(path.join(pkg, '../optimizer/src')),
  );
  if (existsSync(out) && statSync(out).mtimeMs >= newest) return out;
  await bundleForNode(path.join(pkg, 'src', 'cli.ts'), out);
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cli = await ensureSimCliBundle();
  process.exit(
    runNode([cli, ...process.argv.slice(2)], {
      env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
    }),
  );
}
