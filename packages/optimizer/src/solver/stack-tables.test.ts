import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_SETS } from '../rules/rule-sets.data';
import type { RuleSet } from '../rules/rule-set.types';
import { bruteForceJudge, createMilpJudge, type Judge } from '../test-support/judges';
import { randomPool } from '../test-support/random-pool';
import { scenario, teamStack } from '../test-support/scenario';
import type { BuildSettings, Lineup, StackRule } from './build-input.types';
import { optimize } from './optimize';
import { compileProblem } from './problem';
import { countCores, fastStack, listCores, meetsFastStack, planStack } from './stack-cores';

/** The benchmark's stack per sport, scaled to what small pools can meet. */
function sportStack(rules: RuleSet, size: number): StackRule[] {
  if (rules.gameType === 'single') return [{ parts: [{ count: Math.min(size, 3) }] }];
  if (rules.sport === 'nfl')
    return [
      {
        parts: [
          { positions: ['QB'], count: 1 },
          { positions: ['WR', 'TE'], count: Math.max(1, size - 1) },
        ],
      },
    ];
  if (rules.sport === 'mlb')
    return [{ parts: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: size }] }];
  if (rules.sport === 'nhl') return [{ parts: [{ positions: ['C', 'W', 'LW', 'RW'], count: size }] }];
  return [{ parts: [{ count: size }] }];
}

/** A stack with a bring-back from the opponent (two teams in the table state). */
function bringBack(): StackRule[] {
  return [{ parts: [{ count: 2 }, { count: 1, fromOpponent: true }] }];
}

const tables = (s: BuildSettings): BuildSettings => ({ ...s, stackMethod: 'tables' });

/** A lineup's players by slot, to compare two builds lineup by lineup. */
const ids = (l: Lineup): string =>
  l.slots
    .map((x) => x.entryId)
    .sort()
    .join(' ');

