import { parseCsv } from '@dfs/optimizer';
import type { TPayoutRow } from '@dfs/contracts';

// The contest file the sim screen reads: the simulator CLI's contest.json
// ({ "entryFee", "fieldSize"?, "payouts": [{ "from", "to", "prize" }] }) or a CSV of places and
// prizes ("Place,Prize" rows, a place being "1" or a range "2-5"; an "Entry Fee" row sets the fee).

/** An uploaded contest: its payout rows, and the fee and field size when the file gives them. */
export type TContestFile = { payouts: TPayoutRow[]; entryFee: number | null; fieldSize: number | null };

const money = (text: string) => Number(text.replace(/[$,\s]/g, ''));

function fromJson(value: unknown): TContestFile {
  const v = (value ?? {}) as { payouts?: unknown; entryFee?: unknown; fieldSize?: unknown };
  if (!Array.isArray(v.payouts)) throw new Error('The file has no "payouts" list of { from, to, prize }.');
  const payouts = v.payouts.map((row: unknown, i) => {
    const r = (row ?? {}) as Record<string, unknown>;
    const [from, to, prize] = [r.from, r.to ?? r.from, r.prize].map(Number);
    if (![from, to, prize].every(Number.isFinite))
      throw new Error(`Payout ${i + 1} needs from, to and prize numbers.`);
    return { from: from!, to: to!, prize: prize! };
  });
  return {
    payouts,
    entryFee: typeof v.entryFee === 'number' ? v.entryFee : null,
    fieldSize: typeof v.fieldSize === 'number' ? v.fieldSize : null,
  };
}

function fromCsv(text: string): TContestFile {
  const payouts: TPayoutRow[] = [];
  let entryFee: number | null = null;
  parseCsv(text).forEach(({ cells, line }) => {
    const [place = '', prize = ''] = cells.map((c) => c.trim());
    if (/^entry\s*fee$/i.test(place)) entryFee = money(prize);
    if (!/^\d/.test(place)) return;
    const m = /^(\d+)\s*(?:-\s*(\d+))?$/.exec(place);
    const amount = money(prize);
    if (!m || !Number.isFinite(amount))
      throw new Error(`Line ${line}: "${place}, ${prize}" is not a place and a prize.`);
    payouts.push({ from: Number(m[1]), to: Number(m[2] ?? m[1]), prize: amount });
  });
  if (payouts.length === 0) throw new Error('The file lists no "place, prize" rows.');
  return { payouts, entryFee, fieldSize: null };
}

/** Reads an uploaded contest file (JSON or CSV); throws an Error saying what is wrong. */
export function readContestFile(name: string, text: string): TContestFile {
  if (/\.json$/i.test(name) || text.trimStart().startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Error(`${name} is not valid JSON.`);
    }
    return fromJson(value);
  }
  return fromCsv(text);
}

/** Lineups' ROI as a histogram of `bins` equal ranges (labels in percent) for the chart. */
export function roiHistogram(rois: readonly number[], bins = 10): { labels: string[]; counts: number[] } {
  if (rois.length === 0) return { labels: [], counts: [] };
  const lo = Math.min(...rois);
  const hi = Math.max(...rois);
  const width = hi > lo ? (hi - lo) / bins : 1;
  const n = hi > lo ? bins : 1;
  const counts = new Array<number>(n).fill(0);
  for (const r of rois) counts[Math.min(n - 1, Math.floor((r - lo) / width))]!++;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const labels = counts.map((_, i) =>
    n === 1 ? pct(lo) : `${pct(lo + i * width)} to ${pct(lo + (i + 1) * width)}`,
  );
  return { labels, counts };
}
