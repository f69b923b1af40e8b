import { describe, expect, it } from 'vitest';
import { getRuleSet, points, type OptimizerPlayer } from '@dfs/optimizer';
import {
  cholesky,
  DRAW_BATCH,
  drawCorrelated,
  drawCorrelatedBatch,
  makePositiveDefinite,
} from './correlation';
import { NormalSource } from './normal';
import { buildModel } from './sim-model';

/** One NFL game: a full offense and defence on each side, projections that give every player a spread. */
function nflGame(): OptimizerPlayer[] {
  const side = (team: string, opponent: string): OptimizerPlayer[] =>
    ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'K', 'DST'].map((pos, i) => ({
      id: `${team}${i}`,
      name: `${team} ${pos} ${i}`,
      team,
      opponent,
      game: 'AAA@BBB',
      positions: [pos],
      salary: points(5000) as never,
      projection: points(10 + i),
    }));
  return [...side('AAA', 'BBB'), ...side('BBB', 'AAA')];
}

describe('correlated outcomes', () => {
  it('reproduces the correlation matrix of a game within 0.02 over 200,000 draws', () => {
    const model = buildModel(getRuleSet('dk', 'nfl', 'classic'), nflGame());
    expect(model.blocks).toHaveLength(1);
    const block = model.blocks[0]!;
    const n = block.players.length;
    const draws = 200_000;
    const normals = new NormalSource(2026);
    const z = new Float64Array(model.players.length);
    const scratch = new Float64Array(n);
    const sum = new Float64Array(n);
    const cross = new Float64Array(n * n);
    for (let d = 0; d < draws; d++) {
      drawCorrelated(model.blocks, normals, z, scratch);
      for (let i = 0; i < n; i++) {
        const zi = z[block.players[i]!]!;
        sum[i] = sum[i]! + zi;
        for (let j = 0; j <= i; j++) cross[i * n + j] = cross[i * n + j]! + zi * z[block.players[j]!]!;
      }
    }
    let worst = 0;
    let nonZero = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < i; j++) {
        const cov = (k: number, l: number) =>
          cross[k * n + l]! / draws - (sum[k]! / draws) * (sum[l]! / draws);
        const sample = cov(i, j) / Math.sqrt(cov(i, i) * cov(j, j));
        const want = block.matrix[i * n + j]!;
        if (want !== 0) nonZero++;
        worst = Math.max(worst, Math.abs(sample - want));
      }
    // The QB-WR, DST-opposing-QB and other default pairs are in the block.
    expect(nonZero).toBeGreaterThan(50);
    expect(worst).toBeLessThan(0.02);
  });

  it('repairs a matrix that is not positive semi-definite and keeps it a correlation matrix', () => {
    // Three players each strongly tied to the next but the first and last opposed: impossible.
    const raw = Float64Array.from([1, 0.9, -0.9, 0.9, 1, 0.9, -0.9, 0.9, 1]);
    expect(cholesky(raw, 3)).toBeNull();
    const fixed = makePositiveDefinite(raw, 3);
    expect(cholesky(fixed, 3)).not.toBeNull();
    for (let i = 0; i < 3; i++) {
      expect(fixed[i * 3 + i]).toBeCloseTo(1, 12);
      for (let j = 0; j < 3; j++) expect(fixed[i * 3 + j]).toBeCloseTo(fixed[j * 3 + i]!, 12);
    }
    // The signs of the wanted relations survive the repair.
    expect(fixed[1]).toBeGreaterThan(0);
    expect(fixed[2]).toBeLessThan(0);
  });

  it('draws a batch of iterations exactly as one iteration at a time (same seed, same values)', () => {
    // Two games, so the batch keeps the normals' order across blocks and iterations.
    const other = nflGame().map((p) => ({
      ...p,
      id: `x${p.id}`,
      team: p.team === 'AAA' ? 'CCC' : 'DDD',
      opponent: p.opponent === 'AAA' ? 'CCC' : 'DDD',
      game: 'CCC@DDD',
    }));
    const model = buildModel(getRuleSet('dk', 'nfl', 'classic'), [...nflGame(), ...other]);
    expect(model.blocks).toHaveLength(2);
    const n = model.players.length;
    const one = new NormalSource(77);
    const z = new Float64Array(n);
    const scratch = new Float64Array(n);
    const batched = new NormalSource(77);
    const zb = new Float64Array(n * DRAW_BATCH);
    const e = new Float64Array(n * DRAW_BATCH);
    // A full batch, then a partial one that continues the same sequence.
    for (const count of [DRAW_BATCH, 5]) {
      drawCorrelatedBatch(model.blocks, batched, zb, e, count);
      for (let b = 0; b < count; b++) {
        drawCorrelated(model.blocks, one, z, scratch);
        for (let p = 0; p < n; p++) expect(zb[p * DRAW_BATCH + b]).toBe(z[p]);
      }
    }
  });

  it('leaves a valid matrix untouched', () => {
    const raw = Float64Array.from([1, 0.3, 0.3, 1]);
    expect(makePositiveDefinite(raw, 2)).toBe(raw);
  });
});
