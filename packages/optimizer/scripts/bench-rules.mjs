// Rules benchmark (issue 19): bundles bench/rules.bench.ts with esbuild (glpk.js stays external:
// the MILP judge loads its WebAssembly from node_modules) and runs it from the repository root.
// Options are passed on: --only text, --runs N, --milp-steps K, --no-milp.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'rules.bench.mjs');
await build({
  entryPoints: [path.join(pkg, 'bench', 'rules.bench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: out,
  external: ['glpk.js', 'glpk.js/*'],
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: path.resolve(pkg, '../..'),
});
process.exit(run.status ?? 1);
