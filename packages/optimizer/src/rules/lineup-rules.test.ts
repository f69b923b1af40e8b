import { describe, expect, it } from 'vitest';
import { getRuleSet } from './rule-set';
import { lineupRuleBreaks, type LineupFactsPlayer } from './lineup-rules';

const nfl = getRuleSet('dk', 'nfl', 'classic');
const p = (
  id: string,
  team: string,
  opponent: string,
  positions: string[],
  extra: Partial<LineupFactsPlayer> = {},
) => ({
  id,
  name: `Player ${id}`,
  team,
  opponent,
  positions,
  ...extra,
});
// A DraftKings NFL lineup of two games: KC-BUF and DAL-NYG.
const lineup: LineupFactsPlayer[] = [
  p('qb', 'KC', 'BUF', ['QB'], { ownership: 0.2, confirmed: true }),
  p('rb1', 'KC', 'BUF', ['RB'], { ownership: 0.1, confirmed: true }),
  p('rb2', 'DAL', 'NYG', ['RB'], { ownership: 0.1 }),
  p('wr1', 'KC', 'BUF', ['WR'], { ownership: 0.15 }),
  p('wr2', 'BUF', 'KC', ['WR'], { ownership: 0.05 }),
  p('wr3', 'NYG', 'DAL', ['WR']),
  p('te', 'DAL', 'NYG', ['TE']),
  p('flex', 'BUF', 'KC', ['TE']),
  p('dst', 'NYG', 'DAL', ['DST']),
];

describe('the lineup rules of one finished lineup, in a player’s words', () => {
  it('says nothing when every rule holds', () => {
    expect(
      lineupRuleBreaks(nfl, lineup, {
        groups: [{ players: ['qb', 'wr1'], min: 2 }],
        teamCount: { max: 4 },
        gameStacks: [{ count: 5, minPerTeam: 2 }],
        ownership: { maxTotal: 60 },
        positionCounts: { TE: { max: 2 } },
      }),
    ).toEqual([]);
  });

  it('names each broken rule with what the lineup would have', () => {
    expect(
      lineupRuleBreaks(nfl, lineup, {
        groups: [{ players: ['rb1', 'rb2'], max: 1, when: { players: ['qb'] } }],
        pairs: [{ positions: ['DST'], with: ['RB', 'TE'], team: 'opponent', max: 0 }],
        teamCount: { min: 2, max: 3 },
        gameStacks: [{ count: 6 }],
        ownership: { maxTotal: 50, maxAverage: 5 },
        minStarters: 3,
        positionCounts: { TE: { max: 1 } },
      }),
    ).toEqual([
      'Group 1 wants at most 1 of its players, the lineup would have 2',
      'Pair rule 1: Player dst would have 2 RB/TE of his opponent (at most 0)',
      '4 teams, your team count is between 2 and 3',
      'No game stack of 6 players',
      'Ownership 60.0% over your cap of 50%',
      'Average ownership 6.7% over your cap of 5%',
      '2 confirmed starters, under your minimum of 3',
      '2 TE, your rule is at most 1',
    ]);
  });

  it('applies a conditional group only when its condition holds', () => {
    const withoutQb = lineup.filter((x) => x.id !== 'qb');
    expect(
      lineupRuleBreaks(nfl, withoutQb, {
        groups: [{ players: ['rb1', 'rb2'], max: 1, when: { players: ['qb'] } }],
      }),
    ).toEqual([]);
  });
});
