// The betting arithmetic, in one place, pure (no I/O, no clock). Probabilities are fractions
// (0.5238), edges are probability points (5 = five points), American odds are integers such as
// -110 or +150. Formulas and worked examples: ../shared/research/insights-betting-data.md s.2.2.

/** Input the arithmetic refuses: odds inside (-100, +100), zero, missing, or a probability outside (0, 1). */
export class BettingInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BettingInputError';
  }
}

/** Why a value is not usable American odds, or null when it is. The data layer logs this reason. */
export function americanOddsProblem(odds: unknown): string | null {
  if (odds === null || odds === undefined) return 'odds are missing';
  if (typeof odds !== 'number') return `odds of type ${typeof odds} are not a number`;
  if (!Number.isFinite(odds)) return `odds ${odds} are not a number`;
  if (odds === 0) return 'odds of 0 do not exist';
  if (odds > -100 && odds < 100) return `odds ${odds} lie between -100 and +100, which no book quotes`;
  return null;
}

/** Throws a BettingInputError naming the problem of invalid American odds. */
export function assertAmerican(odds: unknown): asserts odds is number {
  const problem = americanOddsProblem(odds);
  if (problem) throw new BettingInputError(`Invalid American odds: ${problem}.`);
}

function assertProbability(p: number, what = 'probability'): void {
  if (!Number.isFinite(p) || p <= 0 || p >= 1) {
    throw new BettingInputError(`Invalid ${what} ${String(p)}: it must lie strictly between 0 and 1.`);
  }
}

/** Decimal odds (stake included) of American odds: +150 -> 2.5, -110 -> 1.909. */
export function americanToDecimal(odds: number): number {
  assertAmerican(odds);
  return odds > 0 ? 1 + odds / 100 : 1 + 100 / -odds;
}

/** American odds of decimal odds; even money (2.0) is +100. */
export function decimalToAmerican(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new BettingInputError(`Invalid decimal odds ${String(decimal)}: they must be above 1.`);
  }
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}

/** Implied probability of American odds, vig included: -110 -> 0.5238. */
export function americanToImplied(odds: number): number {
  assertAmerican(odds);
  return odds > 0 ? 100 / (odds + 100) : -odds / (-odds + 100);
}

/** Implied probability of decimal odds. */
export function decimalToImplied(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new BettingInputError(`Invalid decimal odds ${String(decimal)}: they must be above 1.`);
  }
  return 1 / decimal;
}

/** American odds whose implied probability is p (a fair price): 0.5 -> +100, 0.6 -> -150. */
export function impliedToAmerican(p: number): number {
  assertProbability(p);
  return p > 0.5 ? -(p / (1 - p)) * 100 : ((1 - p) / p) * 100;
}

/** The overround of one market: sum of implied probabilities minus 1 (-110 / -110: 0.0476). */
export function overround(prices: number[]): number {
  if (prices.length < 2) throw new BettingInputError('A market needs at least two prices to have a hold.');
  return prices.reduce((sum, a) => sum + americanToImplied(a), 0) - 1;
}

/**
 * The book's hold of one market: the share of the money staked on every side in proportion to its
 * price that the book keeps, 1 - 1 / (sum of implied probabilities) (-110 / -110: 0.0455). The
 * figure the screens call "hold"; the overround is the other usual measure, always a little larger.
 */
export function hold(prices: number[]): number {
  return 1 - 1 / (1 + overround(prices));
}

export type TNoVigMethod = 'multiplicative' | 'additive' | 'power';

/**
 * Fair (no-vig) probabilities of every outcome of one market, summing to 1.
 * multiplicative: p_i = r_i / sum r; additive: p_i = r_i - (sum r - 1) / n; power: p_i = r_i^(1/k)
 * with k such that the p_i sum to 1 (longshots lose more of their price than favourites).
 */
export function noVigProbabilities(prices: number[], method: TNoVigMethod = 'multiplicative'): number[] {
  if (prices.length < 2) throw new BettingInputError('A market needs at least two prices to remove the vig.');
  const raw = prices.map(americanToImplied);
  const sum = raw.reduce((a, b) => a + b, 0);
  switch (method) {
    case 'multiplicative':
      return raw.map((r) => r / sum);
    case 'additive': {
      const fair = raw.map((r) => r - (sum - 1) / raw.length);
      if (fair.some((p) => p <= 0)) {
        throw new BettingInputError(
          'The additive method gives a longshot a probability of 0 or less here; use multiplicative or power.',
        );
      }
      return fair;
    }
    case 'power':
      return raw.map((r) => r ** (1 / powerExponent(raw)));
  }
}

