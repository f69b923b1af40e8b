import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { optimize } from './optimize';
import { compileProblem } from './problem';
import { assignLineupSlots } from './slot-assign';

// Two methods can find the same lineup with its players in another order; a user must see the
// same players in the same slots either way (a TE in TE and the other in FLEX, not swapped).
describe('slot assignment', () => {
  it('puts the same players in the same slots whatever order they were found in', () => {
    for (const [site, sport] of [
      ['dk', 'nfl'],
      ['dk', 'nba'],
      ['fd', 'mlb'],
    ] as const) {
      const rules = getRuleSet(site, sport, 'classic');
      const players = randomPool(rules, { persons: 90, games: 4, seed: 3 });
      const problem = compileProblem(rules, players);
      const built = optimize({ rules, players, lineups: 5 });
      for (const lineup of built.lineups) {
        const ids = new Set(lineup.slots.map((s) => s.playerId));
        const copies = problem.copies
          .map((c, i) => ({ c, i }))
          .filter(({ c }) => ids.has(problem.persons[c.person]?.player.id ?? '') && problem.groups[c.group])
          .map(({ i }) => i);
        // One copy per player (classic rosters have one copy per entry of a player).
        const one = [...new Map(copies.map((i) => [problem.copies[i]?.person, i])).values()];
        const forward = assignLineupSlots(problem, one, []).map((m) => [
          problem.copies[m.copy]?.person,
          m.slot,
        ]);
        const reversed = assignLineupSlots(problem, [...one].reverse(), []).map((m) => [
          problem.copies[m.copy]?.person,
          m.slot,
        ]);
        expect(reversed).toEqual(forward);
      }
    }
  });
});
