import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, setUserFields, signUpAndLogin, uniqueName } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { largeDkNbaSalaryCsv } from './imports-test-files';

// Real operator files live outside the project (../shared/fixtures relative to the repository
// root); never copied in. Skipped with a printed reason when the folder is absent.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const DIR = path.resolve(ROOT, '../shared/fixtures/operator-csv');
const present = fs.existsSync(DIR);
if (!present) console.log(`imports.test: ${DIR} not found; real operator file checks skipped`);
const csvFiles = present ? fs.readdirSync(DIR).filter((f) => f.endsWith('.csv')) : [];
const NAME = /^(dk|fd)_(nba|mlb|nhl|nfl)_(classic|showdown|single)/;
const salaryFiles = csvFiles.filter((f) => NAME.test(f));
const notSalaryFiles = csvFiles.filter((f) => !NAME.test(f));

// FanDuel's published roster rules, for old FanDuel files that have no Roster Position column.
const FD_SLOTS: Record<string, Record<string, string[]>> = {
  nba: { PG: ['PG'], SG: ['SG'], SF: ['SF'], PF: ['PF'], C: ['C'] },
  nfl: { QB: ['QB'], RB: ['RB', 'FLEX'], WR: ['WR', 'FLEX'], TE: ['TE', 'FLEX'], D: ['DEF'] },
  mlb: {
    P: ['P'],
    C: ['C/1B', 'UTIL'],
    '1B': ['C/1B', 'UTIL'],
    '2B': ['2B', 'UTIL'],
    '3B': ['3B', 'UTIL'],
    SS: ['SS', 'UTIL'],
    OF: ['OF', 'UTIL'],
  },
};

/** The test's own reading of the raw file: header names and data rows (quoted fields allowed). */
function rawRows(text: string): Record<string, string>[] {
  const split = (line: string) => {
    const out: string[] = [];
    let cur = '';
    let quoted = false;
    for (const ch of line) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) {
        out.push(cur);
        cur = '';
      } else cur += ch;
    }
    return [...out, cur];
  };
  const [head = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const names = split(head);
  return lines
    .filter((l) => l.replace(/[",\s]/g, '') !== '')
    .map((l) => {
      const cells = split(l);
      return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ''] as const).filter(([n]) => n));
    });
}

/** Expected players by operator id: roster slots (sorted) and, for DraftKings captains, CPT salary. */
function expected(file: string, sport: string) {
  const rows = rawRows(fs.readFileSync(path.join(DIR, file), 'utf8'));
  const out = new Map<string, { slots: string[]; captainSalary: number | null }>();
  if (file.startsWith('dk_')) {
    const base = rows.filter((r) => r['Roster Position'] !== 'CPT');
    const cpt = new Map(
      rows.filter((r) => r['Roster Position'] === 'CPT').map((r) => [`${r.Name}|${r.TeamAbbrev}`, r]),
    );
    for (const r of base) {
      const captain = cpt.get(`${r.Name}|${r.TeamAbbrev}`);
      const slots = r['Roster Position']!.split('/');
      out.set(r.ID!, {
        slots: (captain ? ['CPT', ...slots] : slots).sort(),
        captainSalary: captain ? Number(captain.Salary) : null,
      });
    }
    // A single-game (showdown) file lists every player twice (captain and flex); a classic file
    // has no captain rows.
    const showdown = NAME.exec(file)?.[3] === 'showdown';
    expect(base.length).toBeGreaterThan(0);
    expect(cpt.size).toBe(showdown ? base.length : 0);
    return out;
  }
  for (const r of rows) {
    const given = r['Roster Position'];
    const slots = given
      ? given.split('/').map((s) => s.replace(/ - .*$/, '').trim())
      : [...new Set(r.Position!.split('/').flatMap((p) => FD_SLOTS[sport]?.[p] ?? [`?${p}`]))];
    out.set(r.Id!, { slots: slots.sort(), captainSalary: null });
  }
  return out;
}

const server = useTestServer();
let admin: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  admin = await signUpAndLogin(server);
  await setUserFields(server, admin.user._id, { role: 'manager', status: 'active' });
});

const { post } = httpOf(server, () => admin.cookie);
const upload = (payload: object, cookie?: string) => post('/api/admin/importSalaries', payload, cookie);
const playersOf = async (sport: string, slateId: string) => post(`/api/${sport}/getPlayers`, { slateId });

