import type { LateSwapInput, LateSwapResult, OptimizeInput, TaskOutcome } from '@dfs/optimizer';
import type { TEncodedBuild } from './build-output';
import { AppError } from '../../core/app-error';
import type { TOwnerGate } from './build-queue.owners';

/**
 * Who a job is for, in the order the queue serves them: paid plans, then Free, then anonymous
 * previews (which also get at most a fixed share of the build threads).
 */
export type TJobClass = 'paid' | 'free' | 'preview';
const CLASS_RANK: Record<TJobClass, number> = { paid: 0, free: 1, preview: 2 };

/**
 * What a job computes: a build, a late swap, or a task registered on the build threads (the
 * contest simulator's, modules/simulation), with its wall-clock limit.
 */
export type TJobWork =
  | { type: 'build'; input: OptimizeInput; timeLimitMs: number }
  | { type: 'lateSwap'; input: LateSwapInput; timeLimitMs: number }
  | { type: 'task'; kind: string; input: unknown; timeLimitMs: number };

/** A job's answer (a build's lineups as JSON); a late swap past its time limit answers `timedOut`. */
export type TJobOutput =
  | { type: 'build'; result: TEncodedBuild }
  | { type: 'lateSwap'; result: LateSwapResult }
  | { type: 'task'; outcome: TaskOutcome }
  | { type: 'timedOut'; limitMs: number };

/** Options of one run on an executor. */
export type TRunOptions = {
  /** The job's class: the executor may order its own queue by it (BullMQ priority). */
  cls: TJobClass;
  signal: AbortSignal;
  onProgress: (done: number, asked: number) => void;
};

/**
 * Where jobs run: the in-process worker-thread pool (embedded), or BullMQ and worker processes
 * (REDIS_URL). The scheduler hands an executor at most `capacity()` jobs at once.
 */
export type TBuildExecutor = {
  /** The mode's name, shown in logs and benchmarks. */
  readonly mode: 'embedded' | 'redis';
  /** Jobs it can run at once (threads of the pool; build threads of the live worker processes). */
  capacity(): number;
  /**
   * Runs a job; a job whose signal aborts stops at its next lineup, or answers null when it was
   * removed before it started (still waiting in Redis).
   */
  run(id: string, work: TJobWork, options: TRunOptions): Promise<TJobOutput | null>;
  /** Calls `fn` when capacity may have grown (a worker process came). */
  onCapacity(fn: () => void): void;
  /**
   * A job no instance holds any more (the one that queued it died): its stored answer (taken,
   * so it is adopted once), `held` while a worker still has it, `gone` when nothing of it is left.
   * Only executors that outlive their server have it (Redis).
   */
  recover?(id: string): Promise<TRecovered>;
  /**
   * The worker processes seen at the last look (Redis: BullMQ's connected workers, read every
   * second; `checkedAt` is when that read last succeeded). None for the embedded pool.
   */
  workers?(): TWorkersSeen;
  close(): Promise<void>;
};

/** Worker processes connected at the last look, their build threads, and when it was (ms epoch). */
export type TWorkersSeen = { count: number; threads: number; checkedAt: number | null };

/** What is left of a job its server instance no longer holds (TBuildQueue.recover). */
export type TRecovered = { state: 'done'; output: TJobOutput } | { state: 'held' } | { state: 'gone' };

/** A job given to the queue. */
export type TJobSpec = {
  /** The job id: the build id, the key of its result write. */
  id: string;
  /** One running job per owner (a user id, or `ip:<address>` for an anonymous preview). */
  owner: string;
  cls: TJobClass;
  work: TJobWork;
  /** Aborts when the client goes away or cancels: a queued job is removed, a running one stopped. */
  signal?: AbortSignal | undefined;
  /** The job's place in the queue (1 = next), each time it changes; 0 when it starts. */
  onQueued?: (position: number) => void;
  onProgress?: (done: number, asked: number) => void;
};

type TJob = TJobSpec & {
  seq: number;
  /** Fair-queuing tag: an owner's later jobs go behind other owners' earlier ones. */
  tag: number;
  position: number;
  /** When it was last told its position (Date.now()). */
  toldAt: number;
  /** Not tried again before this time: another instance runs a job of the same owner. */
  blockedUntil: number;
  /** Ends the job's wait at the queue's maxWaitMs. */
  waitTimer: NodeJS.Timeout | null;
  /** Its wait ended while it was taking its running slot in Redis: refused there, it ends. */
  expired: boolean;
  controller: AbortController;
  resolve: (out: TJobOutput | null) => void;
  reject: (e: Error) => void;
};

