import type { TSlatePlayer } from '@dfs/contracts';
import { describe, expect, it } from 'vitest';
import { combineFacts, lineupFacts } from './player-facts';

// What the lineup rules read of players from the slate's starting lineups and the user's file.

const player = (id: string, team: string, leagueId: string | null) =>
  ({ id, team, playerId: leagueId }) as TSlatePlayer;

describe('player facts', () => {
  const players = [
    player('1', 'NYY', 'l1'),
    player('2', 'NYY', 'l2'),
    player('3', 'BOS', 'l3'),
    player('4', 'BOS', 'l4'),
    player('5', 'NYY', null),
  ];

  it('confirms the players of a confirmed lineup, unconfirms their teammates left out, and reads batting orders', () => {
    const facts = lineupFacts(players, [
      { status: 'confirmed', players: [{ playerId: 'l1', order: 3 }] },
      {
        status: 'expected',
        players: [
          { playerId: 'l3', order: 0 },
          { playerId: 'l4', order: 9 },
        ],
      },
    ]);
    expect(Object.fromEntries(facts)).toEqual({
      '1': { confirmed: true, battingOrder: 3 },
      '2': { confirmed: false },
      '5': { confirmed: false },
      '3': {},
      '4': { battingOrder: 9 },
    });
  });

  it("lets the user's file override the slate's facts where it says something", () => {
    const slate = new Map([['1', { confirmed: true, battingOrder: 3 }]]);
    const own = new Map([['1', { battingOrder: 5, ownership: 0.2 }]]);
    expect(combineFacts(slate, own).get('1')).toEqual({ confirmed: true, battingOrder: 5, ownership: 0.2 });
  });
});
