import { describe, expect, it } from 'vitest';
import { easternToIso, parseGameInfo } from './eastern-time';

describe('Eastern start times', () => {
  it('uses EDT in summer and EST in winter, the same answer every time', () => {
    expect(easternToIso(2020, 9, 24, 19, 5)).toBe('2020-09-24T23:05:00.000Z');
    expect(easternToIso(2022, 2, 8, 19, 0)).toBe('2022-02-09T00:00:00.000Z');
    // 2022's daylight time ended on Sunday 6 November.
    expect(easternToIso(2022, 11, 5, 13, 0)).toBe('2022-11-05T17:00:00.000Z');
    expect(easternToIso(2022, 11, 7, 13, 0)).toBe('2022-11-07T18:00:00.000Z');
    expect(easternToIso(2020, 9, 24, 19, 5)).toBe('2020-09-24T23:05:00.000Z');
  });

  it('reads the DraftKings game info column', () => {
    expect(parseGameInfo('DAL@MIN 11/20/2022 04:25PM ET')).toEqual({
      game: 'DAL@MIN',
      away: 'DAL',
      home: 'MIN',
      startTime: '2022-11-20T21:25:00.000Z',
      started: false,
    });
  });
});
