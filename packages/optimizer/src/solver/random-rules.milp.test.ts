import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizerPlayer } from '../model/player.types';
import { RULE_SETS } from '../rules/rule-sets.data';
import type { RuleSet } from '../rules/rule-set.types';
import { createRng } from './prng';
import type { BuildSettings, StackRule } from './build-input.types';
import { createMilpJudge, type Judge } from '../test-support/judges';
import { randomPool } from '../test-support/random-pool';
import { drawExtra, withRuleData } from '../test-support/extra-draws';
import { scenario } from '../test-support/scenario';

// Random rule sets (not the benchmark's) against the MILP judge, with stack positions
// and slot locks written with the operator's labels (LW, RW, SP, RP, DST, D, DEF) as the pool has them.

function drawSettings(rules: RuleSet, pool: OptimizerPlayer[], seed: number): BuildSettings {
  const rng = createRng(seed);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(rng() * xs.length)];
  const labels = [...new Set(pool.flatMap((p) => p.positions))];
  const settings: BuildSettings = {};
  const ids = pool.map((p) => p.id);
  if (rng() < 0.6) {
    const p = pick(pool);
    const slot = rng() < 0.5 && rules.gameType === 'classic' ? p?.positions[0] : undefined;
    if (p) settings.locks = [{ id: p.id, ...(slot ? { slot } : {}) }];
  }
  if (rng() < 0.6)
    settings.excludes = [pick(ids) ?? ''].filter((id) => !settings.locks?.some((l) => l.id === id));
  if (rng() < 0.5) settings.maxExposure = pick([0.4, 0.5, 0.75]);
  if (rng() < 0.5) {
    const free = ids.filter(
      (id) => !settings.locks?.some((l) => l.id === id) && !settings.excludes?.includes(id),
    );
    settings.exposures = [
      { id: pick(free) ?? '', max: 0.5 },
      { id: pick(free) ?? '', min: 0.25 },
    ];
  }
  settings.minUnique = 1 + Math.floor(rng() * 3);
  if (rng() < 0.5) settings.minSalary = Math.round((rules.salaryCap * (0.85 + rng() * 0.1)) / 100) * 100;
  if (rng() < 0.4) settings.maxPerTeam = rules.gameType === 'single' ? 5 : 3 + Math.floor(rng() * 2);
  if (rng() < 0.8) {
    const parts: StackRule['parts'] = [];
    const n = 1 + Math.floor(rng() * 2);
    for (let i = 0; i < n; i++) {
      const positions = rng() < 0.7 ? [...new Set([pick(labels) ?? '', pick(labels) ?? ''])] : undefined;
      parts.push({
        ...(positions ? { positions } : {}),
        count: 1 + Math.floor(rng() * 2),
        fromOpponent: rng() < 0.3,
      });
    }
    // Nested parts: "2 of a/b + 1 of a" (every a counts toward either part).
    const a = pick(labels) ?? '';
    const nested: StackRule['parts'] = [
      { positions: [a, pick(labels) ?? ''], count: 2 },
      { positions: [a], count: 1 },
    ];
    const team = rng() < 0.3 ? pick(pool)?.team : undefined;
    settings.stacks = [{ ...(team ? { teams: [team] } : {}), parts: rng() < 0.3 ? nested : parts }];
  }
  // A stack on the locked player's team, which he already counts toward ("player per team").
  const locked = pool.find((p) => p.id === settings.locks?.[0]?.id);
  if (locked && rng() < 0.5)
    settings.stacks = [...(settings.stacks ?? []), { teams: [locked.team], parts: [{ count: 2 }] }];
  if (settings.stacks) settings.stackMethod = pick(['auto', 'tables', 'cores', 'leaf'] as const);
  return settings;
}

describe.each(RULE_SETS.map((r) => [r.id, r] as const))('%s', (_id, rules) => {
  let milp: Judge;
  beforeAll(async () => {
    milp = await createMilpJudge();
  });
  it('random rule sets match the MILP judge', () => {
    const pool = randomPool(rules, { persons: rules.gameType === 'single' ? 20 : 40, games: 3, seed: 77 });
    for (const seed of Array.from({ length: Number(process.env.SEEDS ?? 5) }, (_, i) => i + 1)) {
      const settings = drawSettings(rules, pool, seed * 1000 + rules.slots.length);
      const { failures, status } = scenario(rules, pool, 4, settings, milp, true);
      expect(failures, `${JSON.stringify(settings)} (${status})`).toEqual([]);
    }
  });
  // the same draws plus groups, pairs, team count, game stacks, team and stack
  // exposures, ownership, starters, spacing (MLB) and position counts.
  it('random rule sets with the lineup rules match the MILP judge', () => {
    const base = randomPool(rules, { persons: rules.gameType === 'single' ? 20 : 40, games: 3, seed: 77 });
    const pool = withRuleData(rules, base, 5);
    for (const seed of Array.from({ length: Number(process.env.SEEDS ?? 6) }, (_, i) => i + 1)) {
      const old = drawSettings(rules, pool, seed * 1000 + rules.slots.length);
      const settings = drawExtra(rules, pool, seed * 7919 + rules.slots.length, old);
      const { failures, status } = scenario(rules, pool, 4, settings, milp, true);
      expect(failures, `${JSON.stringify(settings)} (${status})`).toEqual([]);
    }
  });
});
