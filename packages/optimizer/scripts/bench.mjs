// Runs the optimizer benchmark: bundles bench/optimizer.bench.ts and src/cli.ts with esbuild,
// then runs the bundle (from the repository root: node packages/optimizer/scripts/bench.mjs).
// Options (passed to the bundle): --only nfl,mlb (slate label substrings), --cases stack,random
// (columns among 1,20,150,stack,random,cli), --quick (one timed run per cell), --runs N,
// --no-rules (skip the rules benchmark that follows, scripts/bench-rules.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode, runNode } from './node-bundle.mjs';
import { ensureCliBundle } from './run-cli.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(pkg, '../..');
const out = path.join(pkg, 'dist', 'optimizer.bench.mjs');
await bundleForNode(path.join(pkg, 'bench', 'optimizer.bench.ts'), out);
const cli = await ensureCliBundle();
const status = runNode([out, ...process.argv.slice(2)], {
  cwd: repoRoot,
  env: { ...process.env, OPTIMIZER_CLI: cli },
});
if (status !== 0 || process.argv.includes('--no-rules')) process.exit(status);
// Then the rules benchmark: user rule sets, infeasible sets, MILP judge times.
process.exit(runNode([path.join(pkg, 'scripts', 'bench-rules.mjs')], { cwd: repoRoot }));
