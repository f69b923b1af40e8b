import { describe, expect, it } from 'vitest';
import {
  americanOddsProblem,
  americanToDecimal,
  americanToImplied,
  BettingInputError,
  decimalToAmerican,
  decimalToImplied,
  edgePoints,
  expectedValue,
  hitRateAtLine,
  impliedToAmerican,
  kellyFraction,
  kellyStake,
  noVigProbabilities,
  overround,
  hold,
  streakAtLine,
  wilsonInterval,
  type TKellyMultiplier,
} from './betting-math';

describe('odds conversions', () => {
  it('-110 is 52.38% and 1.909 decimal', () => {
    expect(americanToImplied(-110) * 100).toBeCloseTo(52.38, 2);
    expect(americanToDecimal(-110)).toBeCloseTo(1.9091, 4);
  });
  it('+160 is 38.46%, -180 is 64.29%', () => {
    expect(americanToImplied(160) * 100).toBeCloseTo(38.46, 2);
    expect(americanToImplied(-180) * 100).toBeCloseTo(64.29, 2);
  });
  it('even odds: +100 and -100 are both 2.0 decimal and 50%', () => {
    expect(americanToDecimal(100)).toBe(2);
    expect(americanToDecimal(-100)).toBe(2);
    expect(americanToImplied(-100)).toBe(0.5);
    expect(decimalToAmerican(2)).toBe(100);
    expect(impliedToAmerican(0.5)).toBe(100);
  });
  it('a -10000 favourite is 99.01% at 1.01 decimal', () => {
    expect(americanToImplied(-10000) * 100).toBeCloseTo(99.01, 2);
    expect(americanToDecimal(-10000)).toBeCloseTo(1.01, 6);
    expect(decimalToAmerican(1.01)).toBeCloseTo(-10000, 6);
  });
  it('round-trips American -> decimal -> American and probability -> American', () => {
    for (const a of [-250, -110, 120, 450]) expect(decimalToAmerican(americanToDecimal(a))).toBeCloseTo(a, 9);
    expect(impliedToAmerican(0.6)).toBeCloseTo(-150, 9);
    expect(impliedToAmerican(0.25)).toBeCloseTo(300, 9);
    expect(decimalToImplied(2.5)).toBe(0.4);
  });
});

describe('invalid input is refused with a clear error', () => {
  it.each([0, 50, -99, 99.5, -0.5])('odds %s', (odds) => {
    expect(() => americanToImplied(odds)).toThrow(BettingInputError);
    expect(() => americanToImplied(odds)).toThrow(/between -100 and \+100|do not exist/);
  });
  it('missing and non-numeric odds', () => {
    expect(americanOddsProblem(undefined)).toBe('odds are missing');
    expect(americanOddsProblem(null)).toBe('odds are missing');
    expect(americanOddsProblem(Number.NaN)).toMatch(/not a number/);
    expect(() => americanToDecimal(undefined as unknown as number)).toThrow(
      'Invalid American odds: odds are missing.',
    );
    expect(americanOddsProblem(-110)).toBeNull();
  });
  it('decimal odds of 1 or less, probabilities outside (0, 1)', () => {
    expect(() => decimalToAmerican(1)).toThrow(/above 1/);
    expect(() => impliedToAmerican(1)).toThrow(/between 0 and 1/);
    expect(() => expectedValue(0, 110)).toThrow(/between 0 and 1/);
    expect(() => kellyFraction(1.2, 110)).toThrow(BettingInputError);
    expect(() => edgePoints(-0.1, 110)).toThrow(/model probability/);
  });
  it('a market of one price has no hold', () => {
    expect(() => overround([-110])).toThrow(/two prices/);
    expect(() => noVigProbabilities([-110])).toThrow(/two prices/);
  });
});

