import { describe, expect, it } from 'vitest';
import type { OptimizerPlayer } from '../model/player.types';
import { points } from '../model/units';
import { getRuleSet } from '../rules/rule-set';
import type { RuleSet } from '../rules/rule-set.types';
import { withRuleData } from '../test-support/extra-draws';
import { randomPool } from '../test-support/random-pool';
import type { BuildSettings } from './build-input.types';
import { fitsWindow } from './extra-rules';
import { optimize } from './optimize';

// what the new rules refuse before solving (each message names the settings that
// clash), and what a user sees of them in the lineups.

const dkNfl = getRuleSet('dk', 'nfl', 'classic');
const dkMlb = getRuleSet('dk', 'mlb', 'classic');
const showdown = getRuleSet('dk', 'nfl', 'single');

function pool(rules: RuleSet, persons = 80, seed = 11): OptimizerPlayer[] {
  return withRuleData(rules, randomPool(rules, { persons, games: 4, seed }), seed);
}

function refused(rules: RuleSet, players: OptimizerPlayer[], settings: BuildSettings, lineups = 3): string {
  const r = optimize({ rules, players, lineups, settings });
  expect(r.status, r.messages.join(' ')).toBe('invalid');
  expect(r.stats.nodes).toBe(0);
  return r.messages.join(' ');
}

const qbOf = (players: OptimizerPlayer[], k = 0) => players.filter((p) => p.positions.includes('QB'))[k]!;
const mate = (players: OptimizerPlayer[], of: OptimizerPlayer, pos: string) =>
  players.find((p) => p.team === of.team && p.positions.includes(pos))!;

