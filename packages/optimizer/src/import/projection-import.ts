import type { Player } from '../model/player.types';
import { points } from '../model/units';
import { columnLetter, parseCsv } from './csv-parse';
import type { ImportIssue } from './import-issue.types';

/** One matched projection row. */
export type ProjectionRow = {
  playerId: string;
  line: number;
  projection: number | null;
  minExposure: number | null;
  maxExposure: number | null;
  ownership: number | null;
  floor: number | null;
  ceiling: number | null;
};

/** Result of reading a projection file against a slate's players. */
export type ProjectionImport = {
  rows: ProjectionRow[];
  /** The slate's players with the file's values applied (players not in the file unchanged). */
  players: Player[];
  issues: ImportIssue[];
};

const ALIASES: Record<keyof Omit<ProjectionRow, 'playerId' | 'line'> | 'id' | 'name' | 'team', string[]> = {
  id: ['id', 'player id', 'playerid', 'dfs id', 'dk id', 'fd id', 'operator id', 'player_id'],
  name: ['name', 'player', 'player name', 'nickname', 'full name'],
  team: ['team', 'teamabbrev', 'tm'],
  projection: ['projection', 'proj', 'projected points', 'fpts', 'points', 'fppg', 'avgpointspergame', 'pts'],
  minExposure: ['min exposure', 'min_exposure', 'minexposure', 'min exp'],
  maxExposure: ['max exposure', 'max_exposure', 'maxexposure', 'max exp'],
  ownership: ['ownership', 'projected ownership', 'own', 'own%', 'pown', 'proj own'],
  floor: ['floor', 'projection floor', 'proj floor'],
  ceiling: ['ceiling', 'ceil', 'projection ceil', 'proj ceiling'],
};

/** Lower-cases and strips punctuation and suffixes so "Patrick Mahomes II" matches "patrick mahomes". */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’-]/g, '')
    .replace(/\b(jr|sr|ii|iii|iv|v)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads a projection file (text + file name) and matches each row to a slate player by operator
 * id, or else by name and team. Exposure and ownership accept fractions or percents (`45`, `45%`).
 * Unmatched or unreadable rows are reported, never dropped silently.
 */
export function importProjections(
  text: string,
  fileName: string,
  players: readonly Player[],
): ProjectionImport {
  const issues: ImportIssue[] = [];
  const rows = parseCsv(text).filter((r) => r.cells.some((c) => c.trim() !== ''));
  const head = rows[0];
  if (!head)
    return {
      rows: [],
      players: [...players],
      issues: [{ file: fileName, line: 1, column: null, reason: 'The file is empty.', severity: 'error' }],
    };
  const headers = head.cells.map((c) => c.trim().toLowerCase());
  const col = (key: keyof typeof ALIASES): number => headers.findIndex((h) => ALIASES[key].includes(h));
  const idCol = col('id');
  const nameCol = col('name');
  const teamCol = col('team');
  const numeric = (
    ['projection', 'minExposure', 'maxExposure', 'ownership', 'floor', 'ceiling'] as const
  ).map((k) => [k, col(k)] as const);
  if (idCol < 0 && nameCol < 0)
    issues.push({
      file: fileName,
      line: head.line,
      column: null,
      reason: 'No id or name column (e.g. "ID", "Name").',
      severity: 'error',
    });
  if (numeric.every(([, i]) => i < 0))
    issues.push({
      file: fileName,
      line: head.line,
      column: null,
      reason: 'No projection, exposure, ownership, floor or ceiling column.',
      severity: 'error',
    });
  if (issues.length) return { rows: [], players: [...players], issues };
  const byId = new Map<string, Player>();
  for (const p of players) {
    byId.set(p.id, p);
    for (const id of Object.values(p.kindIds ?? {})) if (id) byId.set(id, p);
  }
  const byName = new Map<string, Player[]>();
  for (const p of players) {
    const k = normalizeName(p.name);
    byName.set(k, [...(byName.get(k) ?? []), p]);
  }
  const out: ProjectionRow[] = [];
  const seen = new Map<string, number>();
  for (const row of rows.slice(1)) {
    const cell = (i: number): string => (i >= 0 ? (row.cells[i] ?? '').trim() : '');
    const where = (i: number): string => `${head.cells[i]?.trim() ?? ''} (${columnLetter(i)})`;
    let player: Player | undefined = idCol >= 0 && cell(idCol) ? byId.get(cell(idCol)) : undefined;
    if (!player && nameCol >= 0 && cell(nameCol)) {
      const team = cell(teamCol).toUpperCase();
      const candidates = (byName.get(normalizeName(cell(nameCol))) ?? []).filter(
        (p) => !team || p.team === team,
      );
      if (candidates.length > 1) {
        issues.push({
          file: fileName,
          line: row.line,
          column: where(nameCol),
          reason: `"${cell(nameCol)}" matches ${candidates.length} players; add a team or id column.`,
          severity: 'error',
        });
        continue;
      }
      player = candidates[0];
    }
    if (!player) {
      const label = cell(idCol) || cell(nameCol) || '(blank)';
      issues.push({
        file: fileName,
        line: row.line,
        column: idCol >= 0 ? where(idCol) : where(nameCol),
        reason: `No slate player matches "${label}".`,
        severity: 'error',
      });
      continue;
    }
    if (seen.has(player.id)) {
      issues.push({
        file: fileName,
        line: row.line,
        column: null,
        reason: `${player.name} already given on line ${seen.get(player.id)}; this row is ignored.`,
        severity: 'error',
      });
      continue;
    }
    const values: Partial<Record<(typeof numeric)[number][0], number | null>> = {};
    let bad = false;
    for (const [key, i] of numeric) {
      const raw = cell(i);
      if (i < 0 || raw === '') {
        values[key] = null;
        continue;
      }
      const pct = raw.endsWith('%');
      let v = Number(raw.replace(/[%,]/g, ''));
      if (!Number.isFinite(v)) {
        issues.push({
          file: fileName,
          line: row.line,
          column: where(i),
          reason: `"${raw}" is not a number.`,
          severity: 'error',
        });
        bad = true;
        continue;
      }
      if (key === 'minExposure' || key === 'maxExposure' || key === 'ownership') {
        if (pct || v > 1) v /= 100;
        if (v < 0 || v > 1) {
          issues.push({
            file: fileName,
            line: row.line,
            column: where(i),
            reason: `"${raw}" is not between 0% and 100%.`,
            severity: 'error',
          });
          bad = true;
          continue;
        }
      }
      values[key] = v;
    }
    if (bad) continue;
    seen.set(player.id, row.line);
    out.push({
      playerId: player.id,
      line: row.line,
      projection: values.projection ?? null,
      minExposure: values.minExposure ?? null,
      maxExposure: values.maxExposure ?? null,
      ownership: values.ownership ?? null,
      floor: values.floor ?? null,
      ceiling: values.ceiling ?? null,
    });
  }
  const byPlayer = new Map(out.map((r) => [r.playerId, r]));
  const applied = players.map((p): Player => {
    const r = byPlayer.get(p.id);
    if (!r) return p;
    return {
      ...p,
      projection: r.projection !== null ? points(r.projection) : p.projection,
      minExposure: r.minExposure ?? p.minExposure ?? null,
      maxExposure: r.maxExposure ?? p.maxExposure ?? null,
      ownership: r.ownership ?? p.ownership ?? null,
      floor: r.floor !== null ? points(r.floor) : (p.floor ?? null),
      ceiling: r.ceiling !== null ? points(r.ceiling) : (p.ceiling ?? null),
    };
  });
  return { rows: out, players: applied, issues };
}
