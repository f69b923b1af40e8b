import {
  getRuleSet,
  importSalaries,
  type ImportIssue,
  type Player,
  type RuleSet,
  type SalaryImportOptions,
} from '@dfs/optimizer';

type TParsedSlate = NonNullable<ReturnType<typeof importSalaries>['slate']>;
/** Most players of a file, and most characters of any text cell it keeps (a user's upload). */
export type TSalaryLimits = { maxPlayers: number; maxCellChars: number };
export type TSalaryParseRequest = {
  csv: string;
  name: string;
  options: SalaryImportOptions;
  limits?: TSalaryLimits;
};

/** The stored columns of one slate player that come from the file, as the write expects them. */
export type TPreparedPlayerRow = {
  operator_player_id: string;
  name: string;
  team: string;
  opponent: string | null;
  game: string | null;
  start_time: string | null;
  positions: string[];
  roster_slots: string[];
  salary: number;
  captain_salary: number | null;
  captain_id: string | null;
  projection: number;
  avg_points: number;
  injury: string | null;
  line: number | null;
};

/**
 * A salary file parsed, validated and made ready to write, small enough to cross from the worker
 * thread cheaply: the players travel as JSON text in write-sized batches (strings are copied, not
 * rebuilt object by object), so the event loop never holds thousands of player objects at once.
 */
export type TPreparedSalaries = {
  layout: ReturnType<typeof importSalaries>['layout'];
  /** Errors only (a row with an error makes the file refused); warnings are not reported. */
  errors: ImportIssue[];
  slate: null | {
    site: TParsedSlate['site'];
    sport: TParsedSlate['sport'];
    gameType: TParsedSlate['gameType'];
    playerCount: number;
    /** The earliest start time of the slate's games (ISO), if any. */
    firstStart: string | null;
    games: { key: string; gameId: null; startTime: string | null }[];
    /** JSON arrays of TPreparedPlayerRow, `batchSize` players each. */
    batches: string[];
  };
};

/** Players per write batch: one short transaction each (see imports.repository). */
export const WRITE_BATCH = 50;

/**
 * The roster slots no set of distinct players of the file can fill at once (empty when one lineup
 * can be filled, salary and team rules aside): a matching of slots to players by the slots each
 * player may fill.
 */
export function unfilledSlots(rules: RuleSet, players: readonly Pick<Player, 'rosterSlots'>[]): string[] {
  const holder: (number | undefined)[] = players.map(() => undefined);
  const canFill = (slot: number, tried: Set<number>): boolean => {
    const name = rules.slots[slot]?.name ?? '';
    for (let p = 0; p < players.length; p++) {
      if (tried.has(p) || !players[p]?.rosterSlots.includes(name)) continue;
      tried.add(p);
      const other = holder[p];
      if (other === undefined || canFill(other, tried)) {
        holder[p] = slot;
        return true;
      }
    }
    return false;
  };
  return rules.slots.filter((_, slot) => !canFill(slot, new Set())).map((s) => s.name);
}

