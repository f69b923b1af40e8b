import { csvLine, parseCsv } from '../import/csv-parse';
import type { ImportIssue } from '../import/import-issue.types';
import { importLineups, type LineupFileLayout } from '../import/lineup-import';
import type { Player } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { Lineup } from '../solver/build-input.types';

/** One entry of an entries file and the lineup written into it (index into the lineups given). */
export type FilledEntry = { line: number; entryId: string; contestName: string; lineup: number | null };

/**
 * An entries file with some rows' slot cells replaced (`Name (id)` per roster slot, in the
 * file's slot order); every other cell, row and column stays as the operator wrote it.
 */
export function writeEntryRows(
  text: string,
  layout: LineupFileLayout,
  rows: ReadonlyMap<number, Lineup>,
): string {
  const out = parseCsv(text).map((row) => {
    const cells = [...row.cells];
    const lineup = rows.get(row.line);
    if (lineup)
      layout.slotOrder.forEach((slot, k) => {
        const s = lineup.slots[slot];
        cells[layout.firstSlotColumn + k] = s ? `${s.name} (${s.entryId})` : '';
      });
    return csvLine(cells);
  });
  return `${out.join('\r\n')}\r\n`;
}

/**
 * Assigns built lineups to the entries of an operator entries file (DKEntries.csv, across all its
 * contests) in file order: entry k gets lineup k, going round again when there are more entries
 * than lineups, so the entries of one contest get different lineups as long as there are enough.
 * Answers the filled file, which entry got which lineup, and why a file could not be filled.
 */
export function fillEntries(
  text: string,
  fileName: string,
  rules: RuleSet,
  players: readonly Player[],
  lineups: readonly Lineup[],
): { text: string; entries: FilledEntry[]; issues: ImportIssue[] } {
  const parsed = importLineups(text, fileName, rules, players);
  const layout = parsed.layout;
  const refuse = (reason: string) => ({
    text,
    entries: [],
    issues: [{ file: fileName, line: 1, column: null, reason, severity: 'error' as const }],
  });
  if (!layout) return { text, entries: [], issues: parsed.issues };
  if (!layout.entryColumns)
    return refuse(
      'This is not an entries file: its first column must be "Entry ID" (DraftKings: Upload > Edit entries).',
    );
  if (lineups.length === 0) return refuse('Build lineups first: there is nothing to put in the entries.');
  const rows = new Map<number, Lineup>();
  const entries = parsed.lineups
    .filter((l) => l.entry !== null)
    .map((l, k): FilledEntry => {
      const index = k % lineups.length;
      rows.set(l.line, lineups[index]!);
      return { line: l.line, entryId: l.entry!.id, contestName: l.entry!.contestName, lineup: index };
    });
  if (entries.length === 0) return refuse('The file lists no entries.');
  // The cells being replaced may name players of another slate: only layout problems matter.
  return { text: writeEntryRows(text, layout, rows), entries, issues: [] };
}
