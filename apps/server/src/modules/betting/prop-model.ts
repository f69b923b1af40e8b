// Our projection of a prop's stat and the probability that it goes over a line. A deliberately
// simple, explainable model: a recency-weighted mean of the last games, and a normal distribution
// around it with the spread the player showed over the last 20 games.

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

/**
 * Probability that the stat goes over the line: normal around the projection with the sample
 * deviation of the results (at least 15% of the projection, and 0.5, so a streaky few games do not
 * make the model certain); kept within 2%..98% for the same reason.
 */
export function overProbability(results: number[], projection: number, line: number): number {
  const sample = results.slice(0, 20);
  const m = mean(sample);
  const variance = sample.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, sample.length - 1);
  const sd = Math.max(Math.sqrt(variance), 0.15 * Math.abs(projection), 0.5);
  const p = 1 - normalCdf((line - projection) / sd);
  return Math.min(0.98, Math.max(0.02, p));
}
