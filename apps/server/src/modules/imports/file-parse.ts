import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundledWorker } from '../../core/worker-bundle';
import type { TProjectionRead, TProjectionReadRequest } from './projection-prepare';
import type { TPreparedSalaries, TSalaryParseRequest } from './salary-prepare';

/** What the parse worker is asked: a salary file to prepare, or a projection file to read. */
export type TFileParseRequest =
  | { kind: 'salaries'; request: TSalaryParseRequest }
  | { kind: 'projections'; request: TProjectionReadRequest };
export type TFileParseResponse =
  { ok: true; result: TPreparedSalaries | TProjectionRead } | { ok: false; message: string };

/**
 * The worker script: dist/modules/imports/file-parse.worker.js in the server bundle (next to
 * dist/main.js); run from source (tsx, vitest), bundled once per process (`bundledWorker`).
 */
function workerScript(): Promise<URL> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    const bundled = new URL('./modules/imports/file-parse.worker.js', here);
    return Promise.resolve(fs.existsSync(bundled) ? bundled : new URL('./file-parse.worker.js', here));
  }
  return bundledWorker(fileURLToPath(new URL('./file-parse.worker.ts', here)));
}

/**
 * Runs one parse in a worker thread of its own (a large file takes seconds of CPU; the event loop
 * keeps serving other requests meanwhile). The worker ends with it.
 */
async function parseInWorker(message: TFileParseRequest): Promise<TPreparedSalaries | TProjectionRead> {
  const url = await workerScript();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.once('message', (msg: TFileParseResponse) =>
      settle(() => (msg.ok ? resolve(msg.result) : reject(new Error(msg.message)))),
    );
    worker.once('error', (e) => settle(() => reject(e)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the file parse worker stopped (exit code ${code})`))),
    );
    worker.postMessage(message);
  });
}

/** Parses, validates and prepares a salary file in a worker thread (salary-prepare.ts). */
export async function parseSalariesInWorker(request: TSalaryParseRequest): Promise<TPreparedSalaries> {
  return (await parseInWorker({ kind: 'salaries', request })) as TPreparedSalaries;
}

/** Reads a projection file against a slate's players in a worker thread (projection-prepare.ts). */
export async function readProjectionsInWorker(request: TProjectionReadRequest): Promise<TProjectionRead> {
  return (await parseInWorker({ kind: 'projections', request })) as TProjectionRead;
}