/** The refusal of a file whose players cannot make one lineup (no rows, or too few for the roster). */
function tooFewPlayers(
  request: TSalaryParseRequest,
  slate: NonNullable<ReturnType<typeof importSalaries>['slate']>,
): ImportIssue | undefined {
  const issue = (reason: string): ImportIssue => ({
    file: request.name,
    line: 1,
    column: null,
    reason,
    severity: 'error',
  });
  if (slate.players.length === 0) return issue('the file has no player rows.');
  const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
  const count = `${slate.players.length} player${slate.players.length === 1 ? '' : 's'}`;
  const missing = unfilledSlots(rules, slate.players);
  if (missing.length > 0)
    return issue(`${count} cannot fill one ${rules.name} lineup (no player left for ${missing.join(', ')}).`);
  // The operator's own spread rules: players of at least so many games, or teams.
  const games = new Set(slate.players.map((p) => p.game).filter((g) => g !== null)).size;
  if (rules.minGames && games < rules.minGames)
    return issue(
      `${count} of ${games} game${games === 1 ? '' : 's'} cannot fill one ${rules.name} lineup (it needs players of at least ${rules.minGames} games).`,
    );
  const teams = new Set(slate.players.map((p) => p.team)).size;
  if (rules.minTeams && teams < rules.minTeams)
    return issue(
      `${count} of ${teams} team${teams === 1 ? '' : 's'} cannot fill one ${rules.name} lineup (it needs players of at least ${rules.minTeams} teams).`,
    );
  return undefined;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * A file beyond the limits of a user's upload: too many players (one issue), or each text cell
 * the slate would keep that is too long (an issue per row, naming the column and the limit).
 */
function beyondLimits(request: TSalaryParseRequest, players: readonly Player[], limits: TSalaryLimits) {
  const issue = (line: number, column: string | null, reason: string): ImportIssue => ({
    file: request.name,
    line,
    column,
    reason,
    severity: 'error',
  });
  if (players.length > limits.maxPlayers)
    return [
      issue(
        1,
        null,
        `the file has ${fmt(players.length)} players; a slate holds at most ${fmt(limits.maxPlayers)}.`,
      ),
    ];
  const issues: ImportIssue[] = [];
  for (const p of players) {
    const cells: [string, string | null | undefined][] = [
      ['name', p.name],
      ['team', p.team],
      ['opponent', p.opponent],
      ['game', p.game],
      ['id', p.id],
      ['captain id', p.kindIds?.CPT],
      ['injury', p.injury],
      ...p.positions.map((x): [string, string] => ['position', x]),
      ...p.rosterSlots.map((x): [string, string] => ['roster position', x]),
    ];
    const long = cells.find(([, v]) => v && v.length > limits.maxCellChars);
    if (long)
      issues.push(
        issue(
          p.line,
          long[0],
          `${fmt(long[1]!.length)} characters; a cell holds at most ${fmt(limits.maxCellChars)}.`,
        ),
      );
  }
  return issues;
}

/** Parses and validates a salary file and prepares its rows (in the worker; the CLI in-process). */
export function prepareSalaries(request: TSalaryParseRequest, batchSize = WRITE_BATCH): TPreparedSalaries {
  const parsed = importSalaries(request.csv, request.name, request.options);
  const errors = parsed.issues.filter((i) => i.severity === 'error');
  if (!parsed.slate) return { layout: parsed.layout, errors, slate: null };
  const shortfall = errors.length === 0 ? tooFewPlayers(request, parsed.slate) : undefined;
  if (shortfall) return { layout: parsed.layout, errors: [shortfall], slate: null };
  const overLimits = request.limits ? beyondLimits(request, parsed.slate.players, request.limits) : [];
  if (overLimits.length) return { layout: parsed.layout, errors: overLimits, slate: null };
  const { players } = parsed.slate;
  const rows: TPreparedPlayerRow[] = players.map((p) => ({
    operator_player_id: p.id,
    name: p.name,
    team: p.team,
    opponent: p.opponent,
    game: p.game,
    start_time: p.startTime,
    positions: p.positions,
    roster_slots: p.rosterSlots,
    salary: Number(p.salary),
    captain_salary: p.kindSalaries?.CPT !== undefined ? Number(p.kindSalaries.CPT) : null,
    captain_id: p.kindIds?.CPT ?? null,
    projection: Number(p.projection),
    avg_points: Number(p.avgPoints),
    injury: p.injury,
    line: p.line,
  }));
  const batches: string[] = [];
  for (let i = 0; i < rows.length; i += batchSize) batches.push(JSON.stringify(rows.slice(i, i + batchSize)));
  const starts = players
    .map((p) => p.startTime)
    .filter((t): t is string => !!t)
    .sort();
  const games = [...new Set(players.map((p) => p.game).filter((g): g is string => !!g))];
  return {
    layout: parsed.layout,
    errors,
    slate: {
      site: parsed.slate.site,
      sport: parsed.slate.sport,
      gameType: parsed.slate.gameType,
      playerCount: players.length,
      firstStart: starts[0] ?? null,
      games: games.map((key) => ({
        key,
        gameId: null,
        startTime: players.find((p) => p.game === key)?.startTime ?? null,
      })),
      batches,
    },
  };
}
