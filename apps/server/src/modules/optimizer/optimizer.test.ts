/* eslint-disable @typescript-eslint/no-unsafe-call -- the test reads JSON answers loosely */
import { beforeAll, describe, expect, it } from 'vitest';
import { httpOf, useTestServer } from '../../../test/test-http';
import { BuildGate } from '@dfs/optimizer';
import { listening, openSocket, rawPost, until } from './build-queue.test-support';
import { memberOn, playersOf, slateOf, STACKED_BUILD } from './optimizer.test-support';

// The optimizer calls over HTTP on a real database with the demo slates: plan limits per plan,
// the user's stored state applied to builds, saved builds, swaps and the anonymous preview.

// Seam: the server's pool has a BuildGate, open but for the cancel and abandon tests, which close
// it so their build (2 lineups or more) waits after its first lineup until it is stopped.
const gate = new BuildGate(2);
gate.open();
const server = useTestServer({ buildGate: gate });
/** Calls without a login. */
const visitor = httpOf(server);
let nfl: { id: string; name: string };

beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
  nfl = await slateOf(server, 'nfl');
});

type TLineup = { projection: number; salary: number; players: { id: string; name: string; slot: string }[] };

describe('createbuild on the Free plan', () => {
  it('builds 3 lineups in the CLI JSON shape, then refuses a 4th lineup and a second build', async () => {
    const free = await memberOn(server, 'free');
    const four = await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 4 });
    expect(four).toMatchObject({ status: 403, success: false, code: 'PLAN_LIMIT' });
    expect(four.message).toContain('Premium');
    const stack = await free.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 3,
      settings: {
        stacks: [
          {
            parts: [
              { positions: ['QB'], count: 1 },
              { positions: ['WR'], count: 1 },
            ],
          },
        ],
      },
    });
    expect(stack).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });

    const res = await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    expect(res.status).toBe(200);
    expect(res.message).toBe('Team has been Created.');
    const { allTeams, status, buildId, stats } = res.data;
    expect(status).toBe(0);
    expect(buildId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stats).toMatchObject({ asked: 3, built: 3 });
    expect(allTeams).toHaveLength(3);
    expect(allTeams[0].players.map((p: { slot: string }) => p.slot)).toEqual([
      'QB',
      'RB',
      'RB',
      'WR',
      'WR',
      'WR',
      'TE',
      'FLEX',
      'DST',
    ]);
    expect(Object.keys(allTeams[0].players[0]).sort()).toEqual([
      'id',
      'name',
      'projection',
      'salary',
      'slot',
    ]);
    const scores = allTeams.map((l: TLineup) => l.projection);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const again = await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 });
    expect(again).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    expect(again.message).toContain('Premium');
    const usage = await free.post('/api/user/getSlatClients', { slateId: nfl.id });
    expect(usage.data).toEqual({ slateId: nfl.id, builds: 1, buildsAllowed: 1, lineupsPerBuild: 3 });
    // Another slate is another build.
    const nba = await slateOf(server, 'nba');
    expect((await free.post('/api/nba/createbuild', { slateId: nba.id, lineups: 3 })).status).toBe(200);
  });

  it('refuses exposures, custom projections, team stacks and top plays with PLAN_LIMIT naming the plan', async () => {
    const free = await memberOn(server, 'free');
    const [p] = await playersOf(server, 'nfl', nfl.id);
    const calls: [string, object, string][] = [
      ['/api/user/setExposure', { slateId: nfl.id, playerId: p!.id, max: 0.5 }, 'Premium'],
      ['/api/user/setProjection', { slateId: nfl.id, playerId: p!.id, projection: 30 }, 'Premium'],
      ['/api/user/submitCsvProjection', { slateId: nfl.id, csv: `ID,Projection\n${p!.id},30\n` }, 'Premium'],
      [
        '/api/user/playerPerTeam',
        { slateId: nfl.id, teams: [{ team: p!.team, minNoOfPlayer: 2 }] },
        'Premium',
      ],
      ['/api/user/setTopPlays', { slateId: nfl.id, playerIds: [p!.id] }, 'Platinum'],
      ['/api/user/getTopplays', { slateId: nfl.id }, 'Platinum'],
    ];
    for (const [url, body, plan] of calls) {
      const res = await free.post(url, body);
      expect(res, url).toMatchObject({ status: 403, success: false, code: 'PLAN_LIMIT' });
      expect(res.message, url).toContain(plan);
    }
    const premium = await memberOn(server, 'premium');
    expect((await premium.post('/api/user/getTopplays', { slateId: nfl.id })).code).toBe('PLAN_LIMIT');
    const platinum = await memberOn(server, 'platinum');
    const top = await platinum.post('/api/user/setTopPlays', { slateId: nfl.id, playerIds: [p!.id] });
    expect(top.data).toEqual([p!.id]);
    expect((await platinum.post('/api/user/getTopplays', { slateId: nfl.id })).data).toEqual([p!.id]);
  });
});

