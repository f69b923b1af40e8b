import { describe, expect, it } from 'vitest';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import { stackOf } from './lineup-stats';

const player = (id: string, team: string, opponent: string) =>
  ({ id, name: `P${id}`, team, opponent, positions: ['WR'] }) as unknown as TSlatePlayer;
const byEntry = new Map(
  [
    player('1', 'CHI', 'ATL'),
    player('2', 'DEN', 'LV'),
    player('3', 'GB', 'TEN'),
    player('4', 'CHI', 'ATL'),
  ].map((p) => [p.id, p]),
);
const lineup = (...ids: string[]): TLineup => ({
  players: ids.map((id) => ({ id, name: `P${id}`, slot: 'WR', salary: 1, projection: 1 })),
  salary: ids.length,
  projection: ids.length,
});

describe('stackOf', () => {
  it('says "no stack" when no two players share a team', () => {
    expect(stackOf(lineup('1', '2', '3'), byEntry)).toBe('no stack');
  });
  it('names the team with most players', () => {
    expect(stackOf(lineup('1', '2', '4'), byEntry)).toBe('CHI 2');
  });
});
