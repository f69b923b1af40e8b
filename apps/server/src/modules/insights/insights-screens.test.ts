import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin, startTestServer } from '../../../test/test-server';

// The server side of the insight screens: the public previews (same first rows for everyone,
// rate-limited), goalie season numbers, defence against position, the widget frame policy and
// the realtime score notice.

let server: Awaited<ReturnType<typeof startTestServer>>;
let member: Awaited<ReturnType<typeof signUpAndLogin>>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_IP_MAX: '10' } });
  await server.ctx.services.feeds.loadDemo();
  member = await signUpAndLogin(server);
  await setUserFields(server, member.user._id, { plantype: 'platinum', status: 'active' });
  // Loading the demo data takes long on a busy machine.
}, 240_000);
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  server.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('public previews', () => {
  it('answer the first 10 rows and the full count to visitors and members alike', async () => {
    const anon = json(await get('/api/public/nba/news'));
    expect(anon.data.rows).toHaveLength(10);
    expect(anon.data.total).toBeGreaterThan(10);
    expect(anon.data.rows[0].headline).toEqual(expect.any(String));
    // A signed-in Platinum member still gets the preview: the public call never gives away more.
    const signedIn = json(await get('/api/public/nba/news', { cookie: member.cookie }));
    expect(signedIn.data.rows).toHaveLength(10);
    const lineups = json(await get('/api/public/mlb/lineups')).data;
    expect(lineups.rows.length).toBeGreaterThan(0);
    expect(lineups.rows[0].teams[0].players[0].name).toEqual(expect.any(String));
    const goalies = json(await get('/api/public/nhl/goalies')).data;
    expect(goalies.rows[0].goalies[0].season.games).toBeGreaterThan(0);
  });

  it('refuses a sport without lineups with a 400 naming the parameter', async () => {
    const res = await get('/api/public/nhl/lineups', {}, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/sport/);
  });

  it('limits one address to three times the per-address budget, then answers 429 with Retry-After', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await get('/api/public/nfl/news', {}, '10.0.0.3')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    const last = await get('/api/public/nfl/news', {}, '10.0.0.3');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await get('/api/public/nfl/news', {}, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('insight calls', () => {
  it('ranks every NFL defence against each position', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/nfl/getdvp',
      payload: {},
      headers: { cookie: member.cookie },
    });
    const rows = json(res).data as { team: string; position: string; rank: number; teams: number }[];
    const qb = rows.filter((r) => r.position === 'QB');
    expect(qb.length).toBe(32);
    expect(Math.min(...qb.map((r) => r.rank))).toBe(1);
    expect(qb.every((r) => r.rank <= r.teams)).toBe(true);
  });
});

describe('frame policy', () => {
  it('lets other sites frame the widgets only', async () => {
    for (const url of [
      '/news-widget?sport=nba',
      '/nhl-starting-goalies-widget',
      '/nba-daily-lineups-widget/',
    ]) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors \*/);
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/sign-up', '/nba-news', '/news-widget-extra', '/api/public/nba/news']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('realtime', () => {
  it('tells browsers a sport’s scores changed after its feed runs', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as { port: number };
    const socket = connect(`http://127.0.0.1:${port}`, {
      extraHeaders: { cookie: member.cookie },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const heard = new Promise<string>((resolve) =>
        socket.once('scoresUpdated', ({ sport }) => resolve(sport)),
      );
      await server.ctx.services.feeds.runNow('nfl-feed');
      expect(await heard).toBe('nfl');
    } finally {
      socket.disconnect();
    }
  });
});
