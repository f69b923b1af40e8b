import { beforeAll, describe, expect, it } from 'vitest';
import type { OptimizerPlayer } from '../model/player.types';
import { getRuleSet } from '../rules/rule-set';
import { createMilpJudge, type Judge } from '../test-support/judges';
import { meetsStack } from '../test-support/lineup-check';
import { randomPool } from '../test-support/random-pool';
import { scenario } from '../test-support/scenario';
import { optimize } from './optimize';

// Stack parts and slot locks accept the operator's labels (LW, RW, SP, RP,
// DST / D / DEF) and the rule set's aliases (W, P, ...) with the same meaning.

const dkNhl = getRuleSet('dk', 'nhl', 'classic');
const dkMlb = getRuleSet('dk', 'mlb', 'classic');

describe('operator position labels', () => {
  let milp: Judge;
  beforeAll(async () => {
    milp = await createMilpJudge();
  });

  it('DK NHL "3 of C/LW/RW" counts wingers (same lineups as "3 of C/W")', () => {
    const pool = randomPool(dkNhl, { persons: 60, games: 3, seed: 19 });
    const labels = { stacks: [{ parts: [{ positions: ['C', 'LW', 'RW'], count: 3 }] }], minUnique: 2 };
    const alias = { stacks: [{ parts: [{ positions: ['C', 'W'], count: 3 }] }], minUnique: 2 };
    const a = optimize({ rules: dkNhl, players: pool, lineups: 5, settings: labels });
    const b = optimize({ rules: dkNhl, players: pool, lineups: 5, settings: alias });
    expect(a.status).toBe('complete');
    expect(a.lineups.map((l) => l.projection)).toEqual(b.lineups.map((l) => l.projection));
    expect(scenario(dkNhl, pool, 5, labels, milp).failures).toEqual([]);
  });

  it('DK NHL "2 LW/RW of a team" is accepted and met with wingers', () => {
    const pool = randomPool(dkNhl, { persons: 60, games: 3, seed: 7 });
    const team = pool.find((p) => p.positions.includes('LW'))?.team ?? 'T0';
    const settings = { stacks: [{ teams: [team], parts: [{ positions: ['LW', 'RW'], count: 2 }] }] };
    const r = optimize({ rules: dkNhl, players: pool, lineups: 3, settings });
    expect(r.status, r.messages.join(' ')).toBe('complete');
    for (const l of r.lineups) {
      const wingers = l.slots.filter((s) => {
        const p = pool.find((x) => x.id === s.playerId);
        return p?.team === team && p.positions.some((x) => x === 'LW' || x === 'RW');
      });
      expect(wingers.length).toBeGreaterThanOrEqual(2);
    }
    expect(scenario(dkNhl, pool, 3, settings, milp).failures).toEqual([]);
  });

  it('DK MLB "1 SP of a team" is accepted and locks into a slot by label (SP for P)', () => {
    const pool = randomPool(dkMlb, { persons: 70, games: 3, seed: 3 });
    const sp = pool.filter((p) => p.positions.includes('SP'));
    const team = sp[0]?.team ?? 'T0';
    const settings = {
      stacks: [{ teams: [team], parts: [{ positions: ['SP'], count: 1 }, { count: 2 }] }],
      locks: [{ id: sp[sp.length - 1]?.id ?? '', slot: 'SP' }],
    };
    const r = optimize({ rules: dkMlb, players: pool, lineups: 3, settings });
    expect(r.status, r.messages.join(' ')).toBe('complete');
    expect(r.lineups[0]?.slots.find((s) => s.playerId === settings.locks[0]?.id)?.slot).toBe('P');
    expect(scenario(dkMlb, pool, 3, settings, milp).failures).toEqual([]);
  });

  it('the test judge reads labels like the solver (it no longer accepts a part by its raw label only)', () => {
    const player = (id: string, positions: string[]): OptimizerPlayer =>
      ({ id, name: id, team: 'A', opponent: 'B', positions, salary: 1000, projection: 1 }) as OptimizerPlayer;
    const lineup = [player('1', ['C']), player('2', ['LW']), player('3', ['RW'])];
    // Both spellings mean C or winger: 3 players meet "3 of C/W" and "3 of C/LW/RW" alike.
    expect(meetsStack(dkNhl, { parts: [{ positions: ['C', 'W'], count: 3 }] }, lineup, lineup)).toBe(true);
    expect(meetsStack(dkNhl, { parts: [{ positions: ['C', 'LW'], count: 3 }] }, lineup, lineup)).toBe(true);
    // Overlapping parts need distinct players.
    const parts = [
      { positions: ['C', 'W'], count: 3 },
      { positions: ['C'], count: 1 },
    ];
    expect(meetsStack(dkNhl, { parts }, lineup, lineup)).toBe(false);
  });

  it('FD NFL: a lock with slot D, DST or DEF goes to the DEF slot', () => {
    const fd = getRuleSet('fd', 'nfl', 'classic');
    const pool = randomPool(fd, { persons: 80, games: 4, seed: 8 });
    const def = pool.find((p) => p.positions.includes('D'))!;
    for (const slot of ['D', 'DST', 'DEF', 'dst']) {
      const r = optimize({
        rules: fd,
        players: pool,
        lineups: 1,
        settings: { locks: [{ id: def.id, slot }] },
      });
      expect(r.status, r.messages.join(' ')).toBe('complete');
      expect(r.lineups[0]?.slots.find((s) => s.playerId === def.id)?.slot).toBe('DEF');
    }
  });
});
