import type { TSimContest } from '@dfs/contracts';
import { parseContest, presetContest, type Contest } from '@dfs/simulator';
import { AppError } from '../../core/app-error';

const money = (x: number) => `$${x.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', `${field}: ${message}`, { fields: [field] });

/**
 * The contest of a simulation: a preset's shape for the field size and fee, or the user's payout
 * table, refused (400, naming the problem) when its places overlap or pass the field, a lower
 * place pays more than a higher one, nothing is paid, or it pays out more than the entries bring
 * in (a table that does not add up is almost always a typo, and its ROI would mean nothing).
 */
export function simContest(asked: TSimContest, fieldSize: number): Contest {
  if (asked.kind === 'preset') return presetContest(asked.preset, asked.entryFee, fieldSize);
  let contest: Contest;
  try {
    contest = parseContest({ entryFee: asked.entryFee, fieldSize, payouts: asked.payouts });
  } catch (e) {
    // The simulator's messages name the row: "contest.payouts[2]: place 12000 is beyond the field of 10000."
    throw new AppError('VALIDATION', (e as Error).message, { fields: ['contest.payouts'] });
  }
  const rows = contest.payouts;
  const total = rows.reduce((sum, r) => sum + r.prize * (r.to - r.from + 1), 0);
  if (total <= 0) throw invalid('contest.payouts', 'no place pays a prize.');
  const pool = asked.entryFee * fieldSize;
  if (total > pool + 0.005)
    throw invalid(
      'contest.payouts',
      `the table pays ${money(total)} in prizes but ${fieldSize.toLocaleString('en-US')} entries at ${money(asked.entryFee)} bring in ${money(pool)}.`,
    );
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.prize > rows[i - 1]!.prize)
      throw invalid(
        'contest.payouts',
        `place ${rows[i]!.from} pays ${money(rows[i]!.prize)}, more than place ${rows[i - 1]!.to} (${money(rows[i - 1]!.prize)}).`,
      );
  return contest;
}
