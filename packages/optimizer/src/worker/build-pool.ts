import { Worker } from 'node:worker_threads';
import type { BuildResult, OptimizeInput } from '../solver/build-input.types';
import { BUILD_YOUNG_GENERATION_MB } from './build-heap.mjs';
import type { WorkerRequest, WorkerResponse } from './build-protocol.types';

/** Options of a build pool. */
export type BuildPoolOptions = {
  /** URL (or path) of the bundled build-worker script. */
  workerUrl: URL | string;
  /** Worker threads (default 1). */
  size?: number;
};

/** Per-build callbacks. Aborting the signal cancels the build; the promise then resolves with status `cancelled`. */
export type RunOptions = { onProgress?: (done: number, asked: number) => void; signal?: AbortSignal };

/** A pool of worker threads running builds. */
export type BuildPool = {
  run(input: OptimizeInput, options?: RunOptions): Promise<BuildResult>;
  /** Stops all workers; pending builds reject. */
  close(): Promise<void>;
};

type Job = {
  id: number;
  input: OptimizeInput;
  options: RunOptions;
  cancelFlag: Int32Array;
  resolve: (r: BuildResult) => void;
  reject: (e: Error) => void;
};

type Slot = { worker: Worker; job: Job | null };

/**
 * Creates a pool of `size` workers. Builds queue when all workers are busy. Progress streams
 * through `onProgress`; an aborted signal cancels a queued build at once and a running one at
 * its next lineup (the lineups found so far are returned).
 */
export function createBuildPool({ workerUrl, size = 1 }: BuildPoolOptions): BuildPool {
  let nextId = 1;
  let closed = false;
  const queue: Job[] = [];
  const slots: Slot[] = [];

  const fail = (slot: Slot, error: Error): void => {
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
  };

  const spawn = (): Slot => {
    const slot: Slot = {
      worker: new Worker(workerUrl, {
        resourceLimits: { maxYoungGenerationSizeMb: BUILD_YOUNG_GENERATION_MB },
      }),
      job: null,
    };
    slot.worker.on('message', (msg: WorkerResponse) => {
      const job = slot.job;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') job.options.onProgress?.(msg.done, msg.asked);
      else {
        slot.job = null;
        if (msg.type === 'result') job.resolve(msg.result);
        else job.reject(new Error(msg.message));
        pump();
      }
    });
    slot.worker.on('error', (e) => {
      fail(slot, e);
      const i = slots.indexOf(slot);
      if (i >= 0 && !closed) slots[i] = spawn();
      pump();
    });
    return slot;
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.postMessage({
        type: 'build',
        id: job.id,
        input: job.input,
        cancelFlag: job.cancelFlag,
      } satisfies WorkerRequest);
    }
  };

  for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn());

  return {
    run(input, options = {}) {
      if (closed) return Promise.reject(new Error('The build pool is closed.'));
      return new Promise<BuildResult>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          input,
          options,
          cancelFlag: new Int32Array(new SharedArrayBuffer(4)),
          resolve,
          reject,
        };
        const onAbort = (): void => {
          const queued = queue.indexOf(job);
          if (queued >= 0) {
            queue.splice(queued, 1);
            resolve({
              status: 'cancelled',
              lineups: [],
              messages: ['Cancelled before it started.'],
              stats: { ms: 0, searches: 0, nodes: 0, leafFallbacks: 0, work: 0 },
              budgetExhausted: false,
            });
            return;
          }
          Atomics.store(job.cancelFlag, 0, 1);
        };
        if (options.signal?.aborted) {
          onAbort();
          return;
        }
        options.signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The build pool is closed.'));
      await Promise.all(
        slots.map(async (slot) => {
          fail(slot, new Error('The build pool is closed.'));
          await slot.worker.terminate();
        }),
      );
    },
  };
}
