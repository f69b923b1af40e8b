import crypto from 'node:crypto';
import type { BuildResult } from '@dfs/optimizer';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { AppError } from '../../core/app-error';
import { isSharedPlayerList } from './build-input';
import { encodeBuild, type TEncodedBuild } from './build-output';
import type { TBuildExecutor, TJobClass, TJobOutput, TJobWork, TRecovered } from './build-queue';

// The build queue over Redis (REDIS_URL): BullMQ carries the jobs to worker processes
// (`npm run worker`, build-worker-process.ts), which may run on any machine. Why BullMQ: it is
// maintained, runs on the Redis the deployment already has (Socket.IO adapter, rate limits),
// and gives priorities, job locks with stalled-job recovery (a worker killed mid-build gives the
// job to another once) and a stream of progress and completion events to every instance.

/** BullMQ priority of each class (1 is served first). */
export const PRIORITY: Record<TJobClass, number> = { paid: 1, free: 2, preview: 3 };

/** A worker process's BullMQ name: its host, pid and build threads (the queue's capacity sums them). */
export const workerName = (host: string, pid: number, threads: number) => `${host}-${pid}-t${threads}`;
const THREADS = /-t(\d+)$/;

/** Redis channel on which servers tell worker processes to stop a job. */
export const cancelChannel = (queueName: string) => `${queueName}:cancel`;
/** Key marking a job cancelled, for a worker that takes it after the message went by. */
export const cancelledKey = (queueName: string, id: string) => `${queueName}:cancelled:${id}`;

/**
 * Key of a job's answer, written by the worker before the job completes and taken (GETDEL) by
 * the server that queued it: answers of 150 lineups stay out of BullMQ's event stream and job
 * hashes, which would otherwise keep thousands of them in Redis memory.
 */
export const resultKey = (queueName: string, id: string) => `${queueName}:result:${id}`;
/**
 * How long an answer nobody took stays in Redis, in seconds: the answer of a job whose server
 * died waits this long for its user's next visit to the slate (TBuildQueue.recover).
 */
export const RESULT_TTL_S = 3600;

/**
 * The data of a job in Redis. A build's players (a slate's, about 150 kB of JSON) go once per
 * slate under `playersKey` instead of in every job: that write, its copy in the job and the
 * worker's parse were a large share of a rush's CPU outside the build threads.
 */
export type TQueuedWork = { work: TJobWork; playersKey?: string };

/** Key of a shared players list; the worker keeps the lists it read (build-worker-process.ts). */
export const playersKey = (queueName: string, id: string) => `${queueName}:players:${id}`;
/** How long a shared players list stays in Redis without being written again, in seconds. */
export const PLAYERS_TTL_S = 3600;
type TPlayers = Extract<TJobWork, { type: 'build' }>['input']['players'];

/**
 * A job's answer as one string for Redis: JSON of the answer, and for a build, a newline and its
 * lineups' JSON as they are (JSON.stringify never writes a newline), so the reader parses only
 * the small part and the lineups are never escaped inside another JSON string.
 */
export function serializeOutput(out: TJobOutput): string {
  if (out.type !== 'build') return JSON.stringify(out);
  const { lineupsJson, ...rest } = out.result;
  return `${JSON.stringify({ type: 'build', result: rest })}\n${lineupsJson}`;
}

/** The answer serializeOutput wrote. */
export function parseOutput(raw: string): TJobOutput {
  const cut = raw.indexOf('\n');
  if (cut < 0) {
    const out = JSON.parse(raw) as TJobOutput | { type: 'build'; result: BuildResult };
    // A build answer stored by a worker from before lineups were encoded once (its answers live
    // an hour in Redis, across a deploy): its lineups are encoded here.
    if (out.type === 'build' && 'lineups' in out.result)
      return { type: 'build', result: encodeBuild(out.result) };
    return out as TJobOutput;
  }
  const head = JSON.parse(raw.slice(0, cut)) as { result: Omit<TEncodedBuild, 'lineupsJson'> };
  return { type: 'build', result: { ...head.result, lineupsJson: raw.slice(cut + 1) } };
}

/** How often the servers read the worker processes' build threads. */
const CAPACITY_POLL_MS = 1000;

/**
 * The Redis executor of the build queue: a job is added to BullMQ under its build id with its
 * class's priority, its progress and answer come back through QueueEvents (on whichever
 * instance added it), and a cancel removes a job still waiting or tells the worker process
 * running it. Capacity is twice the build threads of the worker processes connected now.
 */
