/* eslint-disable @typescript-eslint/no-unsafe-call -- the test reads JSON answers loosely */
import type { TSlatePlayer } from '@dfs/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { memberOn, playersOf, slateOf } from './optimizer.test-support';

// The lineup rules over HTTP on the demo NFL slate: kept on the slate like locks and exposures,
// Premium only, bad shapes refused with a 400, and the built lineups obeying them.

const server = useTestServer();
let nfl: { id: string; name: string };
let players: TSlatePlayer[];
let byId: Map<string, TSlatePlayer>;

beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
  nfl = await slateOf(server, 'nfl');
  players = await playersOf(server, 'nfl', nfl.id);
  byId = new Map(
    players.flatMap((p) => [[p.id, p] as const, ...(p.captainId ? [[p.captainId, p] as const] : [])]),
  );
}, 400_000);

type TLineup = { players: { id: string }[] };
const lineupPlayers = (l: TLineup) => l.players.map((p) => byId.get(p.id)!);
/** The best projected players of a position (most likely in unconstrained lineups). */
const best = (position: string, n: number) =>
  players
    .filter((p) => p.positions.includes(position))
    .sort((a, b) => b.projection - a.projection)
    .slice(0, n);

describe('lineup rules on a slate', () => {
  it('are Premium: a Free user is refused keeping one or asking a build for one', async () => {
    const free = await memberOn(server, 'free');
    const group = { players: best('RB', 2).map((p) => p.id), max: 1 };
    const kept = await free.post('/api/user/setRules', { slateId: nfl.id, rules: { groups: [group] } });
    expect(kept).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(kept.message).toContain('Premium');
    const asked = await free.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 1,
      settings: { pairs: [{ positions: ['DST'], with: ['QB'], team: 'opponent', max: 0 }] },
    });
    expect(asked).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    // Clearing asks for nothing, so even Free may send it.
    expect((await free.post('/api/user/setRules', { slateId: nfl.id, rules: {} })).status).toBe(200);
  });

  it('refuses bad shapes and rules about players, teams or games the slate lacks with a 400', async () => {
    const premium = await memberOn(server, 'premium');
    const id = players[0]!.id;
    const bad: [object, RegExp][] = [
      [{ groups: [{ players: [id], min: 2, max: 1 }] }, /min is above max/],
      [{ groups: [{ players: Array.from({ length: 41 }, (_, i) => `p${i}`) }] }, /at most 40 players/],
      [{ groups: Array.from({ length: 51 }, () => ({ players: [id], max: 1 })) }, /at most 50 groups/],
      [{ pairs: [{ positions: ['QB'], with: ['WR'], team: 'both', max: 1 }] }, /team/],
      [{ teamCount: { min: 10 } }, /at most 9/],
      [{ teamExposures: { max: 1.5 } }, /at most 1/],
      [{ spacing: [{ positions: ['OF'], within: 0 }] }, /within is at least 1/],
      [
        { positionCounts: Object.fromEntries([...'ABCDEFGHIJKLM'].map((k) => [k, { min: 1 }])) },
        /at most 12 positions/,
      ],
      [
        { groups: [{ players: ['nobody'], max: 1 }] },
        /groups\.0\.players: player nobody is not on this slate/,
      ],
      [{ gameStacks: [{ count: 3, games: ['AAA@BBB'] }] }, /game AAA@BBB is not on this slate/],
      [{ teamExposures: { byTeam: { ZZZ: 0.5 } } }, /team ZZZ is not on this slate/],
      [{ minStarters: 'three' }, /minStarters/],
    ];
    for (const [rules, message] of bad) {
      const res = await premium.post('/api/user/setRules', { slateId: nfl.id, rules });
      expect(res, JSON.stringify(rules).slice(0, 80)).toMatchObject({ status: 400, success: false });
      expect(`${res.message} ${JSON.stringify(res.fields ?? [])}`).toMatch(message);
    }
    const build = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 1,
      settings: { gameStacks: [{ count: 0 }] },
    });
    expect(build.status).toBe(400);
  });

  it('keeps every rule on the slate (getSlateState restores them) until cleared', async () => {
    const premium = await memberOn(server, 'premium');
    const team = players[0]!.team;
    const rules = {
      groups: [
        { players: best('RB', 2).map((p) => p.id), max: 1, when: { players: [best('QB', 1)[0]!.id] } },
      ],
      pairs: [{ positions: ['DST'], with: ['QB', 'RB', 'WR', 'TE'], team: 'opponent', max: 0 }],
      teamCount: { min: 3, max: 7 },
      gameStacks: [{ count: 3, minPerTeam: 1, games: [players[0]!.game!] }],
      teamExposures: { max: 0.8, byTeam: { [team]: 0.5 } },
      ownership: { maxTotal: 150 },
      minStarters: 0,
      spacing: [{ positions: ['QB'], within: 4 }],
      positionCounts: { WR: { min: 3, max: 4 } },
    };
    const set = await premium.post('/api/user/setRules', { slateId: nfl.id, rules });
    expect(set.status).toBe(200);
    expect(set.data.rules).toEqual(rules);
    expect((await premium.post('/api/user/getSlateState', { slateId: nfl.id })).data.rules).toEqual(rules);
    // Resetting players (locks, exposures) leaves the rules.
    await premium.post('/api/user/resetSlat', { slateId: nfl.id });
    expect((await premium.post('/api/user/getSlateState', { slateId: nfl.id })).data.rules).toEqual(rules);
    const cleared = await premium.post('/api/user/setRules', { slateId: nfl.id, rules: {} });
    expect(cleared.data.rules).toEqual({});
  });

  it('reach the build: lineups obey a kept group, a conditional group, an opponent pair, a team count and a game stack', async () => {
    const premium = await memberOn(server, 'premium');
    const [rb1, rb2] = best('RB', 2);
    const qb = best('QB', 1)[0]!;
    const catchers = players.filter(
      (p) => p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE')),
    );
    const rules = {
      groups: [
        { players: [rb1!.id, rb2!.id], max: 1 },
        { players: catchers.map((p) => p.id), min: 2, when: { players: [qb.id] } },
      ],
      pairs: [{ positions: ['DST'], with: ['QB', 'RB', 'WR', 'TE'], team: 'opponent' as const, max: 0 }],
      teamCount: { max: 4 },
      gameStacks: [{ count: 4, minPerTeam: 1 }],
    };
    expect((await premium.post('/api/user/setRules', { slateId: nfl.id, rules })).status).toBe(200);
    // The quarterback in half the lineups puts the conditional group to the test.
    await premium.post('/api/user/setExposure', { slateId: nfl.id, playerId: qb.id, min: 0.5 });
    const build = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 10 });
    expect(build.status).toBe(200);
    const lineups = (build.data.allTeams as TLineup[]).map(lineupPlayers);
    expect(lineups).toHaveLength(10);
    // The conditional group: every lineup with the quarterback has two of his catchers.
    const withQb = lineups.filter((lineup) => lineup.some((p) => p.id === qb.id));
    expect(withQb.length).toBeGreaterThanOrEqual(5);
    for (const lineup of withQb)
      expect(catchers.filter((c) => lineup.some((p) => p.id === c.id)).length).toBeGreaterThanOrEqual(2);
    for (const lineup of lineups) {
      const ids = new Set(lineup.map((p) => p.id));
      expect(Number(ids.has(rb1!.id)) + Number(ids.has(rb2!.id))).toBeLessThanOrEqual(1);
      const dst = lineup.find((p) => p.positions.includes('DST'))!;
      expect(lineup.filter((p) => p !== dst && p.team === dst.opponent)).toEqual([]);
      expect(new Set(lineup.map((p) => p.team)).size).toBeLessThanOrEqual(4);
      const perGame = new Map<string, TSlatePlayer[]>();
      for (const p of lineup) perGame.set(p.game!, [...(perGame.get(p.game!) ?? []), p]);
      const stacked = [...perGame.values()].some(
        (g) => g.length >= 4 && new Set(g.map((p) => p.team)).size === 2,
      );
      expect(stacked).toBe(true);
    }
  }, 180_000);

  it('read ownership and confirmed starters from the projection file: the ownership cap holds', async () => {
    const premium = await memberOn(server, 'premium');
    const chalk = [...players].sort((a, b) => b.projection - a.projection).slice(0, 30);
    // Confirmed: players below the best dozen of each position (the best player is not one).
    const starters = new Set(
      ['QB', 'RB', 'WR', 'TE', 'DST'].flatMap((pos) => best(pos, 36).slice(12)).map((p) => p.id),
    );
    const csv = [
      'ID,Ownership,Confirmed',
      ...players.map((p) => `${p.id},${chalk.includes(p) ? 40 : 2},${starters.has(p.id) ? 'Y' : 'N'}`),
    ].join('\n');
    const upload = await premium.post('/api/user/submitCsvProjection', { slateId: nfl.id, csv });
    expect(upload.status).toBe(200);
    const state = await premium.post('/api/user/getSlateState', { slateId: nfl.id });
    expect(state.data.facts.find((f: { playerId: string }) => f.playerId === chalk[0]!.id)).toMatchObject({
      ownership: 0.4,
      confirmed: starters.has(chalk[0]!.id),
    });
    // Asked with the build (not kept): at most 2 chalk players (40 % each, the rest 2 %).
    const capped = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 3,
      settings: { ownership: { maxTotal: 100 } },
    });
    expect(capped.data.allTeams).toHaveLength(3);
    for (const lineup of (capped.data.allTeams as TLineup[]).map(lineupPlayers))
      expect(lineup.filter((p) => chalk.includes(p)).length).toBeLessThanOrEqual(2);
  }, 180_000);
});
