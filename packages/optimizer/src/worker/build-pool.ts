import { Worker } from 'node:worker_threads';
import type { BuildResult, OptimizeInput } from '../solver/build-input.types';
import type { LateSwapInput } from '../solver/late-swap';
import { BUILD_YOUNG_GENERATION_MB } from './build-heap.mjs';
import type { BuildGate } from './build-gate';
import type { LateSwapResult, WorkerRequest, WorkerResponse } from './build-protocol.types';

/** Options of a build pool. */
export type BuildPoolOptions = {
  /** URL (or path) of the bundled build-worker script. */
  workerUrl: URL | string;
  /** Worker threads (default 1). */
  size?: number;
  /**
   * After a build's time limit or cancel the build is asked to stop at its next lineup; a thread
   * that has not answered this many milliseconds later is ended and replaced (default 1000; 0
   * ends it at once).
   */
  graceMs?: number;
  /** Tests only: a gate that holds this pool's builds after their first lineup (build-gate.ts). */
  gate?: BuildGate;
};

/**
 * Per-build options. Aborting the signal cancels the build at its next lineup (a thread still
 * searching `graceMs` later is ended as below); the promise then resolves with status
 * `cancelled` and the lineups found so far. `timeLimitMs` is the build's wall-clock limit (from the moment a thread takes it):
 * at the limit it stops at its next lineup, and a thread still searching `graceMs` later is ended
 * and replaced. Either way the build resolves with status `partial`, the lineups found so far
 * and a message saying so (after an ended thread they are found again on a fresh thread: the
 * solver is deterministic, so they are the same lineups).
 */
export type RunOptions = {
  onProgress?: (done: number, asked: number) => void;
  signal?: AbortSignal;
  timeLimitMs?: number;
};

/** A late swap that ran past its time limit (its thread was ended and replaced). */
export class TimeLimitError extends Error {
  constructor(readonly limitMs: number) {
    super(`Stopped after the time limit of ${formatLimit(limitMs)}.`);
    this.name = 'TimeLimitError';
  }
}

/** How a task ended: its answer, or stopped by a cancel or its time limit. */
export type TaskOutcome =
  { status: 'done'; result: unknown } | { status: 'cancelled' } | { status: 'timedOut'; limitMs: number };

/** A pool of worker threads running builds, late swaps and registered tasks (worker-tasks.ts). */
export type BuildPool = {
  run(input: OptimizeInput, options?: RunOptions): Promise<BuildResult>;
  /** A late swap on a pool thread; rejects with TimeLimitError past `timeLimitMs`. */
  lateSwap(input: LateSwapInput, options?: { timeLimitMs?: number }): Promise<LateSwapResult>;
  /**
   * A registered task of `kind` on a pool thread. A cancel or the time limit sets its stop flag;
   * a thread that has not stopped `graceMs` later is ended and replaced.
   */
  task(kind: string, input: unknown, options?: RunOptions): Promise<TaskOutcome>;
  /** Threads ended by the time limit (and replaced) since the pool started. */
  replaced(): number;
  /** Stops all workers; pending builds reject. */
  close(): Promise<void>;
};

type Job = {
  id: number;
  request: WorkerRequest;
  /** [0]: cancel flag; [1]: lineups found so far (written by the worker). */
  shared: Int32Array;
  onProgress: ((done: number, asked: number) => void) | undefined;
  timeLimitMs: number | undefined;
  /** The worker's answer. */
  answer: (msg: Exclude<WorkerResponse, { type: 'progress' | 'error' }>, timedOut: boolean) => void;
  /** The watchdog ended the job's thread; `found` lineups were built. */
  killed: (found: number) => void;
  reject: (e: Error) => void;
  timedOut: boolean;
  timers: NodeJS.Timeout[];
};

type Slot = { worker: Worker; job: Job | null };

