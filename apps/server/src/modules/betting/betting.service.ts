import { etDate } from '@dfs/optimizer';
import {
  SPORTS,
  type TAnalyzedProp,
  type TPropAnalysis,
  type TPropFinderRequest,
  type TSportCode,
  type TSportsbook,
} from '@dfs/contracts';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TAuthUser } from '../../core/auth-context';
import { preEncodeEnvelopeInBackground, type TPreEncoded } from '../../core/pre-encoded';
import { MARKET_STAT } from '../insights';
import { plans } from '../plans';
import type { TBettingRepository, TLogRow, TPropRow } from './betting.repository';
import { analyzeProp } from './prop-analysis';
import { sportsbookGame } from './sportsbook-view';

const HOUR = 3_600_000;
/** Age after which a request starts a new analysis in the background (writes of other instances). */
export const CACHE_MS = 60_000;
/** Rows a signed-out visitor sees on the public props and projection pages. */
export const PREVIEW_ROWS = 10;
/** How far ahead "the props of the day" reach: NFL plays weekly, the others daily. */
const DAYS_AHEAD: Record<TSportCode, number> = { nba: 2, mlb: 2, nhl: 2, nfl: 8 };

/** Games per props read, players per logs read, props per slice of work between turns of the event loop. */
const GAMES_PER_READ = 4;
const PLAYERS_PER_READ = 100;
const ROWS_PER_SLICE = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The analysis as an encoded answer, serialised a slice of rows at a time and gzipped off the loop. */
async function encode(analysis: TPropAnalysis): Promise<TPreEncoded> {
  const { rows, ...rest } = analysis;
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_SLICE) {
    await nextTurn();
    parts.push(
      rows
        .slice(i, i + ROWS_PER_SLICE)
        .map((r) => JSON.stringify(r))
        .join(','),
    );
  }
  const head = JSON.stringify(rest).slice(0, -1);
  return preEncodeEnvelopeInBackground(`${head}${head.length > 1 ? ',' : ''}"rows":[${parts.join(',')}]}`);
}

const newest = (times: string[]) =>
  times.reduce<string | null>((a, t) => (a === null || t > a ? t : a), null);
const booksOf = (rows: TAnalyzedProp[]) =>
  [...new Set(rows.flatMap((r) => r.books.map((b) => b.book)))].sort();

/** What a feed worker's run changes for the analysis: every sport (odds), one sport, or none. */
export function sportsWrittenBy(worker: string): TSportCode[] {
  if (worker === 'odds-feed') return SPORTS.map((s) => s.code);
  const sport = SPORTS.find((s) => worker.startsWith(`${s.code}-`));
  return sport ? [sport.code] : [];
}

export type TBettingOptions = { now?: () => Date; log?: Pick<Logger, 'error'> };
type TCachedAnalysis = { analysis: TPropAnalysis; encoded: TPreEncoded };
type TAnalysisState = {
  ready?: TCachedAnalysis;
  at: number;
  running?: Promise<TCachedAnalysis>;
  again: boolean;
};

/**
 * The prop analyzer, prop finder and sportsbook. Every number comes from betting-math through
 * prop-analysis and sportsbook-view; plans are checked first (DECISIONS "Plans").
 */
