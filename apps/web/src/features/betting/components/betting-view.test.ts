import { describe, expect, it } from 'vitest';
import type { TAnalyzedProp, TBestBet, TGame } from '@dfs/contracts';
import { applyFilters, NO_FILTERS } from './analyzer-filters';
import { pickText } from './best-bets-table';
import { DEFAULT_KELLY, formatEdge, formatHitRate, formatOdds, kellyLabel } from './betting-format';
import { formFromParams, requestOf } from './finder-form';
import { bestQuote } from './game-pick-form';

const row = (edge: number | null, team = 'BOS'): TAnalyzedProp =>
  ({ game: 'NYK@BOS', team, market: 'points', pick: edge === null ? null : { edge } }) as TAnalyzedProp;

describe('betting screens', () => {
  it('the minimum edge keeps only rows with a pick at that edge or more', () => {
    const rows = [row(7.2), row(5), row(4.9), row(null), row(-3, 'NYK')];
    expect(applyFilters(rows, { ...NO_FILTERS, minEdge: '5' }).map((r) => r.pick?.edge)).toEqual([7.2, 5]);
    expect(applyFilters(rows, { ...NO_FILTERS, team: 'NYK' })).toHaveLength(1);
    expect(applyFilters(rows, NO_FILTERS)).toHaveLength(5);
  });
  it('the finder reads its search from the URL and leaves out what it cannot read', () => {
    const form = formFromParams(new URLSearchParams('sport=nba&player=Tatum&minEdge=5&minEv=lots&sport2=x'));
    expect(requestOf(form)).toEqual({ sports: ['nba'], player: 'Tatum', minEdge: 5 });
    expect(requestOf(formFromParams(new URLSearchParams('sport=xfl')))).toEqual({});
  });
  it('writes odds, edges and hit rates as players read them, pushes shown apart', () => {
    expect(formatOdds(110)).toBe('+110');
    expect(formatOdds(-110)).toBe('-110');
    // An edge is in percentage points, never "pts", which on a fantasy site reads as fantasy points.
    expect(formatEdge(5.62)).toBe('+5.6 pp');
    expect(formatEdge(-3)).toBe('-3.0 pp');
    expect(
      formatHitRate({ games: 10, hits: 6, misses: 3, pushes: 1, rate: 6 / 9, low: 0.4, high: 0.85 }),
    ).toBe('67% (6/9, 1 push)');
    expect(
      formatHitRate({ games: 0, hits: 0, misses: 0, pushes: 0, rate: null, low: null, high: null }),
    ).toBe('No games');
  });
  it('labels a hit rate with the side it counts', () => {
    const h = { games: 10, hits: 7, misses: 3, pushes: 0, rate: 0.7, low: 0.45, high: 0.86 };
    expect(formatHitRate(h, 'under')).toBe('Under 70% (7/10)');
    expect(formatHitRate(h, 'over')).toBe('Over 70% (7/10)');
  });
  it('every Kelly stake starts at a quarter Kelly and says so', () => {
    expect(DEFAULT_KELLY).toBe(0.25);
    expect(kellyLabel(DEFAULT_KELLY)).toBe('1/4 Kelly');
  });
  it('the best-bet form starts from the best price across the books, not the first book', () => {
    const quote = (book: string, o: Partial<NonNullable<TGame['odds']>[number]>) => ({
      book,
      homeMoneyline: -150,
      awayMoneyline: 130,
      homeSpread: -3.5,
      spreadPrice: -110,
      awaySpreadPrice: -110,
      total: 44.5,
      overPrice: -110,
      underPrice: -110,
      open: { homeMoneyline: -150, awayMoneyline: 130, homeSpread: -3.5, total: 44.5 },
      updatedAt: '2026-11-26T12:00:00Z',
      ...o,
    });
    const game = {
      odds: [
        quote('BetMGM', { awaySpreadPrice: -111, overPrice: -112, homeMoneyline: -155 }),
        quote('FanDuel', { awaySpreadPrice: -108, overPrice: -105, homeMoneyline: -145, total: 45 }),
        quote('Caesars', { homeSpread: -3, spreadPrice: -115, underPrice: 100, total: 45 }),
      ],
    } as TGame;
    // Home -3 at Caesars is a better bet than -3.5 at any price.
    expect(bestQuote(game, 'spread', 'home')).toEqual({ line: '-3', odds: '-115', book: 'Caesars' });
    // Away: +3.5 beats +3; of the two +3.5 quotes FanDuel's -108 beats BetMGM's -111.
    expect(bestQuote(game, 'spread', 'away')).toEqual({ line: '3.5', odds: '-108', book: 'FanDuel' });
    expect(bestQuote(game, 'moneyline', 'home')).toEqual({ line: '', odds: '-145', book: 'FanDuel' });
    // The over is best at the lowest total: 44.5 at BetMGM -112 (the only one there).
    expect(bestQuote(game, 'total', 'over')).toEqual({ line: '44.5', odds: '-112', book: 'BetMGM' });
    expect(bestQuote(game, 'total', 'under')).toEqual({ line: '45', odds: '100', book: 'Caesars' });
    expect(bestQuote({ odds: [] } as unknown as TGame, 'spread', 'home')).toEqual({
      line: '',
      odds: '',
      book: '',
    });
  });

  it("a best bet on a side names that side's team, the away team first in the game", () => {
    const bet = (selection: string, line: number | null, market = 'spread') =>
      ({ kind: 'game', game: 'KC@LV', selection, line, market }) as TBestBet;
    expect(pickText(bet('home', -3.5))).toBe('LV -3.5');
    expect(pickText(bet('away', 3.5))).toBe('KC +3.5');
    expect(pickText(bet('away', null, 'moneyline'))).toBe('KC ML');
    expect(pickText(bet('over', 47.5, 'total'))).toBe('Over 47.5');
  });
});
