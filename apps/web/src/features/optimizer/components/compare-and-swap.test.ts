import { describe, expect, it } from 'vitest';
import { getRuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import { compareExposure } from './compare-builds';
import { slotChanges } from './entries-dialog';

const player = (id: string, team: string) =>
  ({ id, name: `P${id}`, team, opponent: null, positions: ['PG'] }) as unknown as TSlatePlayer;
const byEntry = new Map(
  [player('1', 'BOS'), player('2', 'BOS'), player('3', 'NYK'), player('4', 'LAL')].map((p) => [p.id, p]),
);
const lineup = (...ids: string[]): TLineup => ({
  players: ids.map((id) => ({ id, name: `P${id}`, slot: 'UTIL', salary: 1, projection: 1 })),
  salary: ids.length,
  projection: ids.length,
});
const rules = getRuleSet('dk', 'nba', 'classic');

describe('compareExposure', () => {
  it('puts two builds side by side, biggest difference first, with players only one build has', () => {
    const a = [lineup('1', '3'), lineup('1', '2')];
    const b = [lineup('1', '4'), lineup('3', '4')];
    const rows = compareExposure('Player', a, b, byEntry, rules);
    expect(rows.map((r) => [r.name, r.a, r.b, r.diff])).toEqual([
      ['P4', 0, 100, 100],
      ['P1', 100, 50, -50],
      ['P2', 50, 0, -50],
      ['P3', 50, 50, 0],
    ]);
    const teams = compareExposure('Team', a, b, byEntry, rules);
    expect(teams.find((r) => r.name === 'BOS')).toMatchObject({ a: 100, b: 50, diff: -50 });
  });
});

describe('slotChanges', () => {
  const names = new Map([
    ['1', 'Ann'],
    ['2', 'Bob'],
    ['3', 'Cy'],
    ['9', 'Ann'],
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;
  // '9' is Ann's captain id: the same player, so no change.
  const sameAs = (x: string, y: string) => x === y || nameOf(x) === nameOf(y);
  it('lists the slots whose player changed, before -> after, and an empty slot filled', () => {
    expect(slotChanges(['1', '2', null], ['9', '3', '2'], ['CPT', 'UTIL', 'UTIL'], nameOf, sameAs)).toEqual([
      'UTIL: Bob → Cy',
      'UTIL: empty → Bob',
    ]);
  });
});
