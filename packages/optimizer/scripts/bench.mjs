// Runs the optimizer benchmark: bundles bench/optimizer.bench.ts and src/cli.ts with esbuild,
// then runs the bundle (from the repository root: node packages/optimizer/scripts/bench.mjs).
// Options (passed to the bundle): --only nfl,mlb (slate label substrings), --cases stack,random
// (columns among 1,20,150,stack,random,cli), --quick (one timed run per cell), --runs N,
// --no-rules (skip the rules benchmark that follows, scripts/bench-rules.mjs).
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
const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: repoRoot,
  env: { ...process.env, OPTIMIZER_CLI: cli },
});
if ((run.status ?? 1) !== 0 || process.argv.includes('--no-rules')) process.exit(run.status ?? 1);
// Then the rules benchmark (issue 19): user rule sets, infeasible sets, MILP judge times.
const rules = spawnSync(process.execPath, [path.join(pkg, 'scripts', 'bench-rules.mjs')], {
  stdio: 'inherit',
  cwd: repoRoot,
});
process.exit(rules.status ?? 1);
