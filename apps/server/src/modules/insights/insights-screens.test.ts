import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin, sqlRows } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { sql } from 'drizzle-orm';
import { createFeedStore } from '../feeds/feed-store.repository';
import { AnswerCache, forgettingStore } from './insights-cache';
import { createInsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';
import { etDate } from '@dfs/optimizer';
import { nflWeek } from '../sports';

// The server side of the insight screens: the public previews (same first rows for everyone,
// rate-limited), goalie season numbers, defence against position, the widget frame policy and
// the realtime score notice.

const server = useTestServer({ env: { RATE_LIMIT_IP_MAX: '10' } });
let member: Awaited<ReturnType<typeof signUpAndLogin>>;

beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
  member = await signUpAndLogin(server);
  await setUserFields(server, member.user._id, { plantype: 'platinum', status: 'active' });
  // Loading the demo data takes long on a busy machine.
}, 240_000);

const http = httpOf(server);
/** A GET from an address (the public previews count per address), with a member's cookie in `headers`. */
const get = (url: string, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
  http.get(url, { headers, ip });

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
    const goalies = json(await get('/api/public/nhl/goalies')).data as {
      rows: { goalies: { season: { games: number } }[] }[];
    };
    const seasons = goalies.rows.flatMap((r) => r.goalies.map((g) => g.season.games));
    // Season numbers come from the goalies' game logs (a goalie's first start has none).
    expect(seasons.some((games) => games > 0)).toBe(true);
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
    const res = await http.post('/api/nfl/getdvp', {}, member.cookie);
    const rows = json(res).data as { team: string; position: string; rank: number; teams: number }[];
    const qb = rows.filter((r) => r.position === 'QB');
    expect(qb.length).toBe(32);
    expect(Math.min(...qb.map((r) => r.rank))).toBe(1);
    expect(qb.every((r) => r.rank <= r.teams)).toBe(true);
  });
});

