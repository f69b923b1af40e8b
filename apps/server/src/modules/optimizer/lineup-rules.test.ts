import { describe, expect, it } from 'vitest';
import { getRuleSet } from '@dfs/optimizer';
import type { TLineup } from '@dfs/contracts';
import { assertLineupsFit, type TLineupPlayer } from './lineup-rules';

// The rule-set check of saved lineups beyond slots: DraftKings NBA classic.
const rules = getRuleSet('dk', 'nba', 'classic');
const SLOTS: [string, string][] = [
  ['PG', 'PG'],
  ['SG', 'SG'],
  ['SF', 'SF'],
  ['PF', 'PF'],
  ['C', 'C'],
  ['G', 'PG'],
  ['F', 'SF'],
  ['UTIL', 'C'],
];
const player = (i: number, position: string, game: string, team: string): TLineupPlayer => ({
  operatorPlayerId: String(i),
  captainId: null,
  name: `P${i}`,
  team,
  game,
  positions: [position],
  rosterSlots: rules.slots.filter((s) => s.positions.includes(position)).map((s) => s.name),
  salary: 5000,
  captainSalary: null,
});
const lineup: TLineup = {
  projection: 0,
  salary: 40_000,
  players: SLOTS.map(([slot], i) => ({ id: String(i), name: `P${i}`, slot, salary: 5000, projection: 0 })),
};

describe('assertLineupsFit', () => {
  it('accepts a lineup of two games and refuses one of a single game', () => {
    const twoGames = SLOTS.map(([, pos], i) => player(i, pos, i < 4 ? 'A@B' : 'C@D', i < 4 ? 'A' : 'C'));
    expect(() => assertLineupsFit(rules, twoGames, [lineup])).not.toThrow();
    const oneGame = SLOTS.map(([, pos], i) => player(i, pos, 'A@B', i % 2 ? 'A' : 'B'));
    expect(() => assertLineupsFit(rules, oneGame, [lineup])).toThrow(
      'allTeams.0: lineup 1: its players are of 1 game; at least 2 needed.',
    );
  });

  it('refuses a lineup over the salary cap', () => {
    const dear = SLOTS.map(([, pos], i) => ({ ...player(i, pos, i < 4 ? 'A@B' : 'C@D', 'A'), salary: 9000 }));
    expect(() => assertLineupsFit(rules, dear, [lineup])).toThrow(
      /its salary 72000 is over the cap of 50000/,
    );
  });
});
