import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { benchmarkStack } from '../test-support/stacks';
import { firstFloorGap, nextFloorGap } from './floor-schedule';
import { optimize } from './optimize';

const SCALE = 10_000;

describe('floor schedule of a batch search', () => {
  it('starts 1% under the best bound, at least one point', () => {
    expect(firstFloorGap(1_000_000, SCALE)).toBe(10_000);
    expect(firstFloorGap(200_000_000, SCALE)).toBe(2_000_000);
  });

  it('doubles the gap after a run that found some lineups, quadruples it after an empty run', () => {
    expect(nextFloorGap(10_000, 1_000_000, 13, SCALE)).toBe(20_000);
    expect(nextFloorGap(10_000, 1_000_000, 0, SCALE)).toBe(40_000);
  });

  it('drops the floor once the gap passes four times the bound', () => {
    expect(nextFloorGap(15_000_000, 1_000_000, 3, SCALE)).toBe(Infinity);
  });

  it('a stacked 150-lineup build does not overshoot its floor (deterministic search nodes)', () => {
    // FD NBA generated slate of the benchmark, 3 of a team, 50% max exposure, min unique 2:
    // 31,016 nodes when the gap grew 4x after every short run, 22,205 now.
    const rules = getRuleSet('fd', 'nba', 'classic');
    const players = randomPool(rules, { persons: 300, games: 10, seed: 2024 });
    const r = optimize({
      rules,
      players,
      lineups: 150,
      settings: { stacks: [benchmarkStack(rules)], maxExposure: 0.5, minUnique: 2 },
    });
    expect(r.status).toBe('complete');
    expect(r.stats.nodes).toBeLessThan(26_000);
  });
});
