import type { TSportCode } from '@dfs/contracts';
import type { TOddsRow } from '../providers.types';
import {
  gameModel,
  homeCoverProbability,
  homeWinProbability,
  leaned,
  overProbability,
  type TGameModel,
} from './demo-game-model';
import { createRandom, type TRandom } from './demo-random';
import type { TDemoGame } from './demo-schedule';
import { DEMO_PROVIDER } from './demo-slates';

/** The demo's books, in the order the screens list them. */
export const BOOKS = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars'];

/** American odds of a probability (price already including the book's margin). */
export const american = (p: number) =>
  p >= 0.5 ? -Math.round((100 * p) / (1 - p)) : Math.round((100 * (1 - p)) / p);

/**
 * Both sides' prices of a two-way market with fair probability `p` of the first side and the
 * book's hold h (1 - 1/sum of implied probabilities): each side's implied probability is its fair
 * one divided by 1 - h.
 */
export function pricePair(p: number, hold: number): [number, number] {
  const clamp = (x: number) => Math.min(0.985, Math.max(0.015, x));
  return [american(clamp(p / (1 - hold))), american(clamp((1 - p) / (1 - hold)))];
}

const half = (x: number) => Math.round(x * 2) / 2;

/**
 * The home spread a book posts: near its expected margin (NFL, NBA); for NHL and MLB the market's
 * favourite lays 1.5 at every book.
 */
function spreadLine(m: TGameModel, market: TGameModel): number {
  if (m.sport === 'nhl' || m.sport === 'mlb') return market.margin >= 0 ? -1.5 : 1.5;
  // A book shades the market's number by half a point at most; its price says the rest.
  const consensus = half(-market.margin);
  return Math.min(consensus + 0.5, Math.max(consensus - 0.5, half(-m.margin))) + 0;
}

/** The total a book posts: the nearest half point (NHL and MLB: 5.5, 6, 6.5 ...), within half a point of the market's. */
const totalLine = (m: TGameModel, market: TGameModel) =>
  Math.min(half(market.total) + 0.5, Math.max(half(market.total) - 0.5, half(m.total)));

/** A book's hold of one market: 4 to 5.5%, a little more on moneylines of mismatches. */
const holdOf = (r: TRandom, sport: TSportCode) =>
  0.04 + r.next() * (sport === 'nba' || sport === 'nfl' ? 0.015 : 0.012);

/**
 * Odds of each game at four books, all from one model of the game (gameModel): each book leans the
 * market's margin and total a little and prices its lines with a hold of 4-5.5%, so the books sit
 * within a few cents of one fair line and a cross-book arbitrage is rare and small. The open is the
 * same model before the week's moves.
 */
export function oddsFor(games: TDemoGame[], now: Date): TOddsRow[] {
  return games.flatMap((g) => {
    const market = gameModel(g);
    const r = createRandom(`odds:${g.id}`);
    const open = leaned(market, r, 2.5);
    const openMoneyline = pricePair(homeWinProbability(open), 0.045);
    return BOOKS.map((book) => {
      const m = leaned(market, r);
      const homeSpread = spreadLine(m, market);
      const total = totalLine(m, market);
      const [homeMoneyline, awayMoneyline] = pricePair(homeWinProbability(m), holdOf(r, g.sport));
      const [spreadPrice, awaySpreadPrice] = pricePair(
        homeCoverProbability(m, homeSpread),
        holdOf(r, g.sport),
      );
      const [overPrice, underPrice] = pricePair(overProbability(m, total), holdOf(r, g.sport));
      return {
        gameId: g.id,
        book,
        sport: g.sport,
        homeMoneyline,
        awayMoneyline,
        homeSpread,
        spreadPrice,
        awaySpreadPrice,
        total,
        overPrice,
        underPrice,
        open: {
          homeMoneyline: openMoneyline[0],
          awayMoneyline: openMoneyline[1],
          homeSpread: spreadLine(open, open),
          total: totalLine(open, open),
        },
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      };
    });
  });
}