describe('lineup rule pre-checks', () => {
  const players = pool(dkNfl);
  const qb = qbOf(players);
  const wr = mate(players, qb, 'WR');

  it('a group whose max is below its locked players', () => {
    const msg = refused(dkNfl, players, {
      locks: [{ id: qb.id }, { id: wr.id }],
      groups: [{ players: [qb.id, wr.id], max: 1 }],
    });
    expect(msg).toContain('Group 1 allows at most 1 of its players, but 2 are in every lineup');
    expect(msg).toContain(qb.name);
  });

  it('a group whose minimum cannot fit beside the locks', () => {
    const [other1, other2] = players.filter((p) => p.positions.includes('QB') && p.id !== qb.id);
    const msg = refused(dkNfl, players, {
      locks: [{ id: qb.id }],
      groups: [{ players: [other1!.id, other2!.id], when: { players: [qb.id] }, min: 1 }],
    });
    expect(msg).toContain(
      `Group 1 needs 1 of its players (${other1!.name}, ${other2!.name}) in every lineup`,
    );
    expect(msg).toContain(`beside the players in every lineup (locks or 100% min exposure: ${qb.name})`);
  });

  it('min starters that the confirmed starters cannot seat (no confirmed DST)', () => {
    const confirmed = players.map((p) => ({ ...p, confirmed: !p.positions.includes('DST') }));
    const msg = refused(dkNfl, confirmed, { minStarters: 9, workBudget: 2_000_000 });
    expect(msg).toBe(
      'Min starters 9: confirmed starters can fill at most 8 of the 9 roster slots (no confirmed starter plays DST).',
    );
  });

  it('a team count that the locks exceed', () => {
    const teams = [...new Set(players.map((p) => p.team))].slice(0, 3);
    const locks = teams.map((t) => ({ id: players.find((p) => p.team === t)!.id }));
    expect(refused(dkNfl, players, { locks, teamCount: { max: 2 } })).toContain(
      'Team count: at most 2 teams, but the players in every lineup (locks or 100% min exposure) come from 3.',
    );
  });

  it('an ownership cap below the locks ownership, and a cap without ownership data', () => {
    const owned = players.filter((p) => (p.ownership ?? 0) > 0.2).slice(0, 2);
    const total = owned.reduce((s, p) => s + (p.ownership ?? 0) * 100, 0);
    const msg = refused(dkNfl, players, {
      locks: owned.map((p) => ({ id: p.id })),
      ownership: { maxTotal: 30 },
    });
    expect(msg).toContain(
      `own ${Math.round(total * 10) / 10}% together, over your max total ownership of 30%`,
    );
    const bare = players.map((p) => ({ ...p, ownership: null }));
    expect(refused(dkNfl, bare, { ownership: { maxAverage: 10 } })).toContain(
      'no player on this slate has a projected ownership',
    );
  });

  // Every player owned at least 0.5 %, as in a projection file with an ownership for each.
  const owned = players.map((p) => ({ ...p, ownership: Math.max(p.ownership ?? 0, 0.005) }));
  const least = owned
    .map((p) => p.ownership * 100)
    .sort((a, b) => a - b)
    .slice(0, 9)
    .reduce((a, b) => a + b, 0);

  it('an ownership cap under the least-owned players is refused before solving, naming the cap', () => {
    // As the real FD NBA file at an average of 0.05 %: no player is excluded, the cap alone is too low.
    const average = refused(dkNfl, owned, { ownership: { maxAverage: 0.05 } });
    expect(average).toBe(
      `Max average ownership: no lineup can own less than ${Number((least / 9).toFixed(2))}% on average (the least-owned players you can use), above your cap of 0.05%.`,
    );
    expect(average).not.toMatch(/exclude/i);
    expect(refused(dkNfl, owned, { ownership: { maxTotal: least - 0.5 } })).toContain(
      `Max total ownership: no lineup can own less than ${Number(least.toFixed(2))}% in total`,
    );
  });

  it('a cap just above the least-owned players is searched, not refused', () => {
    const r = optimize({
      rules: dkNfl,
      players: owned,
      lineups: 1,
      settings: { ownership: { maxTotal: least + 0.01 } },
    });
    expect(r.status).not.toBe('invalid');
    expect(r.stats.nodes).toBeGreaterThan(0);
  });

  it('a pair rule with a side that is neither same nor opponent is refused without calling it the opponent', () => {
    const msg = refused(dkNfl, players, {
      pairs: [{ positions: ['QB'], with: ['WR'], team: 'both' as 'same', max: 1 }],
    });
    expect(msg).toBe('Pair rule 1 (QB with WR of team "both", max 1): team must be "same" or "opponent".');
  });

  it('a pairs rule that forbids a lock', () => {
    const msg = refused(dkNfl, players, {
      locks: [{ id: qb.id }, { id: wr.id }],
      pairs: [{ positions: ['QB'], with: ['WR'], team: 'same', max: 0 }],
    });
    expect(msg).toContain(`forbids your locks: ${qb.name} with ${wr.name}`);
  });

  it('spacing outside MLB, and spacing without batting order data', () => {
    expect(refused(dkNfl, players, { spacing: [{ positions: ['WR'], within: 3 }] })).toContain(
      'Spacing reads batting orders, so it works on MLB only, not on DraftKings NFL',
    );
    const mlb = pool(dkMlb, 120).map((p) => ({ ...p, battingOrder: null }));
    expect(refused(dkMlb, mlb, { spacing: [{ positions: ['OF'], within: 4 }] })).toContain(
      'no such player has a batting order (add an Order column',
    );
  });

  it('min starters above the confirmed players, team exposure on a lock, unknown games and positions', () => {
    const few = players.map((p, i) => ({ ...p, confirmed: i < 5 }));
    expect(refused(dkNfl, few, { minStarters: 6 })).toContain('Min starters 6: only 5 players');
    expect(refused(dkNfl, players, { locks: [{ id: qb.id }], teamExposures: { max: 0.5 } })).toContain(
      `so ${qb.team} is too, but the team exposure of ${qb.team} is 50%`,
    );
    expect(refused(dkNfl, players, { gameStacks: [{ count: 4, games: ['XXX@YYY'] }] })).toContain(
      'Game stack 1: game XXX@YYY is not on this slate',
    );
    expect(refused(dkNfl, players, { positionCounts: { PG: { min: 1 } } })).toContain(
      'Position count PG: no player on this slate plays PG',
    );
  });

  it('a group that needs a second QB beside a locked one, a game stack over two teams, a stack capped to 0', () => {
    const other = qbOf(players, 1);
    expect(
      refused(dkNfl, players, {
        locks: [{ id: qb.id }],
        groups: [{ players: [other.id], min: 1, when: { players: [qb.id] } }],
      }),
    ).toContain(
      `cannot all fit in the roster slots (${qb.name}, ${other.name}). (Your groups put ${other.name} in every lineup.)`,
    );
    expect(refused(dkNfl, players, { gameStacks: [{ count: 9 }], maxPerTeam: 4 })).toContain(
      'Game stack 1 needs 9 players from one game, but at most 4 per team are allowed (8 from a game).',
    );
    expect(refused(dkNfl, players, { stacks: [{ parts: [{ count: 2 }], maxExposure: 0.1 }] }, 5)).toContain(
      'Stack 1: its max exposure allows none of 5 lineups for any of its teams.',
    );
  });

  it('a position count over the operator limit names it (FD NFL single game: 2 QBs)', () => {
    const fd = getRuleSet('fd', 'nfl', 'single');
    const msg = refused(fd, pool(fd, 30), { positionCounts: { QB: { min: 3 } } });
    expect(msg).toContain('Position count QB: at least 3, but FanDuel NFL Single Game allows at most 2');
  });
});