describe('createbuild on Premium', () => {
  it('builds 150 lineups with a QB + 2 pass catchers stack and 50% max exposure', async () => {
    const premium = await memberOn(server, 'premium');
    const players = await playersOf(server, 'nfl', nfl.id);
    const byId = new Map(players.map((p) => [p.id, p]));
    const res = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 150,
      settings: STACKED_BUILD,
    });
    expect(res.status).toBe(200);
    const lineups: TLineup[] = res.data.allTeams;
    expect(lineups).toHaveLength(150);
    const uses = new Map<string, number>();
    for (const l of lineups) {
      const qb = byId.get(l.players[0]!.id)!;
      const catchers = l.players.filter((s) => {
        const p = byId.get(s.id)!;
        return p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE'));
      });
      expect(catchers.length).toBeGreaterThanOrEqual(2);
      for (const s of l.players) uses.set(s.id, (uses.get(s.id) ?? 0) + 1);
    }
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(75);
    const again = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 5 });
    expect(again.status).toBe(200);
  });

  it('answers status 1 with the optimizer explanation when the settings cannot work', async () => {
    const premium = await memberOn(server, 'premium');
    const res = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 5,
      settings: { minSalary: 50_000, maxSalary: 40_000 },
    });
    expect(res.status).toBe(200);
    expect(res.message).toBe('No Lineup has been created!!');
    expect(res.data.status).toBe(1);
    expect(res.data.allTeams).toEqual([]);
    expect(res.data.messages.join(' ')).toMatch(/salary/i);
    // A build with no lineup does not count: the usage stays at zero.
    expect((await premium.post('/api/user/getSlatClients', { slateId: nfl.id })).data.builds).toBe(0);
  });
});

