// Rules benchmark: bundles bench/rules.bench.ts with esbuild (glpk.js stays external:
// the MILP judge loads its WebAssembly from node_modules) and runs it from the repository root.
// Options are passed on: --only text, --runs N, --milp-steps K, --no-milp.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode, runNode } from './node-bundle.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'rules.bench.mjs');
await bundleForNode(path.join(pkg, 'bench', 'rules.bench.ts'), out, ['glpk.js', 'glpk.js/*']);
process.exit(runNode([out, ...process.argv.slice(2)], { cwd: path.resolve(pkg, '../..') }));
