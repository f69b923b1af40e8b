// Determinism check of the solver: bundles scripts/determinism-builds.ts with esbuild and runs
// it; prints one hash per fixed build (lineups, nodes, work, messages). Run it before and after a
// refactor of the solver and diff the two outputs: any difference is a change of behaviour.
//   node packages/optimizer/scripts/determinism.mjs > before.txt
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_FLAGS } from '../src/worker/build-heap.mjs';
import { bundleForNode, runNode } from './node-bundle.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(pkg, 'dist', 'determinism.mjs');
await bundleForNode(path.join(pkg, 'scripts', 'determinism-builds.ts'), out);
const fixtures = path.resolve(pkg, '../../../shared/fixtures/operator-csv');
process.exit(runNode([...BUILD_NODE_FLAGS, out, fixtures, ...process.argv.slice(2)]));
