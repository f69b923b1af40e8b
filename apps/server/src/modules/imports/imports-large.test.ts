import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin, startTestServer } from '../../../test/test-server';
import { largeDkNbaSalaryCsv } from './imports-test-files';

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

describe('large salary import', () => {
  it('keeps /api/health answering during an 8,000-row import, and imports every row', async () => {
    const csv = largeDkNbaSalaryCsv(ROWS);
    expect(csv.length).toBeGreaterThan(800_000);
    let finished = false;
    const importing = server.app
      .inject({
        method: 'POST',
        url: '/api/admin/importSalaries',
        payload: { sport: 'nba', operator: 'draftkings', gameType: 'classic', csv },
        headers: { cookie: admin.cookie },
      })
      .finally(() => {
        finished = true;
      });
    // Health answers counted only when they arrive before the import's answer.
    const statuses: number[] = [];
    while (!finished) {
      const res = await server.app.inject({ method: 'GET', url: '/api/health' });
      if (!finished) statuses.push(res.statusCode);
      await new Promise((r) => setTimeout(r, 10));
    }
    const res = await importing;
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const report = json(res).data;
    expect(report).toMatchObject({ imported: ROWS, updated: 0, rejected: [] });
    expect(report.slate.playerCount).toBe(ROWS);
    const players = json(
      await server.app.inject({
        method: 'POST',
        url: '/api/nba/getPlayers',
        payload: { slateId: report.slate.id },
        headers: { cookie: admin.cookie },
      }),
    ).data.players as { id: string; salary: number; name: string }[];
    expect(players).toHaveLength(ROWS);
    const byId = new Map(players.map((p) => [p.id, p]));
    for (const i of [0, 1, 4321, ROWS - 1]) {
      const p = byId.get(String(500_000 + i));
      expect(p?.salary).toBe(3000 + ((i * 37) % 70) * 100);
      expect(p?.name).toBe(`Gen Player${String(i).padStart(5, '0')} Jr`);
    }
  }, 180_000);
});
