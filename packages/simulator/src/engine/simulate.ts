import { prizeTable, type Contest } from '../contest/contest';
import { FieldGenerator, type FieldOptions } from '../field/field';
import { packLineups, type Members } from '../field/lineup';
import type { SimModel } from '../model/sim-model';
import { runContest } from './contest-run';

/** Input of a contest simulation. */
export type SimulateInput = {
  model: SimModel;
  /** The user's lineups (each one entry). */
  lineups: Members[];
  contest: Contest;
  /** Opponents' lineups given by the user; the rest of the field is drawn. */
  field?: Members[];
  iterations: number;
  seed: number;
  fieldOptions?: FieldOptions;
  /** Keep every player's points of the first N iterations. */
  dumpDraws?: number;
  /** Progress: the field is drawn first, then the iterations run. */
  onProgress?: (phase: 'field' | 'iterations', done: number, total: number) => void;
};

/** The answer per user lineup (rates are fractions of the iterations). */
export type LineupStats = {
  roi: number;
  roiStdErr: number;
  win: number;
  top1: number;
  cash: number;
  mean: number;
  sd: number;
  p90: number;
  p99: number;
};

/** Per model player: share of iterations in the contest's best entry, and that minus ownership. */
export type PlayerStats = { optimalRate: number; leverage: number };

/** A finished simulation. */
export type SimulationResult = {
  field: Members[];
  lineups: LineupStats[];
  players: PlayerStats[];
  draws: Float64Array[] | null;
};

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Most lineup scores a simulation keeps for percentiles (8 bytes each: 320 MB). */
export const MAX_KEPT_SCORES = 40_000_000;

/** The seed of the field drawn for a simulation seed (the draws of points use the seed itself). */
export function fieldSeed(seed: number): number {
  return (seed ^ 0x2545f491) >>> 0;
}

/** The opponents of a simulation: the given field first, then drawn lineups up to the field size. */
export function buildField(input: SimulateInput): Members[] {
  const given = input.field ?? [];
  const missing = input.contest.fieldSize - input.lineups.length - given.length;
  if (missing < 0)
    throw new Error(
      `The contest has ${input.contest.fieldSize} entries but ${input.lineups.length} lineups and ${given.length} field entries were given.`,
    );
  if (missing === 0) return [...given];
  input.onProgress?.('field', 0, missing);
  const generator = new FieldGenerator(input.model, fieldSeed(input.seed), {
    calibrationSample: Math.min(3000, Math.max(1000, missing)),
    ...input.fieldOptions,
  });
  const drawn = generator.draw(missing);
  input.onProgress?.('field', missing, missing);
  return [...given, ...drawn];
}

/** Distinct lineups of a field with their number of copies. */
export function distinctField(field: readonly Members[]): { lineups: Members[]; copies: number[] } {
  const at = new Map<string, number>();
  const lineups: Members[] = [];
  const copies: number[] = [];
  for (const members of field) {
    const key = members.map((m) => `${m.player}:${m.slot}`).join(',');
    const i = at.get(key);
    if (i !== undefined) copies[i]!++;
    else {
      at.set(key, lineups.length);
      lineups.push(members);
      copies.push(1);
    }
  }
  return { lineups, copies };
}

/**
 * The k-th smallest value (0-based) of `values`, which it reorders (Hoare's quickselect with the
 * middle element as pivot: linear on average, no full sort of every lineup's K scores).
 */
function kthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** Index of the nearest-rank percentile q among `count` values: the ceil(q K)-th smallest, 0-based. */
const rankOf = (q: number, count: number): number => Math.max(0, Math.ceil(q * count) - 1);

/**
 * The nearest-rank 90th and 99th percentiles (reorders the values). After the first selection
 * every value past its index is at least as large, so the second looks only there.
 */
function percentiles90and99(values: Float64Array): { p90: number; p99: number } {
  const k90 = rankOf(0.9, values.length);
  const k99 = rankOf(0.99, values.length);
  const p90 = kthSmallest(values, k90);
  const p99 = k99 === k90 ? p90 : kthSmallest(values.subarray(k90 + 1), k99 - k90 - 1);
  return { p90, p99 };
}

/**
 * Simulates the contest: draws the field, plays the slate `iterations` times and answers each
 * user lineup's return and each player's optimal rate. Same input and seed, same answer.
 */
export function simulateContest(input: SimulateInput): SimulationResult {
  const { model, lineups, iterations } = input;
  if (!Number.isInteger(iterations) || iterations < 1)
    throw new Error('iterations must be a whole number of at least 1.');
  if (lineups.length * iterations > MAX_KEPT_SCORES)
    throw new Error(
      `${lineups.length} lineups x ${iterations} iterations is over ${MAX_KEPT_SCORES.toLocaleString('en-US')} kept scores (memory for the percentiles); use fewer iterations or lineups.`,
    );
  const field = buildField(input);
  const distinct = distinctField(field);
  const entries = packLineups(model, [...distinct.lineups, ...lineups]);
  const weights = Float64Array.from([...distinct.copies, ...lineups.map(() => 1)]);
  const tracked = Int32Array.from(lineups, (_, i) => distinct.lineups.length + i);
  const totals = runContest({
    model,
    entries,
    weights,
    tracked,
    table: prizeTable(input.contest),
    iterations,
    seed: input.seed,
    keepScores: true,
    ...(input.dumpDraws ? { dumpDraws: input.dumpDraws } : {}),
    ...(input.onProgress
      ? { onProgress: (d: number, t: number) => input.onProgress?.('iterations', d, t) }
      : {}),
  });
  const K = iterations;
  const stats = lineups.map((_, t): LineupStats => {
    const meanRatio = totals.prizeSum[t]! / K;
    const varRatio = totals.prizeVar[t]!;
    const mean = totals.scoreSum[t]! / K;
    const sd = Math.sqrt(totals.scoreVar[t]!);
    const { p90, p99 } = percentiles90and99(totals.scores!.subarray(t * K, (t + 1) * K));
    return {
      roi: round6(meanRatio - 1),
      roiStdErr: round6(Math.sqrt(varRatio) / Math.sqrt(K)),
      win: round6(totals.win[t]! / K),
      top1: round6(totals.top1[t]! / K),
      cash: round6(totals.cash[t]! / K),
      mean: round6(mean),
      sd: round6(sd),
      p90: round6(p90),
      p99: round6(p99),
    };
  });
  const players = model.players.map((p, i): PlayerStats => {
    const optimalRate = totals.optimal[i]! / K;
    return {
      optimalRate: round6(optimalRate),
      leverage: round6(optimalRate - (p.ownership + p.captainOwnership)),
    };
  });
  return { field, lineups: stats, players, draws: totals.draws };
}
