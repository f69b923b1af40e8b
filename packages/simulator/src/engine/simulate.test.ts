import { describe, expect, it } from 'vitest';
import { points, type RuleSet, type Salary } from '@dfs/optimizer';
import { hasFixtures, realSlate } from '../../../optimizer/src/test-support/fixtures';
import { parseContest } from '../contest/contest';
import { resolveLineup } from '../field/lineup';
import { buildModel, type SimPlayerInput } from '../model/sim-model';
import { exactBuild } from '../test-support/built-lineups';
import { simulateContest } from './simulate';

/** A one-place roster: the smallest contest whose answer can be worked out by hand. */
const ONE_SLOT: RuleSet = {
  id: 'test-one-slot',
  site: 'dk',
  sport: 'nfl',
  gameType: 'classic',
  name: 'One-slot test contest',
  salaryCap: 50_000 as Salary,
  slots: [{ name: 'UTIL', label: 'UTIL', positions: ['QB'], kind: 'BASE' }],
  kinds: { BASE: { pointsMultiplier: 1, salaryMultiplier: 1 } },
  positionAliases: {},
  teamLimits: [],
  positionLimits: [],
};

/** Two quarterbacks of different games (so no default correlation ties them). */
function twoPlayers(a: { mean: number; sd: number }, b: { mean: number; sd: number }): SimPlayerInput[] {
  const player = (
    id: string,
    team: string,
    game: string,
    x: { mean: number; sd: number },
  ): SimPlayerInput => ({
    id,
    name: `Player ${id}`,
    team,
    opponent: null,
    game,
    positions: ['QB'],
    salary: 5_000 as Salary,
    projection: points(x.mean),
    stdDev: points(x.sd),
  });
  return [player('A', 'AAA', 'AAA@XXX', a), player('B', 'BBB', 'BBB@YYY', b)];
}

/** 3 entries, $10 each, first place wins $30. */
const THREE_ENTRIES = parseContest({ entryFee: 10, fieldSize: 3, payouts: [{ from: 1, to: 1, prize: 30 }] });

/** Standard normal CDF (Zelen & Severo 26.2.17 is not exact enough; this is erf by series). */
function phi(x: number): number {
  let sum = x;
  let term = x;
  for (let n = 1; n < 200; n++) {
    term *= (-x * x) / (2 * n);
    sum += term / (2 * n + 1);
  }
  return 0.5 + sum / Math.sqrt(2 * Math.PI);
}