describe('the user state on a slate', () => {
  it('locks and excludes (shown in getPlayers as type), honours them in builds, unlocks and resets', async () => {
    const free = await memberOn(server, 'free');
    const players = (await playersOf(server, 'nfl', nfl.id)).filter((p) => p.projection > 0);
    const best = [...players].sort((a, b) => b.projection - a.projection);
    const excluded = best[0]!;
    const locked = best.find((p) => p.salary < 4000 && p.positions.includes('WR'))!;
    expect(
      (await free.post('/api/user/lockPlayer', { slateId: nfl.id, playerId: locked.id, type: 'lock' }))
        .status,
    ).toBe(200);
    const state = await free.post('/api/user/lockPlayer', {
      slateId: nfl.id,
      playerId: excluded.id,
      type: 'exclude',
    });
    expect(state.data.marks).toEqual(
      expect.arrayContaining([
        { playerId: locked.id, type: 'lock' },
        { playerId: excluded.id, type: 'exclude' },
      ]),
    );
    const answer = await free.post('/api/nfl/getPlayers', { slateId: nfl.id });
    const typeOf = new Map(answer.data.players.map((p: { id: string; type: string }) => [p.id, p.type]));
    expect(typeOf.get(locked.id)).toBe('lock');
    expect(typeOf.get(excluded.id)).toBe('exclude');
    expect([...typeOf.values()].filter((t) => t !== '').length).toBe(2);
    // Someone else sees no marks: the shared cached answer.
    const other = await memberOn(server, 'free');
    const theirs = await other.post('/api/nfl/getPlayers', { slateId: nfl.id });
    expect(theirs.data.players.every((p: { type: string }) => p.type === '')).toBe(true);

    const build = await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    for (const l of build.data.allTeams as TLineup[]) {
      const ids = l.players.map((p) => p.id);
      expect(ids).toContain(locked.id);
      expect(ids).not.toContain(excluded.id);
    }
    const unlocked = await free.post('/api/user/unlockPlayer', { slateId: nfl.id, playerId: locked.id });
    expect(unlocked.data.marks).toEqual([{ playerId: excluded.id, type: 'exclude' }]);
    const reset = await free.post('/api/user/resetSlat', { slateId: nfl.id });
    expect(reset.message).toBe('Players has been reset.');
    expect(reset.data.marks).toEqual([]);
    const after = await free.post('/api/nfl/getPlayers', { slateId: nfl.id });
    expect(after.data.players.every((p: { type: string }) => p.type === '')).toBe(true);
    expect(
      (await free.post('/api/user/lockPlayer', { slateId: nfl.id, playerId: 'nope', type: 'lock' })).status,
    ).toBe(404);
  });

  it('sets exposures (a refused one answers success false with the reason) and reset clears them', async () => {
    const premium = await memberOn(server, 'premium');
    const [a, b] = await playersOf(server, 'nfl', nfl.id);
    const set = await premium.post('/api/user/setExposure', {
      slateId: nfl.id,
      playerId: a!.id,
      min: 0.2,
      max: 0.6,
    });
    expect(set.status).toBe(200);
    expect((await premium.post('/api/user/getExposure', { slateId: nfl.id })).data).toEqual([
      { playerId: a!.id, min: 0.2, max: 0.6 },
    ]);
    const refused = await premium.post('/api/user/setExposure', {
      slateId: nfl.id,
      playerId: a!.id,
      min: 0.8,
    });
    expect(refused).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(refused.message).toContain('above max exposure 60%');
    await premium.post('/api/user/lockPlayer', { slateId: nfl.id, playerId: b!.id, type: 'exclude' });
    const contradiction = await premium.post('/api/user/setExposure', {
      slateId: nfl.id,
      playerId: b!.id,
      min: 0.3,
    });
    expect(contradiction.success).toBe(false);
    expect(contradiction.message).toContain('excluded');
    await premium.post('/api/user/resetSlat', { slateId: nfl.id });
    expect((await premium.post('/api/user/getExposure', { slateId: nfl.id })).data).toEqual([]);
  });

  it('own projections (one or from a file with a row report) change the next build', async () => {
    const premium = await memberOn(server, 'premium');
    const players = await playersOf(server, 'nfl', nfl.id);
    const cheapQb = players.filter((p) => p.positions.includes('QB')).sort((a, b) => a.salary - b.salary)[0]!;
    const first = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 });
    expect(first.data.allTeams[0].players[0].id).not.toBe(cheapQb.id);
    const csv = `Name,Team,Projection\n${cheapQb.name},${cheapQb.team},80\nNobody Known,ZZZ,12\n`;
    const upload = await premium.post('/api/user/submitCsvProjection', {
      slateId: nfl.id,
      csv,
      name: 'mine.csv',
    });
    expect(upload.status).toBe(200);
    expect(upload.data.applied).toBe(1);
    expect(upload.data.rejected).toHaveLength(1);
    expect(upload.data.rejected[0].line).toBe(3);
    const next = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 });
    expect(next.data.allTeams[0].players[0].id).toBe(cheapQb.id);
    const back = await premium.post('/api/user/setProjection', {
      slateId: nfl.id,
      playerId: cheapQb.id,
      projection: null,
    });
    expect(back.data.projections).toEqual([]);
    const bad = await premium.post('/api/user/submitCsvProjection', {
      slateId: nfl.id,
      csv: 'foo,bar\n1,2\n',
    });
    expect(bad).toMatchObject({ status: 400, success: false });
  });

  it('team stacks (player per team) put that many players of the team in every lineup', async () => {
    const premium = await memberOn(server, 'premium');
    const players = await playersOf(server, 'nfl', nfl.id);
    const team = players[0]!.team;
    const set = await premium.post('/api/user/playerPerTeam', {
      slateId: nfl.id,
      teams: [{ team, minNoOfPlayer: 3 }],
    });
    expect(set.data).toMatchObject({ playerPerTeam: true, teamStacks: [{ team, minNoOfPlayer: 3 }] });
    const teamOf = new Map(players.map((p) => [p.id, p.team]));
    const build = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 10 });
    for (const l of build.data.allTeams as TLineup[])
      expect(l.players.filter((p) => teamOf.get(p.id) === team).length).toBeGreaterThanOrEqual(3);
    const unknown = await premium.post('/api/user/playerPerTeam', {
      slateId: nfl.id,
      teams: [{ team: 'ZZZ', minNoOfPlayer: 2 }],
    });
    expect(unknown.status).toBe(400);
    const mlb = await slateOf(server, 'mlb');
    const cleared = await premium.post('/api/user/mlbplayerPerTeam', { slateId: mlb.id, teams: [] });
    expect(cleared.data.playerPerTeam).toBe(false);
  });
});

