import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { slatePlayers, slates } from '../../db/schema';
import { json, setUserFields, signUpAndLogin } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { largeDkNbaSalaryCsv } from './imports-test-files';
import { ABANDONED_IMPORT_MS } from './imports.service';

// A large admin import (8,000 rows, about 870 kB) must not stall the server: /api/health keeps
// answering while the file is parsed, validated and written. Behaviour is asserted, not time.
const ROWS = 8000;

const server = useTestServer();
let admin: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  admin = await signUpAndLogin(server);
  await setUserFields(server, admin.user._id, { role: 'manager', status: 'active' });
}, 120_000);

type TPlayer = { id: string; salary: number; name: string; projection: number };
const { post, get } = httpOf(server, () => admin.cookie);
/** The admin's import of a DraftKings NBA classic salary file (into `slateId` when given). */
const importNba = (csv: string, slateId?: string) =>
  post('/api/admin/importSalaries', {
    sport: 'nba',
    operator: 'draftkings',
    gameType: 'classic',
    csv,
    ...(slateId ? { slateId } : {}),
  });
const listSlates = async () =>
  (json(await get(`/api/nba/getAllSlat/${admin.user._id}`)).data.slates as { id: string }[]).filter((s) =>
    s.id.includes('-import-'),
  );
const playersOf = async (slateId: string) =>
  json(await post('/api/nba/getPlayers', { slateId })).data.players as TPlayer[];

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
      const res = await get('/api/health');
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

  it('switches by pointing the slate at the staged players: canonical ids kept, no old rows left, re-import after re-import', async () => {
    const first = json(await importNba(largeDkNbaSalaryCsv(40))).data;
    const slateId = first.slate.id as string;
    // A canonical player id the slate's stored player has (feeds and projections join on it).
    await server.database.db
      .update(slatePlayers)
      .set({ playerId: 'canonical-500007' })
      .where(and(eq(slatePlayers.slateId, slateId), eq(slatePlayers.operatorPlayerId, '500007')));
    for (let round = 1; round <= 3; round++) {
      const res = await importNba(largeDkNbaSalaryCsv(40 - round), slateId);
      expect(json(res).data).toMatchObject({ imported: 0, updated: 40 - round });
      const [row] = await server.database.db.select().from(slates).where(eq(slates.id, slateId));
      // The slate's players are the staged set it points at (the switch is that one-row update)...
      expect(row?.playersFrom).toMatch(new RegExp(`^${slateId}~import-`));
      const stored = await server.database.db
        .select({
          slateId: slatePlayers.slateId,
          id: slatePlayers.operatorPlayerId,
          playerId: slatePlayers.playerId,
        })
        .from(slatePlayers)
        .where(sql`${slatePlayers.slateId} like ${`${slateId}%`}`);
      // ...and nothing else is left of the earlier sets.
      expect(stored).toHaveLength(40 - round);
      expect(new Set(stored.map((p) => p.slateId))).toEqual(new Set([row?.playersFrom]));
      expect(stored.find((p) => p.id === '500007')?.playerId).toBe('canonical-500007');
      expect(await playersOf(slateId)).toHaveLength(40 - round);
    }
    // Admin projections land on the set the slate points at.
    const proj = await post('/api/admin/importProjections', { slateId, csv: 'ID,Projection\n500003,44.5' });
    expect(proj.statusCode, proj.body).toBe(200);
    expect((await playersOf(slateId)).find((p) => p.id === '500003')).toMatchObject({ projection: 44.5 });
  });

  it('hides a slate an import is still writing, and refuses a second import of it with 409', async () => {
    const id = `dk-nba-import-hidden-${crypto.randomUUID().slice(0, 8)}`;
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
    const players = await post('/api/nba/getPlayers', { slateId: id });
    expect(players.statusCode).toBe(404);
    const res = await importNba(largeDkNbaSalaryCsv(10), id);
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res)).toMatchObject({ code: 'CONFLICT', fields: ['slateId'] });
  });

  it('removes a slate an import left hidden when its process stopped, so the slate can be imported again', async () => {
    // Named per run: a PostgreSQL database kept from an earlier run may hold the last run's rows.
    const run = crypto.randomUUID().slice(0, 8);
    const id = `dk-nba-import-abandoned-${run}`;
    const twin = `dk-nba-import-other-${run}~import-zz`;
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
      { ...hidden, id: twin },
    ]);
    const res = await importNba(largeDkNbaSalaryCsv(10), id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await playersOf(id)).toHaveLength(10);
    const left = await server.database.db
      .select({ id: slates.id })
      .from(slates)
      .where(eq(slates.status, 'importing'));
    expect(left.map((s) => s.id)).not.toContain(twin);
  });
});
