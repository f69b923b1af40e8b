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

export type TFeedsDeps = {
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
};

/**
 * Runs the feed workers on their schedules. Wanted state lives in the database so every instance
 * agrees; an advisory lock makes one instance run each worker. A failing run (timeout, HTTP error,
 * garbage) is logged, marks the worker `errored` and is retried with backoff; it never throws out
 * of the scheduler and never deletes data.
 */
export class FeedsService {
  constructor(private readonly deps: TFeedsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private readonly now: () => Date;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<boolean>>();
  private started = false;

  private byName(name: string): TFeedWorker | undefined {
    return this.deps.workers.find((w) => w.name === name);
  }

  /** One run of a worker: records the outcome; resolves true on success. */
  private async runOnce(worker: TFeedWorker): Promise<boolean> {
    const inFlight = this.running.get(worker.name);
    if (inFlight) return inFlight;
    const job = (async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('feed run timed out')), RUN_TIMEOUT_MS);
      const at = this.now();
      try {
        const changes = await Promise.race([
          worker.run({ now: at, log: this.deps.log.child({ feed: worker.name }), signal: controller.signal }),
          new Promise<never>((_, reject) =>
            controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error)),
          ),
        ]);
        await this.deps.repo.recordSuccess(worker.name, this.now());
        if (changes.length > 0) this.deps.onSlatesChanged(changes);
        return true;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        this.deps.log.warn({ feed: worker.name, err: message }, 'feed run failed');
        await this.deps.repo.recordFailure(worker.name, this.now(), message).catch(() => undefined);
        return false;
      } finally {
        clearTimeout(timer);
      }
    })();
    this.running.set(worker.name, job);
    try {
      return await job;
    } finally {
      this.running.delete(worker.name);
    }
  }

  private schedule(worker: TFeedWorker, delay: number) {
    if (!this.started) return;
    const t = setTimeout(() => void this.tick(worker), delay);
    t.unref();
    this.timers.set(worker.name, t);
  }

  private async tick(worker: TFeedWorker) {
    let delay = worker.intervalMs;
    try {
      const row = await this.deps.repo.get(worker.name);
      if (row?.wanted !== 'online') await this.deps.lock.release(worker.name);
      else if (await this.deps.lock.tryHold(worker.name)) {
        const ok = await this.runOnce(worker);
        if (!ok) delay = backoffMs((await this.deps.repo.get(worker.name))?.failures ?? 1, worker.intervalMs);
      }
    } catch (err) {
      this.deps.log.warn({ feed: worker.name, err }, 'feed scheduler check failed');
    }
    this.schedule(worker, delay);
  }

  get workers(): TFeedWorker[] {
    return this.deps.workers;
  }

  /** Creates the workers' rows (configuration may switch live sources on). */
  async init(): Promise<void> {
    await this.deps.repo.ensure(
      this.deps.workers.map((w) => ({ name: w.name, wanted: w.defaultOnline ? 'online' : 'stopped' })),
      this.deps.forceOnline,
    );
  }

  /** Starts the schedules; the first run of each worker comes after one interval. */
  start(opts: { firstRunMs?: number } = {}): void {
    if (this.started) return;
    this.started = true;
    for (const w of this.deps.workers) this.schedule(w, opts.firstRunMs ?? w.intervalMs);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
    await this.deps.lock.close();
  }

  /** The spec's server processes: `{ name, pm2_env: { status } }` plus the last run. */
  async list(): Promise<TServerProcess[]> {
    const names = new Set(this.deps.workers.map((w) => w.name));
    return (await this.deps.repo.list()).filter((r) => names.has(r.name)).map(toProcess);
  }

  /** Starts or stops a worker; a start runs it at once. */
  async update(name: string, operation: 'start' | 'stop'): Promise<TServerProcess> {
    const worker = this.byName(name);
    if (!worker) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
    await this.deps.repo.setWanted(name, operation === 'start' ? 'online' : 'stopped');
    if (operation === 'start' && (await this.deps.lock.tryHold(name))) {
      clearTimeout(this.timers.get(name));
      await this.runOnce(worker);
      this.schedule(worker, worker.intervalMs);
    }
    if (operation === 'stop') await this.deps.lock.release(name);
    const row = await this.deps.repo.get(name);
    if (!row) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
    return toProcess(row);
  }

  /** Runs a worker once now, whatever its schedule (tests, admin). */
  async runNow(name: string): Promise<boolean> {
    const worker = this.byName(name);
    if (!worker) throw new AppError('NOT_FOUND', `No server process named ${name}.`);
    return this.runOnce(worker);
  }

  /** Loads the demo data when no slate is stored yet; returns whether it loaded. */
  async loadDemoIfEmpty(): Promise<boolean> {
    if (await this.deps.store.hasSlates()) return false;
    await this.loadDemo();
    return true;
  }

  async loadDemo(): Promise<void> {
    const started = Date.now();
    const changes = await this.deps.loadDemoData(this.now());
    this.deps.log.info({ ms: Date.now() - started, slates: changes.length }, 'demo data loaded');
  }
}
export type TFeedsService = FeedsService;

function toProcess(row: TFeedWorkerRow): TServerProcess {
  return {
    name: row.name,
    pm2_env: { status: row.status },
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
