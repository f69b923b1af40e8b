import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizerPlayer } from '../model/player.types';
import { RULE_SETS } from '../rules/rule-sets.data';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { lineupProjections, optimize } from '../solver/optimize';
import { createRng } from '../solver/prng';
import { createMilpJudge, judgeBuild, type Judge } from '../test-support/judges';
import { drawExtra, withRuleData } from '../test-support/extra-draws';
import { randomPool } from '../test-support/random-pool';
import { loadMilp } from './highs-runtime';

// The MILP engine alone (optimize with engine: 'milp') on small random pools and random rule
// sets, every lineup checked by the GLPK judge (its own rows): each lineup valid and worth the
// judge's optimum given the lineups before it, a short build only when the judge finds none.

function drawSettings(rules: RuleSet, pool: OptimizerPlayer[], seed: number): BuildSettings {
  const rng = createRng(seed);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(rng() * xs.length)];
  const settings: BuildSettings = { minUnique: 1 + Math.floor(rng() * 3) };
  const p = pick(pool);
  if (p && rng() < 0.5) settings.locks = [{ id: p.id }];
  if (rng() < 0.5) settings.maxExposure = pick([0.5, 0.75]);
  const free = pool.filter((x) => x.id !== p?.id);
  if (rng() < 0.5) settings.exposures = [{ id: pick(free)?.id ?? '', min: 0.25 }];
  if (rng() < 0.5) settings.minSalary = Math.round((rules.salaryCap * (0.85 + rng() * 0.1)) / 100) * 100;
  if (rng() < 0.4) settings.maxPerTeam = rules.gameType === 'single' ? 5 : 3;
  if (rng() < 0.6) {
    const maxExposure = rng() < 0.4 ? 0.5 : undefined;
    settings.stacks = [
      { parts: [{ count: 2 }, { count: 1, fromOpponent: true }], ...(maxExposure ? { maxExposure } : {}) },
    ];
  }
  if (rng() < 0.4) settings.randomness = { mode: 'percent', percent: 20 };
  settings.seed = seed;
  return settings;
}

/** Builds with the MILP engine and judges the build; returns the judge's failures and the status. */
function judged(
  rules: RuleSet,
  pool: OptimizerPlayer[],
  settings: BuildSettings,
  asked: number,
  judge: Judge,
) {
  const input = { rules, players: pool, lineups: asked, settings };
  const result = optimize(input, { engine: 'milp' });
  const projectionFor = (k: number) => {
    const m = lineupProjections(input, k);
    return (p: OptimizerPlayer) => m.get(p.id) ?? 0;
  };
  const failures =
    result.status === 'invalid' ? [] : judgeBuild(rules, pool, settings, asked, result, judge, projectionFor);
  return { failures, result };
}

/** A rule set by id (throws when absent). */
function ruleSet(id: string): RuleSet {
  const rules = RULE_SETS.find((r) => r.id === id);
  if (!rules) throw new Error(`no rule set ${id}`);
  return rules;
}

let judge: Judge;
beforeAll(async () => {
  await loadMilp();
  judge = await createMilpJudge();
});

describe.each(RULE_SETS.map((r) => [r.id, r] as const))('MILP engine, %s', (_id, rules) => {
  it("random settings match the judge, and every lineup is the MILP's", () => {
    const base = randomPool(rules, { persons: rules.gameType === 'single' ? 16 : 30, games: 3, seed: 11 });
    const pool = withRuleData(rules, base, 3);
    for (const seed of [1, 2, 3]) {
      const old = drawSettings(rules, pool, seed * 100 + rules.slots.length);
      const settings = seed === 1 ? old : drawExtra(rules, pool, seed * 7919 + rules.slots.length, old);
      const { failures, result } = judged(rules, pool, settings, 3, judge);
      expect(failures, `${JSON.stringify(settings)} (${result.status})`).toEqual([]);
      expect(result.stats.engines?.search ?? 0, result.status).toBe(0);
    }
  });
});

describe('MILP engine', () => {
  it("keeps min unique against avoidLineups, and its first lineup is worth the search's", () => {
    const rules = ruleSet('dk-nba-classic');
    const pool = randomPool(rules, { persons: 30, games: 3, seed: 5 });
    const first = optimize({ rules, players: pool, lineups: 2, settings: {} }, { engine: 'milp' });
    const avoidLineups = first.lineups.map((l) =>
      l.slots.map((s) => ({ playerId: s.playerId, slot: s.slot })),
    );
    const input = { rules, players: pool, lineups: 2, settings: { avoidLineups, minUnique: 3 } };
    const milp = optimize(input, { engine: 'milp' });
    const search = optimize(input, { engine: 'search' });
    expect(milp.lineups).toHaveLength(2);
    expect(milp.lineups[0]?.projection).toBeCloseTo(search.lineups[0]?.projection ?? NaN, 4);
    const key = (s: { playerId: string; slot: string }) =>
      `${s.playerId}:${rules.slots.find((x) => x.name === s.slot)?.kind}`;
    const shared = milp.lineups.flatMap((l) =>
      avoidLineups.map((a) => l.slots.filter((s) => a.some((b) => key(b) === key(s))).length),
    );
    expect(Math.max(...shared)).toBeLessThanOrEqual(rules.slots.length - 3);
  });

  it('stops at the cancel and says so', () => {
    const rules = ruleSet('dk-nfl-classic');
    const pool = randomPool(rules, { persons: 30, games: 3, seed: 2 });
    let calls = 0;
    const result = optimize(
      { rules, players: pool, lineups: 5 },
      { engine: 'milp', shouldCancel: () => ++calls > 2 },
    );
    expect(result.status).toBe('cancelled');
    expect(result.lineups.length).toBeLessThan(5);
  });

  it('names its time limit when it stops on it', () => {
    const rules = ruleSet('fd-nba-classic');
    const pool = randomPool(rules, { persons: 30, games: 3, seed: 3 });
    const result = optimize({ rules, players: pool, lineups: 3 }, { engine: 'milp', milpSeconds: 1e-9 });
    expect(result.status).toBe('partial');
    expect(result.budgetExhausted).toBe(true);
    expect(result.messages.join(' ')).toMatch(/time limit of 1e-9 s/);
  });
});