describe('NFL weekly rankings, depth chart marks and ADP movement', () => {
  const { post } = httpOf(server, () => member.cookie);
  type TRanked = {
    playerId: string;
    name: string;
    Position: string;
    points: { standard: number; half: number; ppr: number };
    games: number;
  };

  it('rank QB, RB, WR, TE, K and DST under Standard, Half and PPR scoring; a kicker saves like any position', async () => {
    const res = await get('/api/nfl/weekly_rankings', { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    const players = json(res).data.players as TRanked[];
    // The page opens on the NFL week under way (the real calendar's), not week 1.
    expect(json(res).data.week).toBe(nflWeek(etDate(new Date())));
    const count = (pos: string) => players.filter((p) => p.Position === pos).length;
    expect([count('QB'), count('RB'), count('WR'), count('TE'), count('K'), count('DST')]).toEqual([
      40, 70, 90, 40, 32, 32,
    ]);
    // Receptions separate the scorings: a catch is worth 0, 0.5 and 1 point.
    const wr = players.find((p) => p.Position === 'WR')!;
    expect(wr.points.ppr).toBeGreaterThan(wr.points.half);
    expect(wr.points.half).toBeGreaterThan(wr.points.standard);
    expect(wr.points.ppr - wr.points.half).toBeCloseTo(wr.points.half - wr.points.standard, 0);
    const k = players.find((p) => p.Position === 'K')!;
    expect(k.games).toBeGreaterThan(0);
    expect(k.points.standard).toBeGreaterThan(0);
    expect(k.points.ppr).toBe(k.points.standard);

    const kickers = players.filter((p) => p.Position === 'K').map((p) => p.playerId);
    const saved = await post('/api/nfl/save_ranking', {
      week: 3,
      position: 'K',
      playerIds: kickers.reverse(),
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('Player Rankings set Successfully');
    const got = json(await post('/api/nfl/get_ranking', { week: 3, position: 'K' })).data;
    expect(got[0].players[0].playerId).toBe(kickers[0]);
    expect(got[0].players[0].Position).toBe('K');
  });

  it('are Platinum: a Free member is refused with the plan that allows them', async () => {
    const free = await signUpAndLogin(server);
    const res = await get('/api/nfl/weekly_rankings', { cookie: free.cookie });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toMatch(/Platinum/);
  });

  it('mark rookies (never a team defence) and injured players on the depth chart, kickers included', async () => {
    const teams = json(await get('/api/nfl/getteamdepthchart', { cookie: member.cookie })).data as {
      positions: {
        position: string;
        players: { rookie: boolean; injury: string | null; depth: number }[];
      }[];
    }[];
    expect(teams).toHaveLength(32);
    const all = teams.flatMap((t) =>
      t.positions.flatMap((p) => p.players.map((x) => ({ ...x, pos: p.position }))),
    );
    const rookies = all.filter((p) => p.rookie);
    expect(rookies.length).toBeGreaterThan(20);
    expect(rookies.length).toBeLessThan(all.length / 4);
    expect(rookies.some((p) => p.pos === 'DST')).toBe(false);
    expect(all.some((p) => p.injury)).toBe(true);
    expect(teams.every((t) => t.positions.some((p) => p.position === 'K'))).toBe(true);
  });

  it('show each player’s ADP movement since the previous snapshot, which a new snapshot moves on', async () => {
    type TAdp = { playerId: string; adp: number; previousAdp: number | null; change: number | null };
    const before = json(await get('/api/nfl/get_all_adp', { cookie: member.cookie })).data as TAdp[];
    const moved = before.filter((a) => a.change !== null && a.change !== 0);
    expect(moved.length).toBeGreaterThan(before.length / 2);
    for (const a of moved.slice(0, 20)) expect(a.change).toBeCloseTo(a.previousAdp! - a.adp, 5);

    // A new snapshot: one player goes five picks earlier, another stays where he was.
    const [up, same] = before;
    const rows = await sqlRows(
      server.database,
      sql`select player_id, source, adp, position_rank, provider from adp where player_id in (${up!.playerId}, ${same!.playerId})`,
    );
    const row = (id: string) => rows.find((r) => r.player_id === id)!;
    const snapshot = (id: string, adp: number) => ({
      playerId: id,
      sport: 'nfl' as const,
      source: String(row(id).source),
      adp,
      positionRank: Number(row(id).position_rank),
      provider: String(row(id).provider),
      fetchedAt: new Date(),
    });
    await createFeedStore(server.database.db).writeBatch({
      adp: [snapshot(up!.playerId, up!.adp - 5), snapshot(same!.playerId, same!.adp)],
    });
    const after = json(await get('/api/nfl/get_all_adp', { cookie: member.cookie })).data as TAdp[];
    const upNow = after.find((a) => a.playerId === up!.playerId)!;
    expect(upNow.previousAdp).toBe(up!.adp);
    expect(upNow.change).toBeCloseTo(5, 5);
    const sameNow = after.find((a) => a.playerId === same!.playerId)!;
    expect(sameNow.previousAdp).toBe(same!.previousAdp);
  });
});

describe('computed answers', () => {
  it('are served again until the feed store writes, then computed from the new data', async () => {
    const db = server.database.db;
    const cache = new AnswerCache({ ttlMs: 60_000, max: 100 });
    const insights = new InsightsService(createInsightsRepository(db), server.ctx.services.slates, cache);
    const store = forgettingStore(createFeedStore(db), cache);
    const first = await insights.teamsAndPlayers.teams('nhl');
    expect(await insights.teamsAndPlayers.teams('nhl')).toBe(first);
    expect(cache.computed()).toBe(1);
    const team = first[0]!;
    const row = (name: string) => ({
      id: team.id,
      sport: team.sport,
      abbr: team.abbr,
      city: team.city,
      name,
      conference: team.conference,
      division: team.division,
      provider: team.provider,
      fetchedAt: new Date(),
    });
    try {
      await store.writeBatch({ teams: [row('Renamed Team')] });
      expect((await insights.teamsAndPlayers.teams('nhl')).find((t) => t.id === team.id)?.name).toBe(
        'Renamed Team',
      );
      expect(cache.computed()).toBe(2);
    } finally {
      await store.writeBatch({ teams: [row(team.name)] });
    }
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
