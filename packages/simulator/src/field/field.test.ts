import { describe, expect, it } from 'vitest';
import { optimize, points, type OptimizerPlayer } from '@dfs/optimizer';
import { hasFixtures, realSlate } from '../../../optimizer/src/test-support/fixtures';
import { checkMembers } from '../../../optimizer/src/test-support/lineup-check';
import { buildModel, type SimModel } from '../model/sim-model';
import { FieldGenerator } from './field';
import { lineupProblems, type Members } from './lineup';

/** Field shares against ownership: mean absolute error in points over players owned above 5 %. */
function ownershipError(model: SimModel, field: Members[]): { mae: number; players: number } {
  const base = new Float64Array(model.players.length);
  const captain = new Float64Array(model.players.length);
  for (const lineup of field)
    for (const m of lineup) {
      const into = model.rules.slots[m.slot]!.kind === 'BASE' ? base : captain;
      into[m.player] = into[m.player]! + 1 / field.length;
    }
  let err = 0;
  let players = 0;
  model.players.forEach((p, i) => {
    if (p.ownership > 0.05) {
      err += Math.abs(base[i]! - p.ownership);
      players++;
    }
    if (p.captainOwnership > 0.05) {
      err += Math.abs(captain[i]! - p.captainOwnership);
      players++;
    }
  });
  return { mae: (100 * err) / players, players };
}

/** Every lineup passes the optimizer's independent lineup judge for the rule set. */
function judge(model: SimModel, pool: OptimizerPlayer[], field: Members[]): string[] {
  const byId = new Map(pool.map((p) => [p.id, p]));
  const problems: string[] = [];
  for (const lineup of field) {
    const members = lineup.map((m) => {
      const player = model.players[m.player]!;
      const original = byId.get(player.id) ?? pool.find((p) => p.kindIds?.BASE === player.id);
      if (!original) throw new Error(`no pool player ${player.id}`);
      return { player: original, kind: model.rules.slots[m.slot]!.kind, slot: m.slot };
    });
    problems.push(...checkMembers(model.rules, members, {}, pool));
  }
  return problems;
}

describe.skipIf(!hasFixtures)('the simulated field', () => {
  it('matches projected ownership on the real DraftKings NFL slate, every lineup valid', () => {
    const { rules, players } = realSlate('dk_nfl_classic_2022wk11.csv');
    const model = buildModel(rules, players);
    const field = new FieldGenerator(model, 11).draw(10_000);
    expect(judge(model, players, field)).toEqual([]);
    expect(field.every((l) => lineupProblems(model, l).length === 0)).toBe(true);
    const { mae, players: counted } = ownershipError(model, field);
    expect(counted).toBeGreaterThan(20);
    expect(mae).toBeLessThan(2);
    // No lineup far off the best one's projection (at least 65 % of it by default).
    const best = optimize({ rules, players, lineups: 1 }).lineups[0]!.projection;
    const projections = field.map((l) => l.reduce((s, m) => s + model.players[m.player]!.mean, 0));
    expect(Math.min(...projections)).toBeGreaterThanOrEqual(0.65 * best - 1e-9);
    // Salary near the cap, as real fields are.
    const salaries = field.map((l) => l.reduce((s, m) => s + model.players[m.player]!.salary, 0));
    expect(Math.min(...salaries)).toBeGreaterThanOrEqual(49_000);
    // QB stacks at about the default rate (75 %), counted as a QB with a WR or TE of his team.
    const stacked = field.filter((l) => {
      const ps = l.map((m) => model.players[m.player]!);
      const qb = ps.find((p) => p.positions.includes('QB'))!;
      return ps.some(
        (p) => p !== qb && p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE')),
      );
    }).length;
    expect(stacked / field.length).toBeGreaterThan(0.7);
  });

  it('follows an uploaded Ownership column on the classic slate', () => {
    const { rules, players } = realSlate('dk_nfl_classic_2022wk11.csv');
    // The model's ownership, tilted: every other player 15 % more or less popular.
    const first = buildModel(rules, players);
    const uploaded = players.map((p) => {
      const i = first.players.findIndex((x) => x.id === p.id);
      return { ...p, ownership: i < 0 ? 0 : first.players[i]!.ownership * (i % 2 ? 1.15 : 0.85) };
    });
    const model = buildModel(rules, uploaded);
    expect(model.ownershipFrom).toBe('upload');
    const field = new FieldGenerator(model, 3).draw(10_000);
    expect(judge(model, players, field)).toEqual([]);
    expect(ownershipError(model, field).mae).toBeLessThan(2);
  });

  it('follows an uploaded Ownership column and captain ownership on a Showdown slate', () => {
    const { rules, players } = realSlate('dk_nfl_showdown_2019-01-05_IND-HOU.csv');
    // The uploaded ownership is the FLEX share of a field drawn from the model (so it is one a
    // field near the cap can have); the simulator must follow it with another seed.
    const first = buildModel(rules, players);
    const shares = new Map<string, number>();
    for (const lineup of new FieldGenerator(first, 1).draw(10_000))
      for (const m of lineup)
        if (rules.slots[m.slot]!.kind === 'BASE') {
          const id = first.players[m.player]!.id;
          shares.set(id, (shares.get(id) ?? 0) + 1 / 10_000);
        }
    const uploaded = players.map((p) => ({ ...p, ownership: shares.get(p.kindIds?.BASE ?? p.id) ?? 0 }));
    const model = buildModel(rules, uploaded);
    model.players.forEach((p) => expect(p.ownership).toBeCloseTo(shares.get(p.id) ?? 0, 9));
    expect(model.players.reduce((s, p) => s + p.captainOwnership, 0)).toBeCloseTo(1, 6);
    const field = new FieldGenerator(model, 2).draw(10_000);
    expect(judge(model, players, field)).toEqual([]);
    expect(ownershipError(model, field).mae).toBeLessThan(2);
  });

  it('says so when no lineup can be drawn', () => {
    const { rules, players } = realSlate('dk_nfl_classic_2022wk11.csv');
    const onlyQbs = players
      .filter((p) => p.positions.includes('QB'))
      .map((p) => ({ ...p, salary: points(5000) as never }));
    expect(() => new FieldGenerator(buildModel(rules, onlyQbs), 1, { calibrationRounds: 0 }).draw(1)).toThrow(
      'No valid DraftKings NFL Classic lineup',
    );
  });
});