describe.runIf(present)('every real operator salary file', () => {
  it('finds the files', () => {
    expect(salaryFiles.length).toBeGreaterThanOrEqual(13);
    expect(notSalaryFiles.length).toBeGreaterThanOrEqual(7);
  });

  it.each(salaryFiles)('%s imports with the right player count and slots', async (file) => {
    const [, site, sport, kind] = NAME.exec(file)!;
    const want = expected(file, sport!);
    const csv = fs.readFileSync(path.join(DIR, file), 'utf8');
    const res = await upload({
      sport,
      operator: site === 'dk' ? 'draftkings' : 'fanduel',
      gameType: kind === 'classic' ? 'classic' : 'single',
      csv,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const report = json(res).data;
    expect(report.imported + report.updated).toBe(want.size);
    expect(report.slate.playerCount).toBe(want.size);
    const players = json(await playersOf(sport!, report.slate.id)).data.players as {
      id: string;
      Slots: string[];
      captainSalary: number | null;
    }[];
    expect(players).toHaveLength(want.size);
    for (const p of players) {
      const w = want.get(p.id);
      expect(w, `player ${p.id}`).toBeDefined();
      expect([...p.Slots].sort(), `slots of ${p.id}`).toEqual(w!.slots);
      expect(p.captainSalary, `captain salary of ${p.id}`).toBe(w!.captainSalary);
    }
  });

  it.each(notSalaryFiles)('%s is refused as not a salary file, creating nothing', async (file) => {
    const slateId = uniqueName('s');
    const csv = fs.readFileSync(path.join(DIR, file), 'utf8');
    const res = await upload({
      sport: file.includes('nba')
        ? 'nba'
        : file.includes('nfl')
          ? 'nfl'
          : file.includes('nhl')
            ? 'nhl'
            : 'mlb',
      operator: file.includes('fd-') ? 'fanduel' : 'draftkings',
      gameType: file.includes('showdown') ? 'single' : 'classic',
      slateId,
      csv,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(json(res).code).toBe('VALIDATION');
    expect(json(res).message).toMatch(/not a salary file/);
    expect((await playersOf('nba', slateId)).statusCode).toBe(404);
  });

  it('re-importing into the same slate counts players as updated', async () => {
    const csv = fs.readFileSync(path.join(DIR, 'dk_nba_showdown_2022-02-26_BOS-DET.csv'), 'utf8');
    const body = { sport: 'nba', operator: 'draftkings', gameType: 'single', csv };
    const first = json(await upload(body)).data;
    const again = json(await upload({ ...body, slateId: first.slate.id })).data;
    expect(again).toMatchObject({ imported: 0, updated: 45 });
  });

  it('refuses a malformed file with line numbers and leaves the slate as it was', async () => {
    const csv = fs.readFileSync(path.join(DIR, 'dk_nba_classic_2018-12-03.csv'), 'utf8');
    const first = json(await upload({ sport: 'nba', operator: 'draftkings', gameType: 'classic', csv })).data;
    const before = json(await playersOf('nba', first.slate.id)).data.players;
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
    expect(json(res).message).toMatch(/line 6: Salary/);
    expect(json(await playersOf('nba', first.slate.id)).data.players).toEqual(before);
  });

  it('refuses a file of the other operator, or one that does not fit the slate given', async () => {
    const csv = fs.readFileSync(path.join(DIR, 'fd_nba_classic_2018-12.csv'), 'utf8');
    const wrongOperator = await upload({ sport: 'nba', operator: 'draftkings', gameType: 'classic', csv });
    expect(wrongOperator.statusCode).toBe(400);
    expect(json(wrongOperator).message).toMatch(/^operator: the file is a FanDuel salary file/);
    const dk = fs.readFileSync(path.join(DIR, 'dk_nba_classic_2018-12-03.csv'), 'utf8');
    const slate = json(await upload({ sport: 'nba', operator: 'draftkings', gameType: 'classic', csv: dk }))
      .data.slate;
    const res = await upload({
      sport: 'nba',
      operator: 'fanduel',
      gameType: 'classic',
      slateId: slate.id,
      csv,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/^slateId: /);
    expect(json(await playersOf('nba', slate.id)).data.players).toHaveLength(233);
  });
});

describe('salary import access and refusals', () => {
  it('answers 403 to a user who is not an admin', async () => {
    const user = await signUpAndLogin(server);
    const res = await upload(
      { sport: 'nba', operator: 'draftkings', gameType: 'classic', csv: 'a,b' },
      user.cookie,
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses a file without an operator header', async () => {
    const res = await upload({
      sport: 'nba',
      operator: 'draftkings',
      gameType: 'classic',
      csv: 'x,y\n1,2\n',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/line 1: No DraftKings/);
  });

  it('refuses a file with only a header, and one whose players cannot fill one lineup', async () => {
    const header = 'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame';
    const empty = await upload({
      sport: 'nfl',
      operator: 'draftkings',
      gameType: 'classic',
      csv: `${header}\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('csv: nothing was imported; line 1: the file has no player rows.');
    const rows = [
      'QB,Al Q (1),Al Q,1,QB,6000,NE@NYJ 12/03/2030 01:00PM ET,NE,20',
      'RB,Bo R (2),Bo R,2,RB/FLEX,5000,NE@NYJ 12/03/2030 01:00PM ET,NYJ,15',
      'WR,Cy W (3),Cy W,3,WR/FLEX,4000,NE@NYJ 12/03/2030 01:00PM ET,NE,12',
    ];
    const few = await upload({
      sport: 'nfl',
      operator: 'draftkings',
      gameType: 'classic',
      csv: [header, ...rows].join('\n'),
    });
    expect(few.statusCode).toBe(400);
    expect(json(few).message).toMatch(
      /^csv: nothing was imported; line 1: 3 players cannot fill one DraftKings NFL Classic lineup \(no player left for .*DST/,
    );
    // Enough players for every slot, but of one game: DraftKings classic needs two.
    const oneGame = largeDkNbaSalaryCsv(40).replace(/\w+@\w+ 12\/03/g, 'ATL@BOS 12/03');
    const single = await upload({ sport: 'nba', operator: 'draftkings', gameType: 'classic', csv: oneGame });
    expect(single.statusCode).toBe(400);
    expect(json(single).message).toBe(
      'csv: nothing was imported; line 1: 40 players of 1 game cannot fill one DraftKings NBA Classic lineup (it needs players of at least 2 games).',
    );
  });
});
