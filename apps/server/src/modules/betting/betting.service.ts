import {
  SPORTS,
  type TAnalyzedProp,
  type TPropAnalysis,
  type TPropFinderRequest,
  type TSportCode,
  type TSportsbook,
} from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { preEncodeEnvelope, type TPreEncoded } from '../../core/pre-encoded';
import { MARKET_STAT } from '../insights/insights-view';
import { plans } from '../plans/plans.service';
import type { TBettingRepository, TPropRow } from './betting.repository';
import { analyzeProp } from './prop-analysis';
import { sportsbookGame } from './sportsbook-view';

const HOUR = 3_600_000;
/** How long a sport's analysis is reused. */
export const CACHE_MS = 60_000;
/** Rows a signed-out visitor sees on the public props and projection pages. */
export const PREVIEW_ROWS = 10;
/** How far ahead "the props of the day" reach: NFL plays weekly, the others daily. */
const DAYS_AHEAD: Record<TSportCode, number> = { nba: 2, mlb: 2, nhl: 2, nfl: 8 };

const etDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' });
/** The Eastern calendar date (YYYY-MM-DD) of a time. */
export const etDateOf = (d: Date) => etDay.format(d);

const newest = (times: string[]) =>
  times.reduce<string | null>((a, t) => (a === null || t > a ? t : a), null);
const booksOf = (rows: TAnalyzedProp[]) =>
  [...new Set(rows.flatMap((r) => r.books.map((b) => b.book)))].sort();

/**
 * The prop analyzer, prop finder and sportsbook. Every number comes from betting-math through
 * prop-analysis and sportsbook-view; plans are checked first (DECISIONS "Plans").
 */
