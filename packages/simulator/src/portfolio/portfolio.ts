import { prizeTable, tiedPrize, type Contest, type PrizeTable } from '../contest/contest';
import type { FieldOptions } from '../field/field';
import { packLineups, type Members } from '../field/lineup';
import type { SimModel } from '../model/sim-model';
import { runContest } from '../engine/contest-run';
import { buildField, distinctField } from '../engine/simulate';

/** Input of the portfolio chooser. */
export type PortfolioInput = {
  model: SimModel;
  /** The candidate pool (for example 2,000 lineups built with randomness). */
  candidates: Members[];
  /** How many lineups to enter. */
  size: number;
  /** Highest share of the chosen lineups one player may be in (0..1; default 1). */
  maxExposure?: number;
  contest: Contest;
  field?: Members[];
  iterations: number;
  seed: number;
  fieldOptions?: FieldOptions;
  /** Progress: the field is drawn, then the candidates are screened (the choice itself is quick). */
  onProgress?: (phase: 'field' | 'screen', done: number, total: number) => void;
};

/** A chosen portfolio and how it compares with the top N by projection in the same simulations. */
export type PortfolioResult = {
  /** Candidate indices chosen, in the order the greedy pass took them. */
  chosen: number[];
  /** Candidate indices of the top N by projection under the same exposure cap (the baseline). */
  baseline: number[];
  /** Return on the portfolio's total fees (prizes / fees - 1), entered together. */
  roi: number;
  baselineRoi: number;
  /** roi - baselineRoi, in the same iterations. */
  gain: number;
  /** Each candidate's simulated return entered alone against the field (prize / fee - 1). */
  candidateRoi: number[];
};

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** A portfolio the input cannot make (the size, the exposure cap, the memory), naming the input to change. */
export class PortfolioInputError extends Error {
  constructor(
    message: string,
    readonly field: 'size' | 'maxExposure' | 'iterations',
  ) {
    super(message);
    this.name = 'PortfolioInputError';
  }
}

/**
 * Iterations the greedy choice looks at (evenly spaced): its work grows with candidates x
 * iterations x steps, and 4,000 iterations already rank candidates' marginal gains steadily.
 */
export const GREEDY_ITERATIONS = 4_000;

/** Most candidate places the screening keeps (10 bytes each: 500 MB, e.g. 5,000 candidates x 10,000 iterations). */
export const MAX_SCREENED = 50_000_000;

/**
 * Chooses `size` of the candidates to maximise the portfolio's simulated prizes when entered
 * together. Each candidate is first played alone against the field in every iteration (its place
 * among the field and its score are kept). Then a greedy pass adds, one at a time, the candidate
 * with the largest exact marginal gain in those iterations: its prize at its place among the field
 * and the lineups already chosen, minus what it costs chosen lineups it pushes one place down.
 * Gains only shrink as the portfolio grows, so stale gains are upper bounds and only the best few
 * are recomputed each step (lazy greedy). Candidates that would push a player past the exposure
 * cap are skipped. The chosen set and the top `size` by projection are then entered together in
 * the same screened iterations (same draws, same field) and compared (the baseline under the same
 * cap).
 */
