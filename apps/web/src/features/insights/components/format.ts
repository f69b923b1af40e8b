import { formatEastern } from '../../../shared/eastern-time';

/** Display helpers shared by the insight screens. */

/** A start time in Eastern time ("Mon, Nov 23, 7:00 PM ET"). */
export const startsAt = (iso: string) => `${formatEastern(iso, 'weekdayDateTime')} ET`;

/** American odds with their sign (+150, -110). */
export const american = (n: number) => (n > 0 ? `+${n}` : String(n));

/** A spread with its sign (+3.5, -7, PK). */
export const spread = (n: number) => (n === 0 ? 'PK' : n > 0 ? `+${n}` : String(n));

/** A share (0..1) as a whole percent, or a dash. */
export const percent = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)}%`);

/** A number with one decimal, or a dash. */
export const oneDecimal = (n: number | null | undefined) =>
  n === null || n === undefined ? '–' : n.toFixed(1);

/**
 * Implied team totals from a game total and the home spread: the favourite gets half the total
 * plus half the spread (home spread -3 on 45 gives home 24, away 21).
 */
export function impliedTotals(total: number, homeSpread: number) {
  const home = Math.round((total / 2 - homeSpread / 2) * 10) / 10;
  return { home, away: Math.round((total - home) * 10) / 10 };
}
