import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { TFileParseRequest, TFileParseResponse } from './file-parse';
import { readProjections } from './projection-prepare';
import { prepareSalaries } from './salary-prepare';

// Worker entry: parses, validates and prepares one salary or projection file off the event loop.
// The server bundle builds this file to dist/modules/imports/file-parse.worker.js (buildEntries in
// package.json).

const port = parentPort;
if (!port) throw new Error('file-parse.worker must run in a worker thread');

// This thread yields the CPU to the event loop: on Linux a nice value is per thread (0 names the
// calling one), so a busy machine runs the server's requests first and the parse in what is left.
try {
  os.setPriority(0, os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not permitted here (some containers): the parse runs at normal priority.
}

port.on('message', (msg: TFileParseRequest) => {
  try {
    const result = msg.kind === 'salaries' ? prepareSalaries(msg.request) : readProjections(msg.request);
    port.postMessage({ ok: true, result } satisfies TFileParseResponse);
  } catch (e) {
    port.postMessage({ ok: false, message: (e as Error).message } satisfies TFileParseResponse);
  }
});
