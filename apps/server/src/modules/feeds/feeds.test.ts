import { etDate } from '@dfs/optimizer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { httpOf, useTestServer } from '../../../test/test-http';
import { json, setUserFields, signUpAndLogin } from '../../../test/test-server';

// Live adapters against recorded responses this project wrote in the sources' documented shapes,
// served by a local HTTP server that can also time out, fail with 500 or answer garbage.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'live/fixtures');
const today = etDate(new Date());
let mode: 'ok' | '500' | 'timeout' | 'garbage' = 'ok';
let source: http.Server;
let base = '';

function fixtureFor(url: string): string | null {
  const nhl = /^\/v1\/(schedule\/[\d-]+|roster\/(\w+)\/current|gamecenter\/(\d+)\/boxscore)$/.exec(url);
  let file: string | null = null;
  if (nhl?.[2]) file = `nhl-roster-${nhl[2]}.json`;
  else if (nhl?.[3]) file = `nhl-boxscore-${nhl[3]}.json`;
  else if (nhl) file = 'nhl-schedule.json';
  else if (url.startsWith('/api/v1/schedule?')) file = 'mlb-schedule.json';
  if (!file || !fs.existsSync(path.join(FIXTURES, file))) return null;
  return fs.readFileSync(path.join(FIXTURES, file), 'utf8').replaceAll('DATE', today);
}

beforeAll(async () => {
  source = http.createServer((req, res) => {
    if (mode === 'timeout') return; // never answers
    if (mode === '500') return res.writeHead(500).end('upstream down');
    if (mode === 'garbage')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"gameWeek": "<html>');
    const body = fixtureFor(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(source.address() as { port: number }).port}`;
});
afterAll(async () => {
  source?.closeAllConnections();
  await new Promise((r) => source?.close(r));
});

// Started after the fixture source (its address), closed before it.
const server = useTestServer(() => ({
  env: { NHL_API_URL: base, MLB_API_URL: base, FEED_HTTP_TIMEOUT_MS: '300', FEEDS_ENABLED: 'false' },
}));
const { post, get } = httpOf(server);

const statusOf = async (name: string) =>
  (await server.ctx.services.feeds.list()).find((p) => p.name === name)?.pm2_env.status;

describe('live feeds', () => {
  it.each(['nhl-live', 'mlb-live'])(
    '%s survives timeouts, HTTP 500 and garbage, keeping its data',
    async (name) => {
      mode = 'ok';
      expect(await server.ctx.services.feeds.update(name, 'start')).toMatchObject({
        pm2_env: { status: 'online' },
      });
      const sport = name.startsWith('nhl') ? 'nhl' : 'mlb';
      const stored = await server.database.db
        .select()
        .from(games)
        .where(eq(games.provider, sport === 'nhl' ? 'nhl-api' : 'mlb-statsapi'));
      expect(stored.length).toBeGreaterThan(0);
      for (const bad of ['timeout', '500', 'garbage'] as const) {
        mode = bad;
        expect(await server.ctx.services.feeds.runNow(name)).toBe(false);
        expect(await statusOf(name)).toBe('errored');
        const after = await server.database.db
          .select()
          .from(games)
          .where(eq(games.provider, stored[0]!.provider));
        expect(after.length).toBe(stored.length);
      }
      mode = 'ok';
      expect(await server.ctx.services.feeds.runNow(name)).toBe(true);
      expect(await statusOf(name)).toBe('online');
      await server.ctx.services.feeds.update(name, 'stop');
      expect(await statusOf(name)).toBe('stopped');
    },
  );

  it('stores NHL scores, rosters and starting goalies from the recorded answers', async () => {
    mode = 'ok';
    expect(await server.ctx.services.feeds.runNow('nhl-live')).toBe(true);
    const [final] = await server.database.db.select().from(games).where(eq(games.id, 'nhl:live:2026020301'));
    expect(final).toMatchObject({ status: 'final', homeScore: 4, awayScore: 2, homeAbbr: 'BOS' });
    const res = await post('/api/nhl/getGolies');
    const list = json(res).data as { gameId: string; goalies: { status: string }[] }[];
    const game = list.find((g) => g.gameId === 'nhl:live:2026020301')!;
    expect(game.goalies).toHaveLength(2);
    expect(game.goalies.every((g) => g.status === 'confirmed')).toBe(true);
  });

  it('lists server processes for admins only, as { name, pm2_env: { status } }', async () => {
    const member = await signUpAndLogin(server);
    const details = () => get('/api/user/getServerDetails', member.cookie);
    expect((await details()).statusCode).toBe(403);
    await setUserFields(server, member.user._id, { role: 'manager' });
    const res = await details();
    expect(res.statusCode).toBe(200);
    const names = (json(res).data as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'nba-feed',
        'mlb-feed',
        'nhl-feed',
        'nfl-feed',
        'news-feed',
        'odds-feed',
        'nhl-live',
        'mlb-live',
      ]),
    );
    const stop = await post(
      '/api/user/UpdateServer',
      { name: 'news-feed', operation: 'stop' },
      member.cookie,
    );
    expect(json(stop).data).toMatchObject({ name: 'news-feed', pm2_env: { status: 'stopped' } });
    const unknown = await post(
      '/api/user/UpdateServer',
      { name: 'nope', operation: 'launch' },
      member.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).fields).toContain('operation');
  });
});