/** Options of the build queue. */
export type TBuildQueueOptions = {
  executor: TBuildExecutor;
  /** Jobs one owner may have queued or running; past it a new one answers 429. */
  perOwner: number;
  /**
   * Fraction of the executor's capacity anonymous previews may hold (at least one job); with an
   * owner gate, over all instances together.
   */
  previewShare: number;
  /**
   * The longest a job may wait before it starts, in ms: then it is removed and answers 503 with
   * Retry-After (the servers are busy; the user did nothing wrong, so not 429). 0 = no limit.
   */
  maxWaitMs?: number;
  /**
   * Counts the per-owner limits across instances (Redis): without it they hold per instance.
   * The queue still checks its own jobs first, so an owner's flood on one instance costs no
   * round trip.
   */
  owners?: TOwnerGate;
};

/** How often waiting jobs are told their new positions (batched). */
const POSITIONS_EVERY_MS = 500;
/**
 * A job moving up but further back than NEAR_FRONT is told at most this often: with hundreds
 * waiting every start moves them all, and a notice per job per batch was the largest part of the
 * server's work in a lock rush after the builds' answers (Redis publishes included).
 */
const FAR_BACK_EVERY_MS = 2000;
/** Positions told at every change (the user is about to start). */
const NEAR_FRONT = 3;

/** What a queued job answers when it is cancelled before it started. */
export const NOT_STARTED = null;

/** How soon a job whose owner runs a job on another instance is tried again. */
const BLOCKED_RETRY_MS = 200;
/** Retry-After of a job that waited too long: about when a busy rush has moved on. */
const BUSY_RETRY_AFTER_S = 30;

const tooMany = (perOwner: number) =>
  new AppError(
    'RATE_LIMITED',
    `You already have ${perOwner} builds queued or running; wait for one to finish or cancel it.`,
    { headers: { 'retry-after': '5' } },
  );
const waitedTooLong = (ms: number) =>
  new AppError(
    'UNAVAILABLE',
    `Your build waited ${Math.round(ms / 100) / 10} s in the queue without starting: the build servers are busy. Please try again in a minute.`,
    { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } },
  );
const shuttingDown = () => new AppError('UNAVAILABLE', 'The server is shutting down.');

/**
 * The one build queue of a server instance: every build, late swap and anonymous preview is a
 * job. At most one job per owner runs at a time; among the jobs that may start, paid plans go
 * first, then Free, then previews, and within a class owners take turns (fair-queuing tags), so
 * one user's many jobs do not hold others back. Previews are limited to `previewShare` of the
 * capacity. A waiting job is told its position when queued and, in batches, as it changes. A job whose signal aborts
 * while queued is removed (it resolves null); a running one is stopped by the executor. A job
 * waiting longer than `maxWaitMs` is removed with a 503. With an owner gate (Redis) the owner's
 * cap and one running job hold across instances: a job starts only once it holds its owner's
 * running slot there.
 */
