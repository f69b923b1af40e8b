import { parentPort } from 'node:worker_threads';
import { importSalaries } from '@dfs/optimizer';
import type { TSalaryParseRequest, TSalaryParseResponse } from './salary-parse';

// Worker entry: parses and validates one salary file off the event loop. The server bundle builds
// this file to dist/modules/imports/salary-parse.worker.js (buildEntries in package.json).

const port = parentPort;
if (!port) throw new Error('salary-parse.worker must run in a worker thread');

port.on('message', (msg: TSalaryParseRequest) => {
  try {
    const parsed = importSalaries(msg.csv, msg.name, msg.options);
    port.postMessage({ ok: true, parsed } satisfies TSalaryParseResponse);
  } catch (e) {
    port.postMessage({ ok: false, message: (e as Error).message } satisfies TSalaryParseResponse);
  }
});
