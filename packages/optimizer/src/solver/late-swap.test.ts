import { describe, expect, it } from 'vitest';
import { importLineups } from '../import/lineup-import';
import { importSalaries } from '../import/salary-import';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, readFixture } from '../test-support/fixtures';
import { lateSwap } from './late-swap';

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
      for (const s of e.lineup!.slots)
        if (!kept.some((k) => k!.playerId === s.playerId))
          expect(players.find((p) => p.id === s.playerId)!.team).toBe('DET');
    });
  });
});
