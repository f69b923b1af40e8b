import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TServerProcess } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TFeedLock } from './feed-lock';
import type { TFeedStore } from './feed-store.repository';
import type { TFeedWorker, TSlateChange } from './feed-workers';
import type { TFeedWorkerRow, TFeedsRepository } from './feeds.repository';

/** Longest a run may take before it is abandoned and counted as a failure. */
const RUN_TIMEOUT_MS = 120_000;
/** Backoff after failures: 5 s, 10 s, 20 s ... capped at 10 minutes (and at the interval x 4). */
const backoffMs = (failures: number, interval: number) =>
  Math.min(10 * 60_000, interval * 4, 5_000 * 2 ** Math.max(0, failures - 1));

/**
 * Runs the feed workers on their schedules. Wanted state lives in the database so every instance
 * agrees; an advisory lock makes one instance run each worker. A failing run (timeout, HTTP error,
 * garbage) is logged, marks the worker `errored` and is retried with backoff; it never throws out
 * of the scheduler and never deletes data.
 */
export function createFeedsService(deps: {
  repo: TFeedsRepository;
  store: TFeedStore;
  lock: TFeedLock;
  log: Logger;
  workers: TFeedWorker[];
  /** Workers configuration switches on (live sources). */
  forceOnline: string[];
  onSlatesChanged: (changes: TSlateChange[]) => void;
  /** Writes the whole demo data set as of a time (the composition root passes feeds/demo's loader). */
  loadDemoData: (now: Date) => Promise<TSlateChange[]>;
  now?: () => Date;
}) {
  const { repo, store, lock, log, workers } = deps;
  const now = deps.now ?? (() => new Date());
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let started = false;

  const byName = (name: string) => workers.find((w) => w.name === name);

  /** One run of a worker: records the outcome; resolves true on success. */
  async function runOnce(worker: TFeedWorker): Promise<boolean> {
    const inFlight = running.get(worker.name);
    if (inFlight) return inFlight;
    const job = (async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('feed run timed out')), RUN_TIMEOUT_MS);
      const at = now();
      try {
        const changes = await Promise.race([
          worker.run({ now: at, log: log.child({ feed: worker.name }), signal: controller.signal }),
          new Promise<never>((_, reject) =>
            controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error)),
          ),
        ]);
        await repo.recordSuccess(worker.name, now());
        if (changes.length > 0) deps.onSlatesChanged(changes);
        return true;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ feed: worker.name, err: message }, 'feed run failed');
        await repo.recordFailure(worker.name, now(), message).catch(() => undefined);
        return false;
      } finally {
        clearTimeout(timer);
      }
    })();
    running.set(worker.name, job);
    try {
      return await job;
    } finally {
      running.delete(worker.name);
    }
  }

  function schedule(worker: TFeedWorker, delay: number) {
    if (!started) return;
    const t = setTimeout(() => void tick(worker), delay);
    t.unref();
    timers.set(worker.name, t);
  }

  async function tick(worker: TFeedWorker) {
    let delay = worker.intervalMs;
    try {
      const row = await repo.get(worker.name);
      if (row?.wanted !== 'online') await lock.release(worker.name);
      else if (await lock.tryHold(worker.name)) {
        const ok = await runOnce(worker);
        if (!ok) delay = backoffMs((await repo.get(worker.name))?.failures ?? 1, worker.intervalMs);
      }
    } catch (err) {
      log.warn({ feed: worker.name, err }, 'feed scheduler check failed');
    }
    schedule(worker, delay);
  }

  const toProcess = (row: TFeedWorkerRow): TServerProcess => ({
    name: row.name,
    pm2_env: { status: row.status },
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
  });

  return {
    workers,
    /** Creates the workers' rows (configuration may switch live sources on). */
    async init(): Promise<void> {
      await repo.ensure(
        workers.map((w) => ({ name: w.name, wanted: w.defaultOnline ? 'online' : 'stopped' })),
        deps.forceOnline,
      );
    },

    /** Starts the schedules; the first run of each worker comes after one interval. */
    start(opts: { firstRunMs?: number } = {}): void {
      if (started) return;
      started = true;
      for (const w of workers) schedule(w, opts.firstRunMs ?? w.intervalMs);
    },

    async stop(): Promise<void> {
      started = false;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running.values()]);
      await lock.close();
    },

    /** The spec's server processes: `{ name, pm2_env: { status } }` plus the last run. */
    async list(): Promise<TServerProcess[]> {
      const names = new Set(workers.map((w) => w.name));
      return (await repo.list()).filter((r) => names.has(r.name)).map(toProcess);
    },

    /** Starts or stops a worker; a start runs it at once. */
    async update(name: string, operation: 'start' | 'stop'): Promise<TServerProcess> {
      const worker = byName(name);
      if (!worker) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
      await repo.setWanted(name, operation === 'start' ? 'online' : 'stopped');
      if (operation === 'start' && (await lock.tryHold(name))) {
        clearTimeout(timers.get(name));
        await runOnce(worker);
        schedule(worker, worker.intervalMs);
      }
      if (operation === 'stop') await lock.release(name);
      const row = await repo.get(name);
      if (!row) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
      return toProcess(row);
    },

    /** Runs a worker once now, whatever its schedule (tests, admin). */
    async runNow(name: string): Promise<boolean> {
      const worker = byName(name);
      if (!worker) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
      return runOnce(worker);
    },

    /** Loads the demo data when no slate is stored yet; returns whether it loaded. */
    async loadDemoIfEmpty(): Promise<boolean> {
      if (await store.hasSlates()) return false;
      await this.loadDemo();
      return true;
    },

    async loadDemo(): Promise<void> {
      const started = Date.now();
      const changes = await deps.loadDemoData(now());
      log.info({ ms: Date.now() - started, slates: changes.length }, 'demo data loaded');
    },
  };
}
export type TFeedsService = ReturnType<typeof createFeedsService>;
