import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { points } from '../model/units';
import { randomPool } from '../test-support/random-pool';
import type { StackRule } from './build-input.types';
import { entryPoints, optimize } from './optimize';
import { createRng } from './prng';
import { compileProblem } from './problem';
import { buildSearchPlan } from './search-plan';
import { BuildTables } from './table-source';

/** Points scale of entryPoints (optimize.ts). */
const SCALE = 10_000;

const cases: { site: 'dk' | 'fd'; sport: 'mlb' | 'nba' | 'nfl'; stack: StackRule }[] = [
  {
    site: 'dk',
    sport: 'mlb',
    stack: { parts: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: 3 }] },
  },
  { site: 'dk', sport: 'nba', stack: { parts: [{ count: 3 }] } },
  {
    site: 'dk',
    sport: 'nfl',
    stack: {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 1, fromOpponent: true },
      ],
    },
  },
];

describe.each(cases)('$site $sport team bounds', ({ site, sport, stack }) => {
  it('never fall below the best lineup stacking the team, and pruned root bounds equal the tables', () => {
    const rules = getRuleSet(site, sport, 'classic');
    for (let seed = 1; seed <= 3; seed++) {
      const players = randomPool(rules, { persons: 70, games: 3, seed: seed * 7_919 });
      const problem = compileProblem(rules, players);
      const rng = createRng(seed);
      // Some players out, and projections that are not the pool's (as with randomness).
      const removed = Uint8Array.from(problem.persons, () => (rng() < 0.1 ? 1 : 0));
      const drawn = problem.persons.map(
        (p) => Math.round((p.player.projection ?? 0) * (80 + 40 * rng())) / 100,
      );
      const pts = entryPoints(problem, (i) => drawn[i] ?? 0);
      const plan = buildSearchPlan(problem, [], removed, [stack], 'tables', true);
      const fast = plan.fast;
      expect(fast).not.toBeNull();
      if (!fast) return;
      const order = problem.groups
        .map((g, i) => ({ i, n: g.copies.length }))
        .sort((a, b) => a.n - b.n || a.i - b.i)
        .map((x) => x.i);
      const tables = new BuildTables(problem, { removed, removedVersion: 0 }, plan, pts, order);
      const cheap = fast.plan.teams.map((_, slot) => tables.teamBound(slot));
      // The first slot asked gets its search tables at once, the others pruned tables.
      const pruned = fast.plan.teams.map((_, slot) => Array.from(tables.rootBounds(slot)));
      fast.plan.teams.forEach((team, slot) => {
        tables.search(slot);
        expect(Array.from(tables.rootBounds(slot)), `seed ${seed} team ${slot}`).toEqual(pruned[slot]);
        const best = optimize({
          rules,
          players: players.map((p) => ({
            ...p,
            projection: points(drawn[problem.personById.get(p.id) ?? 0] ?? 0),
          })),
          lineups: 1,
          settings: {
            stacks: [{ ...stack, teams: [problem.teams[team] ?? ''] }],
            excludes: problem.persons.filter((_, i) => removed[i]).map((p) => p.player.id),
          },
        }).lineups[0];
        if (!best) return;
        // Rounding of the summed projection only.
        const score = Math.round(best.projection * SCALE) - 1;
        expect(cheap[slot] ?? -Infinity, `seed ${seed} team ${slot} cheap`).toBeGreaterThanOrEqual(score);
        expect(tables.bestBound(slot), `seed ${seed} team ${slot}`).toBeGreaterThanOrEqual(score);
      });
    }
  });
});
