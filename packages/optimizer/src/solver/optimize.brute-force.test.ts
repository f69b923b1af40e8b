import { describe, expect, it } from 'vitest';
import { RULE_SETS } from '../rules/rule-sets.data';
import { drawExtra, withRuleData } from '../test-support/extra-draws';
import { bruteForceJudge } from '../test-support/judges';
import { randomPool } from '../test-support/random-pool';
import { scenario, teamStack } from '../test-support/scenario';
import type { BuildSettings } from './build-input.types';

describe.each(RULE_SETS.map((r) => [r.id, r] as const))('%s', (_id, rules) => {
  const small = rules.slots.length + 4;

  it('matches brute force on small pools (plain, unique+exposure, stack, randomness)', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const pool = randomPool(rules, {
        persons: small,
        games: 3,
        seed: seed * 7919 + rules.slots.length,
        ties: seed === 2,
      });
      const cases: [number, BuildSettings][] = [
        [5, {}],
        [6, { minUnique: 2, maxExposure: 0.5 }],
        [4, { stacks: teamStack(rules) }],
        [4, { randomness: { mode: 'percent', percent: 15 }, seed }],
      ];
      for (const [asked, settings] of cases) {
        const { failures } = scenario(rules, pool, asked, settings, bruteForceJudge);
        expect(failures, `seed ${seed} ${JSON.stringify(settings)}`).toEqual([]);
      }
    }
  });

  it('matches brute force with locks, excludes and min exposure', () => {
    const pool = randomPool(rules, { persons: small, games: 3, seed: 4242 + rules.slots.length });
    const lockSlot = rules.slots.find((s) => s.kind !== 'BASE')?.name;
    const settings: BuildSettings = {
      locks: [{ id: pool[0]?.id ?? '', ...(lockSlot ? { slot: lockSlot } : {}) }],
      excludes: [pool[1]?.id ?? ''],
      exposures: [{ id: pool[2]?.id ?? '', min: 0.5 }],
      minUnique: 2,
    };
    const { failures, status } = scenario(rules, pool, 4, settings, bruteForceJudge);
    expect(['complete', 'partial', 'infeasible']).toContain(status);
    expect(failures).toEqual([]);
  });

  // groups, pairs, team count, game stacks, team and stack exposures, ownership,
  // starters, spacing (MLB) and position counts, drawn at random on top of a stack and min unique.
  it('matches brute force with the lineup rules', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const base = randomPool(rules, { persons: small, games: 3, seed: seed * 104_729 + rules.slots.length });
      const pool = withRuleData(rules, base, seed);
      const settings = drawExtra(rules, pool, seed * 31 + rules.slots.length, {
        stacks: teamStack(rules),
        minUnique: 2,
      });
      const { failures } = scenario(rules, pool, 4, settings, bruteForceJudge, true);
      expect(failures, `seed ${seed} ${JSON.stringify(settings)}`).toEqual([]);
    }
  });
});
