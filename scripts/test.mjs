// `npm test`: every test of the project, in phases, then a table of each phase's wall time.
// Phases that share no cost run side by side (measured on 2 cores: see the README's test table).
// TEST_PHASES_FILE=<file> also appends the rows as JSON lines (CI prints one table of its run).
import { phaseTable, recordPhases, runPhases } from './lib/phases.mjs';

const started = Date.now();
const { rows, failed } = await runPhases([
  [
    { name: 'lint', command: 'npm run lint --silent' },
    { name: 'typecheck', command: 'npm run typecheck --silent' },
    { name: 'build', command: 'npm run build --silent' },
  ],
  { name: 'unit + API (PGlite)', command: 'npm run test:unit --silent' },
  { name: 'browser', command: 'npm run test:e2e --silent' },
]);
const total = Date.now() - started;
console.log(`\n${phaseTable('npm test: wall time per phase', rows, total)}`);
recordPhases(process.env.TEST_PHASES_FILE, rows);
process.exit(failed ? 1 : 0);
