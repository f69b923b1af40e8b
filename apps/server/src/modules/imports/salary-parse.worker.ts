import { parentPort } from 'node:worker_threads';
import type { TSalaryParseResponse } from './salary-parse';
import { prepareSalaries, type TSalaryParseRequest } from './salary-prepare';

// Worker entry: parses, validates and prepares one salary file off the event loop. The server bundle builds
// this file to dist/modules/imports/salary-parse.worker.js (buildEntries in package.json).

const port = parentPort;
if (!port) throw new Error('salary-parse.worker must run in a worker thread');

port.on('message', (msg: TSalaryParseRequest) => {
  try {
    port.postMessage({ ok: true, prepared: prepareSalaries(msg) } satisfies TSalaryParseResponse);
  } catch (e) {
    port.postMessage({ ok: false, message: (e as Error).message } satisfies TSalaryParseResponse);
  }
});
