import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TEnv } from '../../env';
import { createDemoWorkers, loadDemoData } from './demo/demo-workers';
import type { TFeedStore } from './feed-store.repository';
import type { TFeedWorker } from './feed-workers';
import { createLiveWorkers } from './live/live-workers';

/**
 * The providers the feed workers run, from configuration: the demo workers (DEMO_DATA) and the
 * live NHL and MLB sources (NHL_LIVE, MLB_LIVE). The only production file that names `demo/`.
 */
export function createFeedSources(store: TFeedStore, deps: { env: TEnv; log: Logger }) {
  const live = createLiveWorkers(store, deps);
  const seasons = deps.env.DEMO_SEASONS;
  const workers: TFeedWorker[] = [...createDemoWorkers(store, deps.env.DEMO_DATA, seasons), ...live.workers];
  return {
    workers,
    /** A live source is configured: its workers run even when FEEDS_ENABLED is off. */
    forceOnline: live.enabled,
    loadDemoData: (at: Date) => loadDemoData(store, at, seasons),
  };
}