describe('hold and no-vig', () => {
  it('two sides at -110: overround 4.76%, hold 4.55% (1 - 1/sum: what the book keeps of a balanced book)', () => {
    expect(overround([-110, -110]) * 100).toBeCloseTo(4.76, 2);
    expect(hold([-110, -110]) * 100).toBeCloseTo(4.55, 2);
    // A balanced book: 110 on each side at -110 takes 220 and pays 210 to the winner: keeps 10/220.
    expect(hold([-110, -110])).toBeCloseTo(10 / 220, 12);
    expect(hold([-105, -105])).toBeLessThan(overround([-105, -105]));
  });
  it('multiplicative: +225/-265 (30.8% + 72.6%) is +236/-236 fair', () => {
    const [dog, fav] = noVigProbabilities([225, -265]);
    expect(dog! + fav!).toBeCloseTo(1, 12);
    expect(impliedToAmerican(dog!)).toBeCloseTo(236, 0);
    expect(impliedToAmerican(fav!)).toBeCloseTo(-236, 0);
  });
  it('every method gives 50/50 for a symmetric market and sums to 1 otherwise', () => {
    for (const method of ['multiplicative', 'additive', 'power'] as const) {
      const [a, b] = noVigProbabilities([-110, -110], method);
      expect(a).toBeCloseTo(0.5, 9);
      expect(b).toBeCloseTo(0.5, 9);
      const three = noVigProbabilities([150, 240, 190], method);
      expect(three.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
    }
  });
  it('power and additive take more from the longshot than multiplicative does', () => {
    const [mDog] = noVigProbabilities([400, -600], 'multiplicative');
    const [pDog] = noVigProbabilities([400, -600], 'power');
    const [aDog] = noVigProbabilities([400, -600], 'additive');
    expect(pDog!).toBeLessThan(mDog!);
    expect(aDog!).toBeLessThan(mDog!);
  });
  it('additive refuses a market where the longshot would drop to 0 or below', () => {
    expect(() => noVigProbabilities([1000, -500, -500], 'additive')).toThrow(/additive/);
  });
});

describe('expected value, Kelly and edge', () => {
  it('p = 0.5 at +110 gives EV +5.00 per 100 and full Kelly 4.55%', () => {
    expect(expectedValue(0.5, 110)).toBeCloseTo(5, 10);
    expect(kellyFraction(0.5, 110) * 100).toBeCloseTo(4.55, 2);
  });
  it('p = 0.58 at decimal 1.87 gives full Kelly 9.7%', () => {
    expect(kellyFraction(0.58, decimalToAmerican(1.87)) * 100).toBeCloseTo(9.7, 1);
  });
  it('Kelly multipliers 1, 1/2, 1/4, 1/8 scale the full stake; others are refused', () => {
    const full = kellyFraction(0.5, 110);
    expect(([1, 0.5, 0.25, 0.125] as TKellyMultiplier[]).map((m) => kellyStake(full, m) * 100)).toEqual([
      full * 100,
      full * 50,
      full * 25,
      full * 12.5,
    ]);
    expect(() => kellyStake(full, 0.3 as TKellyMultiplier)).toThrow(/1\/8/);
  });
  it('a bet without an edge stakes nothing and loses money', () => {
    expect(kellyFraction(0.5, -110)).toBe(0);
    expect(expectedValue(0.5, -110)).toBeCloseTo(-4.545, 3);
  });
  it('even odds: EV 0 and Kelly 0 at p = 0.5', () => {
    expect(expectedValue(0.5, 100)).toBe(0);
    expect(kellyFraction(0.5, -100)).toBe(0);
  });
  it('a -10000 favourite that wins 99.5% is worth +0.49 per 100', () => {
    expect(expectedValue(0.995, -10000)).toBeCloseTo(0.495, 3);
  });
  it('edge in probability points: model 0.58 against -110 is +5.62 points', () => {
    expect(edgePoints(0.58, -110)).toBeCloseTo(5.62, 2);
    expect(edgePoints(0.45, 120)).toBeCloseTo(-0.45, 2);
  });
});

describe('hit rate at a line', () => {
  const results = [30, 22, 25, 25, 19, 28, 31, 18, 26, 27]; // newest first
  it('counts hits and misses over the last N, a push is neither and shown apart', () => {
    const l5 = hitRateAtLine(results, 25, 5);
    expect(l5).toMatchObject({ games: 5, hits: 1, misses: 2, pushes: 2 });
    expect(l5.rate).toBeCloseTo(1 / 3, 10);
    const l10 = hitRateAtLine(results, 24.5, 10);
    expect(l10).toMatchObject({ games: 10, hits: 7, misses: 3, pushes: 0, rate: 0.7 });
  });
  it('the under side mirrors the over', () => {
    expect(hitRateAtLine(results, 24.5, 10, 'under')).toMatchObject({ hits: 3, misses: 7, rate: 0.3 });
  });
  it('a 90% Wilson interval surrounds the rate', () => {
    const { interval } = hitRateAtLine(results, 24.5, 10);
    expect(interval!.low).toBeCloseTo(0.4418, 3);
    expect(interval!.high).toBeCloseTo(0.8731, 3);
    expect(wilsonInterval(10, 10)!.high).toBe(1);
  });
  it('fewer games than N uses what there is; zero games answer no rate', () => {
    expect(hitRateAtLine([10, 12], 11.5, 20)).toMatchObject({ games: 2, hits: 1, misses: 1, rate: 0.5 });
    expect(hitRateAtLine([], 11.5, 5)).toEqual({
      games: 0,
      hits: 0,
      misses: 0,
      pushes: 0,
      rate: null,
      interval: null,
    });
  });
  it('only pushes: no decided game, no rate', () => {
    expect(hitRateAtLine([3, 3], 3, 5)).toMatchObject({ pushes: 2, rate: null, interval: null });
  });
  it('refuses a missing line or a bad N', () => {
    expect(() => hitRateAtLine(results, Number.NaN, 5)).toThrow(/line/);
    expect(() => hitRateAtLine(results, 20, 0)).toThrow(/number of games/);
  });
  it('streak: the newest run on one side of the line; a push ends it', () => {
    expect(streakAtLine(results, 21.5)).toEqual({ side: 'over', count: 4 });
    expect(streakAtLine([18, 19, 30], 20.5)).toEqual({ side: 'under', count: 2 });
    expect(streakAtLine([25, 30], 25)).toBeNull();
    expect(streakAtLine([], 25)).toBeNull();
  });
});
