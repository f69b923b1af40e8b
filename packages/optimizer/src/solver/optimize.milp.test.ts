import { beforeAll, describe, expect, it } from 'vitest';
import { RULE_SETS } from '../rules/rule-sets.data';
import { createMilpJudge, type Judge } from '../test-support/judges';
import { randomPool } from '../test-support/random-pool';
import { scenario, teamStack } from '../test-support/scenario';

describe.each(RULE_SETS.map((r) => [r.id, r] as const))('%s', (_id, rules) => {
  describe('against an independent MILP on medium pools', () => {
    let milp: Judge;
    beforeAll(async () => {
      milp = await createMilpJudge();
    });

    it('sequences with uniqueness cuts and exposure caps', () => {
      const pool = randomPool(rules, {
        persons: rules.gameType === 'single' ? 22 : 45,
        games: 4,
        seed: 99 + rules.slots.length * 31,
      });
      const { failures } = scenario(rules, pool, 6, { minUnique: 3, maxExposure: 0.5 }, milp);
      expect(failures).toEqual([]);
      const stacked = scenario(rules, pool, 4, { stacks: teamStack(rules), minUnique: 2 }, milp);
      expect(stacked.failures).toEqual([]);
    });
  });
});
