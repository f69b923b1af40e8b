import { IMPORT_MAX_CHARS, type TImportReport } from '@dfs/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { smallDkNbaSalaryCsv } from './imports-test-files';

// Projection file import against a slate made from a small DraftKings salary file this project writes.

const server = useTestServer();
let admin: Awaited<ReturnType<typeof signUpAndLogin>>;
let slateId = '';
beforeAll(async () => {
  admin = await signUpAndLogin(server);
  await setUserFields(server, admin.user._id, { role: 'client', status: 'active' });
});

const { post } = httpOf(server, () => admin.cookie);
const importProjections = (csv: string, extra: object = {}) =>
  post('/api/admin/importProjections', { slateId, csv, ...extra });
const projections = async () => {
  const players = json(await post('/api/nba/getPlayers', { slateId })).data.players as {
    id: string;
    projection: number;
    projectionSource: string;
    FPPDdraftking: number | null;
  }[];
  return Object.fromEntries(players.map((p) => [p.id, p]));
};

describe('projection file import', () => {
  beforeAll(async () => {
    const res = await post('/api/admin/importSalaries', {
      sport: 'nba',
      operator: 'draftkings',
      gameType: 'classic',
      csv: smallDkNbaSalaryCsv(),
    });
    expect(res.statusCode, res.body).toBe(200);
    slateId = json(res).data.slate.id;
  });

  it('matches by id or by name and team, and reports rejected rows by line', async () => {
    const csv = [
      'ID,Name,Team,Projection,Ownership',
      '101,,,31.5,12%', // by id
      ',Ben Doyle,BOS,22,', // by name
      ',dan fox,NYK,18.25,', // by name and team: two players are called Dan Fox
      ',Dan Fox,,10,', // ambiguous without a team
      ',Nobody Here,BOS,5,', // not on the slate
      '103,,,lots,', // unreadable
    ].join('\n');
    const res = await importProjections(csv, { source: 'MyModel' });
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res).data as TImportReport;
    expect(report).toMatchObject({ imported: 3, updated: 0 });
    expect(report.rejected.map((r) => r.line)).toEqual([5, 6, 7]);
    expect(report.rejected[0]?.reason).toMatch(/matches 2 players/);
    expect(report.rejected[1]?.reason).toMatch(/No slate player matches "Nobody Here"/);
    expect(report.rejected[2]?.reason).toMatch(/"lots" is not a number/);
    const after = await projections();
    expect(after['101']).toMatchObject({
      projection: 31.5,
      projectionSource: 'MyModel',
      FPPDdraftking: 285.7,
    });
    expect(after['102']?.projection).toBe(22);
    expect(after['104']?.projection).toBe(18.25);
    expect(after['103']).toMatchObject({ projection: 20, projectionSource: 'operator-file' });
    expect(after['105']?.projection).toBe(20);
  });

  it('counts a re-upload from the same source as updated', async () => {
    const res = await importProjections('ID,Proj\n101,33\n103,12', { source: 'MyModel' });
    expect(json(res).data).toMatchObject({ imported: 1, updated: 1, rejected: [] });
    expect((await projections())['101']?.projection).toBe(33);
  });

  it('refuses a malformed file and changes nothing', async () => {
    const before = await projections();
    for (const csv of [
      'Player,Team\nAlan Carter,BOS',
      'Proj\n12',
      'ID,Proj\n999,12\n998,13',
      'ID,Proj\n101,',
    ]) {
      const res = await importProjections(csv);
      expect(res.statusCode, csv).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION', fields: ['csv'] });
      expect(json(res).message).toMatch(/^csv: nothing was imported; line \d/);
    }
    expect(await projections()).toEqual(before);
  });

  it('refuses projections beyond the one rule (0 to 1000), naming the row, and imports the rest', async () => {
    const before = await projections();
    const csv = ['ID,Proj', '101,1e308', '102,-1e308', '103,-5', '104,1000.5', '106,1000', '107,0'].join(
      '\n',
    );
    const res = await importProjections(csv, { source: 'Limits' });
    expect(res.statusCode, res.body).toBe(200);
    const report = json(res).data as TImportReport;
    expect(report.rejected).toEqual([
      { line: 2, reason: 'Alan Carter: the projection 1e+308 must be at most 1000.' },
      { line: 3, reason: 'Ben Doyle: the projection -1e+308 must be 0 or more.' },
      { line: 4, reason: 'Carl Evans: the projection -5 must be 0 or more.' },
      { line: 5, reason: 'Dan Fox: the projection 1000.5 must be at most 1000.' },
    ]);
    expect(report.rejectedCount).toBe(4);
    expect(json(res).message).toBe('Projections imported; 4 rows rejected.');
    const after = await projections();
    for (const id of ['101', '102', '103', '104']) expect(after[id]).toEqual(before[id]);
    expect(after['106']?.projection).toBe(1000);
    expect(after['107']?.projection).toBe(0);
  });

  it('lists the first 100 rejected rows of a large file and counts the rest', async () => {
    const lines = ['ID,Proj', '106,30', ...Array.from({ length: 5000 }, (_, i) => `${900000 + i},12`)];
    const res = await importProjections(lines.join('\n'), { source: 'Big' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const report = json(res).data as TImportReport;
    expect(report.rejected).toHaveLength(100);
    expect(report.rejected[0]?.line).toBe(3);
    expect(report.rejectedCount).toBe(5000);
    // The message counts every rejected row, not the 100 listed.
    expect(json(res).message).toBe('Projections imported; 5,000 rows rejected (the first 100 are listed).');
  });

  it('answers 404 for an unknown slate and 400 for extra or oversized fields', async () => {
    const missing = await post('/api/admin/importProjections', { slateId: 'nope-404', csv: 'ID,Proj\n1,2' });
    expect(missing.statusCode).toBe(404);
    const extra = await importProjections('ID,Proj\n101,2', { admin: true });
    expect(extra.statusCode).toBe(400);
    const long = await importProjections('ID,Proj\n101,2', { source: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/source/);
    // The largest file allowed fits in the body limit even when every character needs escaping.
    const worst = await importProjections('"\n'.repeat(IMPORT_MAX_CHARS / 2));
    expect(worst.statusCode).toBe(400);
    expect(json(worst).message).toMatch(/^csv: nothing was imported/);
    const tooLong = await importProjections('x'.repeat(IMPORT_MAX_CHARS + 1));
    expect(json(tooLong).message).toMatch(/csv is too large/);
  });

  it('is for admins only', async () => {
    const user = await signUpAndLogin(server);
    const res = await post('/api/admin/importProjections', { slateId, csv: 'ID,Proj\n101,1' }, user.cookie);
    expect(res.statusCode).toBe(403);
    expect((await projections())['101']?.projection).toBe(33);
  });

  it("tells the slate's realtime subscribers to refetch", async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const socket: Socket = connect(address, {
      transports: ['websocket'],
      extraHeaders: { cookie: admin.cookie },
    });
    try {
      const ack = await socket.timeout(5000).emitWithAck('nbagetPlayers', { slateId });
      expect(ack.success).toBe(true);
      const updated = new Promise((resolve) => socket.once('slateUpdated', resolve));
      await importProjections('ID,Proj\n102,9', { source: 'MyModel' });
      await expect(updated).resolves.toEqual({ sport: 'nba', slateId });
    } finally {
      socket.close();
    }
  });
});
