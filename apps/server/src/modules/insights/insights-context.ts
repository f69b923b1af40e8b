import { addDays, etDate, etToUtc } from '@dfs/optimizer';
import type { TFeature, TSportCode } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import type { TAnswerCache } from './insights-cache';
import type { TInsightsRepository } from './insights.repository';

/**
 * How long a computed answer may be served when no write on this instance said the data changed
 * (another instance's feed run or an import): at most this stale.
 */
export const ANSWER_TTL_MS = 30_000;

/** Rows a signed-out visitor sees on the public demo pages (DECISIONS "Data and screens"). */
const PREVIEW_ROWS = 10;

export const iso = (d: Date) => d.toISOString();
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** The first rows a public page shows, whoever asks, and the full count. */
export const preview = <T>(rows: T[]) => ({ rows: rows.slice(0, PREVIEW_ROWS), total: rows.length });

/** Gated for members; a signed-out caller gets the first rows only. */
export function gate<T>(user: TAuthUser | null, feature: TFeature | null, rows: T[]): T[] {
  if (!user) return rows.slice(0, PREVIEW_ROWS);
  if (feature) plans.require(user, feature);
  return rows;
}

/** What every page family of the insights reads: the repository, the Eastern day and the answer cache. */
export function createInsightsContext(repo: TInsightsRepository, cache: TAnswerCache) {
  const dayStart = (date: string) => etToUtc(date, 0, 0);
  const today = () => etDate(new Date());
  return {
    repo,
    cache,
    today,
    /** A computation kept in the answer cache per day and arguments (see insights-cache.ts). */
    cached:
      <A extends unknown[], T>(name: string, compute: (...args: A) => Promise<T>) =>
      (...args: A): Promise<T> =>
        cache.get(`${name}:${today()}:${JSON.stringify(args)}`, () => compute(...args)),
    /** Games of `days` Eastern days from `from`, of one team when given. */
    gamesBetween: (sport: TSportCode, from: string, days: number, teamAbbr?: string) =>
      repo.games(sport, dayStart(from), dayStart(addDays(from, days)), teamAbbr),
  };
}
export type TInsightsContext = ReturnType<typeof createInsightsContext>;