describe('saved builds, last lineups and swaps', () => {
  it('saves, lists, reads, renames and deletes a build; other users cannot see it', async () => {
    const premium = await memberOn(server, 'premium');
    const built = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 4 });
    const allTeams = built.data.allTeams;
    const saved = await premium.post('/api/user/saveLineup', { slateId: nfl.id, name: 'Sunday', allTeams });
    expect(saved.message).toBe('Build saved successfully.');
    const id = saved.data.id;
    const list = await premium.get(`/api/user/getAllBuild/${premium.id}?sport=nfl`);
    expect(list.data).toEqual([
      expect.objectContaining({ id, name: 'Sunday', lineupCount: 4, slateName: nfl.name }),
    ]);
    expect((await premium.get(`/api/user/getLineup/${id}`)).data.allTeams).toEqual(allTeams);
    const renamed = await premium.post('/api/user/updateLineup', {
      id,
      name: 'Sunday main',
      allTeams: allTeams.slice(1),
    });
    expect(renamed.data).toMatchObject({ name: 'Sunday main', lineupCount: 3 });

    const other = await memberOn(server, 'premium');
    expect((await other.get(`/api/user/getAllBuild/${premium.id}`)).status).toBe(403);
    expect((await other.get(`/api/user/getLineup/${id}`)).status).toBe(404);
    expect((await other.post('/api/user/deleteLineup', { id })).status).toBe(404);

    expect((await premium.post('/api/user/deleteLineup', { id })).status).toBe(200);
    expect((await premium.get(`/api/user/getAllBuild/${premium.id}`)).data).toEqual([]);
  });

  it('keeps the last lineups per slate (a build sets them; saveLastLineup replaces them)', async () => {
    const premium = await memberOn(server, 'premium');
    expect((await premium.post('/api/user/getLastLineup', { slateId: nfl.id })).data).toBeNull();
    const built = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    const last = await premium.post('/api/user/getLastLineup', { slateId: nfl.id });
    expect(last.data.allTeams).toEqual(built.data.allTeams);
    await premium.post('/api/user/saveLastLineup', {
      slateId: nfl.id,
      allTeams: built.data.allTeams.slice(0, 1),
    });
    const mine = await premium.post('/api/user/getUserLastLineup', { sport: 'nfl' });
    expect(mine.data).toMatchObject({ slateId: nfl.id, sport: 'nfl' });
    expect(mine.data.allTeams).toHaveLength(1);
  });

  it('lists swap candidates for a slot: eligible, not in the lineup, under the cap, best first', async () => {
    const premium = await memberOn(server, 'premium');
    const built = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 });
    const lineup: TLineup = built.data.allTeams[0];
    const ids = lineup.players.map((p) => p.id);
    const players = await playersOf(server, 'nfl', nfl.id);
    const res = await premium.post('/api/nfl/getswapplayers', { slateId: nfl.id, lineup: ids, slot: 7 });
    expect(res.status).toBe(200);
    const salaryOf = new Map(players.map((p) => [p.id, p.salary]));
    const others = ids.reduce((sum, id, i) => (i === 7 ? sum : sum + salaryOf.get(id)!), 0);
    expect(res.data.length).toBeGreaterThan(0);
    for (const c of res.data) {
      expect(ids).not.toContain(c.id);
      expect(c.slot).toBe('FLEX');
      expect(c.positions.some((p: string) => ['RB', 'WR', 'TE'].includes(p))).toBe(true);
      expect(others + c.salary).toBeLessThanOrEqual(50_000);
    }
    const projections = res.data.map((c: { projection: number }) => c.projection);
    expect(projections).toEqual([...projections].sort((a, b) => b - a));
  });
});

