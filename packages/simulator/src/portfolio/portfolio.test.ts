import { describe, expect, it } from 'vitest';
import { optimize } from '@dfs/optimizer';
import { hasFixtures, realSlate } from '../../../optimizer/src/test-support/fixtures';
import { parseContest } from '../contest/contest';
import { buildModel } from '../model/sim-model';
import { simulateContest } from '../engine/simulate';
import { resolveBuilt } from '../test-support/built-lineups';
import { choosePortfolio } from './portfolio';

describe.skipIf(!hasFixtures)('the portfolio chooser', () => {
  const { rules, players } = realSlate('dk_nfl_classic_2022wk11.csv');
  const model = buildModel(rules, players);
  const pool = optimize({
    rules,
    players,
    lineups: 120,
    settings: { randomness: { mode: 'percent', percent: 30 }, seed: 4, maxExposure: 0.4 },
  });
  const candidates = resolveBuilt(model, pool.lineups, 'candidate');
  const contest = parseContest({
    entryFee: 10,
    fieldSize: 1_000,
    payouts: [
      { from: 1, to: 1, prize: 1_500 },
      { from: 2, to: 10, prize: 200 },
      { from: 11, to: 200, prize: 30 },
    ],
  });

  it('chooses N distinct candidates within the exposure cap that beat the top N by projection in the same simulations', () => {
    const result = choosePortfolio({
      model,
      candidates,
      size: 20,
      maxExposure: 0.6,
      contest,
      iterations: 1_000,
      seed: 8,
    });
    expect(new Set(result.chosen).size).toBe(20);
    expect(result.baseline).toHaveLength(20);
    const counts = new Map<number, number>();
    for (const i of result.chosen)
      for (const m of candidates[i]!) counts.set(m.player, (counts.get(m.player) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(12);
    expect(result.gain).toBeCloseTo(result.roi - result.baselineRoi, 5);
    expect(result.roi).toBeGreaterThan(result.baselineRoi);
    // The portfolio's return is what simulating those lineups says (same seed: same field, same draws).
    const again = simulateContest({
      model,
      lineups: result.chosen.map((i) => candidates[i]!),
      contest,
      iterations: 1_000,
      seed: 8,
    });
    const mean = again.lineups.reduce((s, l) => s + l.roi, 0) / again.lineups.length;
    expect(mean).toBeCloseTo(result.roi, 5);
  });

  it('says when the exposure cap leaves too few lineups', () => {
    expect(() =>
      choosePortfolio({ model, candidates, size: 50, maxExposure: 0.05, contest, iterations: 10, seed: 1 }),
    ).toThrow(/Only \d+ of 50 lineups fit a max exposure of 5 %/);
  });
});
