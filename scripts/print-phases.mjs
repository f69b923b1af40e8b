// Prints the table of a run's phases from the JSON lines file .ci/run and `npm test` write:
// `node scripts/print-phases.mjs <file> <total ms>`.
import { phaseTable, readPhases } from './lib/phases.mjs';

const [file, total] = process.argv.slice(2);
console.log(`\n${phaseTable('CI (.ci/run): wall time per phase', readPhases(file), Number(total))}`);