export function choosePortfolio(input: PortfolioInput): PortfolioResult {
  const { model, candidates, size, iterations } = input;
  if (!Number.isInteger(size) || size < 1 || size > candidates.length)
    throw new PortfolioInputError(
      `The portfolio size must be a whole number from 1 to ${candidates.length} (the candidates).`,
      'size',
    );
  if (candidates.length * iterations > MAX_SCREENED)
    throw new PortfolioInputError(
      `${candidates.length} candidates x ${iterations} iterations is over ${MAX_SCREENED.toLocaleString('en-US')} screened places (memory); use fewer iterations or candidates.`,
      'iterations',
    );
  const table = prizeTable(input.contest);
  const field = buildField({
    model,
    lineups: candidates.slice(0, size),
    contest: input.contest,
    ...(input.field ? { field: input.field } : {}),
    iterations,
    seed: input.seed,
    ...(input.fieldOptions ? { fieldOptions: input.fieldOptions } : {}),
    ...(input.onProgress
      ? { onProgress: (_: string, d: number, t: number) => input.onProgress?.('field', d, t) }
      : {}),
  });
  const distinct = distinctField(field);
  // Every candidate alone against the field (weight 0: candidates never meet each other here).
  const screen = runContest({
    model,
    entries: packLineups(model, [...distinct.lineups, ...candidates]),
    weights: Float64Array.from([...distinct.copies, ...candidates.map(() => 0)]),
    tracked: Int32Array.from(candidates, (_, i) => distinct.lineups.length + i),
    table,
    iterations,
    seed: input.seed,
    keepPlaces: true,
    ...(input.onProgress ? { onProgress: (d: number, t: number) => input.onProgress?.('screen', d, t) } : {}),
  });
  const candidateRoi = candidates.map((_, i) => screen.prizeSum[i]! / iterations - 1);
  const chosen = greedyChoice(
    model,
    candidates,
    size,
    input.maxExposure ?? 1,
    table,
    screen.places!,
    iterations,
  );
  if (chosen.length < size)
    throw new PortfolioInputError(
      `Only ${chosen.length} of ${size} lineups fit a max exposure of ${Math.round((input.maxExposure ?? 1) * 100)} %; raise it or add candidates.`,
      'maxExposure',
    );
  const projection = candidates.map((members) =>
    members.reduce(
      (sum, m) =>
        sum +
        model.mean[m.player]! * (model.rules.kinds[model.rules.slots[m.slot]!.kind]?.pointsMultiplier ?? 1),
      0,
    ),
  );
  // The baseline takes the best projections under the same exposure cap.
  const baseline: number[] = [];
  const baselineCounts = new Int32Array(model.players.length);
  const cap = Math.floor((input.maxExposure ?? 1) * size + 1e-9);
  for (const i of candidates.map((_, c) => c).sort((a, b) => projection[b]! - projection[a]! || a - b)) {
    if (baseline.length === size) break;
    if (candidates[i]!.some((m) => baselineCounts[m.player]! >= cap)) continue;
    for (const m of candidates[i]!) baselineCounts[m.player]!++;
    baseline.push(i);
  }
  const together = (set: number[]): number =>
    enteredTogether(set, table, screen.places!, iterations) / (iterations * set.length) - 1;
  const roi = together(chosen);
  const baselineRoi = together(baseline);
  return {
    chosen,
    baseline,
    roi: round6(roi),
    baselineRoi: round6(baselineRoi),
    gain: round6(roi - baselineRoi),
    candidateRoi: candidateRoi.map(round6),
  };
}

/**
 * Total prize / fee of a set of candidates entered together, in the screened iterations: each
 * one's place counts the field entries above it (kept by the screening run) and the set's own
 * entries above it, and ties (with the field and within the set) share their places' prizes.
 * The contest is the same as playing the set against that field again, without the scoring.
 */
function enteredTogether(
  set: readonly number[],
  table: PrizeTable,
  places: { above: Int32Array; tied: Uint16Array; score: Int32Array },
  K: number,
): number {
  const fee = table.contest.entryFee;
  const n = set.length;
  const scores = new Float64Array(n);
  const sorted = new Float64Array(n);
  let total = 0;
  for (let it = 0; it < K; it++) {
    for (let i = 0; i < n; i++) scores[i] = places.score[set[i]! * K + it]!;
    sorted.set(scores);
    sorted.sort();
    for (let i = 0; i < n; i++) {
      const c = set[i]! * K + it;
      const score = scores[i]!;
      // Members strictly above (sorted ascending: those after the last equal one) and equal.
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! <= score) lo = mid + 1;
        else hi = mid;
      }
      let first = lo;
      while (first > 0 && sorted[first - 1] === score) first--;
      const above = places.above[c]! + (n - lo);
      const tied = places.tied[c]! + (lo - first);
      total += tiedPrize(table, above, tied) / fee;
    }
  }
  return total;
}