describe('a contest whose answer is known by hand (2 players, 3 entries)', () => {
  it('matches the return worked out by hand', () => {
    // The user plays A ~ N(12, 4); two opponents play B, who scores 10 every time. A beats both
    // with probability P = Phi(0.5) and takes $30; otherwise the two B entries share first and
    // second place and A, third, wins nothing. ROI = 3 P - 1.
    const model = buildModel(ONE_SLOT, twoPlayers({ mean: 12, sd: 4 }, { mean: 10, sd: 0 }));
    const a = resolveLineup(model, { players: [{ id: 'A', slot: 'UTIL' }] }, 'user');
    const b = resolveLineup(model, { players: [{ id: 'B', slot: 'UTIL' }] }, 'field');
    const K = 100_000;
    const result = simulateContest({
      model,
      lineups: [a],
      field: [b, b],
      contest: THREE_ENTRIES,
      iterations: K,
      seed: 9,
    });
    const p = phi(0.5);
    const stats = result.lineups[0]!;
    const stdErr = (3 * Math.sqrt(p * (1 - p))) / Math.sqrt(K);
    expect(stats.roiStdErr).toBeCloseTo(stdErr, 4);
    expect(Math.abs(stats.roi - (3 * p - 1))).toBeLessThan(4 * stdErr);
    expect(Math.abs(stats.win - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / K));
    expect(stats.top1).toBe(stats.win); // ceil(3 / 100) = 1 place
    expect(stats.cash).toBe(stats.win);
    expect(stats.mean).toBeCloseTo(12, 1);
    expect(stats.sd).toBeCloseTo(4, 1);
    expect(stats.p90).toBeCloseTo(12 + 4 * 1.2816, 0);
    // A is in the best entry when he beats B.
    expect(Math.abs(result.players[0]!.optimalRate - p)).toBeLessThan(0.01);
    expect(result.players[0]!.leverage).toBeCloseTo(
      result.players[0]!.optimalRate - model.players[0]!.ownership,
      5,
    );
  });

  it('gives exact results when every StdDev is 0: three entries tied for first share $30', () => {
    const model = buildModel(ONE_SLOT, twoPlayers({ mean: 10, sd: 0 }, { mean: 10, sd: 0 }));
    const a = resolveLineup(model, { players: [{ id: 'A', slot: 'UTIL' }] }, 'user');
    const b = resolveLineup(model, { players: [{ id: 'B', slot: 'UTIL' }] }, 'field');
    const result = simulateContest({
      model,
      lineups: [a],
      field: [b, b],
      contest: THREE_ENTRIES,
      iterations: 50,
      seed: 1,
    });
    expect(result.lineups[0]).toEqual({
      roi: 0, // $30 / 3 = $10 back on a $10 fee
      roiStdErr: 0,
      win: 0.333333, // a three-way tie for first counts 1/3 (rounded to 1e-6)
      top1: 1,
      cash: 1,
      mean: 10,
      sd: 0,
      p90: 10,
      p99: 10,
    });
  });

  it('gives the same answer for the same seed, and says when the field is too small', () => {
    const model = buildModel(ONE_SLOT, twoPlayers({ mean: 12, sd: 4 }, { mean: 10, sd: 3 }));
    const a = resolveLineup(model, { players: [{ id: 'A', slot: 'UTIL' }] }, 'user');
    const b = resolveLineup(model, { players: [{ id: 'B', slot: 'UTIL' }] }, 'field');
    const run = () =>
      simulateContest({
        model,
        lineups: [a],
        field: [b, b],
        contest: THREE_ENTRIES,
        iterations: 2_000,
        seed: 77,
      });
    expect(run()).toEqual(run());
    expect(() =>
      simulateContest({
        model,
        lineups: [a, a],
        field: [b, b],
        contest: THREE_ENTRIES,
        iterations: 10,
        seed: 1,
      }),
    ).toThrow('The contest has 3 entries but 2 lineups and 2 field entries were given.');
  });
});

describe.skipIf(!hasFixtures)('slot multipliers', () => {
  it('scores a DraftKings captain at 1.5x: with StdDev 0 a lineup scores its projection', () => {
    const { rules, players } = realSlate('dk_nfl_showdown_2019-01-05_IND-HOU.csv');
    const { built, model, lineups } = exactBuild(rules, players, 3);
    const contest = parseContest({ entryFee: 5, fieldSize: 100, payouts: [{ from: 1, to: 20, prize: 20 }] });
    const result = simulateContest({ model, lineups, contest, iterations: 20, seed: 3 });
    result.lineups.forEach((s, i) => {
      expect(s.mean).toBeCloseTo(built[i]!.projection, 4);
      expect(s.sd).toBe(0);
      expect(s.roiStdErr).toBe(0);
    });
  });
});

describe('limits', () => {
  it('refuses a simulation that would keep too many scores, saying what to lower', () => {
    const model = buildModel(ONE_SLOT, twoPlayers({ mean: 12, sd: 4 }, { mean: 10, sd: 3 }));
    const a = resolveLineup(model, { players: [{ id: 'A', slot: 'UTIL' }] }, 'user');
    const contest = parseContest({ entryFee: 1, fieldSize: 200, payouts: [{ from: 1, to: 1, prize: 100 }] });
    const lineups = Array.from({ length: 100 }, () => a);
    expect(() => simulateContest({ model, lineups, contest, iterations: 1_000_000, seed: 1 })).toThrow(
      '100 lineups x 1000000 iterations is over 40,000,000 kept scores',
    );
  });
});
