import {
  csvLine,
  exportUploadCsv,
  fillEntries,
  getRuleSet,
  points,
  salary,
  type Lineup,
  type RuleSet,
} from '@dfs/optimizer';
import type { TGameType, TLineup, TOperator, TSlatePlayer, TSlateState, TSportCode } from '@dfs/contracts';

// Files the optimizer page writes: the operator's bulk-upload CSV (through the optimizer
// package's exporter, so it is the CLI's file) and the projection CSV the upload reads back.

export const rulesOf = (operator: TOperator, sport: TSportCode, gameType: TGameType): RuleSet =>
  getRuleSet(operator === 'draftkings' ? 'dk' : 'fd', sport, gameType);

/** Lineups in the CLI's JSON shape as the exporter's lineups (ids per slot, in roster order). */
function asLineups(lineups: readonly TLineup[]): Lineup[] {
  return lineups.map((l) => ({
    salary: salary(l.salary),
    projection: points(l.projection),
    forcedIds: [],
    slots: l.players.map((p) => ({
      slot: p.slot,
      playerId: p.id,
      entryId: p.id,
      name: p.name,
      team: '',
      salary: salary(p.salary),
      projection: points(p.projection),
    })),
  }));
}

/** The operator's bulk-upload CSV of the lineups. */
export function uploadCsv(rules: RuleSet, lineups: readonly TLineup[]): string {
  return exportUploadCsv(rules, asLineups(lineups));
}

/**
 * An operator entries file filled with the lineups (the optimizer package's importer reads it;
 * entry k gets lineup k, round again when there are more entries than lineups).
 */
export function filledEntries(
  rules: RuleSet,
  lineups: readonly TLineup[],
  file: { name: string; csv: string },
) {
  // The cells being replaced are not looked up: the players are not needed.
  return fillEntries(file.csv, file.name, rules, [], asLineups(lineups));
}

/** The pool's projections and exposures as a CSV the projection upload reads back. */
export function projectionCsv(players: readonly TSlatePlayer[], state: TSlateState | undefined): string {
  const own = new Map(state?.projections.map((p) => [p.playerId, p.projection]));
  const exposure = new Map(state?.exposures.map((e) => [e.playerId, e]));
  const pct = (x: number | null | undefined) =>
    x === null || x === undefined ? '' : String(Math.round(x * 100));
  const rows = players.map((p) =>
    csvLine([
      p.id,
      p.name,
      p.team,
      p.positions.join('/'),
      String(p.salary),
      String(own.get(p.id) ?? p.projection),
      pct(exposure.get(p.id)?.min),
      pct(exposure.get(p.id)?.max),
    ]),
  );
  return (
    [
      csvLine(['ID', 'Name', 'Team', 'Position', 'Salary', 'Projection', 'Min Exposure', 'Max Exposure']),
      ...rows,
    ].join('\r\n') + '\r\n'
  );
}

/** Saves text as a file through the browser. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a chosen file as text. */
export const readFileText = (file: File): Promise<string> => file.text();