describe.each(RULE_SETS.map((r) => [r.id, r] as const))('%s stack tables', (_id, rules) => {
  const small = rules.slots.length + 5;

  it('match brute force (stack per sport, bring-back, with uniqueness, exposure and randomness)', () => {
    for (let seed = 1; seed <= 2; seed++) {
      const pool = randomPool(rules, { persons: small, games: 2, seed: seed * 104_729 + rules.slots.length });
      const cases: [number, BuildSettings][] = [
        [4, tables({ stacks: sportStack(rules, 2) })],
        [
          4,
          tables({
            stacks: sportStack(rules, rules.sport === 'nfl' ? 2 : 3),
            minUnique: 2,
            maxExposure: 0.75,
          }),
        ],
        [3, tables({ stacks: bringBack() })],
        [3, tables({ stacks: teamStack(rules), randomness: { mode: 'percent', percent: 20 }, seed })],
        [
          3,
          tables({ stacks: sportStack(rules, 2), randomness: { mode: 'floor-ceiling' }, seed, minUnique: 2 }),
        ],
      ];
      for (const [asked, settings] of cases) {
        const { failures } = scenario(rules, pool, asked, settings, bruteForceJudge);
        expect(failures, `seed ${seed} ${JSON.stringify(settings)}`).toEqual([]);
      }
    }
  });

  it('match brute force with locks, a team list and a second stack', () => {
    const pool = randomPool(rules, { persons: small, games: 2, seed: 777 + rules.slots.length });
    const base: BuildSettings = {
      locks: [{ id: pool[3]?.id ?? '' }],
      stacks: [{ teams: ['T1', 'T0'], parts: [{ count: 2 }] }, { parts: [{ count: 2 }] }],
      minUnique: 2,
    };
    // As tables, and with both stacks as forced cores (each root then has one core of each).
    for (const settings of [tables(base), { ...base, stackMethod: 'cores' as const }]) {
      const { failures } = scenario(rules, pool, 3, settings, bruteForceJudge);
      expect(failures, settings.stackMethod).toEqual([]);
    }
  });

  describe('against the MILP on medium pools', () => {
    let milp: Judge;
    beforeAll(async () => {
      milp = await createMilpJudge();
    });

    it('stacks with uniqueness, exposure and randomness', () => {
      const pool = randomPool(rules, {
        persons: rules.gameType === 'single' ? 22 : 45,
        games: 4,
        seed: 4_099 + rules.slots.length * 17,
      });
      const a = scenario(
        rules,
        pool,
        5,
        tables({ stacks: sportStack(rules, 3), minUnique: 2, maxExposure: 0.6 }),
        milp,
      );
      expect(a.failures).toEqual([]);
      const b = scenario(
        rules,
        pool,
        3,
        tables({ stacks: sportStack(rules, 2), randomness: { mode: 'percent', percent: 10 }, seed: 3 }),
        milp,
      );
      expect(b.failures).toEqual([]);
    });
  });

  it('give the same sequence as forced cores and as checking stacks on complete lineups', () => {
    const pool = randomPool(rules, { persons: rules.gameType === 'single' ? 24 : 60, games: 4, seed: 31 });
    let compared = 0;
    for (const settings of [
      { stacks: sportStack(rules, 2), minUnique: 2, maxExposure: 0.5 },
      { stacks: bringBack(), randomness: { mode: 'percent', percent: 10 }, seed: 5 } as BuildSettings,
      {
        stacks: sportStack(rules, 2),
        randomness: { mode: 'percent', percent: 10 },
        seed: 7,
        minUnique: 2,
      } as BuildSettings,
    ]) {
      const run = (stackMethod: BuildSettings['stackMethod']) =>
        optimize({ rules, players: pool, lineups: 12, settings: { ...settings, stackMethod } });
      const b = run('cores');
      compared += b.lineups.length;
      for (const method of ['tables', 'leaf', 'auto'] as const) {
        const a = run(method);
        expect(a.status, method).toBe(b.status);
        expect(a.lineups.map(ids), method).toEqual(b.lineups.map(ids));
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe('randomised stacks under auto', () => {
  it('fall back to stack tables when checking complete lineups runs out of budget, with the same lineups', () => {
    const rules = RULE_SETS.find((r) => r.id === 'dk-mlb-classic');
    if (!rules) throw new Error('DK MLB classic rule set missing');
    const pool = randomPool(rules, { persons: 120, games: 8, seed: 11 });
    const settings: BuildSettings = {
      stacks: sportStack(rules, 4),
      randomness: { mode: 'percent', percent: 10 },
      seed: 3,
      minUnique: 2,
    };
    const auto = optimize({ rules, players: pool, lineups: 6, settings });
    const stacked = optimize({ rules, players: pool, lineups: 6, settings: tables(settings) });
    // Rare stacks (4 hitters of one of 16 teams) exhaust the quick search on some lineups.
    expect(auto.stats.leafFallbacks).toBeGreaterThan(0);
    expect(auto.lineups).toHaveLength(6);
    expect(auto.lineups.map(ids)).toEqual(stacked.lineups.map(ids));
  });
});

describe('core counting', () => {
  it('counts exactly the cores listing finds, without listing them', () => {
    let checked = 0;
    for (const rules of RULE_SETS.filter((r) => r.gameType === 'classic')) {
      const pool = randomPool(rules, { persons: 60, games: 3, seed: 17 });
      const problem = compileProblem(rules, pool);
      const everyone = problem.persons.map((_, i) => i);
      for (const stack of [...sportStack(rules, 3), ...bringBack()]) {
        const plan = planStack(problem, stack);
        const n = countCores(problem, plan, everyone);
        if (n === null) continue;
        expect(n, `${rules.id} ${JSON.stringify(stack)}`).toBe(
          listCores(problem, plan, everyone, 1e7)?.count,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(4);
  });
});

describe('stack parts that nest ("3 hitters + 1 OF": every OF is a hitter)', () => {
  const rules = RULE_SETS.find((r) => r.id === 'dk-mlb-classic') as RuleSet;
  const hitters = ['C', '1B', '2B', '3B', 'SS', 'OF'];
  const nested: StackRule = {
    parts: [
      { positions: hitters, count: 3 },
      { positions: ['OF'], count: 1 },
    ],
  };

  it('are searched through the tables, and a lineup meets them only with 4 hitters, 1 an OF', () => {
    const pool = randomPool(rules, { persons: 200, games: 3, seed: 23 });
    const problem = compileProblem(rules, pool);
    const fast = fastStack(problem, planStack(problem, nested));
    expect(fast).not.toBeNull();
    // Two parts that share players without one holding the other still are not.
    const crossing: StackRule = {
      parts: [
        { positions: ['C', '1B'], count: 1 },
        { positions: ['1B', '2B'], count: 1 },
      ],
    };
    expect(fastStack(problem, planStack(problem, crossing))).toBeNull();
    if (!fast) return;
    const team = 0;
    const ofTeam = (test: (positions: string[]) => boolean) =>
      problem.persons.flatMap((p, i) => (p.team === team && test(p.positions) ? [i] : []));
    const outfield = ofTeam((x) => x.includes('OF'));
    const infield = ofTeam((x) => !x.includes('OF') && !x.includes('P'));
    expect(outfield.length).toBeGreaterThanOrEqual(4);
    expect(infield.length).toBeGreaterThanOrEqual(4);
    // Four OF meet both parts (three count as hitters); four infielders, or three hitters, do not.
    expect(meetsFastStack(problem, fast, team, outfield.slice(0, 4))).toBe(true);
    expect(meetsFastStack(problem, fast, team, [...infield.slice(0, 3), outfield[0] as number])).toBe(true);
    expect(meetsFastStack(problem, fast, team, infield.slice(0, 4))).toBe(false);
    expect(meetsFastStack(problem, fast, team, [...infield.slice(0, 2), outfield[0] as number])).toBe(false);
  });

  it('give the lineups brute force and the other stack methods give, beside a second stack', () => {
    const pool = randomPool(rules, { persons: rules.slots.length + 7, games: 2, seed: 41 });
    const base: BuildSettings = {
      stacks: [nested, { teams: ['T1'], parts: [{ count: 2 }] }],
      minUnique: 2,
      maxExposure: 0.75,
    };
    const { failures } = scenario(rules, pool, 4, tables(base), bruteForceJudge);
    expect(failures).toEqual([]);
    const medium = randomPool(rules, { persons: 60, games: 4, seed: 43 });
    const run = (stackMethod: BuildSettings['stackMethod']) =>
      optimize({ rules, players: medium, lineups: 10, settings: { ...base, stackMethod } });
    const byCores = run('cores');
    expect(byCores.lineups.length).toBeGreaterThan(0);
    for (const method of ['tables', 'leaf', 'auto'] as const)
      expect(run(method).lineups.map(ids), method).toEqual(byCores.lineups.map(ids));
  });
});

describe('cheap team bounds with forced players (found by the random rule sets)', () => {
  let milp: Judge;
  beforeAll(async () => {
    milp = await createMilpJudge();
  });

  it('keep a team whose stack the forced players fill, and count the budget they leave', () => {
    // DK MLB Showdown: the cores of "2 P/SS + 2 P/3B of T0" fill four of six slots, so the
    // "2 of T1" stack searched through the tables has two slots left. Its cheap bound read the
    // slots left as if the forced players cost nothing and found no budget filled there: the
    // build said no lineup exists. With T1's own 3B locked the bound was NaN (Infinity from the
    // lock plus -Infinity) and T1 was never searched either.
    const rules = RULE_SETS.find((r) => r.id === 'dk-mlb-single') as RuleSet;
    const pool = randomPool(rules, { persons: 20, games: 3, seed: 77 });
    const base: BuildSettings = {
      minUnique: 2,
      stackMethod: 'tables',
      stacks: [
        {
          teams: ['T0'],
          parts: [
            { positions: ['RP', 'SS'], count: 2 },
            { positions: ['RP', '3B'], count: 2 },
          ],
        },
        { teams: ['T1'], parts: [{ count: 2 }] },
      ],
    };
    for (const settings of [base, { ...base, locks: [{ id: 'p13' }] }]) {
      const { failures, count } = scenario(rules, pool, 4, settings, milp);
      expect(failures, JSON.stringify(settings.locks)).toEqual([]);
      expect(count).toBe(4);
    }
  });

  it('keep a team when a forced player counts toward its nested stack', () => {
    const rules = RULE_SETS.find((r) => r.id === 'dk-nfl-classic') as RuleSet;
    const pool = randomPool(rules, { persons: 40, games: 3, seed: 77 });
    // p4 (RB) and p18 (QB) of T0 locked; "2 RB/QB + 1 RB" needs one more T0 RB.
    const settings: BuildSettings = {
      locks: [{ id: 'p4' }, { id: 'p18' }],
      stackMethod: 'tables',
      stacks: [
        {
          parts: [
            { positions: ['RB', 'QB'], count: 2 },
            { positions: ['RB'], count: 1 },
          ],
        },
      ],
    };
    const { failures, count } = scenario(rules, pool, 3, settings, milp);
    expect(failures).toEqual([]);
    expect(count).toBe(3);
  });
});
