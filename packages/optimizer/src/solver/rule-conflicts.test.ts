import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, realSlate } from '../test-support/fixtures';
import { randomPool } from '../test-support/random-pool';
import { userMix } from '../test-support/rule-cases';
import { optimize } from './optimize';

// Settings that clash are refused at once, and what no pre-check finds
// still ends (a deterministic work budget; relaxed searches that explain a stop are limited too).

const dkNfl = getRuleSet('dk', 'nfl', 'classic');
const qbStack = (team: string) => ({
  teams: [team],
  parts: [
    { positions: ['QB'], count: 1 },
    { positions: ['WR', 'TE'], count: 2 },
  ],
});

describe('conflicting settings', () => {
  it('a locked QB and a stack needing the QB of another team (DK NFL, 320 players) is refused at once', () => {
    const pool = randomPool(dkNfl, { persons: 320, games: 6, seed: 5 });
    const qb = pool.find((p) => p.positions.includes('QB'));
    const other = pool.find((p) => p.positions.includes('QB') && p.team !== qb?.team);
    const r = optimize({
      rules: dkNfl,
      players: pool,
      lineups: 1,
      settings: { locks: [{ id: qb?.id ?? '' }], stacks: [qbStack(other?.team ?? '')] },
    });
    expect(r.status).toBe('invalid');
    expect(r.stats.nodes).toBe(0);
    const message = r.messages.join(' ');
    expect(message).toContain(`Stack ${other?.team}: 1 QB + 2 WR/TE`);
    expect(message).toContain(qb?.name ?? '?');
  });

  it('a player at 100% min exposure counts as locked for the same check', () => {
    const pool = randomPool(dkNfl, { persons: 120, games: 4, seed: 6 });
    const qb = pool.find((p) => p.positions.includes('QB'));
    const other = pool.find((p) => p.positions.includes('QB') && p.team !== qb?.team);
    const r = optimize({
      rules: dkNfl,
      players: pool,
      lineups: 3,
      settings: { exposures: [{ id: qb?.id ?? '', min: 1 }], stacks: [qbStack(other?.team ?? '')] },
    });
    expect(r.status).toBe('invalid');
    expect(r.messages.join(' ')).toContain('100% min exposure');
  });

  it('max per team against the roster: 2 per team cannot fill a 6-player single-game roster', () => {
    const rules = getRuleSet('dk', 'nba', 'single');
    const pool = randomPool(rules, { persons: 30, games: 1, seed: 2 });
    const r = optimize({ rules, players: pool, lineups: 1, settings: { maxPerTeam: 2 } });
    expect(r.status).toBe('invalid');
    expect(r.messages.join(' ')).toContain('At most 2 players per team');
  });

  it('two stacks that each need their own team QB are refused at once (one QB slot)', () => {
    const pool = randomPool(dkNfl, { persons: 320, games: 6, seed: 5 });
    const teams = [...new Set(pool.filter((p) => p.positions.includes('QB')).map((p) => p.team))];
    const r = optimize({
      rules: dkNfl,
      players: pool,
      lineups: 1,
      settings: { stacks: [qbStack(teams[0] ?? ''), qbStack(teams[1] ?? '')] },
    });
    // Before: no pre-check, and the search had to prove it (0.3 to 1.5 s on the real file).
    expect(r.status).toBe('invalid');
    expect(r.stats.nodes).toBe(0);
    expect(r.messages.join(' ')).toContain(
      `Stacks ${teams[0]}: 1 QB + 2 WR/TE and ${teams[1]}: 1 QB + 2 WR/TE cannot both be met in one lineup: the roster has no slots left`,
    );
  });

  it('two stacks that may share a team are left to the search (a player may count toward both)', () => {
    const pool = randomPool(dkNfl, { persons: 160, games: 4, seed: 5 });
    const team = pool.find((p) => p.positions.includes('QB'))?.team ?? '';
    const r = optimize({
      rules: dkNfl,
      players: pool,
      lineups: 2,
      settings: {
        stacks: [qbStack(team), { teams: [team], parts: [{ positions: ['QB', 'WR'], count: 2 }] }],
      },
    });
    expect(r.status).toBe('complete');
    for (const l of r.lineups)
      expect(l.slots.filter((s) => s.team === team).length).toBeGreaterThanOrEqual(3);
  });

  it('a minimum salary no lineup can reach is refused with the most a lineup can cost, and that figure is reachable', () => {
    const rules = getRuleSet('dk', 'nba', 'single');
    const pool = randomPool(rules, { persons: 24, games: 1, seed: 4 });
    // Without its 14 dearest players the pool cannot reach the cap.
    const dear = [...pool].sort((a, b) => b.salary - a.salary).slice(0, 14);
    const settings = { excludes: dear.map((p) => p.id) };
    const r = optimize({ rules, players: pool, lineups: 1, settings: { ...settings, minSalary: 50_000 } });
    expect(r.status).toBe('invalid');
    expect(r.stats.nodes).toBe(0);
    const most = /the most a lineup costs is ([\d,]+)/.exec(r.messages.join(' '))?.[1];
    expect(most).toBeDefined();
    const top = Number(most?.replace(/,/g, ''));
    expect(top).toBeLessThan(50_000);
    const ok = optimize({ rules, players: pool, lineups: 1, settings: { ...settings, minSalary: top } });
    expect(ok.status).toBe('complete');
    expect(ok.lineups[0]?.salary).toBe(top);
  });
});

