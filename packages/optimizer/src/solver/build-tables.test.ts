import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { points } from '../model/units';
import { randomPool } from '../test-support/random-pool';
import type { StackRule } from './build-input.types';
import { entryPoints, optimize } from './optimize';
import { createRng } from './prng';
import { compileProblem } from './problem';
import { buildSearchPlan } from './search-plan';
import { createSolverMemory } from './solver-memory';
import { planStack } from './stack-cores';
import { BuildTables } from './build-tables';

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
      const plan = buildSearchPlan(problem, [], removed, [planStack(problem, stack)], 'tables', true);
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

describe.each(cases)('$site $sport tables through the SIMD kernel', ({ site, sport, stack }) => {
  it('equal the tables of the JavaScript loop, cell for cell where a search reads them', () => {
    const rules = getRuleSet(site, sport, 'classic');
    const players = randomPool(rules, { persons: 90, games: 4, seed: 4_243 });
    const problem = compileProblem(rules, players);
    const removed = new Uint8Array(problem.persons.length);
    const pts = entryPoints(problem, (i) => problem.persons[i]?.player.projection ?? 0);
    const order = problem.groups.map((_, i) => i);
    const kernelMemory = createSolverMemory({ tableCells: 4_000_000 });
    expect(kernelMemory.tablePool().arena).not.toBeNull();
    for (const method of ['tables', 'leaf'] as const) {
      const plan = buildSearchPlan(problem, [], removed, [planStack(problem, stack)], method, true);
      const slots = plan.fast ? plan.fast.plan.teams.length : 1;
      const state = { removed, removedVersion: 0 };
      const simd = new BuildTables(problem, state, plan, pts, order, kernelMemory);
      const js = new BuildTables(
        problem,
        state,
        plan,
        pts,
        order,
        createSolverMemory({ tableCells: 4_000_000, kernel: false }),
      );
      for (let slot = 0; slot < slots; slot++) {
        const a = simd.search(slot);
        const b = js.search(slot);
        expect(Array.from(simd.rootBounds(slot)), `${method} team ${slot}`).toEqual(
          Array.from(js.rootBounds(slot)),
        );
        a.chains.forEach((chain, id) => {
          for (let node = chain, other = b.chains[id]; node && other; node = node.next, other = other.next) {
            // Rows read by the search: every budget a lineup can leave at this step.
            const { lo, hi } = a.budgetRange(node.left);
            for (let s = 0; s < a.S; s++)
              expect(Array.from(node.F.subarray(s * a.W + lo, s * a.W + hi + 1))).toEqual(
                Array.from(other.F.subarray(s * b.W + lo, s * b.W + hi + 1)),
              );
          }
        });
      }
      simd.release();
      js.release();
    }
  });
});
