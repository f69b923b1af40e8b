import { describe, expect, it } from 'vitest';
import { parseGameInfo } from './game-info';

describe('DraftKings game info', () => {
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