export class BettingService {
  constructor(
    private readonly repo: TBettingRepository,
    private readonly opts: TBettingOptions = {},
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  private readonly now: () => Date;
  // A sport's analysis (reading a day of props with 20 games of logs per player) is computed off
  // the request path: again as soon as a feed run of this instance wrote props, odds, games or logs
  // (`dataWritten`), and, for writes of other instances' feeds, in the background when a request
  // finds it older than CACHE_MS. Requests are answered from the last analysis meanwhile; only the
  // first request for a sport after start (or after `invalidate`) waits for a computation.
  // Writes during a computation make it run once more; a failed one keeps the last analysis.
  // The analyzer's own answer is serialised and gzipped once per computation (core/pre-encoded).
  private states = new Map<TSportCode, TAnalysisState>();

  private stateOf(sport: TSportCode): TAnalysisState {
    let st = this.states.get(sport);
    if (!st) this.states.set(sport, (st = { at: 0, again: false }));
    return st;
  }

  private rebuild(sport: TSportCode): Promise<TCachedAnalysis> {
    const st = this.stateOf(sport);
    if (st.running) {
      st.again = true;
      return st.running;
    }
    const run = (async () => {
      try {
        for (;;) {
          st.again = false;
          const startedAt = this.now().getTime();
          const a = await this.analyze(sport);
          st.ready = { analysis: a, encoded: await encode(a) };
          st.at = startedAt;
          if (!st.again) return st.ready;
        }
      } finally {
        st.running = undefined;
      }
    })();
    st.running = run;
    return run;
  }

  /** A recomputation nobody waits for; it settles (never rejects) when done. */
  private inBackground(sport: TSportCode): Promise<void> {
    return this.rebuild(sport).then(
      () => undefined,
      (err: unknown) =>
        this.opts.log?.error({ err, sport }, 'betting: prop analysis failed; the last one is kept'),
    );
  }

  private cached(sport: TSportCode): Promise<TCachedAnalysis> {
    const st = this.stateOf(sport);
    if (!st.ready) return this.rebuild(sport);
    if (this.now().getTime() - st.at >= CACHE_MS && !st.running) void this.inBackground(sport);
    return Promise.resolve(st.ready);
  }

  private async analysis(sport: TSportCode): Promise<TPropAnalysis> {
    return (await this.cached(sport)).analysis;
  }

  /** Every prop of the upcoming games of a sport, analysed; strongest edge first. */
  async analyze(sport: TSportCode): Promise<TPropAnalysis> {
    const at = this.now();
    const games = await this.repo.openGames(
      sport,
      new Date(at.getTime() - 12 * HOUR),
      new Date(at.getTime() + DAYS_AHEAD[sport] * 24 * HOUR),
    );
    const gameOf = new Map(games.map((g) => [g.id, g]));
    // Short reads and slices of work with the event loop free between them: a recomputation runs
    // beside requests (on the embedded database they queue behind its current query).
    const gameIds = [...gameOf.keys()].sort();
    const quotes: TPropRow[] = [];
    for (let i = 0; i < gameIds.length; i += GAMES_PER_READ)
      quotes.push(...(await this.repo.props(sport, gameIds.slice(i, i + GAMES_PER_READ))));
    const grouped = new Map<string, TPropRow[]>();
    for (const q of quotes) {
      const key = `${q.p.gameId}|${q.p.playerId}|${q.p.market}`;
      const list = grouped.get(key);
      if (list) list.push(q);
      else grouped.set(key, [q]);
    }
    const stats = [...new Set(quotes.map((q) => MARKET_STAT[q.p.market] ?? q.p.market))];
    const players = [...new Set(quotes.map((q) => q.p.playerId))];
    const logs = new Map<string, TLogRow[]>();
    for (let i = 0; i < players.length; i += PLAYERS_PER_READ)
      for (const [id, list] of await this.repo.logs(players.slice(i, i + PLAYERS_PER_READ), stats, 20))
        logs.set(id, list);
    const lists = [...grouped.values()];
    const rows: TAnalyzedProp[] = [];
    for (let i = 0; i < lists.length; i += ROWS_PER_SLICE) {
      if (i > 0) await nextTurn();
      for (const list of lists.slice(i, i + ROWS_PER_SLICE))
        rows.push(
          analyzeProp(sport, list, gameOf.get(list[0]!.p.gameId)!, logs.get(list[0]!.p.playerId) ?? []),
        );
    }
    rows.sort(
      (a, b) => (b.pick?.edge ?? -Infinity) - (a.pick?.edge ?? -Infinity) || a.name.localeCompare(b.name),
    );
    return { sport, rows, books: booksOf(rows), updatedAt: newest(rows.map((r) => r.updatedAt)) };
  }

  /** Forgets every analysis: the next request computes afresh (after a direct write, as tests do). */
  invalidate(): void {
    this.states = new Map();
  }

  /** A feed worker of this instance ran: the sports it wrote are analysed again, off the request path. */
  async dataWritten(worker: string): Promise<void> {
    await Promise.all(sportsWrittenBy(worker).map((sport) => this.inBackground(sport)));
  }
  /** Computes every sport's analysis ahead of the first request (at start). */
  warm() {
    for (const { code } of SPORTS) void this.inBackground(code);
  }

  /** Prop analyzer of one sport (Premium and above), as the whole answer already encoded. */
  async propAnalyzer(user: TAuthUser, sport: TSportCode): Promise<TPreEncoded> {
    plans.require(user, 'propAnalyzer');
    return (await this.cached(sport)).encoded;
  }

  /** The public pages' preview: the first rows of the analyzer, with how many there are. */
  async propPreview(sport: TSportCode) {
    const full = await this.analysis(sport);
    return { ...full, rows: full.rows.slice(0, PREVIEW_ROWS), total: full.rows.length };
  }

  /** Search across every sport's props (Platinum): player, market, book, edge, EV, L10 hit rate. */
  async propFinder(user: TAuthUser, req: TPropFinderRequest) {
    plans.require(user, 'propFinder');
    const sports = req.sports?.length ? req.sports : SPORTS.map((s) => s.code);
    const all = (await Promise.all(sports.map((s) => this.analysis(s)))).flatMap((a) => a.rows);
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
  }

  /** Every book's moneyline, spread and total per game (Platinum), on a date or upcoming. */
  async sportsbook(user: TAuthUser, sport: TSportCode, date?: string): Promise<TSportsbook> {
    plans.require(user, 'sportsbook');
    const at = this.now();
    const games = date
      ? (
          await this.repo.gamesBetween(
            sport,
            new Date(Date.parse(date) - 24 * HOUR),
            new Date(Date.parse(date) + 48 * HOUR),
          )
        ).filter((g) => etDate(g.startTime) === date)
      : await this.repo.openGames(
          sport,
          new Date(at.getTime() - 12 * HOUR),
          new Date(at.getTime() + DAYS_AHEAD[sport] * 24 * HOUR),
        );
    const odds = await this.repo.odds(games.map((g) => g.id));
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
  }
}
export type TBettingService = BettingService;
