import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getRuleSet, importSalaries, optimize, toJsonLineup, type BuildSettings } from '@dfs/optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserFields, startTestServer } from '../../../test/test-server';
import { memberOn, type TTestServer } from './optimizer.test-support';

// The real operator salary files beside the repository (never copied into it): imported through
// the admin API, built through createbuild, and compared with the optimizer package's own lineups
// for the same file and settings: the app adds nothing and loses nothing on the way.

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/operator-csv');
const FILES = [
  { file: 'dk_nfl_classic_2022wk11.csv', operator: 'draftkings' },
  { file: 'fd_nfl_classic_2018wk13.csv', operator: 'fanduel' },
] as const;
const present = FILES.every((f) => existsSync(path.join(FIXTURES, f.file)));
if (!present) console.log(`Skipping the real-file build test: ${FIXTURES} is absent.`);

const SETTINGS: BuildSettings = {
  maxExposure: 0.5,
  minUnique: 2,
  stacks: [
    {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 2 },
      ],
    },
  ],
};

describe.skipIf(!present)('createbuild on real operator files', () => {
  let server: TTestServer;
  let admin: Awaited<ReturnType<typeof memberOn>>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await memberOn(server, 'free');
    await setUserFields(server, admin.id, { role: 'client', status: 'active' });
  });
  afterAll(() => server?.close());

  it.each(FILES)(
    '$file: 150 lineups equal the optimizer package’s for the same input',
    async ({ file, operator }) => {
      const csv = readFileSync(path.join(FIXTURES, file), 'utf8');
      const imported = await admin.post('/api/admin/importSalaries', {
        sport: 'nfl',
        operator,
        gameType: 'classic',
        name: file,
        csv,
      });
      expect(imported.status, imported.message).toBe(200);
      const slateId: string = imported.data.slate.id;

      const res = await admin.post('/api/nfl/createbuild', { slateId, lineups: 150, settings: SETTINGS });
      expect(res.status, res.message).toBe(200);
      expect(res.data.allTeams).toHaveLength(150);

      const { slate } = importSalaries(csv, file);
      const rules = getRuleSet(slate!.site, slate!.sport, slate!.gameType);
      const expected = optimize({ rules, players: slate!.players, lineups: 150, settings: SETTINGS });
      expect(res.data.allTeams).toEqual(expected.lineups.map(toJsonLineup));
    },
    120_000,
  );
});
