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

/** The start of an Eastern day as an instant. */
const dayStart = (date: string) => etToUtc(date, 0, 0);

export const iso = (d: Date) => d.toISOString();
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** The first rows a public page shows, whoever asks, and the full count. */
export const preview = <T>(rows: T[]) => ({ rows: rows.slice(0, PREVIEW_ROWS), total: rows.length });

/**
 * The whole list for a member whose plan includes the feature; anyone else (a visitor, a member on
 * a plan without it) gets the same first rows, the public preview.
 */
export function gate<T>(user: TAuthUser | null, feature: TFeature | null, rows: T[]): T[] {
  if (!user || (feature && !plans.allows(user, feature))) return rows.slice(0, PREVIEW_ROWS);
  return rows;
}

/** What every page family of the insights reads: the repository, the Eastern day and the answer cache. */
export class InsightsContext {
  constructor(
    readonly repo: TInsightsRepository,
    readonly cache: TAnswerCache,
  ) {}

  /** Today's Eastern date (YYYY-MM-DD): answers are kept per day. */
  today(): string {
    return etDate(new Date());
  }

  /** A computation kept in the answer cache per day, name and arguments (see insights-cache.ts). */
  remember<T>(name: string, args: unknown[], compute: () => Promise<T>): Promise<T> {
    return this.cache.get(`${name}:${this.today()}:${JSON.stringify(args)}`, compute);
  }

  /** Games of `days` Eastern days from `from`, of one team when given. */
  gamesBetween(sport: TSportCode, from: string, days: number, teamAbbr?: string) {
    return this.repo.games(sport, dayStart(from), dayStart(addDays(from, days)), teamAbbr);
  }
}
export type TInsightsContext = InsightsContext;
