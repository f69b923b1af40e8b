/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- the test reads JSON answers loosely, as the repo config allows for member access */
import { gunzipSync } from 'node:zlib';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

// The acceptance test of the sports data: on a fresh install (demo data loaded) every sport and
// operator has a classic and a single-game slate dated today or later, and every call answers data.

const server = useTestServer();
let member: Awaited<ReturnType<typeof signUpAndLogin>>;
const SPORTS = ['nba', 'mlb', 'nhl', 'nfl'] as const;

beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
  member = await signUpAndLogin(server);
  // A platinum member sees the gated calls (news, depth charts, rankings, props).
  await setUserFields(server, member.user._id, { plantype: 'platinum', status: 'active' });
});

const { get, post } = httpOf(server, () => member.cookie);

async function slatesOf(sport: string) {
  const res = await get(`/api/${sport}/getAllSlat/${member.user._id}`);
  expect(res.statusCode).toBe(200);
  return json(res).data.slates as {
    id: string;
    operator: string;
    gameType: string;
    startTime: string;
    playerCount: number;
  }[];
}

describe('slates', () => {
  it.each(SPORTS)(
    '%s has a classic and a single-game slate per operator, today or later, with players',
    async (sport) => {
      const slates = await slatesOf(sport);
      for (const operator of ['draftkings', 'fanduel']) {
        for (const gameType of ['classic', 'single']) {
          const found = slates.filter((s) => s.operator === operator && s.gameType === gameType);
          expect(found.length, `${sport} ${operator} ${gameType}`).toBeGreaterThan(0);
          const res = await post(`/api/${sport}/getPlayers`, { slateId: found[0]!.id });
          expect(res.statusCode).toBe(200);
          const { players } = json(res).data;
          expect(players.length).toBeGreaterThan(20);
          // Every listed player can fill a slot (FanDuel's MLB single game lists no pitchers).
          expect(players.filter((x: any) => x.Slots.length === 0).map((x: any) => x.Name)).toEqual([]);
          const p = players.find((x: any) => x.projection > 0);
          expect(p.Slots.length).toBeGreaterThan(0);
          expect(p.OperatorRosterSlots).toBe(p.Slots.join('/'));
          expect(p.FPPDdraftking ?? p.FPPDfanduel).toBeCloseTo(p.salary / p.projection, 0);
          expect(p.salary % 100).toBe(0);
        }
      }
    },
  );

  it('sends the players gzipped to clients that accept it, the same answer either way', async () => {
    const [slate] = await slatesOf('nfl');
    const plain = await post('/api/nfl/getPlayers', { slateId: slate!.id });
    const zipped = await post(
      '/api/nfl/getPlayers',
      { slateId: slate!.id },
      { headers: { 'accept-encoding': 'gzip, deflate, br' } },
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(json(plain));
    const refused = await post(
      '/api/nfl/getPlayers',
      { slateId: slate!.id },
      { headers: { 'accept-encoding': 'gzip;q=0' } },
    );
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers 403 for another user id and 404 for an unknown slate', async () => {
    const other = await signUpAndLogin(server);
    expect((await get(`/api/nba/getAllSlat/${other.user._id}`)).statusCode).toBe(403);
    const res = await post('/api/nba/getPlayers', { slateId: 'nope' });
    expect(res.statusCode).toBe(404);
    const bad = await post('/api/nba/getPlayers', { slateId: 1, extra: true });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toEqual(expect.arrayContaining(['slateId', 'extra']));
  });

  it('answers every per-sport insight call with data', async () => {
    for (const sport of SPORTS) {
      const slate = (await slatesOf(sport)).find((s) => s.gameType === 'classic')!;
      const calls: [string, object?][] = [
        [`/api/${sport}/getAllteams`],
        [`/api/${sport}/getupcomingmatch`],
        [`/api/${sport}/getinjuries`],
        [`/api/${sport}/getdepthchart`],
        [`/api/${sport}/getTeamsBySlatID`, { slateId: slate.id }],
        ['/api/user/getPlayerTrends', { sport }],
        ['/api/user/getPlayerScore', { sport, slateId: slate.id }],
      ];
      for (const [url, body] of calls) {
        const res = await post(url, body ?? {});
        expect(res.statusCode, url).toBe(200);
        expect(json(res).data.length, `${sport} ${url}`).toBeGreaterThan(0);
      }
      const top = json(await post(`/api/${sport}/getTopPlayers`, { slateId: slate.id })).data;
      expect(Object.keys(top.studs).length + Object.keys(top.values).length).toBeGreaterThan(0);
      for (const url of [`/api/${sport}/${sport}_news`, `/api/${sport}/${sport}_props`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(json(res).data.length, url).toBeGreaterThan(10);
      }
      const teams = json(await post(`/api/${sport}/getAllteams`)).data;
      const profile = json(await post(`/api/${sport}/teamProfile`, { teamId: teams[0].id })).data;
      expect(profile.roster.length).toBeGreaterThan(10);
      // An everyday player (not a pitcher or goalie, who sit most games).
      const playerId = profile.roster.find((p: any) => !['SP', 'RP', 'G'].includes(p.Position)).playerId;
      const details = json(await post(`/api/${sport}/playerDetails`, { playerId })).data;
      expect(details.recentGames.length).toBe(10);
      // The roster's DK points are the mean of the same ten newest games the player page lists.
      const row = profile.roster.find((p: any) => p.playerId === playerId);
      const recent = details.recentGames.map((g: any) => g.dkPoints as number);
      expect(row.dkPointsAvg).toBeCloseTo(
        recent.reduce((a: number, b: number) => a + b, 0) / recent.length,
        1,
      );
      const stats = json(await post('/api/user/getPlayerSeasonStats', { sport, playerId })).data;
      // His games are his team's games of the season to date (the demo loads up to 30 of them),
      // less a few he missed hurt: not a fixed 20 whatever the date.
      const played = profile.team.wins + profile.team.losses;
      expect(stats.games).toBeLessThanOrEqual(played);
      expect(stats.games).toBeGreaterThanOrEqual(Math.min(10, played - 8));
      expect((await post('/api/user/getPlayerNews', { sport, playerId })).statusCode).toBe(200);
      expect(json(await post('/api/user/getTeamNews', { sport, team: teams[0].abbr })).data).toBeInstanceOf(
        Array,
      );
      expect((await get('/api/user/getallsportslat')).statusCode).toBe(200);
    }
    for (const url of [
      '/api/mlb/get_all_adp',
      '/api/nfl/get_all_adp',
      '/api/mlb/starting_lineups',
      '/api/nba/starting_lineups',
      '/api/nfl/getteamdepthchart',
      '/api/nhl/getlineteams',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(json(res).data.length, url).toBeGreaterThan(0);
    }
    const goalies = json(await post('/api/nhl/getGolies', {})).data;
    expect(goalies[0].goalies[0].status).toMatch(/confirmed|likely|unconfirmed/);
    for (const sport of ['nba', 'mlb'])
      expect(json(await post('/api/user/getTodayLineup', { sport })).data).toBeInstanceOf(Array);
  });

  it('saves and reads NFL weekly rankings for the signed-in user only', async () => {
    const adp = json(await get('/api/nfl/get_all_adp')).data;
    const ids = adp
      .filter((a: any) => a.Position === 'QB')
      .slice(0, 3)
      .map((a: any) => a.playerId);
    const saved = await post('/api/nfl/save_ranking', { week: 3, position: 'QB', playerIds: ids });
    expect(saved.statusCode).toBe(200);
    const read = json(await post('/api/nfl/get_ranking', { week: 3 })).data;
    expect(read[0].players.map((p: any) => p.playerId)).toEqual(ids);
    const free = await signUpAndLogin(server);
    expect(json(await post('/api/nfl/get_ranking', { week: 3 }, free.cookie)).code).toBe('PLAN_LIMIT');
    // News and props: a Free member gets the preview a visitor gets, not a 403.
    for (const url of ['/api/nba/nba_news', '/api/nba/nba_props']) {
      const anonymous = await httpOf(server).get(url);
      const member = await get(url, free.cookie);
      expect(member.statusCode, url).toBe(200);
      expect(json(anonymous).data).toHaveLength(10);
      expect(json(member).data).toEqual(json(anonymous).data);
    }
  });

  it('answers nflgetPlayers through the realtime acknowledgement', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as { port: number };
    const slate = (await slatesOf('nfl')).find((s) => s.gameType === 'classic')!;
    const socket = connect(`http://127.0.0.1:${address.port}`, {
      extraHeaders: { cookie: member.cookie },
      transports: ['websocket'],
    });
    try {
      const ack: any = await socket.timeout(10_000).emitWithAck('nflgetPlayers', { slateId: slate.id });
      expect(ack.success).toBe(true);
      expect(ack.data.players.length).toBe(slate.playerCount);
    } finally {
      socket.disconnect();
    }
  });
});
