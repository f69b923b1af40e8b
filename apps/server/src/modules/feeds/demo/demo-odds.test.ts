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

    it(`${sport}: moneyline, spread and total tell the same story`, () => {
      for (const o of rowsOf(sport)) {
        const home = noVigProbabilities([o.homeMoneyline, o.awayMoneyline])[0]!;
        // The moneyline favourite gives the points.
        if (home > 0.55) expect(o.homeSpread).toBeLessThan(0);
        if (home < 0.45) expect(o.homeSpread).toBeGreaterThan(0);
        if (sport === 'nfl' || sport === 'nba') {
          // A spread of s points is a win probability of about Phi(-s / sd) (sd 13.5 NFL, 12.5 NBA).
          const sd = sport === 'nfl' ? 13.5 : 12.5;
          const z = -o.homeSpread / sd;
          const expected = 0.5 * (1 + Math.tanh(0.7978845608 * (z + 0.044715 * z ** 3)));
          expect(Math.abs(home - expected)).toBeLessThan(0.06);
        } else {
          // A favourite laying 1.5 goals or runs is an underdog to win by two.
          const cover = noVigProbabilities([o.spreadPrice, o.awaySpreadPrice!])[0]!;
          if (o.homeSpread < 0) expect(cover).toBeLessThan(home);
          else expect(cover).toBeGreaterThan(home);
        }
      }
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
