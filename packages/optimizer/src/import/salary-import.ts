import type { Player, Slate } from '../model/player.types';
import { points, salary } from '../model/units';
import { eligibleSlotNames, getRuleSet } from '../rules/rule-set';
import type { GameType, Site, Sport } from '../rules/rule-set.types';
import { columnLetter, parseCsv, type CsvRow } from './csv-parse';
import { parseGameInfo } from './game-info';
import type { ImportIssue } from './import-issue.types';

/** Overrides for auto-detection. */
export type SalaryImportOptions = { site?: Site; sport?: Sport; gameType?: GameType };

/** Result of reading an operator salary file. `slate` is null only when the file is unusable. */
export type SalaryImport = {
  slate: Slate | null;
  issues: ImportIssue[];
  /** Which layout was recognised (plain salary file, or the pool embedded in an entries/upload file). */
  layout: 'dk-salaries' | 'dk-embedded' | 'fd-players' | 'fd-embedded' | 'unknown';
};

type Header = { site: Site; row: number; offset: number; col: Map<string, number> };

function findHeader(rows: CsvRow[]): Header | null {
  for (let r = 0; r < rows.length; r++) {
    const cells = (rows[r]?.cells ?? []).map((c) => c.trim());
    const dk = cells.indexOf('TeamAbbrev');
    const fdFppg = cells.indexOf('FPPG');
    const fdId = cells.indexOf('Id');
    if (dk >= 0 || (fdFppg >= 0 && fdId >= 0)) {
      const col = new Map<string, number>();
      cells.forEach((c, i) => {
        if (c && !col.has(c)) col.set(c, i);
      });
      const site: Site = dk >= 0 ? 'dk' : 'fd';
      const offset =
        site === 'dk'
          ? (col.get('Position') ?? dk)
          : Math.min(fdId, col.get('Player ID + Player Name') ?? fdId);
      return { site, row: r, offset, col };
    }
  }
  return null;
}

const SPORT_POSITIONS: Record<Sport, string[]> = {
  nfl: ['QB', 'RB', 'WR', 'TE', 'DST', 'K', 'DEF'],
  nba: ['PG', 'SG', 'SF', 'PF'],
  mlb: ['SP', 'RP', 'P', '1B', '2B', '3B', 'SS', 'OF'],
  nhl: ['LW', 'RW', 'W', 'G'],
};

/** Guesses the sport from the positions present (C and D are shared, so they do not vote). */
export function detectSport(positions: Iterable<string>): Sport | null {
  const votes: Record<Sport, number> = { nfl: 0, nba: 0, mlb: 0, nhl: 0 };
  for (const p of positions)
    for (const sport of Object.keys(votes) as Sport[]) if (SPORT_POSITIONS[sport].includes(p)) votes[sport]++;
  const best = (Object.keys(votes) as Sport[]).sort((a, b) => votes[b] - votes[a])[0];
  return best && votes[best] > 0 ? best : null;
}

type RawRow = {
  line: number;
  id: string;
  name: string;
  positions: string[];
  rosterPosition: string;
  salary: number;
  avg: number;
  team: string;
  opponent: string | null;
  game: string | null;
  startTime: string | null;
  started: boolean;
  injury: string | null;
  injuryDetails: string | null;
};

/**
 * Reads a DraftKings or FanDuel salary file (plain, or the player pool embedded in a DKEntries /
 * upload template), from its text and file name. Detects operator, sport and game type unless
 * given. Every row it cannot read is listed in `issues` with line, column and reason.
 */