export async function redisExecutor(opts: {
  url: string;
  queueName: string;
  log: Logger;
}): Promise<TBuildExecutor> {
  const { queueName, log } = opts;
  const connection = new Redis(opts.url, { maxRetriesPerRequest: null });
  // The event stream carries progress and completions only (answers go by resultKey): a few
  // thousand events are minutes of a rush.
  const queue = new Queue<TQueuedWork>(queueName, { connection, streams: { events: { maxLen: 5000 } } });
  const events = new QueueEvents(queueName, {
    connection: new Redis(opts.url, { maxRetriesPerRequest: null }),
  });
  await events.waitUntilReady();
  const pending = new Map<
    string,
    {
      resolve: (out: TJobOutput | null) => void;
      reject: (e: Error) => void;
      onProgress: (done: number, asked: number) => void;
    }
  >();
  events.on('progress', ({ jobId, data }) => {
    const p = data as { done?: number; asked?: number };
    if (typeof p.done === 'number' && typeof p.asked === 'number')
      pending.get(jobId)?.onProgress(p.done, p.asked);
  });
  events.on('completed', ({ jobId }) => {
    const job = pending.get(jobId);
    if (!job) return;
    pending.delete(jobId);
    connection
      .getdel(resultKey(queueName, jobId))
      .then((raw) => {
        if (raw === null)
          throw new AppError('UNAVAILABLE', 'The build finished but its answer was lost; please try again.');
        job.resolve(parseOutput(raw));
      })
      .catch((e: Error) => job.reject(e));
  });
  events.on('failed', ({ jobId, failedReason }) => {
    const job = pending.get(jobId);
    if (!job) return;
    pending.delete(jobId);
    log.warn({ jobId, failedReason }, 'build queue: a job failed on a worker');
    job.reject(
      new AppError('UNAVAILABLE', 'The build could not be finished on a build worker; please try again.'),
    );
  });

  /**
   * The key of a players list shared by builds (asOptimizerPlayers gives builds on one cached
   * slate the same array), written again when half its time in Redis has passed.
   */
  const shared = new WeakMap<TPlayers, { key: string; writtenAt: number }>();
  async function sharedPlayers(players: TPlayers): Promise<string> {
    let ref = shared.get(players);
    if (ref && Date.now() - ref.writtenAt < (PLAYERS_TTL_S * 1000) / 2) return ref.key;
    ref = { key: ref?.key ?? playersKey(queueName, crypto.randomUUID()), writtenAt: Date.now() };
    await connection.set(ref.key, JSON.stringify(players), 'EX', PLAYERS_TTL_S);
    shared.set(players, ref);
    return ref.key;
  }
  /** The job's data: a shared players list by key; a user's own (own projections) inline. */
  async function jobData(work: TJobWork): Promise<TQueuedWork> {
    if (work.type === 'task' || !isSharedPlayerList(work.input.players)) return { work };
    const key = await sharedPlayers(work.input.players);
    return { work: { ...work, input: { ...work.input, players: [] } } as TJobWork, playersKey: key };
  }

  let threads = 0;
  let workerCount = 0;
  let checkedAt: number | null = null;
  let warned = false;
  const listeners: (() => void)[] = [];
  const readCapacity = async () => {
    const workers = await queue.getWorkers();
    const names = new Set(workers.map((w) => String(w['rawname'] ?? '')));
    const next = [...names].reduce((sum, n) => sum + Number(THREADS.exec(n)?.[1] ?? 0), 0);
    const grew = next > threads;
    if (next === 0 && (threads > 0 || !warned))
      log.warn(
        'build queue: no build worker is connected to Redis; builds wait until one starts (npm run worker)',
      );
    warned = true;
    threads = next;
    workerCount = [...names].filter((n) => Number(THREADS.exec(n)?.[1] ?? 0) > 0).length;
    checkedAt = Date.now();
    if (grew) for (const fn of listeners) fn();
  };
  await readCapacity();
  const poll = setInterval(() => {
    readCapacity().catch((err: unknown) => log.warn({ err }, 'build queue: reading the workers failed'));
  }, CAPACITY_POLL_MS);
  poll.unref();

  return {
    mode: 'redis',
    // One job more per build thread waits in Redis, so a worker finishing a job takes the next at
    // once instead of idling through the round trip to this server and back (BullMQ serves the
    // waiting jobs by priority).
    capacity: () => 2 * threads,
    onCapacity: (fn) => listeners.push(fn),
    workers: () => ({ count: workerCount, threads, checkedAt }),
    run(id, work, { cls, signal, onProgress }) {
      return new Promise<TJobOutput | null>((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        const cancel = async () => {
          if (!pending.has(id)) return;
          if ((await queue.remove(id)) === 1) {
            pending.delete(id);
            return resolve(null);
          }
          await connection.set(cancelledKey(queueName, id), '1', 'EX', 600);
          await connection.publish(cancelChannel(queueName), id);
        };
        signal.addEventListener('abort', () => void cancel().catch(reject), { once: true });
        jobData(work)
          .then((data) =>
            queue.add('build', data, {
              jobId: id,
              priority: PRIORITY[cls],
              removeOnComplete: true,
              removeOnFail: { age: 3600 },
            }),
          )
          .catch((e: Error) => {
            pending.delete(id);
            reject(e);
          });
      });
    },
    /**
     * A job whose server died: its answer if the worker stored it (taken, so one server adopts
     * it), `held` while it waits in Redis or runs on a worker (the answer comes later).
     */
    async recover(id): Promise<TRecovered> {
      const raw = await connection.getdel(resultKey(queueName, id));
      if (raw !== null) return { state: 'done', output: parseOutput(raw) };
      const state = await queue.getJobState(id);
      return ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'].includes(state)
        ? { state: 'held' }
        : { state: 'gone' };
    },
    async close() {
      clearInterval(poll);
      for (const [, job] of pending) job.reject(new Error('The server is shutting down.'));
      pending.clear();
      await events.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
