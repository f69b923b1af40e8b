import os from 'node:os';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { BuildGate } from '@dfs/optimizer';
import { lazyBuildPool, runOnPool } from './build-pool';
import {
  cancelChannel,
  cancelledKey,
  PLAYERS_TTL_S,
  RESULT_TTL_S,
  resultKey,
  serializeOutput,
  workerName,
  type TQueuedWork,
} from './build-queue.redis';
import type { TJobWork } from './build-queue';

/** Players lists a worker process keeps parsed (a few slates are built on at once). */
const KEPT_PLAYER_LISTS = 16;

/** Options of a build worker process (`npm run worker`). */
export type TBuildWorkerOptions = {
  redisUrl: string;
  queueName: string;
  /** Build threads of this process: the jobs it runs at once. */
  threads: number;
  /**
   * How long this process's hold on a job lasts without renewal (renewed at half of it while the
   * job runs): a process that died gives its job to another after about this long, once (a job
   * whose second holder dies too fails).
   */
  lockMs: number;
  log: (line: Record<string, unknown>) => void;
  /** Tests only: holds this process's builds after their first lineup (BuildGate). */
  gate?: BuildGate;
};

/**
 * Takes jobs of the build queue from Redis and runs them on this process's pool of build
 * threads (its event loop stays free to renew job locks and send progress). A job's answer is
 * written under resultKey before the job completes, and taken by the server that queued it; a cancel arrives on a Redis channel (or
 * as a key, for a job taken after the message went by).
 */
/** A build's or late swap's players (simulation tasks carry their own input). */
type TPlayers = Extract<TJobWork, { type: 'build' }>['input']['players'];

export async function startBuildWorker(opts: TBuildWorkerOptions) {
  const { queueName, threads, log } = opts;
  const pool = lazyBuildPool(threads, opts.gate);
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  const controllers = new Map<string, AbortController>();
  /** Parsed players lists by key, least recently used first. */
  const playerLists = new Map<string, TPlayers>();
  async function workOf(data: TQueuedWork): Promise<TJobWork> {
    if (!data.playersKey || data.work.type === 'task') return data.work;
    let players = playerLists.get(data.playersKey);
    if (players) playerLists.delete(data.playersKey);
    else {
      const raw = await connection.get(data.playersKey);
      if (raw === null) throw new Error(`the players of this job expired from Redis (${PLAYERS_TTL_S} s)`);
      players = JSON.parse(raw) as TPlayers;
      while (playerLists.size >= KEPT_PLAYER_LISTS) playerLists.delete(playerLists.keys().next().value!);
    }
    playerLists.set(data.playersKey, players);
    return { ...data.work, input: { ...data.work.input, players } } as TJobWork;
  }
  await sub.subscribe(cancelChannel(queueName));
  sub.on('message', (_channel, id: string) => controllers.get(id)?.abort());

  const worker = new Worker<TQueuedWork>(
    queueName,
    async (job) => {
      const id = job.id ?? '';
      const controller = new AbortController();
      controllers.set(id, controller);
      try {
        if (await connection.exists(cancelledKey(queueName, id))) controller.abort();
        log({
          msg: 'build job started',
          jobId: id,
          attempt: job.attemptsStarted,
          stalled: job.stalledCounter,
        });
        const out = await runOnPool(await pool.get(), await workOf(job.data), {
          signal: controller.signal,
          onProgress: (done, asked) => {
            job.updateProgress({ done, asked }).catch(() => undefined);
          },
        });
        await connection.set(resultKey(queueName, id), serializeOutput(out), 'EX', RESULT_TTL_S);
        log({ msg: 'build job done', jobId: id });
        return 'stored';
      } finally {
        controllers.delete(id);
      }
    },
    {
      connection,
      concurrency: threads,
      name: workerName(os.hostname(), process.pid, threads),
      lockDuration: opts.lockMs,
      stalledInterval: Math.max(500, Math.round(opts.lockMs / 2)),
      maxStalledCount: 1,
    },
  );
  worker.on('error', (err) => log({ msg: 'build worker error', err: err.message }));
  await worker.waitUntilReady();
  // Start the threads now, so the first job does not wait for them.
  await pool.get();
  log({ msg: 'build worker ready', queue: queueName, threads, pid: process.pid });

  return {
    async close(): Promise<void> {
      await worker.close();
      await pool.close();
      sub.disconnect();
      connection.disconnect();
    },
  };
}