export function importSalaries(
  text: string,
  fileName: string,
  options: SalaryImportOptions = {},
): SalaryImport {
  const issues: ImportIssue[] = [];
  const issue = (
    line: number,
    column: string | null,
    reason: string,
    severity: ImportIssue['severity'] = 'error',
  ): void => {
    issues.push({ file: fileName, line, column, reason, severity });
  };
  const rows = parseCsv(text);
  const header = findHeader(rows);
  if (!header) {
    issue(1, null, 'No DraftKings (TeamAbbrev) or FanDuel (Id, FPPG) header row found.');
    return { slate: null, issues, layout: 'unknown' };
  }
  const site = options.site ?? header.site;
  const need =
    header.site === 'dk'
      ? ['ID', 'Name', 'Position', 'Salary', 'TeamAbbrev']
      : ['Id', 'Position', 'Salary', 'Team'];
  const headerLine = rows[header.row]?.line ?? 1;
  const missing = need.filter((c) => !header.col.has(c));
  if (missing.length) {
    issue(headerLine, null, `Missing column(s): ${missing.join(', ')}.`);
    return { slate: null, issues, layout: 'unknown' };
  }
  const at = (cells: string[], name: string): string => {
    const i = header.col.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const colName = (name: string): string => `${name} (${columnLetter(header.col.get(name) ?? 0)})`;
  const raws: RawRow[] = [];
  for (const row of rows.slice(header.row + 1)) {
    const cells = row.cells;
    if (cells.slice(header.offset).every((c) => c.trim() === '')) continue;
    const idCol = header.site === 'dk' ? 'ID' : 'Id';
    const id = at(cells, idCol);
    if (!id) {
      issue(row.line, colName(idCol), 'Player id is empty.');
      continue;
    }
    const name =
      header.site === 'dk'
        ? at(cells, 'Name')
        : at(cells, 'Nickname') || `${at(cells, 'First Name')} ${at(cells, 'Last Name')}`.trim();
    if (!name) {
      issue(row.line, header.site === 'dk' ? colName('Name') : colName('Nickname'), 'Player name is empty.');
      continue;
    }
    const positions = at(cells, 'Position')
      .split('/')
      .map((p) => p.trim().toUpperCase())
      .filter(Boolean);
    if (!positions.length) {
      issue(row.line, colName('Position'), 'Position is empty.');
      continue;
    }
    const salaryText = at(cells, 'Salary').replace(/[$,]/g, '');
    const sal = Number(salaryText);
    if (!salaryText || !Number.isFinite(sal) || sal < 0) {
      issue(row.line, colName('Salary'), `Salary "${at(cells, 'Salary')}" is not a number.`);
      continue;
    }
    const team = (header.site === 'dk' ? at(cells, 'TeamAbbrev') : at(cells, 'Team')).toUpperCase();
    if (!team) {
      issue(row.line, colName(header.site === 'dk' ? 'TeamAbbrev' : 'Team'), 'Team is empty.');
      continue;
    }
    const avgCol = header.site === 'dk' ? 'AvgPointsPerGame' : 'FPPG';
    const avgText = at(cells, avgCol);
    let avg = Number(avgText);
    if (avgText === '' || !Number.isFinite(avg)) {
      if (header.col.has(avgCol))
        issue(row.line, colName(avgCol), `Average points "${avgText}" is not a number; using 0.`, 'warning');
      avg = 0;
    }
    let game: string | null;
    let opponent: string | null = null;
    let startTime: string | null = null;
    let started = false;
    if (header.site === 'dk') {
      const info = parseGameInfo(at(cells, 'Game Info'));
      game = info.game;
      startTime = info.startTime;
      started = info.started;
      if (info.away && info.home)
        opponent = team === info.away ? info.home : team === info.home ? info.away : null;
      if (!game && !started && header.col.has('Game Info'))
        issue(
          row.line,
          colName('Game Info'),
          `Game info "${at(cells, 'Game Info')}" not understood.`,
          'warning',
        );
    } else {
      game = at(cells, 'Game').toUpperCase() || null;
      opponent = at(cells, 'Opponent').toUpperCase() || null;
    }
    const injury = header.site === 'fd' ? at(cells, 'Injury Indicator') || null : null;
    raws.push({
      line: row.line,
      id,
      name,
      positions,
      rosterPosition: at(cells, 'Roster Position'),
      salary: sal,
      avg,
      team,
      opponent,
      game,
      startTime,
      started,
      injury,
      injuryDetails: header.site === 'fd' ? at(cells, 'Injury Details') || null : null,
    });
  }
  const sport = options.sport ?? detectSport(new Set(raws.flatMap((r) => r.positions)));
  if (!sport) {
    issue(headerLine, colName('Position'), 'Cannot tell the sport from the positions; pass it explicitly.');
    return { slate: null, issues, layout: 'unknown' };
  }
  const games = [...new Set(raws.map((r) => r.game).filter((g): g is string => g !== null))];
  const multiplierRows = raws.some((r) => /^(CPT|MVP)\b|MVP -/i.test(r.rosterPosition));
  const gameType: GameType =
    options.gameType ??
    (multiplierRows || (site === 'fd' && games.length === 1 && raws.length > 0) ? 'single' : 'classic');
  const rules = getRuleSet(site, sport, gameType);
  const players: Player[] = [];
  const seen = new Map<string, number>();
  const byPerson = new Map<string, Player>();
  for (const r of raws) {
    if (seen.has(r.id)) {
      issue(
        r.line,
        colName(header.site === 'dk' ? 'ID' : 'Id'),
        `Duplicate player id ${r.id} (first on line ${seen.get(r.id)}).`,
      );
      continue;
    }
    seen.set(r.id, r.line);
    const isCpt = site === 'dk' && gameType === 'single' && r.rosterPosition.toUpperCase() === 'CPT';
    const base: Player = {
      id: r.id,
      name: r.name,
      team: r.team,
      opponent: r.opponent,
      game: r.game,
      startTime: r.startTime,
      gameStarted: r.started,
      positions: r.positions,
      salary: salary(r.salary),
      avgPoints: points(r.avg),
      projection: points(r.avg),
      injury: r.injury,
      injuryDetails: r.injuryDetails,
      rosterSlots: eligibleSlotNames(rules, r.positions),
      line: r.line,
    };
    if (!base.rosterSlots.length) {
      issue(r.line, colName('Position'), `Position ${r.positions.join('/')} has no slot in ${rules.name}.`);
      continue;
    }
    if (site === 'dk' && gameType === 'single') {
      // DraftKings lists each player twice (CPT row at 1.5x salary, and a FLEX/UTIL row): fold them.
      const key = `${r.name}|${r.team}|${r.positions.join('/')}`;
      const other = byPerson.get(key);
      const cptSalary = salary(r.salary);
      if (other) {
        if (isCpt) {
          other.kindIds = { ...other.kindIds, CPT: r.id };
          other.kindSalaries = { ...other.kindSalaries, CPT: cptSalary };
        } else {
          other.kindIds = { ...other.kindIds, BASE: r.id };
          other.id = r.id;
          other.salary = salary(r.salary);
          other.avgPoints = points(r.avg);
          other.projection = points(r.avg);
        }
        continue;
      }
      if (isCpt) {
        base.kindIds = { CPT: r.id };
        base.kindSalaries = { CPT: cptSalary };
        base.salary = salary(Math.round(r.salary / 1.5));
      } else base.kindIds = { BASE: r.id };
      byPerson.set(key, base);
    }
    players.push(base);
  }
  for (const p of players) {
    const kinds = p.kindIds ? Object.keys(p.kindIds) : null;
    if (kinds && site === 'dk')
      p.rosterSlots = [
        ...new Set(
          rules.slots
            .filter((s) => kinds.includes(s.kind) && p.rosterSlots.includes(s.name))
            .map((s) => s.name),
        ),
      ];
  }
  const layout =
    header.site === 'dk'
      ? header.offset > 0
        ? 'dk-embedded'
        : 'dk-salaries'
      : header.offset > 0
        ? 'fd-embedded'
        : 'fd-players';
  return { slate: { site, sport, gameType, ruleSetId: rules.id, players, games }, issues, layout };
}
