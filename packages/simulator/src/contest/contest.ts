// The contest: entry fee, field size (the user's entries included) and payout table. Tied entries
// share the prizes of the places they occupy.

/** One row of a payout table: places `from`..`to` (1-based, inclusive) each win `prize`. */
export type PayoutRow = { from: number; to: number; prize: number };

/** A contest as contest.json gives it. */
export type Contest = { entryFee: number; fieldSize: number; payouts: PayoutRow[] };

/** A contest ready for ranking: prize per place and its running sums. */
export type PrizeTable = {
  contest: Contest;
  /** prefix[k] = total prize of places 1..k (prefix[0] = 0), k up to fieldSize. */
  prefix: Float64Array;
  /** Number of paid places (the last place with a prize). */
  paidPlaces: number;
  /** Places that count as the top 1 %: ceil(fieldSize / 100). */
  top1Places: number;
};

/** Reads and checks a contest (parsed JSON); throws an Error with a message for the user. */
export function parseContest(value: unknown): Contest {
  if (!value || typeof value !== 'object') throw new Error('The contest must be an object.');
  const v = value as Record<string, unknown>;
  const num = (key: string, x: unknown): number => {
    if (typeof x !== 'number' || !Number.isFinite(x)) throw new Error(`contest.${key} must be a number.`);
    return x;
  };
  const entryFee = num('entryFee', v.entryFee);
  const fieldSize = num('fieldSize', v.fieldSize);
  if (entryFee <= 0) throw new Error('contest.entryFee must be above 0.');
  if (!Number.isInteger(fieldSize) || fieldSize < 2 || fieldSize > 1_000_000)
    throw new Error('contest.fieldSize must be a whole number from 2 to 1,000,000.');
  if (!Array.isArray(v.payouts) || v.payouts.length === 0)
    throw new Error('contest.payouts must list at least one { from, to, prize } row.');
  const payouts = v.payouts.map((row: unknown, i): PayoutRow => {
    const r = (row ?? {}) as Record<string, unknown>;
    const from = num(`payouts[${i}].from`, r.from);
    const to = num(`payouts[${i}].to`, r.to);
    const prize = num(`payouts[${i}].prize`, r.prize);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < from)
      throw new Error(`contest.payouts[${i}]: places must be whole numbers with 1 <= from <= to.`);
    if (to > fieldSize)
      throw new Error(`contest.payouts[${i}]: place ${to} is beyond the field of ${fieldSize}.`);
    if (prize < 0) throw new Error(`contest.payouts[${i}]: the prize cannot be negative.`);
    return { from, to, prize };
  });
  const sorted = [...payouts].sort((a, b) => a.from - b.from);
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i]!.from <= sorted[i - 1]!.to)
      throw new Error(`contest.payouts: places ${sorted[i]!.from}-${sorted[i - 1]!.to} are paid twice.`);
  return { entryFee, fieldSize, payouts: sorted };
}

/** Prize per place, with running sums for splitting ties. */
export function prizeTable(contest: Contest): PrizeTable {
  const prefix = new Float64Array(contest.fieldSize + 1);
  const perPlace = new Float64Array(contest.fieldSize + 1);
  let paidPlaces = 0;
  for (const row of contest.payouts)
    for (let place = row.from; place <= row.to; place++) {
      perPlace[place] = row.prize;
      if (row.prize > 0) paidPlaces = Math.max(paidPlaces, place);
    }
  for (let k = 1; k <= contest.fieldSize; k++) prefix[k] = prefix[k - 1]! + perPlace[k]!;
  return { contest, prefix, paidPlaces, top1Places: Math.ceil(contest.fieldSize / 100) };
}

/**
 * The prize of each of `tied` entries that share places above+1 .. above+tied: the mean prize of
 * those places (places beyond the field pay nothing).
 */
export function tiedPrize(table: PrizeTable, above: number, tied: number): number {
  const last = table.prefix.length - 1;
  const from = Math.min(above, last);
  const to = Math.min(above + tied, last);
  return (table.prefix[to]! - table.prefix[from]!) / tied;
}

/** Common DraftKings and FanDuel contest shapes (payouts as shares of the prize pool). */
export const CONTEST_PRESETS = {
  /** Large-field GPP: about 22 % of the field paid, 20 % of the pool to first. */
  'dk-gpp': { label: 'DraftKings GPP (22 % paid, top-heavy)', rake: 0.15, paid: 0.22, first: 0.2 },
  /** Small single-entry GPP: about 20 % paid, flatter. */
  'fd-gpp': { label: 'FanDuel GPP (20 % paid)', rake: 0.15, paid: 0.2, first: 0.12 },
  /** Double-up: the top 44 % double their entry. */
  'double-up': { label: 'Double-up (44 % paid 2x)', rake: 0.12, paid: 0.44, first: 0 },
  /** 50/50: the top half wins 1.8x. */
  'fifty-fifty': { label: '50/50 (half paid 1.8x)', rake: 0.1, paid: 0.5, first: 0 },
} as const;

/** Name of a contest preset. */
export type ContestPreset = keyof typeof CONTEST_PRESETS;

/**
 * A contest from a preset: flat presets pay every paid place the same; GPP presets pay first its
 * share and decay geometrically to a min-cash of 2x the fee (prizes rounded to cents).
 */
export function presetContest(preset: ContestPreset, entryFee: number, fieldSize: number): Contest {
  const p = CONTEST_PRESETS[preset];
  const pool = entryFee * fieldSize * (1 - p.rake);
  const paid = Math.max(1, Math.floor(fieldSize * p.paid));
  const cents = (x: number): number => Math.round(x * 100) / 100;
  if (p.first === 0)
    return { entryFee, fieldSize, payouts: [{ from: 1, to: paid, prize: cents(pool / paid) }] };
  const minCash = 2 * entryFee;
  const first = pool * p.first;
  // Prize of place k: minCash + (first - minCash) * r^(k-1), with r chosen so the pool is spent.
  const spend = (r: number): number => paid * minCash + ((first - minCash) * (1 - r ** paid)) / (1 - r);
  let lo = 0;
  let hi = 0.999999;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (spend(mid) > pool) hi = mid;
    else lo = mid;
  }
  const payouts: PayoutRow[] = [];
  for (let k = 1; k <= paid; k++) {
    const prize = cents(minCash + (first - minCash) * lo ** (k - 1));
    const prev = payouts[payouts.length - 1];
    if (prev && prev.prize === prize) prev.to = k;
    else payouts.push({ from: k, to: k, prize });
  }
  return { entryFee, fieldSize, payouts };
}
