import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { IMPORT_MAX_CHARS } from './feeds';
import { ZSlateId, ZSportParams } from './slates';
import { ZGameType, ZOperator, ZSportCode } from './sports';
import { ZEmpty } from './user';
import { zText } from './text';

// The optimizer screens' calls (SPEC section 7: createbuild, getswapplayers and the user/ calls
// of builds, exposure, projections, team stacks and saved lineups). Build settings are the
// optimizer package's `BuildSettings` (the CLI's rules.json); lineups come back in the CLI's JSON
// lineup shape, so a file built in the app and one built on the command line compare line by line.

const playerId = zText().trim().min(1).max(100);
/** An exposure as a fraction of the build's lineups, 0..1. */
const fraction = z.number().min(0, 'exposure is at least 0').max(1, 'exposure is at most 1 (100%)');
const positions = z.array(zText().trim().min(1).max(10)).min(1).max(10);

/** Most lineups any plan builds at once. */
export const MAX_LINEUPS = 150;

export const ZStackPart = z.strictObject({
  positions: positions.optional(),
  count: z.number().int().min(1).max(9),
  fromOpponent: z.boolean().optional(),
});
export const ZStackRule = z.strictObject({
  teams: z.array(zText().trim().min(1).max(10)).max(40).optional(),
  parts: z.array(ZStackPart).min(1).max(5),
});
export type TStackRule = z.infer<typeof ZStackRule>;

/** The optimizer's BuildSettings (packages/optimizer README, "rules.json"). */
export const ZBuildSettings = z.strictObject({
  locks: z
    .array(z.strictObject({ id: playerId, slot: zText().max(10).optional() }))
    .max(20)
    .optional(),
  excludes: z.array(playerId).max(2000).optional(),
  minSalary: z.number().int().min(0).max(1_000_000).optional(),
  maxSalary: z.number().int().min(0).max(1_000_000).optional(),
  maxExposure: fraction.optional(),
  exposures: z
    .array(z.strictObject({ id: playerId, min: fraction.optional(), max: fraction.optional() }))
    .max(2000)
    .optional(),
  stacks: z.array(ZStackRule).max(20).optional(),
  stackMethod: z.enum(['auto', 'tables', 'cores', 'leaf']).optional(),
  maxPerTeam: z.number().int().min(1).max(9).optional(),
  minUnique: z.number().int().min(1).max(9).optional(),
  randomness: z
    .discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal('percent'), percent: z.number().min(0).max(100) }),
      z.strictObject({ mode: z.literal('floor-ceiling') }),
    ])
    .optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  avoidLineups: z
    .array(z.array(z.strictObject({ playerId, slot: zText().max(10) })).max(12))
    .max(MAX_LINEUPS)
    .optional(),
});
export type TBuildSettings = z.infer<typeof ZBuildSettings>;

/** One lineup in the CLI's JSON shape: points and salary after multipliers, `id` the uploaded id. */
export const ZLineup = z.object({
  projection: z.number(),
  salary: z.number(),
  players: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slot: z.string(),
      salary: z.number(),
      projection: z.number(),
    }),
  ),
});
export type TLineup = z.infer<typeof ZLineup>;
const lineups = z.array(ZLineup).max(MAX_LINEUPS);

export const ZCreateBuildRequest = z.strictObject({
  slateId: ZSlateId,
  lineups: z.number().int().min(1, 'lineups: at least 1').max(MAX_LINEUPS, `lineups: at most ${MAX_LINEUPS}`),
  settings: ZBuildSettings.optional(),
});
export type TCreateBuildRequest = z.input<typeof ZCreateBuildRequest>;

/** Why a build ended (the optimizer's BuildStatus). */
export const ZBuildOutcome = z.enum(['complete', 'partial', 'infeasible', 'invalid', 'cancelled']);

/**
 * The answer of createbuild: `status` 0 with lineups (best first), or 1 and 'No Lineup has been
 * created!!' with the optimizer's explanation in `messages`.
 */
export const ZBuildAnswer = z.object({
  buildId: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  outcome: ZBuildOutcome,
  allTeams: lineups,
  messages: z.array(z.string()),
  stats: z.object({ ms: z.number(), asked: z.number().int(), built: z.number().int() }),
});
export type TBuildAnswer = z.infer<typeof ZBuildAnswer>;

const slateBody = z.strictObject({ slateId: ZSlateId });

