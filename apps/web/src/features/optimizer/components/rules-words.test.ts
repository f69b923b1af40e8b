import { describe, expect, it } from 'vitest';
import type { TSlateRules } from '@dfs/contracts';
import { addDraft, EMPTY_DRAFT } from './rule-draft';
import { ruleLines, withoutLine } from './rules-words';

// The rules panel's plain words and its add / remove edits of the slate's rules.

const names: Record<string, string> = { c: 'Chubb', h: 'Hunt', k: 'Kelce', hi: 'Hill', m: 'Mahomes' };
const nameOf = (id: string) => names[id] ?? id;
const HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];

describe('the rules in plain words', () => {
  it('says groups, conditional groups and opponent rules as a player would', () => {
    const rules: TSlateRules = {
      groups: [
        { players: ['c', 'h'], max: 1 },
        { players: ['m'], min: 1, when: { players: ['k', 'hi'] } },
      ],
      pairs: [{ positions: ['SP'], with: HITTERS, team: 'opponent', max: 0 }],
      teamCount: { min: 3, max: 5 },
      gameStacks: [{ count: 4, minPerTeam: 1, games: ['DAL@MIN'] }],
      teamExposures: { max: 0.6, byTeam: { KC: 0.3 } },
      ownership: { maxTotal: 120 },
      minStarters: 8,
      spacing: [{ positions: HITTERS, within: 4 }],
      positionCounts: { PG: { min: 3 } },
    };
    expect(ruleLines(rules, 'mlb', nameOf).map((l) => l.words)).toEqual([
      'At most 1 of Chubb, Hunt',
      'Kelce or Hill only with Mahomes',
      'No hitters against my pitcher',
      'Players from 3 to 5 teams',
      'At least 4 players from one game of DAL@MIN (1 from each team)',
      'Each team in at most 60% of lineups',
      'KC in at most 30% of lineups',
      'Total projected ownership at most 120%',
      'At least 8 confirmed starters',
      "A team's hitters within 4 batting-order spots",
      'At least 3 players eligible at PG',
    ]);
  });

  it('adds a drafted rule and removes one line, leaving the others', () => {
    const added = addDraft(
      {},
      { ...EMPTY_DRAFT, kind: 'onlyWith', players: ['k', 'hi'], withPlayers: ['m'] },
    );
    expect(added).toEqual({ groups: [{ players: ['m'], min: 1, when: { players: ['k', 'hi'] } }] });
    const both = addDraft(added as TSlateRules, {
      ...EMPTY_DRAFT,
      kind: 'teamExposure',
      teams: ['KC'],
      value: '30',
    }) as TSlateRules;
    expect(both.teamExposures).toEqual({ byTeam: { KC: 0.3 } });
    const lines = ruleLines(both, 'nfl', nameOf);
    expect(withoutLine(both, lines[0]!)).toEqual({ teamExposures: { byTeam: { KC: 0.3 } } });
    expect(withoutLine(both, lines[1]!)).toEqual({ groups: both.groups });
    expect(addDraft({}, { ...EMPTY_DRAFT, kind: 'atMost', players: ['c'] })).toBe(
      'Pick at least two players.',
    );
  });
});
