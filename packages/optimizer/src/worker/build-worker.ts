import { parentPort } from 'node:worker_threads';
import { lateSwap } from '../solver/late-swap';
import { optimize } from '../solver/optimize';
import { createSolverMemory } from '../solver/solver-memory';
import type { WorkerRequest, WorkerResponse } from './build-protocol.types';

// Worker entry: runs builds and late swaps off the main thread. The server bundles this file with
// esbuild and points createBuildPool({ workerUrl }) at the bundle.

const port = parentPort;
if (!port) throw new Error('build-worker must run in a worker thread');

const cancelled = new Set<number>();
// The thread's solver memory: its builds run one at a time, and each starts with the table
// buffers the previous one released.
const memory = createSolverMemory();

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'cancel') {
    cancelled.add(msg.id);
    return;
  }
  const { id } = msg;
  try {
    if (msg.type === 'lateSwap') {
      const result = lateSwap(msg.input, { memory });
      port.postMessage({ type: 'lateSwapResult', id, result } satisfies WorkerResponse);
      return;
    }
    let last = 0;
    let found = 0;
    const result = optimize(msg.input, {
      memory,
      onProgress: (done, asked) => {
        found = done;
        // The pool reads the count when a time limit ends the thread (see build-pool.ts).
        if (msg.cancelFlag) Atomics.store(msg.cancelFlag, 1, done);
        // Progress at most every 50 ms (and at the end) keeps message and socket traffic low.
        const now = performance.now();
        if (done === asked || now - last > 50) {
          last = now;
          port.postMessage({ type: 'progress', id, done, asked } satisfies WorkerResponse);
        }
      },
      // Cancel messages queue behind the running build, so the build also polls a shared flag.
      shouldCancel: () =>
        cancelled.has(id) ||
        (msg.stopAfter !== undefined && found >= msg.stopAfter) ||
        (msg.cancelFlag !== undefined && Atomics.load(msg.cancelFlag, 0) === 1),
    });
    port.postMessage({ type: 'result', id, result } satisfies WorkerResponse);
  } catch (e) {
    port.postMessage({ type: 'error', id, message: (e as Error).message } satisfies WorkerResponse);
  } finally {
    cancelled.delete(id);
  }
});
