import { describe, expect, it } from 'vitest';
import { points, salary } from '../model/units';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { optimize } from './optimize';

const rules = getRuleSet('dk', 'nfl', 'classic');
const players = randomPool(rules, { persons: 60, games: 4, seed: 11 });

describe('settings that cannot work are refused with reasons', () => {
  it('locks over the cap', () => {
    const pick = ['RB', 'RB', 'WR', 'WR', 'WR', 'TE'].map(
      (pos, i) => players.filter((p) => p.positions[0] === pos)[i % 2 === 0 || pos !== 'RB' ? i % 3 : 1]!,
    );
    const ids = new Set(pick.map((p) => p.id));
    const pool = players.map((p) => (ids.has(p.id) ? { ...p, salary: salary(9_000) } : p));
    const res = optimize({
      rules,
      players: pool,
      lineups: 1,
      settings: { locks: [...ids].map((id) => ({ id })) },
    });
    expect(res.status).toBe('invalid');
    expect(res.messages).toContain(
      `Your locks cost ${(9_000 * ids.size).toLocaleString('en-US')}, over the 50,000 cap.`,
    );
  });

  it('a stack on a team without enough eligible players', () => {
    const team = players[0]!.team;
    const eligible = players.filter((p) => p.team === team).length;
    const res = optimize({
      rules,
      players,
      lineups: 1,
      settings: { stacks: [{ teams: [team], parts: [{ count: eligible + 1 }] }] },
    });
    expect(res.status).toBe('invalid');
    expect(res.messages[0]).toBe(
      `Stack ${team}: ${eligible + 1} players: needs ${eligible + 1} ${team} players but only ${eligible} are eligible and not excluded.`,
    );
  });

  it('min exposures that exceed the room of their positions', () => {
    const qbs = players.filter((p) => p.positions[0] === 'QB').slice(0, 2);
    const res = optimize({
      rules,
      players,
      lineups: 10,
      settings: { exposures: qbs.map((q) => ({ id: q.id, min: 0.6 })) },
    });
    expect(res.status).toBe('invalid');
    expect(res.messages[0]).toMatch(/need 12 lineup spots but their positions have only 10 in 10 lineups/);
  });

  it('explains a build that runs out of lineups and returns those found', () => {
    const small = randomPool(rules, { persons: 13, games: 3, seed: 3 });
    const res = optimize({ rules, players: small, lineups: 150, settings: { minUnique: 3 } });
    expect(res.status).toBe('partial');
    expect(res.lineups.length).toBeGreaterThan(0);
    expect(res.messages[0]).toMatch(/^Only \d+ of 150 lineups could be built\. .*at least 3 players/);
  });

  it('says which setting leaves no lineup at all', () => {
    // Only one team's players are dear: 50,000 needs several of them, which at most 2 per team
    // forbids. The salary pre-check leaves team limits aside, so the build itself finds no lineup.
    const dear = players[0]!.team;
    const pool = players.map((p) => ({
      ...p,
      projection: points(p.projection),
      salary: salary(p.team === dear ? 9_000 : 3_000),
    }));
    const rich = pool.filter((p) => p.positions[0] === 'WR').sort((a, b) => b.salary - a.salary);
    const res = optimize({
      rules,
      players: pool,
      lineups: 1,
      settings: { minSalary: 50_000, maxPerTeam: 2, locks: [{ id: rich.at(-1)!.id }] },
    });
    expect(res.status).toBe('infeasible');
    expect(res.messages).toContain('No lineup reaches your minimum salary of 50,000.');
    expect(res.messages.join(' ')).toMatch(/minimum salary|locked/);
  });

  // Smaller bugs: the user's own maximum is not "the cap", and locks over an operator's
  // position limit name it.
  it('a minimum salary over the user maximum salary names that maximum', () => {
    const res = optimize({ rules, players, lineups: 1, settings: { maxSalary: 45_000, minSalary: 46_000 } });
    expect(res.messages).toContain('Your minimum salary 46,000 is over your maximum salary 45,000.');
  });

  it('3 QBs locked on FanDuel NFL single game names the two-QB limit', () => {
    const fd = getRuleSet('fd', 'nfl', 'single');
    const pool = randomPool(fd, { persons: 30, games: 1, seed: 3 });
    const qbs = pool.filter((p) => p.positions.includes('QB')).slice(0, 3);
    const extra =
      qbs.length < 3 ? pool.slice(0, 3 - qbs.length).map((p) => ({ ...p, positions: ['QB'] })) : [];
    const all = pool.map((p) => extra.find((x) => x.id === p.id) ?? p);
    const three = all.filter((p) => p.positions.includes('QB')).slice(0, 3);
    const res = optimize({
      rules: fd,
      players: all,
      lineups: 1,
      settings: { locks: three.map((p) => ({ id: p.id })) },
    });
    expect(res.status).toBe('invalid');
    expect(res.messages.join(' ')).toContain('You locked 3 quarterbacks');
    expect(res.messages.join(' ')).toContain('FanDuel NFL Single Game allows at most 2.');
  });
});
