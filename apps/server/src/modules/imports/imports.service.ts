import crypto from 'node:crypto';
import { points, salary, type ImportIssue, type Player, type SalaryImportOptions } from '@dfs/optimizer';
import type {
  TImportProjectionsRequest,
  TImportReport,
  TImportSalariesRequest,
  TSlate,
  TSportCode,
  TUploadSalariesRequest,
} from '@dfs/contracts';
import { USER_UPLOAD_LIMITS } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import type { TRateLimiter } from '../../core/rate-limit';
import { plans } from '../plans';
import { LISTED_AFTER_END_MS, ownSlateProvider, SLATE_NOT_FOUND, toSlate } from '../slates';
import type { TSlatesService, TSlateViewer } from '../slates';
import type { TSlateRow, TSlatesRepository } from '../slates';
import type { TImportsRepository, TProjectionUpdate } from './imports.repository';
import { parseSalariesInWorker, readProjectionsInWorker } from './file-parse';
import { LISTED_REJECTIONS, type TProjectionRead, type TProjectionReadRequest } from './projection-prepare';
import type { TPreparedSalaries, TSalaryLimits, TSalaryParseRequest } from './salary-prepare';

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
  Partial<Pick<TImportSalariesRequest, 'sport' | 'operator' | 'gameType'>> & {
    /** A user's own upload: the slate is theirs alone (provider `user-file:{id}`). */
    ownerId?: string;
    /**
     * Who asks (the signed-in admin): a `slateId` they may not see (a user's own slate) answers
     * as an unknown slate. The CLI, run by the operator, passes none.
     */
    viewer?: TSlateViewer;
    /** Players and text-cell limits of the file (a user's upload), refused with the limit named. */
    limits?: TSalaryLimits;
  };

type TReason = { line: number; reason: string };

const reasons = (issues: ImportIssue[]): TReason[] =>
  issues
    .filter((i) => i.severity === 'error')
    .map((i) => ({ line: i.line, reason: i.column ? `${i.column}: ${i.reason}` : i.reason }));

/**
 * Why an imported slate will not be listed: every game of it started more than the listing's
 * margin ago (an old file); null when it is listed.
 */
export function pastGamesNote(slate: TSlate | null, now = Date.now()): string | null {
  if (!slate) return null;
  const times = slate.games.flatMap((g) => (g.startTime ? [Date.parse(g.startTime)] : []));
  const last = times.length ? Math.max(...times) : Date.parse(slate.startTime);
  if (last >= now - LISTED_AFTER_END_MS) return null;
  const day = new Date(last).toISOString().slice(0, 10);
  return `Its games were played (last start ${day}): a slate whose games are past is not listed, so it will not show.`;
}

/** The refusal of a whole file: 400 naming the csv field, with the line-numbered reasons. */
function refuse(list: TReason[], fallback: string, total = list.length): never {
  const shown = list.slice(0, MAX_LISTED).map((r) => `line ${r.line}: ${r.reason}`);
  const more = total > shown.length ? `; and ${total - shown.length} more` : '';
  throw new AppError('VALIDATION', `csv: nothing was imported; ${shown.join('; ') || fallback}${more}`, {
    fields: ['csv'],
  });
}

