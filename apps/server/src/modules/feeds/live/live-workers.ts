import { etDate } from '@dfs/optimizer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TEnv } from '../../../env';
import type { TFeedStore } from '../feed-store.repository';
import type { TFeedWorker } from '../feed-workers';
import { fetchMlb } from './mlb-api.provider';
import { fetchNhl } from './nhl-api.provider';

/**
 * The live-source workers. They fetch everything first and write only a complete, valid answer, so
 * a timeout, an HTTP error or garbage leaves the stored data as it was. Off unless configured.
 */
export function createLiveWorkers(store: TFeedStore, deps: { env: TEnv; log: Logger }) {
  const { env } = deps;
  const http = {
    timeoutMs: env.FEED_HTTP_TIMEOUT_MS,
    retries: 2,
    backoffMs: env.NODE_ENV === 'test' ? 20 : 1000,
  };
  /** Every 10 minutes, what one live API has of the day (Eastern), stored as one batch. */
  const liveWorker = (
    name: string,
    fetchDay: typeof fetchNhl,
    apiUrl: 'NHL_API_URL' | 'MLB_API_URL',
  ): TFeedWorker => ({
    name,
    intervalMs: 10 * 60_000,
    defaultOnline: false,
    async run(ctx) {
      await store.writeBatch(await fetchDay(env[apiUrl].replace(/\/$/, ''), etDate(ctx.now), ctx, http));
      return [];
    },
  });
  const workers: TFeedWorker[] = [
    liveWorker('nhl-live', fetchNhl, 'NHL_API_URL'),
    liveWorker('mlb-live', fetchMlb, 'MLB_API_URL'),
  ];
  const enabled = [...(env.NHL_LIVE ? ['nhl-live'] : []), ...(env.MLB_LIVE ? ['mlb-live'] : [])];
  return { workers, enabled };
}