/** The lazy greedy of choosePortfolio; returns candidate indices in the order chosen. */
function greedyChoice(
  model: SimModel,
  candidates: readonly Members[],
  size: number,
  maxExposure: number,
  table: PrizeTable,
  places: { above: Int32Array; tied: Uint16Array; score: Int32Array },
  K: number,
): number[] {
  const fieldSize = table.prefix.length - 1;
  const prizeAt = (place: number): number =>
    place <= fieldSize ? table.prefix[place]! - table.prefix[place - 1]! : 0;
  const paid = table.paidPlaces;
  // Per candidate, the iterations in which it is paid alone (only there can it gain or push).
  // The choice looks at every step-th iteration (at most GREEDY_ITERATIONS of them); the
  // comparison afterwards uses them all.
  const step = Math.ceil(K / GREEDY_ITERATIONS);
  const paidIn = candidates.map((_, c) => {
    let n = 0;
    for (let it = 0; it < K; it += step) if (places.above[c * K + it]! < paid) n++;
    const out = new Int32Array(n);
    n = 0;
    for (let it = 0; it < K; it += step) if (places.above[c * K + it]! < paid) out[n++] = it;
    return out;
  });
  // Per iteration, the chosen lineups paid in it (best score first): their scores, places among
  // the field, and loss[k] = what pushing the lineups from k on down one place costs them.
  const scores: number[][] = Array.from({ length: K }, () => []);
  const fieldAbove: number[][] = Array.from({ length: K }, () => []);
  const loss: number[][] = Array.from({ length: K }, () => [0]);
  /** Chosen lineups paid in iteration `it` with a score at or above `score`. */
  const aboveIn = (it: number, score: number): number => {
    const list = scores[it]!;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! >= score) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const gain = (c: number): number => {
    let total = 0;
    for (const it of paidIn[c]!) {
      const j = aboveIn(it, places.score[c * K + it]!);
      total += prizeAt(places.above[c * K + it]! + j + 1) - loss[it]![j]!;
    }
    return total;
  };
  const add = (c: number): void => {
    for (const it of paidIn[c]!) {
      const score = places.score[c * K + it]!;
      const j = aboveIn(it, score);
      scores[it]!.splice(j, 0, score);
      fieldAbove[it]!.splice(j, 0, places.above[c * K + it]!);
      const n = scores[it]!.length;
      const suffix = new Array<number>(n + 1).fill(0);
      for (let k = n - 1; k >= 0; k--) {
        const place = fieldAbove[it]![k]! + k + 1;
        suffix[k] = suffix[k + 1]! + prizeAt(place) - prizeAt(place + 1);
      }
      loss[it] = suffix;
    }
  };
  const cap = Math.floor(maxExposure * size + 1e-9);
  const counts = new Int32Array(model.players.length);
  const bound = Float64Array.from(candidates, (_, c) => gain(c));
  const fresh = new Int32Array(candidates.length).fill(0);
  const open = candidates.map((_, c) => c);
  const chosen: number[] = [];
  while (chosen.length < size && open.length) {
    // The open candidate with the best bound (ties: the earlier candidate).
    let best = -1;
    for (const c of open) if (best < 0 || bound[c]! > bound[best]!) best = c;
    const members = candidates[best]!;
    const at = open.indexOf(best);
    if (members.some((m) => counts[m.player]! >= cap)) {
      open.splice(at, 1);
      continue;
    }
    if (fresh[best] !== chosen.length) {
      bound[best] = gain(best);
      fresh[best] = chosen.length;
      continue;
    }
    open.splice(at, 1);
    chosen.push(best);
    for (const m of members) counts[m.player]!++;
    add(best);
  }
  return chosen;
}
