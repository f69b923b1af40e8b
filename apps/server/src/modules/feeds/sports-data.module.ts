import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/client';
import type { TEnv } from '../../env';
import type { TRealtime } from '../../realtime/realtime';
import { createInsightsRepository } from '../insights/insights.repository';
import { createAnswerCache, forgettingStore } from '../insights/insights-cache';
import { ANSWER_TTL_MS, createInsightsService } from '../insights/insights.service';
import { emitSlatesUpdated, registerSlatesRealtime } from '../slates/slates.realtime';
import { createSlatesRepository } from '../slates/slates.repository';
import { createSlatesService, type TMarksOf } from '../slates/slates.service';
import { createFeedLock } from './feed-lock';
import { createFeedStore } from './feed-store.repository';
import { createDemoWorkers, loadDemoData } from './demo/demo-workers';
import type { TFeedWorker } from './feed-workers';
import { createFeedsRepository } from './feeds.repository';
import { createFeedsService } from './feeds.service';
import { createLiveWorkers } from './live/live-workers';
import { announceScores } from '../insights/insights.realtime';

/** A worker that calls `afterRun` with its name after every run that finished. */
function tellAfterRun(worker: TFeedWorker, afterRun?: (worker: string) => unknown): TFeedWorker {
  if (!afterRun) return worker;
  return {
    ...worker,
    async run(ctx) {
      const changes = await worker.run(ctx);
      afterRun(worker.name);
      return changes;
    },
  };
}

/**
 * Builds the sports data side: the feed store and workers, slates and insights. `start` loads the
 * demo data into an empty database (DEMO_DATA) and starts the feed schedules (FEEDS_ENABLED).
 */
export function createSportsDataModules(deps: {
  database: Database;
  env: TEnv;
  log: Logger;
  realtime: TRealtime;
  /** Each user's lock/exclude marks, merged into the players answer (the optimizer's state). */
  marksOf?: TMarksOf;
  /** Told after each finished run of a feed worker on this instance (the betting analysis rebuilds). */
  afterRun?: (worker: string) => unknown;
}) {
  const { database, env, log, realtime } = deps;
  // Computed insight answers live until the feed store writes (or ANSWER_TTL_MS at most).
  const answers = createAnswerCache({ ttlMs: ANSWER_TTL_MS, max: 2000 });
  const store = forgettingStore(createFeedStore(database.db), answers);
  const slatesRepository = createSlatesRepository(database.db);
  const slates = createSlatesService(slatesRepository, { marksOf: deps.marksOf });
  const insights = createInsightsService(createInsightsRepository(database.db), slates, answers);
  const live = createLiveWorkers(store, { env, log });
  const feeds = createFeedsService({
    repo: createFeedsRepository(database.db),
    store,
    lock: createFeedLock(database),
    log,
    workers: [...createDemoWorkers(store, env.DEMO_DATA), ...live.workers].map((w) =>
      tellAfterRun(announceScores(w, realtime), deps.afterRun),
    ),
    forceOnline: live.enabled,
    loadDemoData: (at) => loadDemoData(store, at),
    onSlatesChanged: (changes) => {
      slates.invalidate(changes.map((c) => c.slateId));
      emitSlatesUpdated(realtime, changes);
    },
  });
  registerSlatesRealtime(realtime, slates);
  return {
    store,
    slatesRepository,
    slates,
    insights,
    answers,
    feeds,
    async start(): Promise<void> {
      await feeds.init();
      if (env.DEMO_DATA) await feeds.loadDemoIfEmpty();
      if (env.FEEDS_ENABLED) feeds.start();
    },
    stop: () => feeds.stop(),
  };
}
export type TSportsDataModules = ReturnType<typeof createSportsDataModules>;
