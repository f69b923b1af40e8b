import type { Player } from '../model/player.types';
import type { RuleSet, SlotKind } from '../rules/rule-set.types';
import { columnLetter, parseCsv } from './csv-parse';
import type { ImportIssue } from './import-issue.types';

/** A lineup read from an upload or entries file. */
export type ImportedLineup = {
  /** 1-based line of the row. */
  line: number;
  /** Entry columns of a DKEntries / FanDuel entries file, else null. */
  entry: { id: string; contestName: string; contestId: string; fee: string } | null;
  /** One member per slot column, in file order; null where the cell was empty. */
  slots: ({ slot: string; slotIndex: number; playerId: string; kind: SlotKind } | null)[];
};

/** Where the slot columns are in a file. */
export type LineupFileLayout = {
  headerLine: number;
  firstSlotColumn: number;
  /** Roster slot index of each slot column, in file order. */
  slotOrder: number[];
  entryColumns: boolean;
};

/** Extracts an operator id from `Name (123)`, `Name(123)`, `123:Name` or a bare id. */
export function cellId(cell: string): string {
  const text = cell.trim();
  const paren = /\(([^()]+)\)\s*$/.exec(text);
  if (paren?.[1]) return paren[1].trim();
  const colon = /^([^:]+):/.exec(text);
  if (colon?.[1]) return colon[1].trim();
  return text;
}

/**
 * Reads lineups from an operator upload file or entries file (DKEntries.csv): slot columns run
 * from the first slot label to the blank column before `Instructions`. Cells may be ids or
 * name+id; a player is resolved by any of his operator ids and takes the kind of the column
 * (a CPT column makes him captain).
 */
export function importLineups(
  text: string,
  fileName: string,
  rules: RuleSet,
  players: readonly Player[],
): { lineups: ImportedLineup[]; layout: LineupFileLayout | null; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const rows = parseCsv(text);
  const head = rows[0];
  if (!head)
    return {
      lineups: [],
      layout: null,
      issues: [{ file: fileName, line: 1, column: null, reason: 'The file is empty.', severity: 'error' }],
    };
  const cells = head.cells.map((c) => c.trim());
  const entryColumns = cells[0]?.toLowerCase() === 'entry id';
  const first = entryColumns ? cells.findIndex((c, i) => i > 0 && /^entry fee$/i.test(c)) + 1 : 0;
  const labelOf = (c: string): string => c.trim().toUpperCase();
  const slotIndex: number[] = [];
  const taken = new Set<number>();
  for (let i = first; i < cells.length && cells[i] !== '' && !/^instructions$/i.test(cells[i] ?? ''); i++) {
    const want = labelOf(cells[i] ?? '');
    const s = rules.slots.findIndex(
      (x, k) => !taken.has(k) && (labelOf(x.label) === want || labelOf(x.name) === want),
    );
    if (s < 0) {
      issues.push({
        file: fileName,
        line: head.line,
        column: `${cells[i]} (${columnLetter(i)})`,
        reason: `"${cells[i]}" is not a ${rules.name} slot.`,
        severity: 'error',
      });
      return { lineups: [], layout: null, issues };
    }
    taken.add(s);
    slotIndex.push(s);
  }
  if (slotIndex.length !== rules.slots.length) {
    issues.push({
      file: fileName,
      line: head.line,
      column: null,
      reason: `Expected ${rules.slots.length} slot columns for ${rules.name}, found ${slotIndex.length}.`,
      severity: 'error',
    });
    return { lineups: [], layout: null, issues };
  }
  const byId = new Map<string, Player>();
  for (const p of players) {
    byId.set(p.id, p);
    for (const id of Object.values(p.kindIds ?? {})) if (id) byId.set(id, p);
  }
  const lineups: ImportedLineup[] = [];
  for (const row of rows.slice(1)) {
    const slotCells = slotIndex.map((_, k) => (row.cells[first + k] ?? '').trim());
    const entryId = entryColumns ? (row.cells[0] ?? '').trim() : '';
    if (slotCells.every((c) => c === '') && !entryId) continue;
    let bad = false;
    const slots = slotCells.map((c, k) => {
      if (c === '') return null;
      const si = slotIndex[k] ?? 0;
      const slot = rules.slots[si];
      const player = byId.get(cellId(c));
      const col = `${cells[first + k]} (${columnLetter(first + k)})`;
      if (!player || !slot) {
        issues.push({
          file: fileName,
          line: row.line,
          column: col,
          reason: `Player "${c}" is not on this slate.`,
          severity: 'error',
        });
        bad = true;
        return null;
      }
      if (!player.rosterSlots.includes(slot.name)) {
        issues.push({
          file: fileName,
          line: row.line,
          column: col,
          reason: `${player.name} cannot play ${slot.name}.`,
          severity: 'error',
        });
        bad = true;
        return null;
      }
      return { slot: slot.name, slotIndex: si, playerId: player.id, kind: slot.kind };
    });
    if (bad && !entryColumns) continue;
    lineups.push({
      line: row.line,
      entry: entryColumns
        ? {
            id: entryId,
            contestName: (row.cells[1] ?? '').trim(),
            contestId: (row.cells[2] ?? '').trim(),
            fee: (row.cells[3] ?? '').trim(),
          }
        : null,
      slots,
    });
  }
  return {
    lineups,
    layout: { headerLine: head.line, firstSlotColumn: first, slotOrder: slotIndex, entryColumns },
    issues,
  };
}
