// Runs the contest simulator benchmark: bundles bench/simulator.bench.ts with esbuild and runs
// the bundle from the repository root (node packages/simulator/scripts/bench.mjs [--quick]).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode, runNode } from '../../optimizer/scripts/node-bundle.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'simulator.bench.mjs');
await bundleForNode(path.join(pkg, 'bench', 'simulator.bench.ts'), out);
process.exit(runNode([out, ...process.argv.slice(2)], { cwd: path.resolve(pkg, '../..') }));
