import { describe, expect, it } from 'vitest';
import { importLineups } from '../import/lineup-import';
import { optimize } from '../solver/optimize';
import { importSalaries } from '../import/salary-import';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, readFixture } from '../test-support/fixtures';
import { parseCsv } from '../import/csv-parse';
import { fillEntries } from './entries-export';

// Built lineups assigned to a real DraftKings entries file (26 entries in two contests) and the
// filled file read back by the same importer the operator's upload goes through.

describe.skipIf(!hasFixtures)('fillEntries', () => {
  const entriesFile = 'dk_entries_nba_showdown_2022-02-26.csv';
  const salaries = 'dk_nba_showdown_2022-02-26_BOS-DET.csv';
  const slate = hasFixtures ? importSalaries(readFixture(salaries), salaries).slate! : null;
  const rules = getRuleSet('dk', 'nba', 'single');
  const players = slate?.players ?? [];

  it('puts lineup k in entry k across contests, going round when entries outnumber lineups', () => {
    const { lineups } = optimize({ rules, players, lineups: 20, settings: {} });
    const text = readFixture(entriesFile);
    const filled = fillEntries(text, entriesFile, rules, players, lineups);
    expect(filled.issues).toEqual([]);
    expect(filled.entries).toHaveLength(26);
    expect(new Set(filled.entries.map((e) => e.contestName)).size).toBe(2);
    expect(filled.entries.map((e) => e.lineup)).toEqual([...Array(26).keys()].map((k) => k % 20));

    const back = importLineups(filled.text, entriesFile, rules, players);
    expect(back.issues.filter((i) => i.severity === 'error')).toEqual([]);
    const entryRows = back.lineups.filter((l) => l.entry !== null);
    expect(entryRows.map((l) => l.entry!.id)).toEqual(filled.entries.map((e) => e.entryId));
    entryRows.forEach((row, k) => {
      const want = lineups[k % 20]!.slots.map((s) => s.playerId).sort();
      expect(row.slots.map((s) => s!.playerId).sort()).toEqual(want);
    });
    // Everything but the slot cells reads as the operator wrote it (instructions, the player
    // list); a cell with a semicolon comes back quoted (csvField), the same cell to a reader.
    const keep = (t: string) => parseCsv(t).map((row) => row.cells.slice(10));
    expect(keep(filled.text).slice(0, 27)).toEqual(keep(text).slice(0, 27));
  });

  it('refuses an upload template or an empty build with the reason', () => {
    const upload = 'CPT,UTIL,UTIL,UTIL,UTIL,UTIL\r\n';
    expect(fillEntries(upload, 'x.csv', rules, players, []).issues[0]?.reason).toMatch(/not an entries file/);
    const text = readFixture(entriesFile);
    expect(fillEntries(text, entriesFile, rules, players, []).issues[0]?.reason).toMatch(
      /Build lineups first/,
    );
  });
});
