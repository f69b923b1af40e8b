import { describe, expect, it } from 'vitest';
import { formatEastern } from './eastern-time';

describe('formatEastern', () => {
  // 2026-11-24 00:30 UTC is 7:30 PM on Monday, November 23 in New York (EST).
  const at = '2026-11-24T00:30:05.000Z';

  it('shows the Eastern wall clock, not the UTC one, in each style the screens use', () => {
    expect(formatEastern(at, 'weekdayDateTime')).toBe('Mon, Nov 23, 7:30 PM');
    expect(formatEastern(at, 'dateTime')).toBe('Nov 23, 7:30 PM');
    expect(formatEastern(at, 'weekdayTime')).toBe('Mon 7:30 PM');
    expect(formatEastern(at, 'weekdayDate')).toBe('Mon, Nov 23');
    expect(formatEastern(at, 'time')).toBe('7:30 PM');
    expect(formatEastern(new Date(at), 'medium')).toBe('Nov 23, 2026, 7:30 PM');
    expect(formatEastern(at, 'numeric')).toBe('11/23/2026, 7:30:05 PM');
  });

  it('follows daylight saving time (EDT in July)', () => {
    expect(formatEastern('2026-07-04T23:00:00.000Z', 'time')).toBe('7:00 PM');
  });

  it('answers an invalid date as toLocaleString does instead of throwing', () => {
    expect(formatEastern('not a date', 'dateTime')).toBe('Invalid Date');
  });
});
