import type { TSportCode } from '@dfs/contracts';
import { addDays } from '@dfs/optimizer';

// The real leagues' regular seasons by their published rules of thumb, so the demo league plays
// when the real one does and the NFL week is the real week. Dates are Eastern calendar days
// (YYYY-MM-DD). Checked against the 2024-25 and 2025-26 schedules:
// - NFL: kickoff the Thursday after Labor Day (first Monday of September); 18 weeks, each from
//   Thursday to the next Wednesday.
// - NBA: opening night the Tuesday on or after October 20; ends the Sunday on or after April 12.
// - NHL: the Tuesday on or after October 4; ends the Thursday on or after April 14.
// - MLB: opening day the Thursday on or after March 25; ends the Sunday on or after September 25.
// Postseasons are left out: the demo league plays regular seasons only.

/** One regular season: its first and last day. */
export type TSeasonWindow = { sport: TSportCode; start: string; end: string };

/** Where a date falls for a sport: in its regular season or between two. */
export type TSeasonDay = {
  phase: 'regular' | 'offseason';
  /** The season under way, or the last one that ended before the date. */
  season: TSeasonWindow;
  /** The next season's first day when out of season. */
  next: string | null;
};

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** The first day on or after `date` that falls on `weekday` (0 Sunday ... 6 Saturday). */
const onOrAfter = (date: string, weekday: number) => addDays(date, (weekday - weekdayOf(date) + 7) % 7);

/** The regular season of a sport that starts in `year`. */
export function regularSeason(sport: TSportCode, year: number): TSeasonWindow {
  switch (sport) {
    case 'nfl': {
      const kickoff = addDays(onOrAfter(`${year}-09-01`, 1), 3);
      return { sport, start: kickoff, end: addDays(kickoff, 18 * 7 - 1) };
    }
    case 'nba':
      return { sport, start: onOrAfter(`${year}-10-20`, 2), end: onOrAfter(`${year + 1}-04-12`, 0) };
    case 'nhl':
      return { sport, start: onOrAfter(`${year}-10-04`, 2), end: onOrAfter(`${year + 1}-04-14`, 4) };
    case 'mlb':
      return { sport, start: onOrAfter(`${year}-03-25`, 4), end: onOrAfter(`${year}-09-25`, 0) };
  }
}

/** The season a date belongs to, or the last one before it and when the next starts. */
export function seasonDay(sport: TSportCode, date: string): TSeasonDay {
  const year = Number(date.slice(0, 4));
  for (const y of [year, year - 1]) {
    const season = regularSeason(sport, y);
    if (date >= season.start && date <= season.end) return { phase: 'regular', season, next: null };
  }
  const thisYear = regularSeason(sport, year);
  const last = date > thisYear.end ? thisYear : regularSeason(sport, year - 1);
  const next = date < thisYear.start ? thisYear.start : regularSeason(sport, year + 1).start;
  return { phase: 'offseason', season: last, next };
}

/** The NFL week (1-18) of a date in the regular season; null out of season. */
export function nflWeek(date: string): number | null {
  const day = seasonDay('nfl', date);
  if (day.phase !== 'regular') return null;
  const days = Math.round(
    (Date.parse(`${date}T12:00:00Z`) - Date.parse(`${day.season.start}T12:00:00Z`)) / 86_400_000,
  );
  return Math.floor(days / 7) + 1;
}