describe('lineup rules in the lineups', () => {
  it('spacing wraps from 9 to 1 like pydfs-lineup-optimizer', () => {
    const spots = (...s: number[]) => s.reduce((m, x) => m | (1 << (x - 1)), 0);
    expect(fitsWindow(spots(9, 1), 2)).toBe(true);
    expect(fitsWindow(spots(8, 9, 1, 2), 4)).toBe(true);
    expect(fitsWindow(spots(1, 4, 7), 4)).toBe(false);
    expect(fitsWindow(spots(3, 5), 2)).toBe(false);
  });

  it('a captain counts as his player: a group of two never has both, in any slot', () => {
    const players = pool(showdown, 24, 3);
    const first = optimize({ rules: showdown, players, lineups: 1 }).lineups[0]!;
    const [a, b] = first.slots.map((s) => s.playerId);
    const cptId = first.slots[0]!.entryId;
    const r = optimize({
      rules: showdown,
      players,
      lineups: 10,
      settings: { groups: [{ players: [cptId, b!], max: 1 }], minUnique: 2 },
    });
    expect(r.status).toBe('complete');
    for (const l of r.lineups) {
      const ids = l.slots.map((s) => s.playerId);
      expect(ids.includes(a!) && ids.includes(b!)).toBe(false);
    }
  });

  it('team exposure: a team is in at most floor(m x N) lineups; a stack exposure caps each team', () => {
    const players = pool(dkNfl, 120, 5);
    const r = optimize({
      rules: dkNfl,
      players,
      lineups: 10,
      settings: { teamExposures: { max: 0.3 }, minUnique: 2 },
    });
    const used = new Map<string, number>();
    for (const l of r.lineups)
      for (const t of new Set(l.slots.map((s) => s.team))) used.set(t, (used.get(t) ?? 0) + 1);
    expect(Math.max(...used.values())).toBeLessThanOrEqual(3);
    const stack = {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR'], count: 2 },
      ],
      maxExposure: 0.2,
    };
    const s = optimize({ rules: dkNfl, players, lineups: 10, settings: { stacks: [stack], minUnique: 2 } });
    expect(s.status).toBe('complete');
    const byQbTeam = new Map<string, number>();
    for (const l of s.lineups) {
      const qbTeam = l.slots.find((x) => x.slot === 'QB')!.team;
      byQbTeam.set(qbTeam, (byQbTeam.get(qbTeam) ?? 0) + 1);
    }
    expect(Math.max(...byQbTeam.values())).toBeLessThanOrEqual(2);
    expect(byQbTeam.size).toBeGreaterThanOrEqual(5);
  });

  it('a build stopped by a new rule names it', () => {
    const players = pool(dkNfl, 60, 9);
    // 12 % is above the 9 least-owned players' 10.3 % (so it is searched), and no 9 starters own as little.
    const r = optimize({
      rules: dkNfl,
      players,
      lineups: 2,
      settings: { minStarters: 9, ownership: { maxTotal: 12 } },
    });
    expect(r.status).toBe('infeasible');
    expect(r.messages.join(' ')).toContain(
      'Your max ownership cannot be met together with your other settings.',
    );
  });
});

describe('a minimum the bound tables do not see', () => {
  // A lock makes "at least 1 of these two pitchers" apply in every lineup while a third pitcher,
  // projected far above every other player, fits the other P slot: the best lineups under the
  // tables' bound all break the group.
  const players = pool(dkMlb, 80, 5);
  const pitchers = players.filter((p) => p.positions.includes('SP') || p.positions.includes('RP'));
  const [locked, star, b, c] = pitchers as [
    OptimizerPlayer,
    OptimizerPlayer,
    OptimizerPlayer,
    OptimizerPlayer,
  ];
  const boosted = players.map((p) =>
    p.id === star.id ? { ...p, projection: points(p.projection + 100) } : p,
  );
  const settings: BuildSettings = {
    locks: [{ id: locked.id }],
    groups: [{ players: [b.id, c.id], when: { players: [locked.id] }, min: 1 }],
    workBudget: 3_000_000,
  };

  it('builds every lineup within a small work budget, each holding one of the group', () => {
    const r = optimize({ rules: dkMlb, players: boosted, lineups: 20, settings });
    expect(r.messages).toEqual([]);
    expect(r.status).toBe('complete');
    for (const l of r.lineups) {
      const ids = l.slots.map((s) => s.playerId);
      expect(ids).toContain(locked.id);
      expect(ids.includes(b.id) || ids.includes(c.id)).toBe(true);
      expect(ids).not.toContain(star.id);
    }
  });
});
