import { describe, expect, it } from 'vitest';
import { editDistance, nearestName, settingsProblems } from './issue-words';
import { ZBuildSettings } from './optimizer';

const problems = (value: unknown): string[] => {
  const r = ZBuildSettings.safeParse(value);
  return r.success ? [] : settingsProblems(r.error, ZBuildSettings, value);
};

describe('the words of a refused settings file', () => {
  it('names an unknown key at any depth with the nearest known key there', () => {
    expect(problems({ lockz: [] })).toEqual(['lockz: unknown setting; did you mean locks?']);
    expect(problems({ stacks: [{ parts: [{ positons: ['QB'], count: 1 }] }] })).toEqual([
      'stacks[0].parts[0].positons: unknown setting; did you mean positions?',
    ]);
    expect(problems({ groups: [{ players: ['a'], when: { player: ['b'] } }] })).toEqual([
      'groups[0].when.players: missing; expected a list',
      'groups[0].when.player: unknown setting; did you mean players?',
    ]);
    expect(problems({ randomness: { mode: 'percent', percnet: 5 } })).toContain(
      'randomness.percnet: unknown setting; did you mean percent?',
    );
  });

  it('lists the known keys when none is near', () => {
    expect(problems({ teamCount: { least: 2 } })).toEqual([
      'teamCount.least: unknown setting (known: min, max)',
    ]);
  });

  it('names a wrong type with the type expected and the value given', () => {
    expect(problems({ locks: null, minUnique: '2', maxExposure: [0.5], seed: 1.5 })).toEqual([
      'locks: expected a list, got null',
      'maxExposure: expected a number, got a list',
      'minUnique: expected a number, got the string "2"',
      'seed: expected a whole number, got the number 1.5',
    ]);
    expect(problems({ stacks: [{ parts: [{ count: 2, fromOpponent: 'yes' }] }] })).toEqual([
      'stacks[0].parts[0].fromOpponent: expected true or false, got the string "yes"',
    ]);
  });

  it("says the values an option takes, and a range without zod's wording", () => {
    expect(problems({ stackMethod: 'fast' })).toEqual([
      'stackMethod: expected one of "auto", "tables", "cores", "leaf", got the string "fast"',
    ]);
    expect(problems({ stacks: [{ parts: [] }] })).toEqual(['stacks[0].parts: must hold at least 1 item']);
    expect(problems({ minUnique: 12 })).toEqual(['minUnique: must be at most 9']);
  });

  it('accepts the README example and settings of every lineup rule', () => {
    expect(
      problems({
        locks: [{ id: '25323137' }, { id: '11896030', slot: 'CPT' }],
        excludes: ['25323474'],
        minSalary: 49000,
        maxExposure: 0.5,
        exposures: [{ id: '25323208', min: 0.2, max: 0.6 }],
        stacks: [
          {
            parts: [
              { positions: ['QB'], count: 1 },
              { positions: ['WR'], count: 1, fromOpponent: true },
            ],
          },
        ],
        randomness: { mode: 'percent', percent: 10 },
        seed: 7,
        groups: [{ players: ['a', 'b'], max: 1 }],
        pairs: [{ positions: ['QB'], with: ['WR'], team: 'same', min: 1 }],
        teamCount: { min: 3 },
        gameStacks: [{ count: 5, minPerTeam: 2, games: ['DAL@MIN'] }],
        teamExposures: { max: 0.5, byTeam: { KC: 0.3 } },
        ownership: { maxTotal: 120, maxAverage: 14 },
        minStarters: 8,
        spacing: [{ positions: ['OF'], within: 4 }],
        positionCounts: { WR: { min: 4 } },
      }),
    ).toEqual([]);
  });
});

describe('the nearest name', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('positons', 'positions')).toBe(1);
    expect(editDistance('mni', 'min')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('reads names case aside and leaves a far name without a guess', () => {
    expect(nearestName('MinUnique', ['minUnique', 'minSalary'])).toBe('minUnique');
    expect(nearestName('colour', ['locks', 'stacks'])).toBeUndefined();
  });
});
