// Runs the optimizer benchmark: bundles bench/optimizer.bench.ts and src/cli.ts with esbuild,
// then runs the bundle (from the repository root: node packages/optimizer/scripts/bench.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ensureCliBundle } from './run-cli.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(pkg, '../..');
const out = path.join(pkg, 'dist', 'optimizer.bench.mjs');
await build({
  entryPoints: [path.join(pkg, 'bench', 'optimizer.bench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: out,
  logLevel: 'warning',
});
const cli = await ensureCliBundle();
const run = spawnSync(process.execPath, [out], {
  stdio: 'inherit',
  cwd: repoRoot,
  env: { ...process.env, OPTIMIZER_CLI: cli },
});
process.exit(run.status ?? 1);
