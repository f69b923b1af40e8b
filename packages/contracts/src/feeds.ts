import { z } from 'zod';
import { zText } from './text';
import type { TEndpointMap } from './endpoint.types';
import { ZSlate } from './slates';
import { ZGameType, ZOperator, ZSportCode } from './sports';
import { ZEmpty } from './user';

/** A feed worker as the admin settings page lists it (the spec's "server process"). */
export const ZServerProcess = z.object({
  name: z.string(),
  pm2_env: z.object({ status: z.enum(['online', 'stopped', 'errored']) }),
  lastRunAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TServerProcess = z.infer<typeof ZServerProcess>;

export const ZUpdateServerRequest = z.strictObject({
  name: zText().trim().min(1, 'name is required').max(100),
  operation: z.enum(['start', 'stop']),
});
export type TUpdateServerRequest = z.infer<typeof ZUpdateServerRequest>;

/**
 * Largest operator file accepted, in characters: ten times the largest real one (a DraftKings NHL
 * or FanDuel MLB classic file is about 85 KB), and small enough that its JSON body stays under
 * the server's 2 MB oversized-body line even when every character needs escaping.
 */
export const IMPORT_MAX_CHARS = 900_000;
/** The refusal of a file over IMPORT_MAX_CHARS, naming the limit. */
export const CSV_TOO_LARGE = `csv is too large: a file holds at most ${IMPORT_MAX_CHARS.toLocaleString('en-US')} characters`;

/**
 * Limits of a user's own salary file (`user/uploadSalaries`), beside the file size above; how many
 * of their slates may be live at once is the plan's (`PLAN_LIMITS.privateSlates`). Why these
 * numbers: docs/OPTIMIZER.md, "A user's own salary file".
 */
export const USER_UPLOAD_LIMITS = {
  /** Salary files one account may send in an hour (refused ones count: each is parsed). */
  uploadsPerHour: 10,
  /** Players (rows) of one file: the largest real slates have a few hundred to about 1,500. */
  maxPlayers: 5_000,
  /** Characters of any text cell the slate keeps (name, team, game, position, id, status). */
  maxCellChars: 100,
} as const;

export const ZImportSalariesRequest = z.strictObject({
  sport: ZSportCode,
  operator: ZOperator,
  gameType: ZGameType,
  /** Update this slate; without it the import creates a new one. */
  slateId: zText().trim().min(1).max(100).optional(),
  name: zText().trim().min(1).max(100).optional(),
  csv: zText().min(1, 'csv is required').max(IMPORT_MAX_CHARS, CSV_TOO_LARGE),
});
export type TImportSalariesRequest = z.infer<typeof ZImportSalariesRequest>;

/** A user's own salary file (the operator's export): operator, sport and game type come from the file. */
export const ZUploadSalariesRequest = z.strictObject({
  name: zText().trim().min(1).max(100).optional(),
  csv: zText().min(1, 'csv is required').max(IMPORT_MAX_CHARS, CSV_TOO_LARGE),
});
export type TUploadSalariesRequest = z.infer<typeof ZUploadSalariesRequest>;

export const ZImportProjectionsRequest = z.strictObject({
  slateId: zText().trim().min(1).max(100),
  /** Name of the projection source shown beside the numbers. */
  source: zText().trim().min(1).max(50).optional(),
  csv: zText().min(1, 'csv is required').max(IMPORT_MAX_CHARS, CSV_TOO_LARGE),
});
export type TImportProjectionsRequest = z.infer<typeof ZImportProjectionsRequest>;

/**
 * What an import did. Salaries: players new to the slate (`imported`) or already on it (`updated`).
 * Projections: players given this source's projection for the first time, or again. `rejected`:
 * rows left out, with their 1-based line and the reason (a file with nothing usable is refused).
 */
export const ZImportReport = z.object({
  slate: ZSlate.nullable(),
  imported: z.number().int(),
  updated: z.number().int(),
  /** The first 100 rejected rows, in line order. */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Every rejected row, listed or not. */
  rejectedCount: z.number().int(),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const feedEndpoints = {
  getServerDetails: {
    method: 'GET',
    path: '/user/getServerDetails',
    body: ZEmpty,
    data: z.array(ZServerProcess),
  },
  updateServer: {
    method: 'POST',
    path: '/user/UpdateServer',
    body: ZUpdateServerRequest,
    data: ZServerProcess,
  },
  importSalaries: {
    method: 'POST',
    path: '/admin/importSalaries',
    body: ZImportSalariesRequest,
    data: ZImportReport,
  },
  /** Any signed-in user: the file becomes a slate of theirs alone, listed with the others. */
  uploadSalaries: {
    method: 'POST',
    path: '/user/uploadSalaries',
    body: ZUploadSalariesRequest,
    data: ZImportReport,
  },
  importProjections: {
    method: 'POST',
    path: '/admin/importProjections',
    body: ZImportProjectionsRequest,
    data: ZImportReport,
  },
} as const satisfies TEndpointMap;
