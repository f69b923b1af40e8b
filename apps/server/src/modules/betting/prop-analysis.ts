import type { TAnalyzedProp, TSportCode, THitRateView } from '@dfs/contracts';
import { bookQuotes, MARKET_STAT, propSubject } from '../insights';
import {
  americanToDecimal,
  edgePoints,
  expectedValue,
  hitRateAtLine,
  hold,
  kellyFraction,
  noVigProbabilities,
  streakAtLine,
  type THitRate,
} from './betting-math';
import { modelOverProbability, projectStat } from './prop-model';
import type { TGameRow, TLogRow, TPropRow } from './betting.repository';

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const lowerMedian = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** The best price among quotes at one line, and every book offering it. */
function bestAt(quotes: { book: string; price: number }[]) {
  if (!quotes.length) return null;
  const top = Math.max(...quotes.map((q) => americanToDecimal(q.price)));
  const best = quotes.filter((q) => americanToDecimal(q.price) === top);
  return { price: best[0]!.price, books: best.map((q) => q.book) };
}

const hitView = (h: THitRate): THitRateView => ({
  games: h.games,
  hits: h.hits,
  misses: h.misses,
  pushes: h.pushes,
  rate: h.rate === null ? null : round(h.rate, 4),
  low: h.interval ? round(h.interval.low, 4) : null,
  high: h.interval ? round(h.interval.high, 4) : null,
});

/** The side the model likes better, priced at its best book: edge, EV per 100 and full Kelly. */
function pickOf(
  modelOver: number | null,
  over: { price: number; books: string[] } | null,
  under: { price: number; books: string[] } | null,
): TAnalyzedProp['pick'] {
  if (modelOver === null) return null;
  const sides = [
    over ? { side: 'over' as const, p: modelOver, ...over } : null,
    under ? { side: 'under' as const, p: 1 - modelOver, ...under } : null,
  ].filter((x) => x !== null);
  const priced = sides.map((x) => ({ ...x, ev: expectedValue(x.p, x.price) }));
  const best = priced.sort((a, b) => b.ev - a.ev)[0];
  if (!best) return null;
  return {
    side: best.side,
    price: best.price,
    book: best.books[0]!,
    edge: round(edgePoints(best.p, best.price), 2),
    ev: round(best.ev, 2),
    kelly: round(kellyFraction(best.p, best.price), 4),
  };
}

/**
 * One analysed prop from its quotes at every book (valid odds only), the game and the player's
 * logs (newest first): consensus line, best prices, no-vig fair probability and hold, projection,
 * the model's pick with edge, EV and Kelly, hit rates at the line, streak and recent results.
 */
export function analyzeProp(
  sport: TSportCode,
  quotes: TPropRow[],
  game: TGameRow,
  logs: TLogRow[],
): TAnalyzedProp {
  const first = quotes[0]!;
  const line = lowerMedian(quotes.map((q) => q.p.line));
  const atLine = quotes.filter((q) => q.p.line === line);
  const over = bestAt(atLine.map((q) => ({ book: q.p.book, price: q.p.overPrice })));
  const under = bestAt(atLine.map((q) => ({ book: q.p.book, price: q.p.underPrice })));
  const stat = MARKET_STAT[first.p.market] ?? first.p.market;
  const results = logs.map((l) => l.stats[stat] ?? 0);
  const projection = projectStat(results);
  const fair = over && under ? noVigProbabilities([over.price, under.price])[0]! : null;
  const modelOver =
    projection === null
      ? null
      : modelOverProbability({ results, projection, line, market: first.p.market, fairOver: fair });
  const pick = pickOf(modelOver, over, under);
  const side = pick?.side ?? 'over';
  return {
    id: `${first.p.gameId}|${first.p.playerId}|${first.p.market}`,
    sport,
    ...propSubject(first, game),
    line,
    openLine: lowerMedian(quotes.map((q) => q.p.openLine)),
    books: bookQuotes(quotes),
    over,
    under,
    fairOver: fair === null ? null : round(fair, 4),
    hold: over && under ? round(hold([over.price, under.price]), 4) : null,
    projection: projection === null ? null : round(projection, 1),
    modelOver: modelOver === null ? null : round(modelOver, 4),
    pick,
    hitRates: {
      side,
      l5: hitView(hitRateAtLine(results, line, 5, side)),
      l10: hitView(hitRateAtLine(results, line, 10, side)),
      l20: hitView(hitRateAtLine(results, line, 20, side)),
    },
    streak: streakAtLine(results, line),
    recent: logs.slice(0, 10).map((l, i) => ({ date: l.gameDate, opponent: l.opponent, value: results[i]! })),
    updatedAt: new Date(Math.max(...quotes.map((q) => q.p.fetchedAt.getTime()))).toISOString(),
  };
}