export const ZPlayerMark = z.enum(['lock', 'exclude']);
export type TPlayerMark = z.infer<typeof ZPlayerMark>;

export const ZExposure = z.object({
  playerId: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export const ZTeamStack = z.strictObject({
  team: zText().trim().min(1).max(10),
  minNoOfPlayer: z.number().int().min(0).max(9),
});
export type TTeamStack = z.infer<typeof ZTeamStack>;

/** Everything the signed-in user set on one slate. */
export const ZSlateState = z.object({
  marks: z.array(z.object({ playerId: z.string(), type: ZPlayerMark })),
  exposures: z.array(ZExposure),
  projections: z.array(z.object({ playerId: z.string(), projection: z.number() })),
  teamStacks: z.array(ZTeamStack),
  /** True when any team stack asks for at least one player (SPEC section 5). */
  playerPerTeam: z.boolean(),
  topPlays: z.array(z.string()),
});
export type TSlateState = z.infer<typeof ZSlateState>;

/** The plan's build allowance on a slate. */
export const ZSlateUsage = z.object({
  slateId: z.string(),
  builds: z.number().int(),
  /** Builds this plan allows on a slate; null for unlimited. */
  buildsAllowed: z.number().int().nullable(),
  lineupsPerBuild: z.number().int(),
});

export const ZSavedBuildSummary = z.object({
  id: z.string(),
  name: z.string(),
  sport: ZSportCode,
  slateId: z.string(),
  slateName: z.string(),
  operator: ZOperator,
  gameType: ZGameType,
  lineupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSavedBuildSummary = z.infer<typeof ZSavedBuildSummary>;
export const ZSavedBuild = ZSavedBuildSummary.extend({ allTeams: lineups });
export type TSavedBuild = z.infer<typeof ZSavedBuild>;

export const ZLastLineup = z
  .object({ slateId: z.string(), sport: ZSportCode, allTeams: lineups, updatedAt: z.string() })
  .nullable();

export const ZSwapRequest = z.strictObject({
  slateId: ZSlateId,
  /** The lineup's uploaded ids in slot order. */
  lineup: z.array(playerId).min(1).max(12),
  /** Index of the slot to fill with someone else. */
  slot: z.number().int().min(0).max(11),
});
export const ZSwapCandidate = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  positions: z.array(z.string()),
  slot: z.string(),
  salary: z.number(),
  projection: z.number(),
});
export type TSwapCandidate = z.infer<typeof ZSwapCandidate>;

export const ZCsvUploadRequest = z.strictObject({
  slateId: ZSlateId,
  name: zText().trim().max(200).optional(),
  csv: zText().min(1, 'csv is required').max(IMPORT_MAX_CHARS, 'csv is too large'),
});
/** Row report of a projection upload: rows applied and rows refused with their reasons. */
export const ZCsvProjectionReport = z.object({
  rows: z.number().int(),
  applied: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type TCsvProjectionReport = z.infer<typeof ZCsvProjectionReport>;

export const ZLateSwapReport = z.object({
  csv: z.string(),
  entries: z.array(
    z.object({
      line: z.number().int(),
      entryId: z.string(),
      kept: z.number().int(),
      changed: z.boolean(),
      message: z.string().nullable(),
    }),
  ),
  issues: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

const userId = z.strictObject({ id: zText().max(100) });

export const optimizerEndpoints = {
  createBuild: {
    method: 'POST',
    path: '/:sport/createbuild',
    body: ZCreateBuildRequest,
    params: ZSportParams,
    data: ZBuildAnswer,
  },
  cancelBuild: {
    method: 'POST',
    path: '/user/cancelBuild',
    body: z.strictObject({ buildId: zText().max(100).optional() }),
    data: z.object({ cancelled: z.number().int() }),
  },
  previewPlayers: {
    method: 'POST',
    path: '/:sport/previewPlayers',
    body: ZEmpty,
    params: ZSportParams,
    data: z.unknown(),
  },
  previewBuild: {
    method: 'POST',
    path: '/:sport/previewbuild',
    body: z.strictObject({ settings: ZBuildSettings.pick({ minUnique: true, minSalary: true }).optional() }),
    params: ZSportParams,
    data: ZBuildAnswer,
  },
  getSwapPlayers: {
    method: 'POST',
    path: '/:sport/getswapplayers',
    body: ZSwapRequest,
    params: ZSportParams,
    data: z.array(ZSwapCandidate),
  },
  lateSwap: {
    method: 'POST',
    path: '/:sport/lateswap',
    body: ZCsvUploadRequest,
    params: ZSportParams,
    data: ZLateSwapReport,
  },
  getSlateState: { method: 'POST', path: '/user/getSlateState', body: slateBody, data: ZSlateState },
  lockPlayer: {
    method: 'POST',
    path: '/user/lockPlayer',
    body: z.strictObject({ slateId: ZSlateId, playerId, type: ZPlayerMark }),
    data: ZSlateState,
  },
  unlockPlayer: {
    method: 'POST',
    path: '/user/unlockPlayer',
    body: z.strictObject({ slateId: ZSlateId, playerId }),
    data: ZSlateState,
  },
  resetSlat: { method: 'POST', path: '/user/resetSlat', body: slateBody, data: ZSlateState },
  setExposure: {
    method: 'POST',
    path: '/user/setExposure',
    body: z.strictObject({
      slateId: ZSlateId,
      playerId,
      min: fraction.nullable().optional(),
      max: fraction.nullable().optional(),
    }),
    data: ZSlateState,
  },
  getExposure: { method: 'POST', path: '/user/getExposure', body: slateBody, data: z.array(ZExposure) },
  setProjection: {
    method: 'POST',
    path: '/user/setProjection',
    body: z.strictObject({
      slateId: ZSlateId,
      playerId,
      /** null goes back to the slate's projection. */
      projection: z.number().min(0).max(1000).nullable(),
    }),
    data: ZSlateState,
  },
  submitCsvProjection: {
    method: 'POST',
    path: '/user/submitCsvProjection',
    body: ZCsvUploadRequest,
    data: ZCsvProjectionReport,
  },
  playerPerTeam: {
    method: 'POST',
    path: '/user/playerPerTeam',
    body: z.strictObject({ slateId: ZSlateId, teams: z.array(ZTeamStack).max(40) }),
    data: ZSlateState,
  },
  mlbplayerPerTeam: {
    method: 'POST',
    path: '/user/mlbplayerPerTeam',
    body: z.strictObject({ slateId: ZSlateId, teams: z.array(ZTeamStack).max(40) }),
    data: ZSlateState,
  },
  setTopPlays: {
    method: 'POST',
    path: '/user/setTopPlays',
    body: z.strictObject({ slateId: ZSlateId, playerIds: z.array(playerId).max(200) }),
    data: z.array(z.string()),
  },
  getTopplays: { method: 'POST', path: '/user/getTopplays', body: slateBody, data: z.array(z.string()) },
  getSlatClients: { method: 'POST', path: '/user/getSlatClients', body: slateBody, data: ZSlateUsage },
  saveLineup: {
    method: 'POST',
    path: '/user/saveLineup',
    body: z.strictObject({
      slateId: ZSlateId,
      name: zText().trim().min(1, 'name is required').max(80),
      allTeams: lineups.min(1, 'allTeams: at least one lineup'),
    }),
    data: ZSavedBuildSummary,
  },
  updateLineup: {
    method: 'POST',
    path: '/user/updateLineup',
    body: z.strictObject({
      id: z.string().uuid('id: not a saved build'),
      name: zText().trim().min(1, 'name is required').max(80).optional(),
      allTeams: lineups.min(1).optional(),
    }),
    data: ZSavedBuildSummary,
  },
  deleteLineup: {
    method: 'POST',
    path: '/user/deleteLineup',
    body: z.strictObject({ id: z.string().uuid('id: not a saved build') }),
    data: z.null(),
  },
  getAllBuild: {
    method: 'GET',
    path: '/user/getAllBuild/:id',
    body: ZEmpty,
    params: userId,
    query: z.strictObject({ sport: ZSportCode.optional() }),
    data: z.array(ZSavedBuildSummary),
  },
  getLineup: { method: 'GET', path: '/user/getLineup/:id', body: ZEmpty, params: userId, data: ZSavedBuild },
  saveLastLineup: {
    method: 'POST',
    path: '/user/saveLastLineup',
    body: z.strictObject({ slateId: ZSlateId, allTeams: lineups }),
    data: z.null(),
  },
  getLastLineup: { method: 'POST', path: '/user/getLastLineup', body: slateBody, data: ZLastLineup },
  getUserLastLineup: {
    method: 'POST',
    path: '/user/getUserLastLineup',
    body: z.strictObject({ sport: ZSportCode }),
    data: ZLastLineup,
  },
} as const satisfies TEndpointMap;
