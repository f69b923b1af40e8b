import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { prepareBuild } from './build-checks';
import { LineupSearch } from './lineup-search';
import { entryPoints } from './optimize';
import { compileProblem } from './problem';
import { buildSearchPlan } from './search-plan';
import { planStack } from './stack-cores';
import { BuildTables } from './build-tables';

describe('a search with a try limit (work units)', () => {
  it('gives up once past it, and finds the same lineup as an unlimited search when not', () => {
    const rules = getRuleSet('dk', 'mlb', 'classic');
    const players = randomPool(rules, { persons: 120, games: 4, seed: 5 });
    const problem = compileProblem(rules, players);
    const prep = prepareBuild(problem, 1, {});
    const stack = { parts: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: 4 }] };
    const plan = buildSearchPlan(problem, [], prep.removed, [planStack(problem, stack)], 'tables', true);
    const pts = entryPoints(problem, (i) => problem.persons[i]?.player.projection ?? 0);
    const order = problem.groups.map((_, i) => i);
    const run = (tryLimit?: number, extraWork?: () => number) => {
      const tables = new BuildTables(problem, { removed: prep.removed, removedVersion: 0 }, plan, pts, order);
      const search = new LineupSearch(tables, plan, {
        minSalary: prep.minSalary,
        maxPerTeam: prep.maxPerTeam,
        accepted: null,
        removed: prep.removed,
      });
      const found = search.run({ k: 1, floor: -Infinity, cursor: null, tryLimit, extraWork });
      return { found: found.map((c) => [...c.copies].sort((a, b) => a - b)), aborted: search.aborted };
    };
    const free = run();
    expect(free.aborted).toBe(false);
    expect(free.found).toHaveLength(1);
    // Tables that already cost more than the limit: nothing is searched, and the caller is told
    // the answer is missing.
    expect(run(100, () => 101)).toEqual({ found: [], aborted: true });
    // A search that would need more nodes than allowed gives up too.
    expect(run(0).aborted).toBe(true);
    // A generous limit changes nothing.
    expect(run(1e9, () => 5)).toEqual(free);
  });
});

const SEEDS = 6;

describe('roots of teams whose tables are not built', () => {
  it('wait until the team searched has none left: same lineups, fewer tables built', () => {
    // FD NHL "3 C/W + 1 D of the opponent" searched through a table dimension per team (as the
    // rules benchmark's mix2): the best roots alternate between teams, and at most two teams'
    // tables are kept.
    const rules = getRuleSet('fd', 'nhl', 'classic');
    const stacks = [
      {
        parts: [
          { positions: ['C', 'W'], count: 3 },
          { positions: ['D'], count: 1, fromOpponent: true },
        ],
      },
    ];
    const total = { before: 0, after: 0 };
    for (let seed = 1; seed <= SEEDS; seed++) {
      const players = randomPool(rules, { persons: 300, games: 10, seed });
      const problem = compileProblem(rules, players);
      const prep = prepareBuild(problem, 1, {});
      const plan = buildSearchPlan(
        problem,
        [],
        prep.removed,
        stacks.map((s) => planStack(problem, s)),
        'tables',
        false,
      );
      expect(plan.fast).not.toBeNull();
      const pts = entryPoints(problem, (i) => problem.persons[i]?.player.projection ?? 0);
      const order = problem.groups.map((_, i) => i);
      const run = (waits: boolean) => {
        const tables = new BuildTables(
          problem,
          { removed: prep.removed, removedVersion: 0 },
          plan,
          pts,
          order,
        );
        let builds = 0;
        // The same tables; without `ready` every team counts as built (the search order before).
        const source = {
          problem,
          rootBounds: (slot: number) => tables.rootBounds(slot),
          bestBound: (slot: number) => tables.bestBound(slot),
          teamBound: (slot: number) => tables.teamBound(slot),
          search: (slot: number) => {
            if (!tables.ready(slot)) builds++;
            return tables.search(slot);
          },
          ...(waits ? { ready: (slot: number) => tables.ready(slot) } : {}),
        };
        const search = new LineupSearch(source, plan, {
          minSalary: prep.minSalary,
          maxPerTeam: prep.maxPerTeam,
          accepted: null,
          removed: prep.removed,
        });
        const found = search.run({ k: 60, floor: -Infinity, cursor: null });
        return { found: found.map((c) => [c.score, c.key]), builds };
      };
      const before = run(false);
      const after = run(true);
      expect(after.found).toHaveLength(60);
      expect(after.found).toEqual(before.found);
      expect(after.builds).toBeLessThanOrEqual(before.builds);
      total.before += before.builds;
      total.after += after.builds;
    }
    expect(total.after).toBeLessThan(total.before);
  });
});
