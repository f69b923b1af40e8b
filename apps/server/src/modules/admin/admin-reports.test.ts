import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TEndpointData, TEndpointName } from '@dfs/contracts';
import { paymentsLedger } from '../../db/schema';
import { json, setUserFields, uniqueName } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { csvLines, generate, signedInAs } from './admin-test-data';

// 1,000 generated sign-ups and 5,000 ledger rows in a year no other test uses.
const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
let cookie = '';
let data: Awaited<ReturnType<typeof generate>>;
const year = 2040 + Math.floor(Math.random() * 50);
const prefix = uniqueName('g').slice(0, 12);
const range = `from=${year}-03-01&to=${year}-03-31`;

beforeAll(async () => {
  cookie = (await signedInAs(server, 'client')).cookie;
  data = await generate(server.database, { prefix, year, n: 1000, ledgerRows: 5000 });
}, 180_000); // generating 1,000 accounts and 5,000 ledger rows

const http = httpOf(server, () => cookie);
/** `data` of a GET admin call, typed by its name in the endpoint map. */
const get = async <K extends TEndpointName>(_name: K, url: string): Promise<TEndpointData<K>> => {
  const res = await http.get(`/api/user/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as TEndpointData<K>;
};
const revenue = async () => {
  const res = await http.post('/api/user/getRevenue', { year: String(year) });
  return json(res).data as TEndpointData<'getRevenue'>;
};
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

describe('user list', () => {
  it('pages 10 at a time through the search result without overlap', async () => {
    const seen = new Set<string>();
    let total = 0;
    for (let page = 0; page < 100; page++) {
      const res = await get('getAlluser', `getAlluser?search=${prefix}&sort=userName&order=asc&page=${page}`);
      total = res.total;
      expect(res.rows).toHaveLength(10);
      for (const r of res.rows) seen.add(r._id);
    }
    expect(total).toBe(1000);
    expect(seen.size).toBe(1000);
    const first = await get('getAlluser', `getAlluser?search=${prefix}&sort=userName&order=asc`);
    expect(first.rows[0]?.userName).toBe(`${prefix}0000`);
  });

  it('filters by status, plan and payment type together', async () => {
    const res = await get(
      'getAlluser',
      `getAlluser?search=${prefix}&status=trialing&plantype=premium&paymentType=stripe`,
    );
    const want = data.users.filter(
      (u) => u.status === 'trialing' && u.plantype === 'premium' && u.paymentType === 'stripe',
    );
    expect(res.total).toBe(want.length);
    expect(res.rows.every((r) => r.status === 'trialing' && r.plantype === 'premium')).toBe(true);
  });

  it('treats % and _ in the search text literally', async () => {
    expect((await get('getAlluser', 'getAlluser?search=%25')).total).toBe(0);
  });
});

describe('reports', () => {
  it('New Trials: the page total, the whole CSV and the generated data agree; trialing and canceled pay 0', async () => {
    const page = await get('getAllnewuser', `getAllnewuser?${range}`);
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBe(1000);
    expect(page.totalPayingCents).toBe(data.expected.payingCents);
    const sorted = await get(
      'getAllnewuser',
      `getAllnewuser?${range}&sort=paying_amount&order=desc&pageSize=100`,
    );
    const zero = sorted.rows.filter((r) => ['trialing', 'canceled'].includes(r.status));
    expect(zero.every((r) => r.paying_amount === 0)).toBe(true);
    const { csv, fileName } = await get('exportReport', `exportReport?report=trials&${range}`);
    expect(fileName).toMatch(/^new_trials_.*\.csv$/);
    const [header, ...lines] = csvLines(csv);
    expect(lines).toHaveLength(1000);
    const col = header!.indexOf('paying_amount');
    expect(lines.reduce((a, l) => a + cents(l[col]!), 0)).toBe(page.totalPayingCents);
  });

  it('State: sign-ups per region sum to the sign-ups, in the page and the CSV', async () => {
    const res = await get('getStateReport', `getStateReport?${range}`);
    expect(res.totalSignups).toBe(1000);
    expect(res.rows.map((r) => r.state).sort()).toEqual(['Goa', 'Ohio', 'Texas', 'Unknown']);
    const [, ...lines] = csvLines((await get('exportReport', `exportReport?report=state&${range}`)).csv);
    expect(lines.reduce((a, l) => a + Number(l[1]), 0)).toBe(1000);
  });

  it('Revenue: 12 month rows whose total is the ledger’s, equal to the CSV’s', async () => {
    const res = await revenue();
    expect(res.rows.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(res.totals.total).toBe(data.expected.revenueCents);
    const [header, ...lines] = csvLines(
      (await get('exportReport', `exportReport?report=revenue&year=${year}`)).csv,
    );
    expect(header).toEqual(['month', 'new', 'renew', 'total']);
    expect(lines.reduce((a, l) => a + cents(l[3]!), 0)).toBe(res.totals.total);
  });

  it('a deleted user’s payments still count in revenue', async () => {
    const before = await revenue();
    const payer = data.users[1]!;
    await setUserFields(server, payer.id, { status: 'active' });
    const del = await http.post('/api/user/deleteUser', { userId: payer.id });
    expect(del.statusCode).toBe(200);
    expect(await revenue()).toEqual(before);
  });

  it('Revenue follows every ledger write: a late-evening charge, a correction and a removal', async () => {
    const before = await revenue();
    const db = server.database.db;
    const externalId = uniqueName('fix');
    // 31 December, 11 pm Eastern: 1 January in UTC, but December's revenue.
    await db.insert(paymentsLedger).values({
      provider: 'local',
      userId: null,
      amountCents: 500,
      kind: 'new',
      externalId,
      occurredAt: new Date(`${year + 1}-01-01T04:00:00Z`),
    });
    const added = await revenue();
    expect(added.rows[11]!.new).toBe(before.rows[11]!.new + 500);
    expect(added.totals.total).toBe(before.totals.total + 500);
    await db
      .update(paymentsLedger)
      .set({ amountCents: 700, kind: 'renewal', occurredAt: new Date(`${year}-03-10T12:00:00Z`) })
      .where(eq(paymentsLedger.externalId, externalId));
    const moved = await revenue();
    expect(moved.rows[11]!.new).toBe(before.rows[11]!.new);
    expect(moved.rows[2]!.renew).toBe(before.rows[2]!.renew + 700);
    await db.delete(paymentsLedger).where(eq(paymentsLedger.externalId, externalId));
    expect(await revenue()).toEqual(before);
  });

  it('refuses a bad year or range with a 400 naming the field', async () => {
    const res = await http.get('/api/user/exportReport?report=revenue');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('year');
    const bad = await http.get('/api/user/getAllnewuser?from=2020-13-45');
    expect(bad.statusCode).toBe(400);
  });
});
