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
  /** Standard deviation of the player's points (the contest simulator's outcome spread). */
  stdDev: number | null;
  /** `Confirmed` column: yes/no, true/false, 1/0, Y/N. */
  confirmed: boolean | null;
  /** `Order` / `Batting Order` column: 1..9. */
  battingOrder: number | null;
};

/** Result of reading a projection file against a slate's players. */
export type ProjectionImport = {
  rows: ProjectionRow[];
  /** The slate's players with the file's values applied (players not in the file unchanged). */
  players: Player[];
  issues: ImportIssue[];
};

const ALIASES: Record<keyof Omit<ProjectionRow, 'playerId' | 'line'> | 'id' | 'name' | 'team', string[]> = {
  confirmed: ['confirmed', 'starter', 'confirmed starter'],
  battingOrder: ['order', 'batting order', 'battingorder', 'bat order'],
  id: ['id', 'player id', 'playerid', 'dfs id', 'dk id', 'fd id', 'operator id', 'player_id'],
  name: ['name', 'player', 'player name', 'nickname', 'full name'],
  team: ['team', 'teamabbrev', 'tm'],
  projection: ['projection', 'proj', 'projected points', 'fpts', 'points', 'fppg', 'avgpointspergame', 'pts'],
  minExposure: ['min exposure', 'min_exposure', 'minexposure', 'min exp'],
  maxExposure: ['max exposure', 'max_exposure', 'maxexposure', 'max exp'],
  ownership: ['ownership', 'projected ownership', 'own', 'own%', 'pown', 'proj own'],
  floor: ['floor', 'projection floor', 'proj floor'],
  ceiling: ['ceiling', 'ceil', 'projection ceil', 'proj ceiling'],
  stdDev: ['stddev', 'std dev', 'std', 'sd', 'standard deviation', 'stdev'],
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

/** The columns read as shares of lineups or of the field: fractions 0..1 or percents. */
const SHARE_KEYS = ['minExposure', 'maxExposure', 'ownership'] as const;

/**
 * How a share column of a file is written, decided once per file and column: fractions (0..1)
 * when no cell has a `%` sign and none is above 1, else percents (`12`, `12%`, `0.5` = 0.5 %).
 * So an ownership of 1 among 12 and 30 is 1 %, and among 0.12 and 0.3 it is 100 %.
 */
function sharesArePercents(cells: readonly string[]): boolean {
  return cells.some((raw) => raw.endsWith('%') || Number(raw.replace(/,/g, '')) > 1);
}

/**
 * Reads a projection file (text + file name) and matches each row to a slate player by operator
 * id, or else by name and team. Exposure and ownership columns hold fractions or percents, decided
 * per column for the whole file (`sharesArePercents`). Unmatched or unreadable rows are reported,
 * never dropped silently.
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
    ['projection', 'minExposure', 'maxExposure', 'ownership', 'floor', 'ceiling', 'stdDev'] as const
  ).map((k) => [k, col(k)] as const);
  if (idCol < 0 && nameCol < 0)
    issues.push({
      file: fileName,
      line: head.line,
      column: null,
      reason: 'No id or name column (e.g. "ID", "Name").',
      severity: 'error',
    });
  const startCols = { confirmed: col('confirmed'), battingOrder: col('battingOrder') };
  if (numeric.every(([, i]) => i < 0) && startCols.confirmed < 0 && startCols.battingOrder < 0)
    issues.push({
      file: fileName,
      line: head.line,
      column: null,
      reason: 'No projection, exposure, ownership, floor, ceiling, StdDev, Confirmed or Order column.',
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
  const percents = new Set(
    SHARE_KEYS.filter((key) => {
      const i = col(key);
      const cells = i < 0 ? [] : rows.slice(1).map((r) => (r.cells[i] ?? '').trim());
      return sharesArePercents(cells.filter((c) => c !== ''));
    }),
  );
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
      if (key === 'stdDev' && v < 0) {
        issues.push({
          file: fileName,
          line: row.line,
          column: where(i),
          reason: `"${raw}" is negative; a standard deviation is 0 or more.`,
          severity: 'error',
        });
        bad = true;
        continue;
      }
      if (key === 'minExposure' || key === 'maxExposure' || key === 'ownership') {
        if (percents.has(key)) v /= 100;
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
    const starts = readStartColumns(startCols, cell, where);
    if ('reason' in starts) {
      issues.push({ file: fileName, line: row.line, ...starts, severity: 'error' });
      continue;
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
      stdDev: values.stdDev ?? null,
      ...starts,
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
      stdDev: r.stdDev !== null ? points(r.stdDev) : (p.stdDev ?? null),
      confirmed: r.confirmed ?? p.confirmed ?? null,
      battingOrder: r.battingOrder ?? p.battingOrder ?? null,
    };
  });
  return { rows: out, players: applied, issues };
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * Reads a row's `Confirmed` and `Order` cells. Returns the values, or the column and reason of the
 * first unreadable cell (a blank cell is no value, not an error).
 */
function readStartColumns(
  cols: { confirmed: number; battingOrder: number },
  cell: (i: number) => string,
  where: (i: number) => string,
): { confirmed: boolean | null; battingOrder: number | null } | { column: string; reason: string } {
  const flag = cell(cols.confirmed).toLowerCase();
  let confirmed: boolean | null = null;
  if (YES.has(flag)) confirmed = true;
  else if (NO.has(flag)) confirmed = false;
  else if (flag !== '')
    return {
      column: where(cols.confirmed),
      reason: `"${cell(cols.confirmed)}" is not yes or no (yes/no, true/false, 1/0, Y/N).`,
    };
  const order = cell(cols.battingOrder);
  let battingOrder: number | null = null;
  if (order !== '') {
    const v = Number(order);
    if (!Number.isInteger(v) || v < 1 || v > 9)
      return {
        column: where(cols.battingOrder),
        reason: `"${order}" is not a batting order spot from 1 to 9.`,
      };
    battingOrder = v;
  }
  return { confirmed, battingOrder };
}
