import { tiedPrize, type PrizeTable } from '../contest/contest';
import type { PackedLineups } from '../field/lineup';
import { DRAW_BATCH, drawCorrelatedBatch } from '../model/correlation';
import { NormalSource } from '../model/normal';
import type { SimModel } from '../model/sim-model';
import { RankIndex } from './rank-index';

/** Input of one run of the contest K times. */
export type ContestRun = {
  model: SimModel;
  /** Every distinct entry of the contest (field lineups and tracked lineups). */
  entries: PackedLineups;
  /** Copies of each entry in the contest; 0 for a tracked lineup screened alone against the field. */
  weights: Float64Array;
  /** Entries whose prizes are measured. */
  tracked: Int32Array;
  table: PrizeTable;
  iterations: number;
  seed: number;
  /** Keep each tracked lineup's score in every iteration (for percentiles). */
  keepScores?: boolean;
  /** Keep each tracked lineup's place in every iteration (for the portfolio chooser). */
  keepPlaces?: boolean;
  /** Keep every model player's points of the first N iterations. */
  dumpDraws?: number;
  onProgress?: (done: number, total: number) => void;
};

/** Totals of a run per tracked lineup (index as in `tracked`). */
export type ContestTotals = {
  prizeSum: Float64Array;
  /** Variance of prize / fee over the iterations (population). */
  prizeVar: Float64Array;
  win: Float64Array;
  top1: Float64Array;
  cash: Float64Array;
  scoreSum: Float64Array;
  /** Variance of the score over the iterations (population). */
  scoreVar: Float64Array;
  /** tracked x iterations, iteration-major per lineup (lineup t at t * K). */
  scores: Float64Array | null;
  /**
   * tracked x iterations (lineup t at t * K): entries strictly above the lineup, other entries
   * tied with it (at most 65,535 counted), and its score in whole millionths of a point.
   */
  places: { above: Int32Array; tied: Uint16Array; score: Int32Array } | null;
  /** Per model player: iterations (fractional for ties) in which he is in the best entry. */
  optimal: Float64Array;
  /** Per model player: points in the first `dumpDraws` iterations. */
  draws: Float64Array[] | null;
};

/** Scores are ranked in whole millionths of a point (rounded to 1e-6, as the definitions ask). */
const MICRO = 1e6;

/** Iterations drawn and scored together (the draw's and the scoring step's sums are written out for 8). */
const BATCH = DRAW_BATCH;