/** The k of the power method, by bisection: sum r_i^(1/k) = 1 (k = 1 when the market has no vig). */
function powerExponent(raw: number[]): number {
  const total = (k: number) => raw.reduce((s, r) => s + r ** (1 / k), 0);
  // Each r_i < 1, so total(k) rises with k: near 0 at k = 0.01, near n at k = 100.
  let lo = 0.01;
  let hi = 100;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (total(mid) > 1) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/** Expected profit of a stake at American odds when the true probability is p: +5.00 per 100 for p 0.5 at +110. */
export function expectedValue(p: number, odds: number, stake = 100): number {
  assertProbability(p);
  const profit = (americanToDecimal(odds) - 1) * stake;
  return p * profit - (1 - p) * stake;
}

/**
 * Full Kelly fraction of the bankroll: (b p - q) / b with b the net decimal odds. A bet without an
 * edge stakes nothing, so a negative result is answered as 0.
 */
export function kellyFraction(p: number, odds: number): number {
  assertProbability(p);
  const b = americanToDecimal(odds) - 1;
  return Math.max(0, (b * p - (1 - p)) / b);
}

/** The Kelly multipliers offered (full, half, quarter, eighth). */
export const KELLY_MULTIPLIERS = [1, 0.5, 0.25, 0.125] as const;
export type TKellyMultiplier = (typeof KELLY_MULTIPLIERS)[number];

/** A fractional Kelly stake: the full Kelly fraction times the multiplier. */
export function kellyStake(fullKelly: number, multiplier: TKellyMultiplier): number {
  if (!KELLY_MULTIPLIERS.includes(multiplier)) {
    throw new BettingInputError(`Kelly multiplier ${String(multiplier)} is not one of 1, 1/2, 1/4, 1/8.`);
  }
  return fullKelly * multiplier;
}

/** Edge in probability points: model probability minus the price's implied probability, times 100. */
export function edgePoints(modelP: number, odds: number): number {
  assertProbability(modelP, 'model probability');
  return (modelP - americanToImplied(odds)) * 100;
}

/** z of a two-sided 90% interval, as the hit-rate tools show (research s.2.1). */
export const Z90 = 1.6448536269514722;

/** Wilson score interval of hits out of n; null bounds when n is 0. */
export function wilsonInterval(hits: number, n: number, z = Z90): { low: number; high: number } | null {
  if (!Number.isInteger(hits) || !Number.isInteger(n) || hits < 0 || n < 0 || hits > n) {
    throw new BettingInputError(`Invalid hit count ${hits} of ${n} games.`);
  }
  if (n === 0) return null;
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export type THitRate = {
  /** Games in the sample (at most N). */
  games: number;
  hits: number;
  misses: number;
  /** Games exactly on the line: neither hit nor miss, left out of the rate and shown apart. */
  pushes: number;
  /** hits / (hits + misses); null when no game was decided. */
  rate: number | null;
  interval: { low: number; high: number } | null;
};

/**
 * Hit rate of the over (or under) at a line over the last n results (newest first). A push is
 * neither a hit nor a miss; zero games answer a null rate.
 */
export function hitRateAtLine(
  results: number[],
  line: number,
  n: number,
  side: 'over' | 'under' = 'over',
): THitRate {
  if (!Number.isFinite(line)) throw new BettingInputError('A hit rate needs a line.');
  if (!Number.isInteger(n) || n < 1) throw new BettingInputError(`Invalid number of games ${String(n)}.`);
  const sample = results.slice(0, n);
  const over = sample.filter((v) => v > line).length;
  const under = sample.filter((v) => v < line).length;
  const hits = side === 'over' ? over : under;
  const misses = side === 'over' ? under : over;
  const decided = hits + misses;
  return {
    games: sample.length,
    hits,
    misses,
    pushes: sample.length - decided,
    rate: decided ? hits / decided : null,
    interval: wilsonInterval(hits, decided),
  };
}

/** The run of the newest results on one side of the line (a push ends it): 3 overs in a row -> over 3. */
export function streakAtLine(
  results: number[],
  line: number,
): { side: 'over' | 'under'; count: number } | null {
  const first = results[0];
  if (first === undefined || first === line) return null;
  const side = first > line ? 'over' : 'under';
  let count = 0;
  for (const v of results) {
    if (side === 'over' ? v > line : v < line) count++;
    else break;
  }
  return { side, count };
}
