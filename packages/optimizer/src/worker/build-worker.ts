import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadMilp } from '../milp/highs-runtime';
import { lateSwap } from '../solver/late-swap';
import { optimize } from '../solver/optimize';
import { createSolverMemory } from '../solver/solver-memory';
import type { WorkerRequest, WorkerResponse } from './build-protocol.types';
import { holdsAtGate, waitAtGate } from './build-gate';
import { TaskStopped, workerTask } from './worker-tasks';

// Worker entry: runs builds and late swaps off the main thread. The server bundles this file with
// esbuild and points createBuildPool({ workerUrl }) at the bundle.

const port = parentPort;
if (!port) throw new Error('build-worker must run in a worker thread');

// Builds are throughput work; the thread answering requests is latency work. On Linux a nice
// value is per thread, so this build thread yields to its process's event loop (and to the
// database) on a busy machine instead of sharing the cores equally with it. Lowering one's own
// priority needs no privilege; where it is refused the thread runs as before.
try {
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not allowed here: keep the normal priority
}

const cancelled = new Set<number>();
// The MILP engine's runtime (milp/highs-runtime.ts), loading while the first request comes in:
// builds wait for it, so each build may take either engine. Where it cannot load, the search alone.
const milpReady: Promise<unknown> = loadMilp().catch((e: unknown) => {
  console.warn(`MILP engine not available, builds use the search alone: ${(e as Error).message}`);
});
// The thread's solver memory: its builds run one at a time, and each starts with the table
// buffers the previous one released.
const memory = createSolverMemory();

/** Runs a registered task (see worker-tasks.ts) with throttled progress and the shared cancel flag. */
function runTask(msg: Extract<WorkerRequest, { type: 'task' }>, out: NonNullable<typeof port>): void {
  const task = workerTask(msg.kind);
  if (!task) throw new Error(`No worker task "${msg.kind}".`);
  let last = 0;
  try {
    const result = task(msg.input, {
      onProgress: (done, total) => {
        const now = performance.now();
        if (done === total || now - last > 50) {
          last = now;
          out.postMessage({ type: 'progress', id: msg.id, done, asked: total } satisfies WorkerResponse);
        }
      },
      stopped: () => cancelled.has(msg.id) || Atomics.load(msg.cancelFlag, 0) === 1,
    });
    out.postMessage({ type: 'taskResult', id: msg.id, result } satisfies WorkerResponse);
  } catch (e) {
    if (!(e instanceof TaskStopped)) throw e;
    out.postMessage({ type: 'taskStopped', id: msg.id } satisfies WorkerResponse);
  }
}

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'cancel') {
    cancelled.add(msg.id);
    return;
  }
  // In arrival order: each waits for the runtime (at once once loaded), then runs to its end.
  void milpReady.then(() => handle(msg, port));
});

/** Runs one request (build, late swap or task) and posts its answer. */
function handle(msg: Exclude<WorkerRequest, { type: 'cancel' }>, port: NonNullable<typeof parentPort>): void {
  const { id } = msg;
  try {
    if (msg.type === 'task') return runTask(msg, port);
    if (msg.type === 'lateSwap') {
      const result = lateSwap(msg.input, { memory });
      port.postMessage({ type: 'lateSwapResult', id, result } satisfies WorkerResponse);
      return;
    }
    // The first progress comes 50 ms into the build, not at its first lineup: a build that ends
    // sooner sends only its last (with Redis workers each one is a script call, a stream event
    // and a socket event per server instance).
    let last = performance.now();
    let found = 0;
    const stop = (): boolean =>
      cancelled.has(id) ||
      (msg.stopAfter !== undefined && found >= msg.stopAfter) ||
      (msg.cancelFlag !== undefined && Atomics.load(msg.cancelFlag, 0) === 1);
    const result = optimize(msg.input, {
      memory,
      onProgress: (done, asked) => {
        found = done;
        // The pool reads the count when a time limit ends the thread (see build-pool.ts).
        if (msg.cancelFlag) Atomics.store(msg.cancelFlag, 1, done);
        // Progress at most every 50 ms (and at the end) keeps message and socket traffic low.
        // A build held at a test's gate says where it stands first.
        const held = holdsAtGate(msg.gate, asked, done);
        const now = performance.now();
        if (done === asked || held || now - last > 50) {
          last = now;
          port.postMessage({ type: 'progress', id, done, asked } satisfies WorkerResponse);
        }
        if (held) waitAtGate(msg.gate!, stop);
      },
      // Cancel messages queue behind the running build, so the build also polls a shared flag.
      shouldCancel: stop,
    });
    port.postMessage({ type: 'result', id, result } satisfies WorkerResponse);
  } catch (e) {
    port.postMessage({ type: 'error', id, message: (e as Error).message } satisfies WorkerResponse);
  } finally {
    cancelled.delete(id);
  }
}