/** Plays the contest `iterations` times on correlated draws from the seed. No I/O, no clock. */
export function runContest(run: ContestRun): ContestTotals {
  const { model, entries, weights, tracked, table, iterations } = run;
  const nPlayers = model.players.length;
  const T = tracked.length;
  const U = entries.count;
  const size = entries.size;
  const idx = entries.players;
  const mult = entries.multipliers;
  const normals = new NormalSource(run.seed);
  // The batch's correlated normals and points, player-major (z[p * BATCH + b]).
  const z = new Float64Array(nPlayers * BATCH);
  const scratch = new Float64Array(
    BATCH *
      Math.max(
        1,
        model.blocks.reduce((n, b) => n + b.players.length, 0),
      ),
  );
  // A column per (player, multiplier) pair the entries use: its points in whole millionths
  // (each player's slot points rounded to 1e-6), so a lineup's score is an exact integer sum and
  // equal lineups tie exactly whatever the order of their players.
  const columnAt = new Map<string, number>();
  const colPlayers: number[] = [];
  const colMults: number[] = [];
  const cols = new Int32Array(U * size);
  for (let i = 0; i < U * size; i++) {
    const key = `${idx[i]!}:${mult[i]!}`;
    let c = columnAt.get(key);
    if (c === undefined) {
      c = colPlayers.length;
      columnAt.set(key, c);
      colPlayers.push(idx[i]!);
      colMults.push(mult[i]!);
    }
    cols[i] = c;
  }
  const nCols = colPlayers.length;
  const colPlayer = Int32Array.from(colPlayers);
  const colMult = Float64Array.from(colMults);
  // Tracked entries are scored even when not in the contest (weight 0: screened alone).
  const isTracked = new Uint8Array(U);
  for (let t = 0; t < T; t++) isTracked[tracked[t]!] = 1;
  // Iterations run in batches of BATCH: column points are column-major (pts[c * BATCH + b]), so
  // each lineup's columns are read once per batch and the inner step adds BATCH contiguous points.
  const pts = new Float64Array(nCols * BATCH);
  const points = new Float64Array(nPlayers * BATCH);
  // The batch's scores of every entry, iteration-major (entry e in iteration b at b * U + e),
  // exact integer micro-points; then each iteration's tracked scores, best entries and ranks.
  const batchScores = new Float64Array(U * BATCH);
  const trackedScores = new Float64Array(T);
  const rank = new RankIndex(Math.max(1, T));
  const best = new Int32Array(U);
  /** Entries that are scored: those in the contest and the tracked ones (screened alone). */
  const scored = Uint8Array.from(weights, (w, e) => (w > 0 || isTracked[e] ? 1 : 0));
  /** The scores of entry e in the batch's iterations, into `batchScores`. */
  const scoreBatch = (e: number): void => {
    const o = e * size;
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0; // prettier-ignore
    for (let k = 0; k < size; k++) {
      const c = cols[o + k]! * BATCH;
      s0 += pts[c]!;
      s1 += pts[c + 1]!;
      s2 += pts[c + 2]!;
      s3 += pts[c + 3]!;
      s4 += pts[c + 4]!;
      s5 += pts[c + 5]!;
      s6 += pts[c + 6]!;
      s7 += pts[c + 7]!;
    }
    batchScores[e] = s0;
    batchScores[U + e] = s1;
    batchScores[2 * U + e] = s2;
    batchScores[3 * U + e] = s3;
    batchScores[4 * U + e] = s4;
    batchScores[5 * U + e] = s5;
    batchScores[6 * U + e] = s6;
    batchScores[7 * U + e] = s7;
  };
  const dumpCount = Math.min(run.dumpDraws ?? 0, iterations);
  const totals: ContestTotals = {
    prizeSum: new Float64Array(T),
    prizeVar: new Float64Array(T),
    win: new Float64Array(T),
    top1: new Float64Array(T),
    cash: new Float64Array(T),
    scoreSum: new Float64Array(T),
    scoreVar: new Float64Array(T),
    scores: run.keepScores ? new Float64Array(T * iterations) : null,
    places: run.keepPlaces
      ? {
          above: new Int32Array(T * iterations),
          tied: new Uint16Array(T * iterations),
          score: new Int32Array(T * iterations),
        }
      : null,
    optimal: new Float64Array(nPlayers),
    draws: dumpCount > 0 ? Array.from({ length: nPlayers }, () => new Float64Array(dumpCount)) : null,
  };
  // Sums of squares are taken about each lineup's first value, so a constant stays exactly 0.
  const prizeShift = new Float64Array(T);
  const scoreShift = new Float64Array(T);
  const prizeSq = new Float64Array(T);
  const scoreSq = new Float64Array(T);
  const { mean, sd, floor } = model;
  const fee = table.contest.entryFee;
  const step = Math.max(1, Math.floor(iterations / 100));
  let reported = 0;
  for (let start = 0; start < iterations; start += BATCH) {
    const nb = Math.min(BATCH, iterations - start);
    drawCorrelatedBatch(model.blocks, normals, z, scratch, nb);
    for (let p = 0; p < nPlayers; p++) {
      const m = mean[p]!;
      const s = sd[p]!;
      const f = floor[p]!;
      for (let b = 0, o = p * BATCH; b < nb; b++, o++) {
        const v = m + s * z[o]!;
        points[o] = v > f ? v : f;
      }
    }
    for (let c = 0; c < nCols; c++) {
      const from = colPlayer[c]! * BATCH;
      const k = colMult[c]!;
      for (let b = 0, o = c * BATCH; b < nb; b++, o++) pts[o] = Math.round(points[from + b]! * k * MICRO);
    }
    if (totals.draws)
      for (let b = 0; b < nb && start + b < dumpCount; b++)
        for (let p = 0; p < nPlayers; p++)
          totals.draws[p]![start + b] = Math.round(points[p * BATCH + b]! * MICRO) / MICRO;
    // Every entry once per batch (its columns read once for the batch's iterations).
    for (let e = 0; e < U; e++) if (scored[e]) scoreBatch(e);
    for (let b = 0; b < nb; b++) {
      const it = start + b;
      const row = b * U;
      for (let t = 0; t < T; t++) trackedScores[t] = batchScores[row + tracked[t]!]!;
      // The contest's best entries (ties share the optimal rate), in entry order.
      let top = -Infinity;
      let bestCount = 0;
      for (let e = 0; e < U; e++) {
        if (weights[e] === 0) continue;
        const r = batchScores[row + e]!;
        if (r >= top) {
          if (r > top) {
            top = r;
            bestCount = 0;
          }
          best[bestCount++] = e;
        }
      }
      for (let i = 0; i < bestCount; i++) {
        const o = best[i]! * size;
        for (let k = 0; k < size; k++) {
          const p = idx[o + k]!;
          totals.optimal[p] = totals.optimal[p]! + 1 / bestCount;
        }
      }
      rank.reset(trackedScores, T);
      rank.addAll(batchScores, row, U, weights);
      rank.finish();
      for (let t = 0; t < T; t++) {
        const r = trackedScores[t]!;
        const place = rank.placeOfTracked(t);
        const above = rank.above(place);
        const tied = rank.tied(place) + (weights[tracked[t]!]! > 0 ? 0 : 1);
        const ratio = tiedPrize(table, above, tied) / fee;
        if (it === 0) prizeShift[t] = ratio;
        totals.prizeSum[t] = totals.prizeSum[t]! + ratio;
        prizeSq[t] = prizeSq[t]! + (ratio - prizeShift[t]!) ** 2;
        if (above === 0) totals.win[t] = totals.win[t]! + 1 / tied;
        if (above < table.top1Places) totals.top1[t] = totals.top1[t]! + 1;
        if (ratio > 0) totals.cash[t] = totals.cash[t]! + 1;
        const score = r / MICRO;
        if (it === 0) scoreShift[t] = score;
        totals.scoreSum[t] = totals.scoreSum[t]! + score;
        scoreSq[t] = scoreSq[t]! + (score - scoreShift[t]!) ** 2;
        if (totals.scores) totals.scores[t * iterations + it] = score;
        if (totals.places) {
          totals.places.above[t * iterations + it] = above;
          totals.places.tied[t * iterations + it] = Math.min(65_535, tied - 1);
          totals.places.score[t * iterations + it] = r;
        }
      }
    }
    const done = start + nb;
    if (run.onProgress && (done - reported >= step || done === iterations)) {
      reported = done;
      run.onProgress(done, iterations);
    }
  }
  for (let t = 0; t < T; t++) {
    const dp = totals.prizeSum[t]! / iterations - prizeShift[t]!;
    totals.prizeVar[t] = Math.max(0, prizeSq[t]! / iterations - dp * dp);
    const ds = totals.scoreSum[t]! / iterations - scoreShift[t]!;
    totals.scoreVar[t] = Math.max(0, scoreSq[t]! / iterations - ds * ds);
  }
  return totals;
}
