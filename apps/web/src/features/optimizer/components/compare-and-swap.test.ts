import { describe, expect, it } from 'vitest';
import { getRuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import { compareExposure } from './compare-builds';
import { lateSwapReview } from './entries-dialog';

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

describe('lateSwapReview', () => {
  const names = new Map([
    ['1', 'Josh Allen'],
    ['2', 'Stefon Diggs'],
    ['3', 'Jalen Virgil'],
    ['4', 'Noah Brown'],
    ['5', 'Mack Hollins'],
  ]);
  const entry = {
    line: 2,
    entryId: '4000',
    kept: 2,
    keptIds: ['1', '2'],
    before: ['1', '3', '2', '4'],
    lineup: ['1', '5', '2', '3'],
    changed: true,
    locked: [
      { slot: 0, id: '1' },
      { slot: 2, id: '2' },
    ],
    out: [{ slot: 3, id: '4' }],
    in: [{ slot: 1, id: '5' }],
    projectionBefore: 101.5,
    projectionAfter: 110.25,
    message: null,
  };
  const moved = { ...entry, line: 3, entryId: '4001', changed: false, out: [], in: [], lineup: null };
  const review = lateSwapReview({ csv: '', entries: [entry, moved], issues: [] }, 'f.csv', {
    slotNames: ['QB', 'WR', 'WR', 'FLEX'],
    nameOf: (id) => names.get(id) ?? id,
  });
  it('shows each entry’s locked players in their slots, out → in and the projection before → after', () => {
    expect(review.rows[0]).toMatchObject({
      locked: 'Josh Allen (QB), Stefon Diggs (WR2)',
      result: 'Out: Noah Brown (FLEX) → In: Mack Hollins (WR1)',
      projection: '101.50 → 110.25',
    });
  });
  it('counts only entries whose players changed', () => {
    expect(review.summary).toMatch(/^1 of 2 entries re-optimised/);
    expect(review.rows[1]).toMatchObject({ result: 'No change', projection: '101.50' });
  });
});