describe('work budget', () => {
  it('a build that runs out of its budget returns the exact lineups found so far and says so', () => {
    const rules = getRuleSet('fd', 'nhl', 'classic');
    const pool = randomPool(rules, { persons: 200, games: 5, seed: 11 });
    const settings = {
      stacks: [
        {
          parts: [
            { positions: ['C', 'LW', 'RW'], count: 3 },
            { positions: ['D'], count: 1, fromOpponent: true },
          ],
        },
      ],
      minUnique: 3,
      maxExposure: 0.5,
    };
    const full = optimize({ rules, players: pool, lineups: 30, settings });
    expect(full.status).toBe('complete');
    expect(full.budgetExhausted).toBe(false);
    const cut = optimize({
      rules,
      players: pool,
      lineups: 30,
      settings: { ...settings, workBudget: Math.floor(full.stats.work / 2) },
    });
    expect(cut.status).toBe('partial');
    expect(cut.budgetExhausted).toBe(true);
    expect(cut.lineups.length).toBeLessThan(30);
    expect(cut.messages.join(' ')).toContain('work budget');
    // Deterministic, and a prefix of the full build.
    expect(cut.lineups).toEqual(full.lineups.slice(0, cut.lineups.length));
    const again = optimize({
      rules,
      players: pool,
      lineups: 30,
      settings: { ...settings, workBudget: Math.floor(full.stats.work / 2) },
    });
    expect(again.lineups.length).toBe(cut.lineups.length);
  });

  it('building the search plan draws on the budget too: a tiny budget stops before any search', () => {
    const pool = randomPool(dkNfl, { persons: 120, games: 4, seed: 7 });
    const stack = {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 2 },
        { positions: ['WR'], count: 1, fromOpponent: true },
      ],
    };
    const r = optimize({
      rules: dkNfl,
      players: pool,
      lineups: 5,
      settings: { stacks: [stack], workBudget: 50 },
    });
    expect(r.status).toBe('partial');
    expect(r.budgetExhausted).toBe(true);
    expect(r.lineups).toEqual([]);
    // Before, the plan was built whatever the budget and the search then ran until it was gone.
    expect(r.stats.nodes).toBe(0);
    expect(r.stats.work).toBeGreaterThan(50);
  });
});

describe.skipIf(!hasFixtures)('builds that never ended', () => {
  it('FD NFL: QB locked in his slot, a second stack on his team and a 10% min exposure ends, complete', () => {
    const { rules, players } = realSlate('fd_nfl_classic_2018wk13.csv');
    const settings = userMix(rules, players, 2);
    expect(settings.locks?.[0]?.slot).toBe('QB');
    expect(settings.stacks).toHaveLength(2);
    // Before: the QB stack was checked on complete lineups (every team's QB cores were listed)
    // and the stack checks were not counted: no lineup after 2.7 minutes, far past any budget.
    const r = optimize({ rules, players, lineups: 20, settings });
    expect(r.status, r.messages.join(' ')).toBe('complete');
    expect(r.stats.work).toBeLessThan(5_000_000);
  }, 60_000);
});
