import { SPORTS } from '@dfs/contracts';
import { etDate } from '@dfs/optimizer';
import type { TFeedStore } from '../feed-store.repository';
import type { TFeedWorker, TSlateChange } from '../feed-workers';
import { demoBatch, type TDemoSeasons } from './demo-provider';

const MINUTE = 60_000;

/**
 * The demo feed workers: one per sport (schedule, scores, slates, projections, injuries, depth
 * charts, lineups, goalies, lines, logs, ADP), one for news and one for odds and props. A sport
 * worker refreshes scores and adds new slates each run, and rewrites the day's data when the
 * date changes, so the demo stays current as days pass.
 */
export function createDemoWorkers(
  store: TFeedStore,
  online: boolean,
  seasons: TDemoSeasons = 'real',
): TFeedWorker[] {
  const sportWorkers = SPORTS.map(({ code: sport }): TFeedWorker => {
    let fullDate = '';
    return {
      name: `${sport}-feed`,
      intervalMs: 2 * MINUTE,
      defaultOnline: online,
      async run(ctx) {
        const today = etDate(ctx.now);
        const batch = demoBatch(sport, ctx.now, { history: false, seasons });
        const { slates = [], news: _news, odds: _odds, props: _props, ...rest } = batch;
        if (fullDate === today) {
          await store.writeBatch({
            games: rest.games,
            lineups: rest.lineups,
            goalies: rest.goalies,
            logs: rest.logs,
            sportStatus: rest.sportStatus,
          });
        } else {
          await store.writeBatch(rest);
          fullDate = today;
        }
        const changed = await store.writeSlates(slates, 'missing');
        return changed.map((slateId) => ({ sport, slateId }));
      },
    };
  });
  const news: TFeedWorker = {
    name: 'news-feed',
    intervalMs: 5 * MINUTE,
    defaultOnline: online,
    async run(ctx) {
      for (const { code } of SPORTS)
        await store.writeBatch({ news: demoBatch(code, ctx.now, { history: false, seasons }).news });
      return [];
    },
  };
  const odds: TFeedWorker = {
    name: 'odds-feed',
    intervalMs: 3 * MINUTE,
    defaultOnline: online,
    async run(ctx) {
      for (const { code } of SPORTS) {
        const b = demoBatch(code, ctx.now, { history: false, seasons });
        await store.writeBatch({ odds: b.odds, props: b.props });
      }
      return [];
    },
  };
  return [...sportWorkers, news, odds];
}

/** Loads the whole demo data set (with 20 games of logs per player) for every sport. */
export async function loadDemoData(
  store: TFeedStore,
  now: Date,
  seasons: TDemoSeasons = 'real',
): Promise<TSlateChange[]> {
  const changes: TSlateChange[] = [];
  for (const { code: sport } of SPORTS) {
    const { slates = [], ...rest } = demoBatch(sport, now, { history: true, seasons });
    await store.writeBatch(rest);
    const changed = await store.writeSlates(slates, 'missing');
    changes.push(...changed.map((slateId) => ({ sport, slateId })));
  }
  return changes;
}
