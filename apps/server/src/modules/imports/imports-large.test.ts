import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { slates } from '../../db/schema';
import { json, setUserFields, signUpAndLogin, startTestServer } from '../../../test/test-server';
import { largeDkNbaSalaryCsv } from './imports-test-files';
import { ABANDONED_IMPORT_MS } from './imports.service';

// A large admin import (8,000 rows, about 870 kB) must not stall the server: /api/health keeps
// answering while the file is parsed, validated and written. Behaviour is asserted, not time.
const ROWS = 8000;

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAndLogin(server);
  await setUserFields(server, admin.user._id, { role: 'manager', status: 'active' });
}, 120_000);
afterAll(() => server?.close());

type TPlayer = { id: string; salary: number; name: string };
/** The admin's import of a DraftKings NBA classic salary file (into `slateId` when given). */
const importNba = (csv: string, slateId?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/importSalaries',
    payload: {
      sport: 'nba',
      operator: 'draftkings',
      gameType: 'classic',
      csv,
      ...(slateId ? { slateId } : {}),
    },
    headers: { cookie: admin.cookie },
  });
const listSlates = async () =>
  (
    json(
      await server.app.inject({
        method: 'GET',
        url: `/api/nba/getAllSlat/${admin.user._id}`,
        headers: { cookie: admin.cookie },
      }),
    ).data.slates as { id: string }[]
  ).filter((s) => s.id.includes('-import-'));
const playersOf = async (slateId: string) =>
  json(
    await server.app.inject({
      method: 'POST',
      url: '/api/nba/getPlayers',
      payload: { slateId },
      headers: { cookie: admin.cookie },
    }),
  ).data.players as TPlayer[];

describe('large salary import', () => {
  it('keeps /api/health answering during an 8,000-row import, and imports every row', async () => {
    const csv = largeDkNbaSalaryCsv(ROWS);
    expect(csv.length).toBeGreaterThan(800_000);
    const before = new Set((await listSlates()).map((s) => s.id));
    let finished = false;
    const importing = importNba(csv).finally(() => {
      finished = true;
    });
    // Health answers counted only when they arrive before the import's answer. Meanwhile a reader
    // lists the NBA slates: a slate of this import, whenever it shows, has all its players.
    const statuses: number[] = [];
    const seenCounts: number[] = [];
    while (!finished) {
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      if (!finished) statuses.push(res.statusCode);
      for (const slate of await listSlates()) {
        if (before.has(slate.id)) continue;
        seenCounts.push((await playersOf(slate.id)).length);
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const report = json(res).data;
    expect(report).toMatchObject({ imported: ROWS, updated: 0, rejected: [] });
    expect(report.slate.playerCount).toBe(ROWS);
    expect(
      seenCounts.every((n) => n === ROWS),
      `players seen: ${seenCounts.join(', ')}`,
    ).toBe(true);
    const players = await playersOf(report.slate.id);
    expect(players).toHaveLength(ROWS);
    const byId = new Map(players.map((p) => [p.id, p]));
    for (const i of [0, 1, 4321, ROWS - 1]) {
      const p = byId.get(String(500_000 + i));
      expect(p?.salary).toBe(3000 + ((i * 37) % 70) * 100);
      expect(p?.name).toBe(`Gen Player${String(i).padStart(5, '0')} Jr`);
    }
  }, 180_000);

  it('switches a re-imported slate over at once: a reader sees the old salaries or the new ones, never a mix', async () => {
    const rows = 3000;
    const first = json(await importNba(largeDkNbaSalaryCsv(rows))).data;
    const slateId = first.slate.id as string;
    // The same players 100 dearer, minus the last one: the file no longer lists it.
    const lines = largeDkNbaSalaryCsv(rows).split('\n').slice(0, rows);
    const dearer = lines
      .map((line, i) =>
        i === 0
          ? line
          : line.replace(/,(\d+),(\w+@\w+ )/, (_, n: string, g: string) => `,${Number(n) + 100},${g}`),
      )
      .join('\n');
    let finished = false;
    const importing = importNba(dearer, slateId).finally(() => {
      finished = true;
    });
    const expected = (i: number) => 3000 + ((i * 37) % 70) * 100;
    const views: string[] = [];
    while (!finished) {
      const players = await playersOf(slateId);
      const dear = players.filter((p) => p.salary === expected(Number(p.id) - 500_000) + 100).length;
      views.push(`${players.length}/${dear}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(json(res).data).toMatchObject({ imported: 0, updated: rows - 1, rejected: [] });
    // Every view is the whole old slate or the whole new one.
    expect(
      views.every((v) => v === `${rows}/0` || v === `${rows - 1}/${rows - 1}`),
      views.join(' '),
    ).toBe(true);
    const after = await playersOf(slateId);
    expect(after).toHaveLength(rows - 1);
    expect(after.every((p) => p.salary === expected(Number(p.id) - 500_000) + 100)).toBe(true);
    // The staging slate is gone: only the one imported slate lists.
    expect((await listSlates()).filter((s) => s.id.startsWith(slateId))).toHaveLength(1);
  }, 180_000);

  it('hides a slate an import is still writing, and refuses a second import of it with 409', async () => {
    const id = 'dk-nba-import-hidden';
    const now = new Date();
    await server.database.db.insert(slates).values({
      id,
      operator: 'draftkings',
      sport: 'nba',
      gameType: 'classic',
      name: 'being written',
      startTime: new Date('2030-12-03T12:00:00Z'),
      games: [],
      status: 'importing',
      playerCount: 3000,
      provider: 'operator-file',
      fetchedAt: now,
      updatedAt: now,
    });
    expect((await listSlates()).map((s) => s.id)).not.toContain(id);
    const players = await server.app.inject({
      method: 'POST',
      url: '/api/nba/getPlayers',
      payload: { slateId: id },
      headers: { cookie: admin.cookie },
    });
    expect(players.statusCode).toBe(404);
    const res = await importNba(largeDkNbaSalaryCsv(10), id);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', fields: ['slateId'] });
  });

  it('removes a slate an import left hidden when its process stopped, so the slate can be imported again', async () => {
    const id = 'dk-nba-import-abandoned';
    const long = new Date(Date.now() - ABANDONED_IMPORT_MS - 60_000);
    const hidden: Omit<typeof slates.$inferInsert, 'id'> = {
      operator: 'draftkings',
      sport: 'nba',
      gameType: 'classic',
      name: 'stopped mid-import',
      startTime: new Date('2030-12-03T12:00:00Z'),
      games: [],
      status: 'importing',
      playerCount: 3000,
      provider: 'operator-file',
      fetchedAt: long,
      updatedAt: long,
    };
    await server.database.db.insert(slates).values([
      { ...hidden, id },
      // A staging twin of another slate, left the same way.
      { ...hidden, id: 'dk-nba-import-other~import-zz' },
    ]);
    const res = await importNba(largeDkNbaSalaryCsv(10), id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await playersOf(id)).toHaveLength(10);
    const left = await server.database.db
      .select({ id: slates.id })
      .from(slates)
      .where(eq(slates.status, 'importing'));
    expect(left.map((s) => s.id)).not.toContain('dk-nba-import-other~import-zz');
  });
});
