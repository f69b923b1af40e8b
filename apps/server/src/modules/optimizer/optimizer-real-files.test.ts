import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  excludingOut,
  getRuleSet,
  importSalaries,
  injuryLevel,
  optimize,
  toJsonLineup,
} from '@dfs/optimizer';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { setUserFields } from '../../../test/test-server';
import { memberOn, STACKED_BUILD } from './optimizer.test-support';

// The real operator salary files beside the repository (never copied into it): imported through
// the admin API, built through createbuild, and compared with the optimizer package's own lineups
// for the same file and settings: the app adds nothing (but leaving out the players the file
// marks out, as the CLI does) and loses nothing on the way.

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/operator-csv');
const FILES = [
  { file: 'dk_nfl_classic_2022wk11.csv', operator: 'draftkings' },
  { file: 'fd_nfl_classic_2018wk13.csv', operator: 'fanduel' },
] as const;
const present = FILES.every((f) => existsSync(path.join(FIXTURES, f.file)));
if (!present) console.log(`Skipping the real-file build test: ${FIXTURES} is absent.`);

const SETTINGS = STACKED_BUILD;

describe.skipIf(!present)('createbuild on real operator files', () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof memberOn>>;

  beforeAll(async () => {
    admin = await memberOn(server, 'free');
    await setUserFields(server, admin.id, { role: 'client', status: 'active' });
  });

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
      // The one rule the app adds, as the CLI does too: players the file marks out are left out.
      const out = slate!.players
        .filter((p) => injuryLevel(p.injury) === 'out')
        .map((p) => ({ id: p.id, ids: [p.id] }));
      const settings = excludingOut(SETTINGS, out, new Set());
      const expected = optimize({ rules, players: slate!.players, lineups: 150, settings });
      expect(res.data.allTeams).toEqual(expected.lineups.map(toJsonLineup));
    },
    120_000,
  );
});
