import { describe, expect, it } from 'vitest';
import { importLineups } from '../import/lineup-import';
import { importSalaries } from '../import/salary-import';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, readFixture } from '../test-support/fixtures';
import { hasStarted, lateSwap } from './late-swap';

const FILE = 'dk_entries_nba_showdown_2022-02-26.csv';

describe.skipIf(!hasFixtures)('late swap on a real DKEntries file', () => {
  const text = hasFixtures ? readFixture(FILE) : '';
  const slate = hasFixtures ? importSalaries(text, FILE).slate! : null;
  const rules = getRuleSet('dk', 'nba', 'single');

  it('keeps every entry when all games have started', () => {
    const out = lateSwap({
      text,
      fileName: FILE,
      rules,
      players: slate!.players,
      now: '2022-02-26T18:00:00Z',
    });
    expect(out.entries).toHaveLength(26);
    expect(out.entries.every((e) => !e.changed && e.keptIds.length === 6)).toBe(true);
    expect(out.issues).toEqual([]);
  });

  it('re-optimises entries before lock, writes the file back and keeps the rest of each row', () => {
    const out = lateSwap({
      text,
      fileName: FILE,
      rules,
      players: slate!.players,
      now: '2022-02-26T12:00:00Z',
    });
    expect(out.entries.every((e) => e.lineup !== null && e.keptIds.length === 0)).toBe(true);
    const keys = out.entries.map((e) => e.lineup!.slots.map((s) => `${s.slot}:${s.playerId}`).join());
    expect(new Set(keys).size).toBe(26);
    const back = importLineups(out.text, 'out.csv', rules, slate!.players);
    expect(back.issues).toEqual([]);
    expect(back.lineups.map((l) => l.slots.map((s) => `${s?.slot}:${s?.playerId}`).join())).toEqual(keys);
    const inLines = text.trim().split(/\r?\n/);
    const outLines = out.text.trim().split(/\r?\n/);
    expect(outLines).toHaveLength(inLines.length);
    expect(outLines[0]).toBe(inLines[0]);
    expect(outLines[30]).toBe(inLines[30]);
  });

  it('keeps started players in their slots and swaps the others', () => {
    // Pretend only Boston players have started.
    const players = slate!.players.map((p) => ({ ...p, gameStarted: p.team === 'BOS' }));
    const out = lateSwap({ text, fileName: FILE, rules, players, now: '2022-02-26T12:00:00Z' });
    const before = importLineups(text, FILE, rules, players).lineups;
    out.entries.forEach((e, i) => {
      const kept = before[i]!.slots.filter((s) => players.find((p) => p.id === s!.playerId)!.gameStarted);
      for (const k of kept)
        expect(e.lineup!.slots.some((s) => s.playerId === k!.playerId && s.slot === k!.slot)).toBe(true);
      // A showdown lineup has players of both teams, so each entry has a swapped (open) slot.
      const swapped = e.lineup!.slots.filter((s) => !kept.some((k) => k!.playerId === s.playerId));
      expect(swapped.length).toBeGreaterThan(0);
      for (const s of swapped) expect(players.find((p) => p.id === s.playerId)!.team).toBe('DET');
    });
  });
});

const NFL = 'dk_nfl_classic_2022wk11.csv';

describe.skipIf(!hasFixtures)('late swap on a DraftKings NFL slate with the 1 PM games under way', () => {
  const slate = hasFixtures ? importSalaries(readFixture(NFL), NFL).slate! : null;
  const rules = getRuleSet('dk', 'nfl', 'classic');
  // 1:30 PM Eastern: Allen, St. Brown and Diggs (1 PM games) are locked; the 4 PM players are open.
  const now = '2022-11-20T18:30:00Z';
  const id = (name: string) => slate!.players.find((p) => p.name === name)!.id;
  const cell = (name: string) => `${name} (${id(name)})`;
  const tes = ['Greg Dulcich', 'Hayden Hurst', 'Irv Smith Jr.', 'Foster Moreau', 'Darren Waller'];
  const flexes = ['Noah Brown', 'K.J. Osborn'];
  // Ten entries: QB Allen, WR1 St. Brown and WR3 Diggs started; Virgil (4:05 PM) in WR2.
  const rows = tes.flatMap((te) =>
    flexes.map((flex) =>
      [
        'Josh Allen',
        'Latavius Murray',
        'Javonte Williams',
        'Amon-Ra St. Brown',
        'Jalen Virgil',
        'Stefon Diggs',
        te,
        flex,
        'Vikings',
      ].map(cell),
    ),
  );
  const text = [
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions',
    ...rows.map((r, i) => `${4000 + i},NFL Main,77,$5,${r.join(',')},,`),
  ].join('\r\n');
  const swap = (file: string) =>
    lateSwap({ text: file, fileName: 'DKEntries.csv', rules, players: slate!.players, now });

  it('keeps each started player in the column he holds (Diggs stays the third WR)', () => {
    const out = swap(text);
    expect(out.issues).toEqual([]);
    expect(out.entries).toHaveLength(10);
    const back = importLineups(out.text, 'DKEntries.csv', rules, slate!.players);
    expect(back.issues).toEqual([]);
    const startedCells = back.lineups.map((l) => [0, 3, 5].map((k) => l.slots[k]?.playerId));
    expect(startedCells).toEqual(
      back.lineups.map(() => [id('Josh Allen'), id('Amon-Ra St. Brown'), id('Stefon Diggs')]),
    );
    expect(out.entries.map((e) => e.kept)).toEqual(
      out.entries.map(() => [
        { slot: 0, playerId: id('Josh Allen') },
        { slot: 3, playerId: id('Amon-Ra St. Brown') },
        { slot: 5, playerId: id('Stefon Diggs') },
      ]),
    );
  });

  it('swaps only players whose games have not started and reports who went out for whom', () => {
    const out = swap(text);
    const started = new Set(slate!.players.filter((p) => hasStarted(p, Date.parse(now))).map((p) => p.id));
    const changed = out.entries.filter((e) => e.changed);
    expect(changed.length).toBeGreaterThan(0);
    for (const e of changed) {
      expect([...e.out, ...e.in].some((m) => started.has(m.playerId))).toBe(false);
      expect(e.out.length).toBe(e.in.length);
      expect(e.projectionAfter).toBeGreaterThan(e.projectionBefore!);
    }
    const first = out.entries[0]!;
    const uploaded = rows[0]!.map((c) => slate!.players.find((p) => c.endsWith(`(${p.id})`))!.projection);
    expect(first.projectionBefore).toBeCloseTo(
      uploaded.reduce((a, b) => a + b, 0),
      3,
    );
  });

  it('reports no change when the entries already hold the best players (a second swap of the file)', () => {
    const once = swap(text);
    const twice = swap(once.text);
    expect(twice.entries.filter((e) => e.changed)).toEqual([]);
    expect(twice.text).toBe(once.text);
  });
});
