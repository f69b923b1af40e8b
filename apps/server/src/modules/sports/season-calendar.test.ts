import { describe, expect, it } from 'vitest';
import { nflWeek, regularSeason, seasonDay } from './season-calendar';

// The calendar on fixed dates (never today's): the real seasons' first and last days, the NFL week,
// and which sports are in or out of season on a date.
describe('season calendar', () => {
  it('matches the real 2024-25 and 2025-26 regular seasons', () => {
    expect(regularSeason('nfl', 2024)).toMatchObject({ start: '2024-09-05' });
    expect(regularSeason('nfl', 2025)).toMatchObject({ start: '2025-09-04' });
    expect(regularSeason('nfl', 2026)).toMatchObject({ start: '2026-09-10' });
    // Week 18 of 2025 ended with the games of Sunday 2026-01-04.
    expect(regularSeason('nfl', 2025).end >= '2026-01-04').toBe(true);
    expect(regularSeason('nba', 2024)).toEqual({ sport: 'nba', start: '2024-10-22', end: '2025-04-13' });
    expect(regularSeason('nba', 2025)).toEqual({ sport: 'nba', start: '2025-10-21', end: '2026-04-12' });
    expect(regularSeason('nhl', 2025)).toEqual({ sport: 'nhl', start: '2025-10-07', end: '2026-04-16' });
    expect(regularSeason('mlb', 2024)).toEqual({ sport: 'mlb', start: '2024-03-28', end: '2024-09-29' });
    expect(regularSeason('mlb', 2025)).toEqual({ sport: 'mlb', start: '2025-03-27', end: '2025-09-28' });
  });

  it('numbers NFL weeks from Thursday to Wednesday', () => {
    expect(nflWeek('2026-09-09')).toBeNull();
    expect(nflWeek('2026-09-10')).toBe(1);
    expect(nflWeek('2026-09-16')).toBe(1);
    expect(nflWeek('2026-09-17')).toBe(2);
    // Thanksgiving 2026 opens week 12.
    expect(nflWeek('2026-11-26')).toBe(12);
    expect(nflWeek('2027-01-03')).toBe(17);
    expect(nflWeek('2027-01-10')).toBe(18);
    expect(nflWeek('2027-03-01')).toBeNull();
    expect(nflWeek('2026-07-15')).toBeNull();
  });

  it('says which sports are in season on a date, and which season an off-season date follows', () => {
    const phases = (date: string) =>
      Object.fromEntries((['nba', 'mlb', 'nhl', 'nfl'] as const).map((s) => [s, seasonDay(s, date).phase]));
    expect(phases('2026-11-26')).toEqual({
      nba: 'regular',
      mlb: 'offseason',
      nhl: 'regular',
      nfl: 'regular',
    });
    expect(phases('2026-07-15')).toEqual({
      nba: 'offseason',
      mlb: 'regular',
      nhl: 'offseason',
      nfl: 'offseason',
    });
    expect(phases('2027-02-20')).toEqual({
      nba: 'regular',
      mlb: 'offseason',
      nhl: 'regular',
      nfl: 'offseason',
    });
    expect(seasonDay('mlb', '2026-11-26')).toEqual({
      phase: 'offseason',
      season: { sport: 'mlb', start: '2026-03-26', end: '2026-09-27' },
      next: '2027-03-25',
    });
    expect(seasonDay('nba', '2026-10-01').season).toEqual({
      sport: 'nba',
      start: '2025-10-21',
      end: '2026-04-12',
    });
    expect(seasonDay('nba', '2026-10-01').next).toBe('2026-10-20');
  });
});