export function createBuildQueue(options: TBuildQueueOptions) {
  const { executor, perOwner, previewShare, maxWaitMs = 0, owners } = options;
  const waiting: TJob[] = [];
  const running = new Map<string, TJob>();
  /** Jobs taking their owner's running slot in Redis: they hold a place of the capacity meanwhile. */
  const acquiring = new Map<string, TJob>();
  const runningOwners = new Set<string>();
  /** Fair-queuing: the tag of the job started last, and each owner's last tag. */
  let virtualTime = 0;
  const lastTag = new Map<string, number>();
  let seq = 0;
  let closed = false;
  let telling: NodeJS.Timeout | null = null;
  let retrying: NodeJS.Timeout | null = null;

  const order = (a: TJob, b: TJob) => CLASS_RANK[a.cls] - CLASS_RANK[b.cls] || a.tag - b.tag || a.seq - b.seq;
  const previewSlots = () => Math.max(1, Math.floor(executor.capacity() * previewShare));
  const runningPreviews = () =>
    [...running.values(), ...acquiring.values()].filter((j) => j.cls === 'preview').length;
  const ownerJobs = (owner: string) =>
    waiting.filter((j) => j.owner === owner).length + (runningOwners.has(owner) ? 1 : 0);

  function start(job: TJob): void {
    running.set(job.id, job);
    runningOwners.add(job.owner);
    if (job.waitTimer) clearTimeout(job.waitTimer);
    virtualTime = Math.max(virtualTime, job.tag);
    job.position = 0;
    job.onQueued?.(0);
    executor
      .run(job.id, job.work, {
        cls: job.cls,
        signal: job.controller.signal,
        onProgress: (done, asked) => job.onProgress?.(done, asked),
      })
      .then(job.resolve, (e: unknown) => job.reject(e instanceof Error ? e : new Error(String(e))))
      .finally(() => {
        running.delete(job.id);
        runningOwners.delete(job.owner);
        pump();
      });
  }

  /** Starts what may start, then tells every waiting job its position. */
  function pump(): void {
    if (closed) return;
    waiting.sort(order);
    const now = Date.now();
    let free = executor.capacity() - running.size - acquiring.size;
    let previews = previewSlots() - runningPreviews();
    for (let i = 0; i < waiting.length && free > 0;) {
      const job = waiting[i]!;
      if (
        runningOwners.has(job.owner) ||
        job.blockedUntil > now ||
        (job.cls === 'preview' && previews <= 0)
      ) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      free--;
      if (job.cls === 'preview') previews--;
      if (owners) acquire(job, owners);
      else start(job);
    }
    if (waiting.length > 0 && !telling) {
      telling = setTimeout(tellPositions, POSITIONS_EVERY_MS);
      telling.unref();
    }
    if (!retrying && waiting.some((j) => j.blockedUntil > now)) {
      retrying = setTimeout(() => {
        retrying = null;
        pump();
      }, BLOCKED_RETRY_MS);
      retrying.unref();
    }
  }

  /**
   * Takes the owner's running slot in Redis before starting; meanwhile the job holds its place
   * of the capacity. Refused (a job of theirs runs on another instance): it waits again.
   */
  function acquire(job: TJob, gate: TOwnerGate): void {
    acquiring.set(job.id, job);
    runningOwners.add(job.owner);
    // A preview also takes one of the places previews share over every instance (the owner's
    // running key, taken first, only ever blocks this owner's own jobs while it waits).
    const take = async () =>
      (await gate.tryRun(job.owner, job.id)) &&
      (job.cls !== 'preview' || (await gate.tryPreview(job.id, previewSlots())));
    void take()
      .catch(() => false)
      .then((ok) => {
        acquiring.delete(job.id);
        runningOwners.delete(job.owner);
        if (closed) return job.reject(shuttingDown());
        if (job.controller.signal.aborted) job.resolve(NOT_STARTED);
        else if (ok) return start(job);
        else if (job.expired) job.reject(waitedTooLong(maxWaitMs));
        else {
          job.blockedUntil = Date.now() + BLOCKED_RETRY_MS;
          waiting.push(job);
        }
        pump();
      });
  }

  /**
   * Tells each waiting job its position if it changed since it was last told. Batched (at most
   * every POSITIONS_EVERY_MS): every start moves every waiting job up, and with hundreds waiting
   * a notice per job per start would be most of the event loop's work (and of Redis's). A job
   * further back than NEAR_FRONT that moved up hears it at most every FAR_BACK_EVERY_MS.
   */
  function tellPositions(): void {
    telling = null;
    const now = Date.now();
    let skipped = false;
    waiting.forEach((job, i) => {
      const at = i + 1;
      if (job.position === at) return;
      // Moved back (others went ahead), near the front, or not told for a while: tell now.
      if (at < job.position && at > NEAR_FRONT && now - job.toldAt < FAR_BACK_EVERY_MS) {
        skipped = true;
        return;
      }
      job.position = at;
      job.toldAt = now;
      job.onQueued?.(at);
    });
    // A job left untold hears it in a later batch even if nothing else moves.
    if (skipped && !closed) {
      telling = setTimeout(tellPositions, POSITIONS_EVERY_MS);
      telling.unref();
    }
  }
  /** A waiting job past maxWaitMs: removed, answered 503 (one that started meanwhile runs on). */
  function expire(job: TJob): void {
    if (acquiring.has(job.id)) job.expired = true;
    const i = waiting.indexOf(job);
    if (i < 0) return;
    waiting.splice(i, 1);
    job.reject(waitedTooLong(maxWaitMs));
    pump();
  }

  /** Puts an admitted job in the queue; every way it ends lets go of its owner's entries. */
  function enqueue(spec: TJobSpec): Promise<TJobOutput | null> {
    return new Promise<TJobOutput | null>((resolve, reject) => {
      const tag = Math.max(virtualTime, lastTag.get(spec.owner) ?? 0) + 1;
      lastTag.set(spec.owner, tag);
      const abort = () => {
        const i = waiting.indexOf(job);
        if (i >= 0) {
          waiting.splice(i, 1);
          job.resolve(NOT_STARTED);
          pump();
        } else job.controller.abort();
      };
      const settle = () => {
        spec.signal?.removeEventListener('abort', abort);
        if (job.waitTimer) clearTimeout(job.waitTimer);
        void owners?.release(spec.owner, spec.id);
      };
      const job: TJob = {
        ...spec,
        seq: seq++,
        tag,
        position: -1,
        toldAt: 0,
        blockedUntil: 0,
        waitTimer: null,
        expired: false,
        controller: new AbortController(),
        resolve: (out) => {
          settle();
          resolve(out);
        },
        reject: (e) => {
          settle();
          reject(e);
        },
      };
      if (closed) return job.reject(shuttingDown());
      if (spec.signal?.aborted) return job.resolve(NOT_STARTED);
      spec.signal?.addEventListener('abort', abort, { once: true });
      if (maxWaitMs > 0) {
        job.waitTimer = setTimeout(() => expire(job), maxWaitMs);
        job.waitTimer.unref();
      }
      waiting.push(job);
      pump();
      // A new job hears its place at once; later moves come in batches.
      const at = waiting.indexOf(job);
      if (at >= 0) {
        job.position = at + 1;
        job.toldAt = Date.now();
        job.onQueued?.(at + 1);
      }
    });
  }

  /** Counts the job in Redis first (a user on two instances counted once), then queues it. */
  async function admitted(spec: TJobSpec, gate: TOwnerGate): Promise<TJobOutput | null> {
    let ok: boolean;
    try {
      ok = await gate.admit(spec.owner, spec.id, perOwner);
    } catch {
      throw new AppError('UNAVAILABLE', 'The build queue cannot be reached; please try again.');
    }
    if (!ok) throw tooMany(perOwner);
    return enqueue(spec);
  }
  /** Cancels the owner's jobs this instance holds (or the one with `id`); answers their ids. */
  function cancelHere(owner: string, id?: string): string[] {
    const hit = (j: TJob) => j.owner === owner && (!id || j.id === id);
    const queued = waiting.filter(hit);
    for (const job of queued) {
      waiting.splice(waiting.indexOf(job), 1);
      job.resolve(NOT_STARTED);
    }
    const active = [...running.values(), ...acquiring.values()].filter(hit);
    for (const job of active) job.controller.abort();
    if (queued.length) pump();
    return [...queued, ...active].map((j) => j.id);
  }
  const holds = (id: string) => running.has(id) || acquiring.has(id) || waiting.some((j) => j.id === id);
  executor.onCapacity(pump);
  owners?.onCancel((owner, id) => void cancelHere(owner, id));

  return {
    mode: executor.mode,
    /**
     * Queues a job; resolves its output, or null when it was cancelled before it started.
     * Throws RATE_LIMITED (429) when the owner already has `perOwner` jobs queued or running on
     * this instance, and rejects with it when they have across instances (owner gate); rejects
     * UNAVAILABLE (503, Retry-After) when it waited `maxWaitMs` without starting.
     */
    submit(spec: TJobSpec): Promise<TJobOutput | null> {
      if (closed) return Promise.reject(shuttingDown());
      if (ownerJobs(spec.owner) >= perOwner) throw tooMany(perOwner);
      return owners ? admitted(spec, owners) : enqueue(spec);
    },

    /**
     * What is left of a job this instance does not hold, for a server that reloads a user's
     * builds: `held` while any live instance has it queued or running (its owner entry is
     * renewed), else what the executor kept of it (the answer of a job whose instance died).
     */
    async recover(owner: string, id: string): Promise<TRecovered> {
      if (holds(id)) return { state: 'held' };
      if (owners && (await owners.held(owner, id))) return { state: 'held' };
      return executor.recover ? executor.recover(id) : { state: 'gone' };
    },

    /**
     * Cancels an owner's jobs (or one of them): queued ones are removed, running ones stopped.
     * With an owner gate (Redis) the jobs other instances hold are reached too: they are asked
     * over Redis and counted. Answers how many jobs the cancel reached.
     */
    async cancel(owner: string, id?: string): Promise<number> {
      const here = cancelHere(owner, id);
      if (!owners) return here.length;
      let elsewhere: string[];
      try {
        elsewhere = (await owners.jobs(owner)).filter(
          (j) => (!id || j === id) && !here.includes(j) && !holds(j),
        );
        if (elsewhere.length) await owners.broadcastCancel(owner, id);
      } catch {
        throw new AppError('UNAVAILABLE', 'The build queue cannot be reached; please try again.');
      }
      return here.length + elsewhere.length;
    },

    /** Jobs waiting (those taking their running slot in Redis too) and running (for health and the benchmark). */
    stats: () => ({
      waiting: waiting.length + acquiring.size,
      running: running.size,
      capacity: executor.capacity(),
    }),

    /** The worker processes behind the queue at the last look (null: the embedded pool). */
    workers: (): TWorkersSeen | null => executor.workers?.() ?? null,

    async close(): Promise<void> {
      closed = true;
      if (telling) clearTimeout(telling);
      if (retrying) clearTimeout(retrying);
      for (const job of waiting.splice(0)) job.reject(shuttingDown());
      await executor.close();
      owners?.close();
    },
  };
}
export type TBuildQueue = ReturnType<typeof createBuildQueue>;
