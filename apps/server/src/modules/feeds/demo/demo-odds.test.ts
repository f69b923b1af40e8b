import { describe, expect, it } from 'vitest';
import type { TSportCode } from '@dfs/contracts';
import { addDays } from '@dfs/optimizer';
import { americanToDecimal, hold, noVigProbabilities } from '../../betting/betting-math';
import { oddsFor } from './demo-odds';
import { gamesOn } from './demo-schedule';

// The demo books must quote markets that could exist: one fair line per game behind every book's
// moneyline, spread and total, holds of 4-6% per book, and the books close enough together that
// betting the best price of each side at two books is almost never a sure profit.

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const SPORTS: TSportCode[] = ['nfl', 'nba', 'nhl', 'mlb'];
/** Weeks of each sport in season, so every team of the league is covered several times. */
const DATES: Record<TSportCode, string[]> = {
  nfl: days('2026-11-01', 28),
  nba: days('2026-12-01', 14),
  nhl: days('2026-12-01', 14),
  mlb: days('2026-06-01', 14),
};
const rowsOf = (sport: TSportCode) =>
  DATES[sport].flatMap((d) => oddsFor(gamesOn(sport, d), new Date(`${d}T12:00:00Z`)));
const byGame = <T extends { gameId: string }>(rows: T[]) => {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.gameId, [...(out.get(r.gameId) ?? []), r]);
  return [...out.values()];
};
/** Sum of the implied probabilities of the best price of each side: under 1 is a sure profit. */
const bestSum = (a: number[], b: number[]) =>
  1 / Math.max(...a.map(americanToDecimal)) + 1 / Math.max(...b.map(americanToDecimal));

/** The home side's no-vig win probability from the moneyline. */
const homeWin = (o: { homeMoneyline: number; awayMoneyline: number }) =>
  noVigProbabilities([o.homeMoneyline, o.awayMoneyline])[0]!;

describe('demo game odds', () => {
  for (const sport of SPORTS) {
    it(`${sport}: every book holds 4-6% on each market`, () => {
      const rows = rowsOf(sport);
      expect(rows.length).toBeGreaterThan(100);
      for (const o of rows) {
        for (const prices of [
          [o.homeMoneyline, o.awayMoneyline],
          [o.spreadPrice, o.awaySpreadPrice!],
          [o.overPrice, o.underPrice],
        ]) {
          expect(hold(prices)).toBeGreaterThan(0.035);
          expect(hold(prices)).toBeLessThan(0.062);
        }
      }
    });

    it(`${sport}: the books sit within a few cents of one fair line`, () => {
      for (const game of byGame(rowsOf(sport))) {
        const fair = game.map((o) => noVigProbabilities([o.homeMoneyline, o.awayMoneyline])[0]!);
        expect(Math.max(...fair) - Math.min(...fair)).toBeLessThan(0.045);
        const spreads = game.map((o) => o.homeSpread);
        expect(Math.max(...spreads) - Math.min(...spreads)).toBeLessThanOrEqual(1);
        const totals = game.map((o) => o.total);
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
      }
    });

    it(`${sport}: the moneyline favourite gives the points`, () => {
      const rows = rowsOf(sport);
      const homeFavourites = rows.filter((o) => homeWin(o) > 0.55);
      const awayFavourites = rows.filter((o) => homeWin(o) < 0.45);
      expect(homeFavourites.length).toBeGreaterThan(0);
      expect(awayFavourites.length).toBeGreaterThan(0);
      for (const o of homeFavourites) expect(o.homeSpread).toBeLessThan(0);
      for (const o of awayFavourites) expect(o.homeSpread).toBeGreaterThan(0);
    });
  }

  // A spread of s points is a win probability of about Phi(-s / sd) (sd 13.5 NFL, 12.5 NBA).
  for (const [sport, sd] of [
    ['nfl', 13.5],
    ['nba', 12.5],
  ] as const) {
    it(`${sport}: the spread tells the same story as the moneyline`, () => {
      const rows = rowsOf(sport);
      expect(rows.length).toBeGreaterThan(100);
      for (const o of rows) {
        const z = -o.homeSpread / sd;
        const expected = 0.5 * (1 + Math.tanh(0.7978845608 * (z + 0.044715 * z ** 3)));
        expect(Math.abs(homeWin(o) - expected)).toBeLessThan(0.06);
      }
    });
  }

  for (const sport of ['nhl', 'mlb'] as const) {
    it(`${sport}: a favourite laying 1.5 goals or runs is an underdog to win by two`, () => {
      const rows = rowsOf(sport);
      const cover = (o: (typeof rows)[number]) => noVigProbabilities([o.spreadPrice, o.awaySpreadPrice!])[0]!;
      const homeLays = rows.filter((o) => o.homeSpread < 0);
      const homeTakes = rows.filter((o) => o.homeSpread >= 0);
      expect(homeLays.length).toBeGreaterThan(0);
      expect(homeTakes.length).toBeGreaterThan(0);
      for (const o of homeLays) expect(cover(o)).toBeLessThan(homeWin(o));
      for (const o of homeTakes) expect(cover(o)).toBeGreaterThan(homeWin(o));
    });
  }

  it('across the whole demo league a cross-book arbitrage is rare and small', () => {
    let markets = 0;
    let arbs = 0;
    let worst = 1;
    for (const sport of SPORTS) {
      for (const game of byGame(rowsOf(sport))) {
        const sums = [
          bestSum(
            game.map((o) => o.homeMoneyline),
            game.map((o) => o.awayMoneyline),
          ),
        ];
        // Spreads and totals are compared at one line only: other lines are other bets.
        for (const line of new Set(game.map((o) => o.homeSpread))) {
          const at = game.filter((o) => o.homeSpread === line);
          sums.push(
            bestSum(
              at.map((o) => o.spreadPrice),
              at.map((o) => o.awaySpreadPrice!),
            ),
          );
        }
        for (const line of new Set(game.map((o) => o.total))) {
          const at = game.filter((o) => o.total === line);
          sums.push(
            bestSum(
              at.map((o) => o.overPrice),
              at.map((o) => o.underPrice),
            ),
          );
        }
        for (const sum of sums) {
          markets++;
          if (sum < 1) arbs++;
          worst = Math.min(worst, sum);
        }
      }
    }
    expect(markets).toBeGreaterThan(1000);
    expect(arbs / markets).toBeLessThan(0.01);
    expect(worst).toBeGreaterThan(0.99);
  });
});
