import {
  importProjections,
  points,
  salary,
  type ImportIssue,
  type Player,
  type SalaryImportOptions,
} from '@dfs/optimizer';
import type {
  TImportProjectionsRequest,
  TImportReport,
  TImportSalariesRequest,
  TSportCode,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import { toSlate } from '../slates';
import type { TSlatesService } from '../slates';
import type { TSlatesRepository } from '../slates';
import type { TImportsRepository, TProjectionUpdate } from './imports.repository';
import { parseSalariesInWorker } from './salary-parse';
import type { TPreparedSalaries, TSalaryParseRequest } from './salary-prepare';

const SITE = { draftkings: 'dk', fanduel: 'fd' } as const;
const OPERATOR = { dk: 'draftkings', fd: 'fanduel' } as const;
const LABEL = { draftkings: 'DraftKings', fanduel: 'FanDuel' } as const;
export const IMPORT_PROVIDER = 'operator-file';
/** Source name of uploaded projections when the upload does not name one. */
export const DEFAULT_PROJECTION_SOURCE = 'upload';
/** Reasons listed in a refusal message (the rest are counted). */
const MAX_LISTED = 50;
/**
 * A hidden slate this much older than an import's start was left by a process stopped mid-import
 * (an 8,000-row file is written in seconds); the next import removes it.
 */
export const ABANDONED_IMPORT_MS = 10 * 60_000;

/** Operator, sport and game type are detected from the file when not given (the CLI). */
export type TSalaryImportInput = Omit<TImportSalariesRequest, 'sport' | 'operator' | 'gameType'> &
  Partial<Pick<TImportSalariesRequest, 'sport' | 'operator' | 'gameType'>>;

type TReason = { line: number; reason: string };

const reasons = (issues: ImportIssue[]): TReason[] =>
  issues
    .filter((i) => i.severity === 'error')
    .map((i) => ({ line: i.line, reason: i.column ? `${i.column}: ${i.reason}` : i.reason }));

/** The refusal of a whole file: 400 naming the csv field, with the line-numbered reasons. */
function refuse(list: TReason[], fallback: string): never {
  const shown = list.slice(0, MAX_LISTED).map((r) => `line ${r.line}: ${r.reason}`);
  const more = list.length > MAX_LISTED ? `; and ${list.length - MAX_LISTED} more` : '';
  throw new AppError('VALIDATION', `csv: nothing was imported; ${shown.join('; ') || fallback}${more}`, {
    fields: ['csv'],
  });
}

/** A stored slate player as the optimizer's projection importer matches it (id, CPT id, name, team). */
function asOptimizerPlayer(row: Awaited<ReturnType<TSlatesRepository['players']>>[number]): Player {
  return {
    id: row.operatorPlayerId,
    name: row.name,
    team: row.team,
    opponent: row.opponent,
    game: row.game,
    startTime: row.startTime?.toISOString() ?? null,
    gameStarted: false,
    positions: row.positions,
    salary: salary(row.salary),
    projection: points(row.projection),
    avgPoints: points(row.avgPoints ?? 0),
    injury: row.injury,
    injuryDetails: null,
    rosterSlots: row.rosterSlots,
    line: row.line ?? 0,
    ...(row.captainId ? { kindIds: { BASE: row.operatorPlayerId, CPT: row.captainId } } : {}),
  };
}

/**
 * Operator file import, shared by the admin API and the CLI. The optimizer package parses the
 * files (one parser in the project); this service checks them against the stored slates and writes.
 * Salary files are machine-made, so one unreadable row refuses the whole file. Projection files are
 * often hand-made or cover a whole day, so rows that match no slate player (or cannot be read) are
 * reported as rejected while the others import; a file with nothing usable is refused. A refused
 * file changes nothing. Salary files are parsed in a worker thread and written in short batches
 * into a slate readers cannot see, then shown or switched in at once; a projection import writes
 * in one transaction.
 */
export function createImportsService(deps: {
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  repo: TImportsRepository;
  /**
   * Parses and validates a salary file: in a worker thread by default (the server's event loop
   * keeps serving); the CLI, which serves nothing else, parses in-process.
   */
  parseSalaries?: (request: TSalaryParseRequest) => Promise<TPreparedSalaries>;
  /** Called after the write committed, to tell the slate's realtime subscribers to refetch. */
  onSlatesChanged?: (changes: { sport: TSportCode; slateId: string }[]) => void;
}) {
  const changed = (sport: TSportCode, slateId: string) => {
    deps.slates.invalidate([slateId]);
    deps.onSlatesChanged?.([{ sport, slateId }]);
  };

  return {
    /** Creates or replaces a slate from a DraftKings or FanDuel salary file. */
    async importSalaries(input: TSalaryImportInput): Promise<TImportReport> {
      const options: SalaryImportOptions = {};
      if (input.operator) options.site = SITE[input.operator];
      if (input.sport) options.sport = input.sport;
      if (input.gameType) options.gameType = input.gameType;
      // Parsing and validating a large file takes seconds of CPU: a worker thread does it (and
      // prepares the rows as JSON batches), and nothing is written before the whole file passed.
      const parsed = await (deps.parseSalaries ?? parseSalariesInWorker)({
        csv: input.csv,
        name: input.name ?? 'upload.csv',
        options,
      });
      // Entries files and upload templates carry lineup columns (and an "Instructions" column);
      // the importer can read the player pool beside them, but they are not a slate's salary file.
      const firstLine = input.csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
      if (
        parsed.layout === 'dk-embedded' ||
        parsed.layout === 'fd-embedded' ||
        /^"?Entry ID"?,|(^|,)"?Instructions"?(,|$)/.test(firstLine)
      )
        throw new AppError(
          'VALIDATION',
          'csv: this is an entries file or lineup upload template, not a salary file; nothing was ' +
            'imported. Import the salary file of the contest (DraftKings: "Export to CSV" on the ' +
            'draft group, DKSalaries.csv; FanDuel: the players list).',
          { fields: ['csv'] },
        );
      if (!parsed.slate) refuse(reasons(parsed.errors), 'not an operator salary file');
      const fileOperator = parsed.layout === 'dk-salaries' ? 'draftkings' : 'fanduel';
      if (input.operator && input.operator !== fileOperator)
        throw new AppError(
          'VALIDATION',
          `operator: the file is a ${LABEL[fileOperator]} salary file, not ${LABEL[input.operator]}; nothing was imported`,
          { fields: ['operator'] },
        );
      const rejected = reasons(parsed.errors);
      if (rejected.length > 0) refuse(rejected, 'not an operator salary file');
      const slate = parsed.slate;
      const operator = OPERATOR[slate.site];
      const existingSlate = input.slateId ? await deps.slatesRepo.get(input.slateId) : undefined;
      if (
        existingSlate &&
        (existingSlate.operator !== operator ||
          existingSlate.sport !== slate.sport ||
          existingSlate.gameType !== slate.gameType)
      )
        throw new AppError(
          'VALIDATION',
          `slateId: slate ${existingSlate.id} is a ${LABEL[existingSlate.operator]} ${existingSlate.sport.toUpperCase()} ${existingSlate.gameType} slate; the file is ${LABEL[operator]} ${slate.sport.toUpperCase()} ${slate.gameType}`,
          { fields: ['slateId'] },
        );
      const now = new Date();
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const slateId = input.slateId ?? `${slate.site}-${slate.sport}-import-${stamp}`;
      const row = {
        id: slateId,
        operator,
        sport: slate.sport,
        gameType: slate.gameType,
        name: input.name ?? `Imported (${slate.games.length} games)`,
        startTime: slate.firstStart ? new Date(slate.firstStart) : now,
        games: slate.games,
        status: 'upcoming',
        playerCount: slate.playerCount,
        provider: IMPORT_PROVIDER,
        fetchedAt: now,
        updatedAt: now,
      } as const;
      // Write then show: the players go in short transactions into a slate readers cannot see (a
      // new one, or a staging twin of the stored one), each batch yielding to the event loop;
      // then one short step shows the new slate or switches the stored one over.
      const target = existingSlate ? `${slateId}~import-${stamp}` : slateId;
      await deps.repo.dropAbandonedImports(new Date(now.getTime() - ABANDONED_IMPORT_MS));
      // The id is taken only by an import of the same slate still writing (its slate is hidden).
      if (!(await deps.repo.createHiddenSlate({ ...row, id: target })))
        throw new AppError(
          'CONFLICT',
          `slateId: slate ${slateId} is being imported; try again when it is done`,
          {
            fields: ['slateId'],
          },
        );
      let updated = 0;
      try {
        for (const batch of slate.batches) {
          await new Promise((r) => setImmediate(r));
          await deps.repo.writePlayers(target, batch, IMPORT_PROVIDER, now);
        }
        await new Promise((r) => setImmediate(r));
        if (existingSlate) updated = await deps.repo.switchIn(target, row);
        else await deps.repo.publish(row);
      } catch (e) {
        await deps.repo.dropHiddenSlate(target).catch(() => undefined);
        throw new Error(
          `writing slate ${slateId} failed; nothing changed, import the file again: ${(e as Error).message}`,
          { cause: e },
        );
      }
      changed(slate.sport, slateId);
      const stored = await deps.slatesRepo.get(slateId);
      return {
        slate: stored ? toSlate(stored) : null,
        imported: slate.playerCount - updated,
        updated,
        rejected: [],
      };
    },

    /**
     * Sets a slate's projections from a projection file, matched by operator id or by name and
     * team. `imported` counts players that get this source's projection for the first time,
     * `updated` those that already had one from it (a re-upload).
     */
    async importProjections(
      input: TImportProjectionsRequest & { fileName?: string },
    ): Promise<TImportReport> {
      const slateRow = await deps.slatesRepo.get(input.slateId);
      if (!slateRow) throw new AppError('NOT_FOUND', `slateId: no slate ${input.slateId}`);
      const stored = await deps.slatesRepo.players(slateRow.id);
      const source = input.source ?? DEFAULT_PROJECTION_SOURCE;
      const parsed = importProjections(
        input.csv,
        input.fileName ?? 'projections.csv',
        stored.map(asOptimizerPlayer),
      );
      const rejected = reasons(parsed.issues);
      const byId = new Map(stored.map((p) => [p.operatorPlayerId, p]));
      const updates: TProjectionUpdate[] = [];
      for (const r of parsed.rows) {
        const player = byId.get(r.playerId);
        if (!player) continue;
        if (r.projection === null) {
          rejected.push({ line: r.line, reason: `${player.name}: the projection is empty.` });
          continue;
        }
        if (r.projection < 0) {
          rejected.push({
            line: r.line,
            reason: `${player.name}: the projection ${r.projection} is negative.`,
          });
          continue;
        }
        updates.push({
          operatorPlayerId: player.operatorPlayerId,
          playerId: player.playerId,
          projection: r.projection,
          floor: r.floor,
          ceiling: r.ceiling,
        });
      }
      rejected.sort((a, b) => a.line - b.line);
      if (updates.length === 0) refuse(rejected, 'no row matches a player of the slate');
      const updated = updates.filter((u) => byId.get(u.operatorPlayerId)?.projectionSource === source).length;
      await deps.repo.applyProjections({
        slateId: slateRow.id,
        operator: slateRow.operator,
        source,
        provider: IMPORT_PROVIDER,
        now: new Date(),
        updates,
      });
      changed(slateRow.sport, slateRow.id);
      const row = await deps.slatesRepo.get(slateRow.id);
      return {
        slate: row ? toSlate(row) : null,
        imported: updates.length - updated,
        updated,
        rejected,
      };
    },
  };
}
export type TImportsService = ReturnType<typeof createImportsService>;
