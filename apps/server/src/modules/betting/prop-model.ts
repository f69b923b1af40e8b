// Our projection of a prop's stat and the probability that it goes over a line. A deliberately
// simple, explainable model: a recency-weighted mean of the last games, a normal distribution
// around it with the spread the player showed over the last 20 games (Poisson for small counts),
// weighted with the market's no-vig probability.

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Fewest games a projection is made from; with less, the analyzer shows no projection. */
export const MIN_GAMES = 3;

/** Projection of the stat from results newest first: 50% last 5, 30% last 10, 20% last 20. */
export function projectStat(results: number[]): number | null {
  if (results.length < MIN_GAMES) return null;
  return (
    0.5 * mean(results.slice(0, 5)) + 0.3 * mean(results.slice(0, 10)) + 0.2 * mean(results.slice(0, 20))
  );
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 26.2.17, error below 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const tail =
    d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - tail : tail;
}

/** P(X > line) for X Poisson with this mean: the distribution of small counts (hits, shots on goal). */
export function poissonOver(mean: number, line: number): number {
  if (mean <= 0) return 0;
  let term = Math.exp(-mean);
  let atOrUnder = 0;
  for (let k = 0; k <= Math.floor(line); k++) {
    atOrUnder += term;
    term *= mean / (k + 1);
  }
  return Math.max(0, 1 - atOrUnder);
}

/**
 * Markets settled on a small count of rare events (about one hit a game, two or three shots on
 * goal): a normal curve puts too much of them over a line of 0.5 or 1.5, so they are read as
 * Poisson counts around the projection.
 */
export const COUNT_MARKETS: ReadonlySet<string> = new Set(['hits', 'shots_on_goal']);

/**
 * Probability that the stat goes over the line from the player's results alone: Poisson around
 * the projection for count markets, else normal with the sample deviation of the results (at least
 * 15% of the projection, and 0.5, so a streaky few games do not make the model certain); kept
 * within 2%..98% for the same reason.
 */
export function overProbability(results: number[], projection: number, line: number, count = false): number {
  const sample = results.slice(0, 20);
  let p: number;
  if (count) p = poissonOver(projection, line);
  else {
    const m = mean(sample);
    const variance = sample.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, sample.length - 1);
    const sd = Math.max(Math.sqrt(variance), 0.15 * Math.abs(projection), 0.5);
    p = 1 - normalCdf((line - projection) / sd);
  }
  return Math.min(0.98, Math.max(0.02, p));
}

/**
 * Weight of the player's own results against the market's no-vig probability. Twenty games say
 * less about a player than the books know (his role, the matchup, the news), so a model that
 * trusted them alone was over-sure: over thousands of settled demo props its 25% overs went over
 * 40% of the time, and it showed edges of 30-40 points. A third of its own read, two thirds of
 * the market's, is calibrated there (prop-calibration.test.ts) and leaves typical edges of a few
 * points.
 */
export const MODEL_WEIGHT = 0.25;

/**
 * The model's probability of the over: its own read of the player's results, weighted with the
 * market's no-vig probability of the over when the books quote both sides.
 */
export function modelOverProbability(o: {
  results: number[];
  projection: number;
  line: number;
  market: string;
  fairOver: number | null;
}): number {
  const own = overProbability(o.results, o.projection, o.line, COUNT_MARKETS.has(o.market));
  if (o.fairOver === null) return own;
  return o.fairOver + MODEL_WEIGHT * (own - o.fairOver);
}
