import { gameLabel, type TBookMarket } from '@dfs/contracts';
import {
  americanOddsProblem,
  americanToDecimal,
  hold,
  impliedToAmerican,
  noVigProbabilities,
} from './betting-math';
import type { TGameRow, TOddsRow } from './betting.repository';

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

type TQuote = TBookMarket['quotes'][number];
/** How much a side prefers a line: higher is better for the bettor (more points, lower total to go over). */
type TLineValue = (line: number | null) => number;

function bestSide(
  quotes: TQuote[],
  side: 0 | 1,
  lineValue: TLineValue,
  lineOf: (q: TQuote) => number | null,
) {
  const sorted = [...quotes].sort(
    (a, b) =>
      lineValue(lineOf(b)) - lineValue(lineOf(a)) ||
      americanToDecimal(b.prices[side]) - americanToDecimal(a.prices[side]),
  );
  const top = sorted[0]!;
  return { book: top.book, line: lineOf(top), price: top.prices[side] };
}

/** The line most books quote (the middle one of a tie, the lower of two middles); null when none has one. */
export function consensusLine(lines: (number | null)[]): number | null {
  const counts = new Map<number, number>();
  for (const l of lines) if (l !== null) counts.set(l, (counts.get(l) ?? 0) + 1);
  if (!counts.size) return null;
  const most = Math.max(...counts.values());
  const tied = [...counts]
    .filter(([, n]) => n === most)
    .map(([l]) => l)
    .sort((a, b) => a - b);
  return tied[Math.floor((tied.length - 1) / 2)]!;
}

/** One two-sided market over every book: quotes with their hold, best line per side, fair prices. */
function market(
  sides: [string, string],
  quotes: TQuote[],
  lines: {
    value: [TLineValue, TLineValue];
    of: [(q: TQuote) => number | null, (q: TQuote) => number | null];
  },
): TBookMarket | null {
  if (!quotes.length) return null;
  // A price at 44.5 and one at 43 are two bets: the fair line is taken at one line only.
  const line = consensusLine(quotes.map((q) => q.line));
  const atLine = quotes.filter((q) => q.line === line);
  const home = mean(atLine.map((q) => noVigProbabilities(q.prices)[0]!));
  const probabilities: [number, number] = [round(home, 4), round(1 - home, 4)];
  return {
    sides,
    quotes,
    best: [
      bestSide(quotes, 0, lines.value[0], lines.of[0]),
      bestSide(quotes, 1, lines.value[1], lines.of[1]),
    ],
    fair: {
      line,
      books: atLine.length,
      probabilities,
      prices: [Math.round(impliedToAmerican(home)), Math.round(impliedToAmerican(1 - home))],
    },
    hold: round(mean(quotes.map((q) => q.hold)), 4),
  };
}

const pair = (a: number, b: number): [number, number] | null =>
  americanOddsProblem(a) || americanOddsProblem(b) ? null : [a, b];
const flat: TLineValue = () => 0;
const same = (q: TQuote) => q.line;

/** The sportsbook view of one game from its books' odds (already checked by the repository). */
export function sportsbookGame(g: TGameRow, odds: TOddsRow[]) {
  const quote = (o: TOddsRow, line: number | null, openLine: number | null, prices: [number, number]) => ({
    book: o.book,
    line,
    openLine,
    prices,
    openPrices: null as [number, number] | null,
    hold: round(hold(prices), 4),
  });
  return {
    gameId: g.id,
    game: gameLabel(g),
    home: g.homeAbbr,
    away: g.awayAbbr,
    startTime: g.startTime.toISOString(),
    status: g.status,
    moneyline: market(
      [g.homeAbbr, g.awayAbbr],
      odds.map((o) => ({
        ...quote(o, null, null, [o.homeMoneyline, o.awayMoneyline]),
        openPrices: pair(o.open.homeMoneyline, o.open.awayMoneyline),
      })),
      { value: [flat, flat], of: [same, same] },
    ),
    // The home spread is the line; the away side gets its opposite. More points is better.
    spread: market(
      [g.homeAbbr, g.awayAbbr],
      odds.map((o) => quote(o, o.homeSpread, o.open.homeSpread, [o.spreadPrice, o.awaySpreadPrice])),
      {
        value: [(l) => l ?? 0, (l) => l ?? 0],
        of: [same, (q) => (q.line === null ? null : -q.line)],
      },
    ),
    // A lower total is better for the over, a higher one for the under.
    total: market(
      ['Over', 'Under'],
      odds.map((o) => quote(o, o.total, o.open.total, [o.overPrice, o.underPrice])),
      { value: [(l) => -(l ?? 0), (l) => l ?? 0], of: [same, same] },
    ),
  };
}
