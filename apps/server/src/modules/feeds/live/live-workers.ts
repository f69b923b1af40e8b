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
  const workers: TFeedWorker[] = [
    {
      name: 'nhl-live',
      intervalMs: 10 * 60_000,
      defaultOnline: false,
      async run(ctx) {
        await store.writeBatch(
          await fetchNhl(env.NHL_API_URL.replace(/\/$/, ''), etDate(ctx.now), ctx, http),
        );
        return [];
      },
    },
    {
      name: 'mlb-live',
      intervalMs: 10 * 60_000,
      defaultOnline: false,
      async run(ctx) {
        await store.writeBatch(
          await fetchMlb(env.MLB_API_URL.replace(/\/$/, ''), etDate(ctx.now), ctx, http),
        );
        return [];
      },
    },
  ];
  const enabled = [...(env.NHL_LIVE ? ['nhl-live'] : []), ...(env.MLB_LIVE ? ['mlb-live'] : [])];
  return { workers, enabled };
}