function formatLimit(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

const timeLimitMessage = (limitMs: number, found: number, asked: number): string =>
  `The build reached its time limit of ${formatLimit(limitMs)}: ${found} of ${asked} lineups found so far.`;

const emptyStats = { ms: 0, searches: 0, nodes: 0, leafFallbacks: 0, work: 0 };

/**
 * Creates a pool of `size` workers. Jobs queue when all workers are busy. Progress streams
 * through `onProgress`; an aborted signal cancels a queued build at once and a running one at
 * its next lineup (the lineups found so far are returned). See RunOptions for the time limit.
 */
export function createBuildPool({ workerUrl, size = 1, graceMs = 1000, gate }: BuildPoolOptions): BuildPool {
  let nextId = 1;
  let closed = false;
  let replacedCount = 0;
  const queue: Job[] = [];
  const slots: Slot[] = [];

  const release = (job: Job): void => {
    for (const t of job.timers) clearTimeout(t);
    job.timers = [];
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
      if (msg.type === 'progress') {
        job.onProgress?.(msg.done, msg.asked);
        return;
      }
      slot.job = null;
      release(job);
      if (msg.type === 'error') job.reject(new Error(msg.message));
      else job.answer(msg, job.timedOut);
      pump();
    });
    slot.worker.on('error', (e) => {
      const job = slot.job;
      slot.job = null;
      if (job) {
        release(job);
        job.reject(e);
      }
      const i = slots.indexOf(slot);
      if (i >= 0 && !closed) slots[i] = spawn();
      pump();
    });
    return slot;
  };

  /** The watchdog: ends the slot's thread, replaces it and tells the job. */
  const kill = (slot: Slot, job: Job): void => {
    if (slot.job !== job || closed) return;
    slot.job = null;
    release(job);
    slot.worker.removeAllListeners('message');
    slot.worker.removeAllListeners('error');
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    replacedCount++;
    const i = slots.indexOf(slot);
    if (i >= 0) slots[i] = spawn();
    job.killed(Atomics.load(job.shared, 1));
    pump();
  };

  const start = (slot: Slot, job: Job): void => {
    slot.job = job;
    slot.worker.postMessage(job.request);
    const limit = job.timeLimitMs;
    if (limit === undefined) return;
    job.timers.push(
      setTimeout(() => {
        job.timedOut = true;
        // A build stops at its next lineup and a task at its next check; a late swap cannot, so
        // its thread ends at once.
        if (job.request.type === 'lateSwap' || graceMs <= 0) return kill(slot, job);
        Atomics.store(job.shared, 0, 1);
        job.timers.push(setTimeout(() => kill(slot, job), graceMs));
      }, limit),
    );
  };

  const pump = (): void => {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      start(slot, job);
    }
  };

  const enqueue = (job: Job, first = false): void => {
    if (first) queue.unshift(job);
    else queue.push(job);
    pump();
  };

  const newShared = () => new Int32Array(new SharedArrayBuffer(8));

  for (let i = 0; i < Math.max(1, size); i++) slots.push(spawn());

  return {
    run(input, options = {}) {
      if (closed) return Promise.reject(new Error('The build pool is closed.'));
      const started = performance.now();
      const limit = options.timeLimitMs ?? 0;
      return new Promise<BuildResult>((resolve, reject) => {
        /** Set when the caller cancels: a thread ended after that answers `cancelled`. */
        let cancelled = false;
        const limited = (result: BuildResult | null, found: number): BuildResult => ({
          status: cancelled && !job.timedOut ? 'cancelled' : 'partial',
          lineups: (result?.lineups ?? []).slice(0, found),
          messages: [
            cancelled && !job.timedOut
              ? `Cancelled after ${found} of ${input.lineups} lineups.`
              : timeLimitMessage(limit, found, input.lineups),
          ],
          stats: {
            ...(result?.stats ?? emptyStats),
            ms: Math.round((performance.now() - started) * 100) / 100,
          },
          budgetExhausted: false,
        });
        const buildJob = (
          stopAfter: number | undefined,
          answer: (r: BuildResult, timedOut: boolean) => void,
          killed: (found: number) => void,
        ): Job => {
          const id = nextId++;
          const shared = newShared();
          return {
            id,
            request: {
              type: 'build',
              id,
              input,
              cancelFlag: shared,
              // A replay of lineups found before never waits at a test's gate.
              ...(stopAfter !== undefined ? { stopAfter } : gate ? { gate: gate.flags } : {}),
            },
            shared,
            onProgress: options.onProgress,
            timeLimitMs: options.timeLimitMs,
            answer: (msg, timedOut) => {
              if (msg.type === 'result') answer(msg.result, timedOut);
            },
            killed,
            reject,
            timedOut: false,
            timers: [],
          };
        };
        const job = buildJob(
          undefined,
          (r, timedOut) => resolve(timedOut && r.status === 'cancelled' ? limited(r, r.lineups.length) : r),
          (found) => {
            if (found === 0) return resolve(limited(null, 0));
            // The same input gives the same lineups: the first `found` are found again on a
            // fresh thread, ahead of the queue (this caller has waited longest).
            // No time limit for it: it stops after the work that fitted in the limit once.
            const replay = buildJob(
              found,
              (r) => resolve(limited(r, r.lineups.length)),
              () => resolve(limited(null, 0)),
            );
            replay.timeLimitMs = undefined;
            enqueue(replay, true);
          },
        );
        const onAbort = (): void => {
          const queued = queue.indexOf(job);
          if (queued >= 0) {
            queue.splice(queued, 1);
            resolve({
              status: 'cancelled',
              lineups: [],
              messages: ['Cancelled before it started.'],
              stats: emptyStats,
              budgetExhausted: false,
            });
            return;
          }
          // The build stops at its next lineup; a thread still searching graceMs later is ended
          // like one past its time limit (a cancel frees the thread however long a lineup takes).
          Atomics.store(job.shared, 0, 1);
          cancelled = true;
          const slot = slots.find((x) => x.job === job);
          if (slot && graceMs <= 0) kill(slot, job);
          else if (slot) job.timers.push(setTimeout(() => kill(slot, job), graceMs));
        };
        if (options.signal?.aborted) {
          onAbort();
          return;
        }
        options.signal?.addEventListener('abort', onAbort, { once: true });
        enqueue(job);
      });
    },
    lateSwap(input, options = {}) {
      if (closed) return Promise.reject(new Error('The build pool is closed.'));
      return new Promise<LateSwapResult>((resolve, reject) => {
        const id = nextId++;
        const limit = options.timeLimitMs;
        enqueue({
          id,
          request: { type: 'lateSwap', id, input },
          shared: newShared(),
          onProgress: undefined,
          timeLimitMs: limit,
          answer: (msg) => {
            if (msg.type === 'lateSwapResult') resolve(msg.result);
          },
          killed: () => reject(new TimeLimitError(limit ?? 0)),
          reject,
          timedOut: false,
          timers: [],
        });
      });
    },
    task(kind, input, options = {}) {
      if (closed) return Promise.reject(new Error('The build pool is closed.'));
      return new Promise<TaskOutcome>((resolve, reject) => {
        const id = nextId++;
        const shared = newShared();
        let cancelled = false;
        const stopped = (): TaskOutcome =>
          !cancelled && job.timedOut
            ? { status: 'timedOut', limitMs: options.timeLimitMs ?? 0 }
            : { status: 'cancelled' };
        const job: Job = {
          id,
          request: { type: 'task', id, kind, input, cancelFlag: shared },
          shared,
          onProgress: options.onProgress,
          timeLimitMs: options.timeLimitMs,
          answer: (msg) =>
            resolve(msg.type === 'taskResult' ? { status: 'done', result: msg.result } : stopped()),
          killed: () => resolve(stopped()),
          reject,
          timedOut: false,
          timers: [],
        };
        const onAbort = (): void => {
          const queued = queue.indexOf(job);
          if (queued >= 0) {
            queue.splice(queued, 1);
            resolve({ status: 'cancelled' });
            return;
          }
          cancelled = true;
          Atomics.store(shared, 0, 1);
          const slot = slots.find((x) => x.job === job);
          if (slot && graceMs <= 0) kill(slot, job);
          else if (slot) job.timers.push(setTimeout(() => kill(slot, job), graceMs));
        };
        if (options.signal?.aborted) return resolve({ status: 'cancelled' });
        options.signal?.addEventListener('abort', onAbort, { once: true });
        enqueue(job);
      });
    },
    replaced: () => replacedCount,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The build pool is closed.'));
      await Promise.all(
        slots.map(async (slot) => {
          const job = slot.job;
          slot.job = null;
          if (job) {
            release(job);
            job.reject(new Error('The build pool is closed.'));
          }
          await slot.worker.terminate();
        }),
      );
    },
  };
}
