import { describe, expect, it } from 'vitest';
import { addDays, easternToIso, etDate, etToUtc } from './eastern-time';

describe('Eastern start times', () => {
  it('uses EDT in summer and EST in winter, the same answer every time', () => {
    expect(easternToIso(2020, 9, 24, 19, 5)).toBe('2020-09-24T23:05:00.000Z');
    expect(easternToIso(2022, 2, 8, 19, 0)).toBe('2022-02-09T00:00:00.000Z');
    // 2022's daylight time ended on Sunday 6 November.
    expect(easternToIso(2022, 11, 5, 13, 0)).toBe('2022-11-05T17:00:00.000Z');
    expect(easternToIso(2022, 11, 7, 13, 0)).toBe('2022-11-07T18:00:00.000Z');
    expect(easternToIso(2020, 9, 24, 19, 5)).toBe('2020-09-24T23:05:00.000Z');
  });

  it('gives the Eastern calendar day and the instant of an Eastern wall-clock time', () => {
    // 03:30 UTC on 25 November is still the evening of the 24th in New York.
    expect(etDate(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
    expect(etDate(new Date('2026-11-25T05:30:00Z'))).toBe('2026-11-25');
    expect(etToUtc('2026-07-04', 0, 0).toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(etToUtc('2026-11-24', 19, 30).toISOString()).toBe('2026-11-25T00:30:00.000Z');
    // 3 AM on the day daylight time starts (8 March 2026) is already EDT.
    expect(etToUtc('2026-03-08', 3, 0).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