/** A stored slate player as the optimizer's projection importer matches it (id, CPT id, name, team). */
function asMatchable(row: TMatchable): Player {
  return {
    id: row.operatorPlayerId,
    name: row.name,
    team: row.team,
    opponent: null,
    game: null,
    startTime: null,
    gameStarted: false,
    positions: [],
    salary: salary(0),
    projection: points(0),
    avgPoints: points(0),
    injury: null,
    injuryDetails: null,
    rosterSlots: [],
    line: 0,
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
export type TImportsDeps = {
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  repo: TImportsRepository;
  /**
   * Parses and validates a salary file: in a worker thread by default (the server's event loop
   * keeps serving); the CLI, which serves nothing else, parses in-process.
   */
  parseSalaries?: (request: TSalaryParseRequest) => Promise<TPreparedSalaries>;
  /** Reads a projection file: in a worker thread by default, in-process in the CLI. */
  readProjections?: (request: TProjectionReadRequest) => Promise<TProjectionRead>;
  /** Called after the write committed, to tell the slate's realtime subscribers to refetch. */
  onSlatesChanged?: (changes: { sport: TSportCode; slateId: string }[]) => void;
  /** Counts users' own salary files per hour (the server; the CLI takes no user uploads). */
  hourlyUploads?: TRateLimiter;
};

export class ImportsService {
  constructor(private readonly deps: TImportsDeps) {}

  /**
   * A user's own salary file as a slate of theirs alone, within the limits of USER_UPLOAD_LIMITS
   * and the plan's live private slates: each refusal names its limit.
   */
  async uploadOwnSalaries(user: TAuthUser, body: TUploadSalariesRequest): Promise<TImportReport> {
    const live = await this.deps.slatesRepo.countLive(
      ownSlateProvider(user.id),
      new Date(Date.now() - LISTED_AFTER_END_MS),
    );
    plans.requirePrivateSlate(user, live);
    const { uploadsPerHour, maxPlayers, maxCellChars } = USER_UPLOAD_LIMITS;
    if (!this.deps.hourlyUploads) throw new Error('user uploads need the hourly upload limiter');
    await this.deps.hourlyUploads.consume(
      `salary-upload:user:${user.id}`,
      uploadsPerHour,
      `An account may upload ${uploadsPerHour} salary files an hour.`,
    );
    return this.importSalaries({ ...body, ownerId: user.id, limits: { maxPlayers, maxCellChars } });
  }

  /** Creates or replaces a slate from a DraftKings or FanDuel salary file. */
  async importSalaries(input: TSalaryImportInput): Promise<TImportReport> {
    const slate = await this.parsedSalaryFile(input);
    const operator = OPERATOR[slate.site];
    const existingSlate = input.slateId ? await this.deps.slatesRepo.get(input.slateId) : undefined;
    if (existingSlate) {
      await this.deps.slates.requireSlate(input.viewer ?? null, existingSlate.id);
      assertSameKind(existingSlate, slate);
    }
    const now = new Date();
    // The time keeps ids in upload order when read; 128 random bits make a private slate's id
    // unguessable (the access guard still decides who may read it).
    const stamp = `${Date.now().toString(36)}-${crypto.randomBytes(16).toString('hex')}`;
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
      provider: input.ownerId ? ownSlateProvider(input.ownerId) : IMPORT_PROVIDER,
      fetchedAt: now,
      updatedAt: now,
    } as const;
    // Write then show: the players go in short transactions into a slate readers cannot see (a
    // new one, or a staging twin of the stored one), then one short step shows it or switches.
    const target = existingSlate ? `${slateId}~import-${stamp}` : slateId;
    const updated = await this.writeHidden(target, row, slate.batches, existingSlate?.id);
    this.changed(slate.sport, slateId);
    const stored = await this.deps.slatesRepo.get(slateId);
    return {
      slate: stored ? toSlate(stored) : null,
      imported: slate.playerCount - updated,
      updated,
      rejected: [],
      rejectedCount: 0,
    };
  }

  /**
   * Parses and checks a salary file. Parsing and validating a large file takes seconds of CPU: a
   * worker thread does it (and prepares the rows as JSON batches), and nothing is written before
   * the whole file passed.
   */
  private async parsedSalaryFile(input: TSalaryImportInput): Promise<TParsedSlate> {
    const options: SalaryImportOptions = {};
    if (input.operator) options.site = SITE[input.operator];
    if (input.sport) options.sport = input.sport;
    if (input.gameType) options.gameType = input.gameType;
    const parsed = await (this.deps.parseSalaries ?? parseSalariesInWorker)({
      csv: input.csv,
      name: input.name ?? 'upload.csv',
      options,
      ...(input.limits ? { limits: input.limits } : {}),
    });
    if (isLineupFile(parsed, input.csv))
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
    return parsed.slate;
  }

  /**
   * Writes the players in short transactions into the hidden slate `target`, each batch yielding
   * to the event loop, then shows the new slate or switches the stored one over; the number of
   * stored players updated. A failure drops the hidden slate and changes nothing.
   */
  private async writeHidden(
    target: string,
    row: TFileSlateRow,
    batches: string[],
    storedSlateId: string | undefined,
  ): Promise<number> {
    const { repo } = this.deps;
    await repo.dropAbandonedImports(new Date(row.updatedAt.getTime() - ABANDONED_IMPORT_MS));
    // The id is taken only by an import of the same slate still writing (its slate is hidden).
    if (!(await repo.createHiddenSlate({ ...row, id: target })))
      throw new AppError(
        'CONFLICT',
        `slateId: slate ${row.id} is being imported; try again when it is done`,
        {
          fields: ['slateId'],
        },
      );
    let updated = 0;
    try {
      for (const batch of batches) {
        await new Promise((r) => setImmediate(r));
        updated += await repo.writePlayers(target, batch, {
          provider: row.provider,
          now: row.updatedAt,
          storedSlateId,
        });
      }
      await new Promise((r) => setImmediate(r));
      if (storedSlateId) await repo.switchIn(target, row);
      else await repo.publish(row);
    } catch (e) {
      await repo.dropHiddenSlate(target).catch(() => undefined);
      throw new Error(
        `writing slate ${row.id} failed; nothing changed, import the file again: ${(e as Error).message}`,
        { cause: e },
      );
    }
    return updated;
  }

  /**
   * Sets a slate's projections from a projection file, matched by operator id or by name and
   * team. `imported` counts players that get this source's projection for the first time,
   * `updated` those that already had one from it (a re-upload).
   */
  async importProjections(
    input: TImportProjectionsRequest & { fileName?: string; viewer?: TSlateViewer },
  ): Promise<TImportReport> {
    await this.deps.slates.requireSlate(input.viewer ?? null, input.slateId);
    const slateRow = await this.deps.slatesRepo.get(input.slateId);
    if (!slateRow) throw new AppError('NOT_FOUND', SLATE_NOT_FOUND);
    const stored = await this.deps.repo.matchablePlayers(slateRow.id);
    const source = input.source ?? DEFAULT_PROJECTION_SOURCE;
    // Read in a worker thread: a 100,000-row file takes the CPU for a while.
    const read = await (this.deps.readProjections ?? readProjectionsInWorker)({
      csv: input.csv,
      name: input.fileName ?? 'projections.csv',
      players: stored.map(asMatchable),
    });
    const byId = new Map(stored.map((p) => [p.operatorPlayerId, p]));
    const { updates, rejected, rejectedCount } = projectionUpdates(read, byId);
    const listed = rejected.slice(0, LISTED_REJECTIONS);
    if (updates.length === 0) refuse(listed, 'no row matches a player of the slate', rejectedCount);
    const updated = updates.filter((u) => byId.get(u.operatorPlayerId)?.projectionSource === source).length;
    await this.deps.repo.applyProjections({
      slateId: slateRow.id,
      operator: slateRow.operator,
      source,
      provider: IMPORT_PROVIDER,
      now: new Date(),
      updates,
    });
    this.changed(slateRow.sport, slateRow.id);
    const row = await this.deps.slatesRepo.get(slateRow.id);
    return {
      slate: row ? toSlate(row) : null,
      imported: updates.length - updated,
      updated,
      rejected: listed,
      rejectedCount,
    };
  }

  private changed(sport: TSportCode, slateId: string): void {
    this.deps.slates.invalidate([slateId]);
    this.deps.onSlatesChanged?.([{ sport, slateId }]);
  }
}
export type TImportsService = ImportsService;

type TParsedSlate = NonNullable<TPreparedSalaries['slate']>;
type TFileSlateRow = Omit<TSlateRow, 'playersFrom'>;
type TMatchable = Awaited<ReturnType<TImportsRepository['matchablePlayers']>>[number];

/**
 * Entries files and upload templates carry lineup columns (and an "Instructions" column); the
 * importer can read the player pool beside them, but they are not a slate's salary file.
 */
function isLineupFile(parsed: TPreparedSalaries, csv: string): boolean {
  const firstLine = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (
    parsed.layout === 'dk-embedded' ||
    parsed.layout === 'fd-embedded' ||
    /^"?Entry ID"?,|(^|,)"?Instructions"?(,|$)/.test(firstLine)
  );
}

/** A re-import must be the stored slate's operator, sport and game type. */
function assertSameKind(existing: TSlateRow, slate: TParsedSlate): void {
  const operator = OPERATOR[slate.site];
  if (
    existing.operator === operator &&
    existing.sport === slate.sport &&
    existing.gameType === slate.gameType
  )
    return;
  throw new AppError(
    'VALIDATION',
    `slateId: slate ${existing.id} is a ${LABEL[existing.operator]} ${existing.sport.toUpperCase()} ${existing.gameType} slate; the file is ${LABEL[operator]} ${slate.sport.toUpperCase()} ${slate.gameType}`,
    { fields: ['slateId'] },
  );
}

/** The read rows matched to stored players; an empty projection is a rejected row. */
function projectionUpdates(read: TProjectionRead, byId: Map<string, TMatchable>) {
  const rejected = [...read.rejected];
  let rejectedCount = read.rejectedCount;
  const updates: TProjectionUpdate[] = [];
  for (const r of read.rows) {
    const player = byId.get(r.playerId);
    if (!player) continue;
    if (r.projection === null) {
      rejected.push({ line: r.line, reason: `${player.name}: the projection is empty.` });
      rejectedCount += 1;
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
  return { updates, rejected, rejectedCount };
}
