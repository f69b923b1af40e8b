import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { json, signUpAndLogin, startTestServer } from '../../../test/test-server';

// Real operator files live outside the project (../shared/fixtures); skipped with a reason when absent.
const DIR = path.resolve(process.cwd(), '../shared/fixtures/operator-csv');
const FILES: [
  string,
  'nba' | 'mlb' | 'nhl' | 'nfl',
  'draftkings' | 'fanduel',
  'classic' | 'single',
  number,
][] = [
  ['dk_nfl_classic_2022wk11.csv', 'nfl', 'draftkings', 'classic', 563],
  ['dk_nba_classic_2018-12-03.csv', 'nba', 'draftkings', 'classic', 233],
  ['fd_nba_classic_2018-12.csv', 'nba', 'fanduel', 'classic', 333],
  ['dk_nfl_showdown_2019-01-05_IND-HOU.csv', 'nfl', 'draftkings', 'single', 36],
];
const present = fs.existsSync(DIR);
if (!present) console.log(`imports.test: ${DIR} not found; real operator file checks skipped`);

let server: Awaited<ReturnType<typeof startTestServer>>;
let admin: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAndLogin(server);
  await server.database.db
    .update(users)
    .set({ role: 'manager', status: 'active' })
    .where(eq(users.id, admin.user._id));
});
afterAll(() => server?.close());

const upload = (payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/importSalaries',
    payload,
    headers: { cookie: admin.cookie },
  });

describe.runIf(present)('operator salary import', () => {
  it.each(FILES)(
    '%s imports with the right player count and slots',
    async (file, sport, operator, gameType, count) => {
      const csv = fs.readFileSync(path.join(DIR, file), 'utf8');
      const res = await upload({ sport, operator, gameType, csv });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const report = json(res).data;
      expect(report.imported + report.updated).toBe(count);
      const players = json(
        await server.app.inject({
          method: 'POST',
          url: `/api/${sport}/getPlayers`,
          payload: { slateId: report.slate.id },
          headers: { cookie: admin.cookie },
        }),
      ).data.players as { Slots: string[] }[];
      expect(players).toHaveLength(count);
      expect(players.every((p) => p.Slots.length > 0)).toBe(true);
    },
  );

  it('refuses a malformed file with line numbers and leaves the slate as it was', async () => {
    const csv = fs.readFileSync(path.join(DIR, 'dk_nba_classic_2018-12-03.csv'), 'utf8');
    const first = json(await upload({ sport: 'nba', operator: 'draftkings', gameType: 'classic', csv })).data;
    const broken = csv
      .split('\n')
      .map((l, i) => (i === 5 ? l.replace(/,\d{4,5},/, ',lots,') : l))
      .join('\n');
    const res = await upload({
      sport: 'nba',
      operator: 'draftkings',
      gameType: 'classic',
      slateId: first.slate.id,
      csv: broken,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/line 6/);
    const after = json(
      await server.app.inject({
        method: 'POST',
        url: '/api/nba/getPlayers',
        payload: { slateId: first.slate.id },
        headers: { cookie: admin.cookie },
      }),
    ).data.players;
    expect(after).toHaveLength(233);
  });
});