describe('late swap', () => {
  const header = 'QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions';
  /** An upload file row of the demo slate: a cheap legal lineup (QB, RB, RB, WR, WR, WR, TE, FLEX (RB), DST). */
  async function entryLine() {
    const players = await playersOf(server, 'nfl', nfl.id);
    const byPos = (pos: string) =>
      players.filter((p) => p.positions.includes(pos)).sort((a, b) => a.salary - b.salary);
    const [rb, wr, te] = [byPos('RB'), byPos('WR'), byPos('TE')];
    const row = [byPos('QB')[0]!, rb[0]!, rb[1]!, wr[0]!, wr[1]!, wr[2]!, te[0]!, rb[2]!, byPos('DST')[0]!];
    return `${row.map((p) => p.id).join(',')},,`;
  }

  it('re-optimises an upload file of entries (none started on the demo slate) within the plan', async () => {
    const free = await memberOn(server, 'free');
    const line = await entryLine();
    const res = await free.post('/api/nfl/lateswap', {
      slateId: nfl.id,
      csv: `${header}\n${line}\n${line}\n`,
      name: 'upload.csv',
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.entries).toHaveLength(2);
    expect(res.data.entries.every((e: { changed: boolean; kept: number }) => e.changed && e.kept === 0)).toBe(
      true,
    );
    const out = res.data.csv.trim().split(/\r?\n/);
    expect(out).toHaveLength(3);
    expect(out[1]).not.toBe(out[2]);
    const four = `${header}\n${[line, line, line, line].join('\n')}\n`;
    expect(await free.post('/api/nfl/lateswap', { slateId: nfl.id, csv: four })).toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT',
      message:
        'This file has 4 entries. Your Free plan builds up to 3 lineups at a time; the Premium plan builds 150.',
    });
  });

  it('tells a Platinum user past 150 entries that no plan builds more (not to buy Premium)', async () => {
    const platinum = await memberOn(server, 'platinum');
    const line = await entryLine();
    const csv = `${header}\n${Array.from({ length: 151 }, () => line).join('\n')}\n`;
    expect(await platinum.post('/api/nfl/lateswap', { slateId: nfl.id, csv })).toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT',
      message:
        'This file has 151 entries. Your Platinum plan builds up to 150 lineups at a time; no plan builds more.',
    });
  });
});

describe('progress, cancel and the anonymous preview', () => {
  it('streams buildProgress to the user room and stops on cancel with the lineups found so far', async () => {
    const premium = await memberOn(server, 'premium');
    const socket = await openSocket(await listening(server), premium.cookie);
    try {
      const progress: { buildId: string; done: number; asked: number }[] = [];
      let cancelSent = false;
      socket.on('buildProgress', (p) => {
        progress.push(p);
        if (!cancelSent && p.done >= 1) {
          cancelSent = true;
          void premium.post('/api/user/cancelBuild', { buildId: p.buildId });
        }
      });
      gate.close();
      const res = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 150 });
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((p) => p.asked === 150 && p.buildId === res.data.buildId)).toBe(true);
      expect(res.data.outcome).toBe('cancelled');
      expect(res.data.messages).toEqual(['Cancelled after 1 of 150 lineups.']);
      expect(res.data.allTeams).toHaveLength(1);
    } finally {
      gate.open();
      socket.disconnect();
    }
  });

  it("does not count a Free build its client abandoned against the plan's one build on the slate", async () => {
    const free = await memberOn(server, 'free');
    const url = await listening(server);
    const socket = await openSocket(url, free.cookie);
    try {
      // The build waits at the closed gate after its first lineup until the client hangs up.
      gate.close();
      const firstLineup = new Promise<void>((resolve) =>
        socket.on('buildProgress', (p) => p.done >= 1 && resolve()),
      );
      const abandoned = rawPost(
        url,
        '/api/nfl/createbuild',
        { slateId: nfl.id, lineups: 3, settings: { minUnique: 8 } },
        free.cookie,
      );
      await firstLineup;
      abandoned.abort();
      expect(await abandoned.answer).toBeNull();
      const builds = async () =>
        (await free.post('/api/user/getSlatClients', { slateId: nfl.id })).data.builds as number;
      await until(async () => (await builds()) === 0, 'the abandoned build gives its slot back');
      expect(await free.post('/api/user/getLastLineup', { slateId: nfl.id })).toMatchObject({ data: null });
    } finally {
      gate.open();
      socket.disconnect();
    }
    const next = await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    expect(next.status, next.message).toBe(200);
    expect(next.data.allTeams).toHaveLength(3);
    expect((await free.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 })).code).toBe(
      'PLAN_LIMIT',
    );
  });

  it('builds 3 lineups on the demo slate without a login, rate-limited per address', async () => {
    const players = await visitor.post('/api/nhl/previewPlayers');
    expect(players.statusCode).toBe(200);
    expect(players.json().data.players.length).toBeGreaterThan(50);
    const res = await visitor.post('/api/nhl/previewbuild');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.allTeams).toHaveLength(3);
    const more = await visitor.post('/api/nhl/previewbuild', { settings: { lineups: 150 } });
    expect(more.statusCode).toBe(400);
    let last = 200;
    for (let i = 0; i < 40 && last === 200; i++)
      last = (await visitor.post('/api/nfl/previewbuild')).statusCode;
    expect(last).toBe(429);
    expect((await visitor.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 })).statusCode).toBe(
      401,
    );
  });
});
