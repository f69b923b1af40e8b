import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TPreparedSalaries, TSalaryParseRequest } from './salary-prepare';

export type TSalaryParseResponse = { ok: true; prepared: TPreparedSalaries } | { ok: false; message: string };

let fromSource: Promise<URL> | undefined;

/**
 * The worker script: dist/modules/imports/salary-parse.worker.js in the server bundle (next to
 * dist/main.js). Run from source (tsx, vitest), the worker is bundled once per process with
 * esbuild (a dev dependency) into a temporary folder, as a worker thread cannot load TypeScript.
 */
function workerScript(): Promise<URL> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    const bundled = new URL('./modules/imports/salary-parse.worker.js', here);
    return Promise.resolve(fs.existsSync(bundled) ? bundled : new URL('./salary-parse.worker.js', here));
  }
  fromSource ??= (async () => {
    // A computed name keeps the server bundle from bundling esbuild.
    const esbuild = 'esbuild';
    const { build } = (await import(esbuild)) as typeof import('esbuild');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salary-parse-'));
    const outfile = path.join(dir, 'salary-parse.worker.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./salary-parse.worker.ts', here))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'warning',
    });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return pathToFileURL(outfile);
  })();
  return fromSource;
}

/**
 * Parses, validates and prepares a salary file in a worker thread of its own (a large file takes
 * seconds of CPU; the event loop keeps serving other requests meanwhile). The worker ends with it.
 */
export async function parseSalariesInWorker(request: TSalaryParseRequest): Promise<TPreparedSalaries> {
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
    worker.once('message', (msg: TSalaryParseResponse) =>
      settle(() => (msg.ok ? resolve(msg.prepared) : reject(new Error(msg.message)))),
    );
    worker.once('error', (e) => settle(() => reject(e)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the salary parse worker stopped (exit code ${code})`))),
    );
    worker.postMessage(request);
  });
}
