import { ZSportCode } from '@dfs/contracts';
import type { TRealtime } from '../../realtime/realtime';
import type { TFeedWorker } from '../feeds';

/**
 * Wraps a sport's feed worker (`nfl-feed`, `nhl-live`, ...) so every finished run tells browsers
 * that the sport's games and scores changed; the ticker refetches. Other workers pass unchanged.
 */
export function announceScores(worker: TFeedWorker, realtime: TRealtime): TFeedWorker {
  const sport = ZSportCode.safeParse(worker.name.split('-')[0]);
  if (!sport.success) return worker;
  return {
    ...worker,
    async run(ctx) {
      const changes = await worker.run(ctx);
      realtime.io.emit('scoresUpdated', { sport: sport.data });
      return changes;
    },
  };
}
