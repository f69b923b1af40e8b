import { parentPort } from 'node:worker_threads';
import { optimize } from '../solver/optimize';
import type { WorkerRequest, WorkerResponse } from './build-protocol.types';

// Worker entry: runs builds off the main thread. The server bundles this file with esbuild and
// points createBuildPool({ workerUrl }) at the bundle.

const port = parentPort;
if (!port) throw new Error('build-worker must run in a worker thread');

const cancelled = new Set<number>();

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'cancel') {
    cancelled.add(msg.id);
    return;
  }
  const { id, input } = msg;
  let last = 0;
  try {
    const result = optimize(input, {
      onProgress: (done, asked) => {
        // Progress at most every 20 ms (and at the end) keeps message traffic low.
        const now = performance.now();
        if (done === asked || now - last > 20) {
          last = now;
          port.postMessage({ type: 'progress', id, done, asked } satisfies WorkerResponse);
        }
      },
      // Cancel messages queue behind the running build, so the build also polls a shared flag.
      shouldCancel: () =>
        cancelled.has(id) || (msg.cancelFlag !== undefined && Atomics.load(msg.cancelFlag, 0) === 1),
    });
    port.postMessage({ type: 'result', id, result } satisfies WorkerResponse);
  } catch (e) {
    port.postMessage({ type: 'error', id, message: (e as Error).message } satisfies WorkerResponse);
  } finally {
    cancelled.delete(id);
  }
});