export function createBettingService(repo: TBettingRepository, now: () => Date = () => new Date()) {
  // A sport's analysis is shared for a minute: the odds feed refreshes props every 3 minutes, and
  // reading a day of props with 20 games of logs per player is the expensive part of every call.
  // Concurrent callers share one computation; a failed one is forgotten at once.
  // The analyzer's own answer is serialised and gzipped once per computation (core/pre-encoded).
  type TCached = { analysis: TPropAnalysis; encoded: TPreEncoded };
  const cache = new Map<TSportCode, { at: number; value: Promise<TCached> }>();
  function cached(sport: TSportCode): Promise<TCached> {
    const at = now().getTime();
    const hit = cache.get(sport);
    if (hit && at - hit.at < CACHE_MS) return hit.value;
    const value = analyze(sport).then((a) => ({
      analysis: a,
      encoded: preEncodeEnvelope(JSON.stringify(a)),
    }));
    cache.set(sport, { at, value });
    void value.catch(() => cache.delete(sport));
    return value;
  }
  const analysis = async (sport: TSportCode) => (await cached(sport)).analysis;

  /** Every prop of the upcoming games of a sport, analysed; strongest edge first. */
  async function analyze(sport: TSportCode): Promise<TPropAnalysis> {
    const at = now();
    const games = await repo.openGames(
      sport,
      new Date(at.getTime() - 12 * HOUR),
      new Date(at.getTime() + DAYS_AHEAD[sport] * 24 * HOUR),
    );
    const gameOf = new Map(games.map((g) => [g.id, g]));
    const quotes = await repo.props([...gameOf.keys()]);
    const grouped = new Map<string, TPropRow[]>();
    for (const q of quotes) {
      const key = `${q.p.gameId}|${q.p.playerId}|${q.p.market}`;
      const list = grouped.get(key);
      if (list) list.push(q);
      else grouped.set(key, [q]);
    }
    const stats = [...new Set(quotes.map((q) => MARKET_STAT[q.p.market] ?? q.p.market))];
    const logs = await repo.logs([...new Set(quotes.map((q) => q.p.playerId))], stats, 20);
    const rows = [...grouped.values()]
      .map((list) =>
        analyzeProp(sport, list, gameOf.get(list[0]!.p.gameId)!, logs.get(list[0]!.p.playerId) ?? []),
      )
      .sort(
        (a, b) => (b.pick?.edge ?? -Infinity) - (a.pick?.edge ?? -Infinity) || a.name.localeCompare(b.name),
      );
    return { sport, rows, books: booksOf(rows), updatedAt: newest(rows.map((r) => r.updatedAt)) };
  }

  return {
    analyze,
    /** Forgets cached analyses (after a direct write to the props, as tests do). */
    invalidate: () => cache.clear(),

    /** Prop analyzer of one sport (Premium and above), as the whole answer already encoded. */
    async propAnalyzer(user: TAuthUser, sport: TSportCode): Promise<TPreEncoded> {
      plans.require(user, 'propAnalyzer');
      return (await cached(sport)).encoded;
    },

    /** The public pages' preview: the first rows of the analyzer, with how many there are. */
    async propPreview(sport: TSportCode) {
      const full = await analysis(sport);
      return { ...full, rows: full.rows.slice(0, PREVIEW_ROWS), total: full.rows.length };
    },

    /** Search across every sport's props (Platinum): player, market, book, edge, EV, L10 hit rate. */
    async propFinder(user: TAuthUser, req: TPropFinderRequest) {
      plans.require(user, 'propFinder');
      const sports = req.sports?.length ? req.sports : SPORTS.map((s) => s.code);
      const all = (await Promise.all(sports.map((s) => analysis(s)))).flatMap((a) => a.rows);
      const text = (v: string | undefined) => v?.toLowerCase() ?? '';
      const player = text(req.player);
      const market = text(req.market);
      const book = text(req.book);
      const rows = all.filter(
        (r) =>
          (!player || r.name.toLowerCase().includes(player)) &&
          (!market || r.market.toLowerCase().includes(market)) &&
          (!book || r.books.some((b) => b.book.toLowerCase().includes(book))) &&
          (req.minEdge === undefined || (r.pick !== null && r.pick.edge >= req.minEdge)) &&
          (req.minEv === undefined || (r.pick !== null && r.pick.ev >= req.minEv)) &&
          (req.minHitRate === undefined ||
            (r.hitRates.l10.rate !== null && r.hitRates.l10.rate * 100 >= req.minHitRate)),
      );
      rows.sort((a, b) => (b.pick?.edge ?? -Infinity) - (a.pick?.edge ?? -Infinity));
      const shown = rows.slice(0, req.limit ?? 200);
      return {
        rows: shown,
        total: rows.length,
        books: booksOf(shown),
        updatedAt: newest(shown.map((r) => r.updatedAt)),
      };
    },

    /** Every book's moneyline, spread and total per game (Platinum), on a date or upcoming. */
    async sportsbook(user: TAuthUser, sport: TSportCode, date?: string): Promise<TSportsbook> {
      plans.require(user, 'sportsbook');
      const at = now();
      const games = date
        ? (
            await repo.gamesBetween(
              sport,
              new Date(Date.parse(date) - 24 * HOUR),
              new Date(Date.parse(date) + 48 * HOUR),
            )
          ).filter((g) => etDateOf(g.startTime) === date)
        : await repo.openGames(
            sport,
            new Date(at.getTime() - 12 * HOUR),
            new Date(at.getTime() + DAYS_AHEAD[sport] * 24 * HOUR),
          );
      const odds = await repo.odds(games.map((g) => g.id));
      const list = games
        .map((g) =>
          sportsbookGame(
            g,
            odds.filter((o) => o.gameId === g.id),
          ),
        )
        .filter((g) => g.moneyline || g.spread || g.total);
      return {
        sport,
        games: list,
        books: [...new Set(odds.map((o) => o.book))].sort(),
        updatedAt: newest(odds.map((o) => o.fetchedAt.toISOString())),
      };
    },
  };
}
export type TBettingService = ReturnType<typeof createBettingService>;
