import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getRuleSet, importLineups, importSalaries } from '@dfs/optimizer';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { memberOn } from './optimizer.test-support';

// Late swap over HTTP on a member's own DraftKings NFL slate (the real week-11 file, read from
// beside the repository) whose 1 PM games are under way: the file's 4 PM games are moved to a
// later year so that they have not started when the server swaps.

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/operator-csv');
const FILE = 'dk_nfl_classic_2022wk11.csv';
const present = existsSync(path.join(FIXTURES, FILE));
if (!present) console.log(`Skipping the late swap API test: ${FIXTURES} is absent.`);

/** Eight players around three started ones; Diggs (1 PM, started) in the third WR column. */
const ENTRY = [
  'Josh Allen',
  'Latavius Murray',
  'Javonte Williams',
  'Amon-Ra St. Brown',
  'Jalen Virgil',
  'Stefon Diggs',
  'TE',
  'FLEX',
  'Vikings',
];
const TES = ['Greg Dulcich', 'Hayden Hurst', 'Irv Smith Jr.', 'Foster Moreau', 'Darren Waller'];
const FLEXES = ['Noah Brown', 'K.J. Osborn'];

describe.skipIf(!present)('late swap with some games under way', () => {
  const server = useTestServer();
  const salaries = present
    ? readFileSync(path.join(FIXTURES, FILE), 'utf8').replace(
        /(\d\d\/\d\d\/)2022( 04:\d\dPM ET)/g,
        '$12099$2',
      )
    : '';
  const slate = present ? importSalaries(salaries, FILE).slate! : null;
  const rules = getRuleSet('dk', 'nfl', 'classic');
  const id = (name: string) => slate!.players.find((p) => p.name === name)!.id;
  const entries = TES.flatMap((te) =>
    FLEXES.map((flex) =>
      ENTRY.map((n) => (n === 'TE' ? te : n === 'FLEX' ? flex : n)).map((n) => `${n} (${id(n)})`),
    ),
  );
  const csv = [
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions',
    ...entries.map((cells, i) => `${5000 + i},NFL Main,88,$3,${cells.join(',')},,`),
  ].join('\r\n');
  let member: Awaited<ReturnType<typeof memberOn>>;
  let slateId = '';

  beforeAll(async () => {
    member = await memberOn(server, 'premium');
    const up = await member.post('/api/user/uploadSalaries', { name: 'week 11', csv: salaries });
    expect(up.status, up.message).toBe(200);
    slateId = up.data.slate.id;
  });

  it('keeps the started WR in the third WR column and swaps only open slots', async () => {
    const res = await member.post('/api/nfl/lateswap', { slateId, csv, name: 'DKEntries.csv' });
    expect(res.status, res.message).toBe(200);
    type TEntry = {
      changed: boolean;
      locked: { slot: number; id: string }[];
      out: { slot: number; id: string }[];
      in: { slot: number; id: string }[];
      projectionBefore: number;
      projectionAfter: number;
    };
    const answered: TEntry[] = res.data.entries;
    expect(answered.map((e) => e.locked)).toEqual(
      answered.map(() => [
        { slot: 0, id: id('Josh Allen') },
        { slot: 3, id: id('Amon-Ra St. Brown') },
        { slot: 5, id: id('Stefon Diggs') },
      ]),
    );
    const back = importLineups(res.data.csv, 'DKEntries.csv', rules, slate!.players);
    expect(back.issues).toEqual([]);
    expect(back.lineups.map((l) => [0, 3, 5].map((k) => l.slots[k]?.playerId))).toEqual(
      entries.map(() => [id('Josh Allen'), id('Amon-Ra St. Brown'), id('Stefon Diggs')]),
    );
    const started = [id('Josh Allen'), id('Amon-Ra St. Brown'), id('Stefon Diggs')];
    const changed = answered.filter((e) => e.changed);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.flatMap((e) => [...e.out, ...e.in]).filter((m) => started.includes(m.id))).toEqual([]);
    expect(changed.every((e) => e.out.length > 0 && e.out.length === e.in.length)).toBe(true);
    expect(changed.every((e) => e.projectionAfter > e.projectionBefore)).toBe(true);
  });
});
