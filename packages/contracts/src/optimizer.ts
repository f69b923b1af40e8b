import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { CSV_TOO_LARGE, IMPORT_MAX_CHARS } from './feeds';
import type { TFeature } from './plans';
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
/**
 * Lineups kept together (last lineups, saved builds, lineups a build must differ from): a build
 * adds at most MAX_LINEUPS, and "build N more" grows the set past one build.
 */
export const MAX_KEPT_LINEUPS = 600;

export const ZStackPart = z.strictObject({
  positions: positions.optional(),
  count: z.number().int().min(1).max(9),
  fromOpponent: z.boolean().optional(),
});
const teamCode = zText().trim().min(1).max(10);
/** A per-team-code map (team exposures), at most 40 teams. */
const byTeam = z
  .record(teamCode, fraction)
  .refine((m) => Object.keys(m).length <= 40, { message: 'at most 40 teams' });
export const ZStackRule = z.strictObject({
  teams: z.array(teamCode).max(40).optional(),
  parts: z.array(ZStackPart).min(1).max(5),
  maxExposure: fraction.optional(),
  byTeam: byTeam.optional(),
});
export type TStackRule = z.infer<typeof ZStackRule>;

// The lineup rules (rules-shape.md, shared with the optimizer's BuildSettings): their meaning is
// documented on the optimizer's type; here the limits a request may ask.
const count = z
  .number()
  .int('a count is a whole number')
  .min(0, 'a count is at least 0')
  .max(9, 'a count is at most 9');
/** Counts given as min and max must keep min <= max. */
const minNotAboveMax = (r: { min?: number | undefined; max?: number | undefined }) =>
  r.min === undefined || r.max === undefined || r.min <= r.max;
const MIN_ABOVE_MAX = { message: 'min is above max' };
const groupPlayers = z.array(playerId).min(1, 'name at least one player').max(40, 'at most 40 players');
export const ZPlayerGroup = z
  .strictObject({
    players: groupPlayers,
    min: count.optional(),
    max: count.optional(),
    when: z.strictObject({ players: groupPlayers, min: count.optional() }).optional(),
  })
  .refine(minNotAboveMax, MIN_ABOVE_MAX);
export type TPlayerGroup = z.infer<typeof ZPlayerGroup>;
export const ZPairRule = z
  .strictObject({
    positions,
    with: positions,
    team: z.enum(['same', 'opponent']),
    min: count.optional(),
    max: count.optional(),
  })
  .refine(minNotAboveMax, MIN_ABOVE_MAX);
export type TPairRule = z.infer<typeof ZPairRule>;
const minMax = z
  .strictObject({ min: count.optional(), max: count.optional() })
  .refine(minNotAboveMax, MIN_ABOVE_MAX);
export const ZGameStack = z.strictObject({
  count: count.min(1, 'a game stack takes at least 1 player'),
  minPerTeam: count.optional(),
  games: z.array(zText().trim().min(1).max(30)).max(40).optional(),
});
export type TGameStack = z.infer<typeof ZGameStack>;
export const ZSpacingRule = z.strictObject({
  positions,
  within: z.number().int().min(1, 'within is at least 1').max(9, 'within is at most 9'),
});

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
    .max(MAX_KEPT_LINEUPS)
    .optional(),
  groups: z.array(ZPlayerGroup).max(50, 'at most 50 groups').optional(),
  pairs: z.array(ZPairRule).max(20, 'at most 20 pair rules').optional(),
  teamCount: minMax.optional(),
  gameStacks: z.array(ZGameStack).max(10, 'at most 10 game stacks').optional(),
  teamExposures: z.strictObject({ max: fraction.optional(), byTeam: byTeam.optional() }).optional(),
  ownership: z
    .strictObject({
      maxTotal: z
        .number()
        .min(0, 'ownership is at least 0')
        .max(1000, 'a total ownership is at most 1000')
        .optional(),
      maxAverage: z
        .number()
        .min(0, 'ownership is at least 0')
        .max(100, 'an average ownership is at most 100')
        .optional(),
    })
    .optional(),
  minStarters: count.optional(),
  spacing: z.array(ZSpacingRule).max(5, 'at most 5 spacing rules').optional(),
  positionCounts: z
    .record(zText().trim().min(1).max(10), minMax)
    .refine((m) => Object.keys(m).length <= 12, { message: 'at most 12 positions' })
    .optional(),
});
export type TBuildSettings = z.infer<typeof ZBuildSettings>;

/** The lineup rules a user keeps on a slate (like locks and exposures), sent with every build. */
export const SLATE_RULES = [
  'groups',
  'pairs',
  'teamCount',
  'gameStacks',
  'teamExposures',
  'ownership',
  'minStarters',
  'spacing',
  'positionCounts',
] as const satisfies readonly (keyof TBuildSettings)[];
export type TSlateRuleName = (typeof SLATE_RULES)[number];
export const ZSlateRules = ZBuildSettings.pick(
  Object.fromEntries(SLATE_RULES.map((k) => [k, true])) as Record<TSlateRuleName, true>,
);
export type TSlateRules = z.infer<typeof ZSlateRules>;

/**
 * The plan feature each build setting needs (a setting not named here is in every plan): the
 * server refuses an asked setting the user's plan lacks and leaves a stored one out of the build,
 * the screens gate their controls with the same table.
 */
export const SETTING_FEATURE: Partial<Record<keyof TBuildSettings, TFeature>> = {
  maxExposure: 'exposure',
  exposures: 'exposure',
  stacks: 'teamStacks',
  ...(Object.fromEntries(SLATE_RULES.map((k) => [k, 'lineupRules'])) as Record<
    TSlateRuleName,
    'lineupRules'
  >),
};

/** One lineup in the CLI's JSON shape: points and salary after multipliers, `id` the uploaded id. */
export const ZLineup = z.object({
  /** Locked by the user: kept as it is when the slate is built again. */
  locked: z.boolean().optional(),
  /** The rule of the build the lineup breaks since the user swapped a player in anyway (in words). */
  breaks: z.string().max(500).optional(),
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
const lineups = z.array(ZLineup).max(MAX_KEPT_LINEUPS);

export const ZCreateBuildRequest = z.strictObject({
  slateId: ZSlateId,
  lineups: z.number().int().min(1, 'at least 1').max(MAX_LINEUPS, `at most ${MAX_LINEUPS}`),
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
/**
 * Several players' settings at once (bulk actions, zeroing the questionable, undoing a reset): a
 * field left out keeps its value, null clears it.
 */
export const ZPlayerSettingsRequest = z.strictObject({
  slateId: ZSlateId,
  players: z
    .array(
      z.strictObject({
        playerId,
        mark: ZPlayerMark.nullable().optional(),
        min: fraction.nullable().optional(),
        max: fraction.nullable().optional(),
        projection: z.number().min(0).max(1000).nullable().optional(),
      }),
    )
    .min(1, 'players: choose at least one player')
    .max(2000),
});
export type TPlayerSettingsRequest = z.infer<typeof ZPlayerSettingsRequest>;

export const ZSlateState = z.object({
  marks: z.array(z.object({ playerId: z.string(), type: ZPlayerMark })),
  exposures: z.array(ZExposure),
  projections: z.array(z.object({ playerId: z.string(), projection: z.number() })),
  teamStacks: z.array(ZTeamStack),
  /** True when any team stack asks for at least one player (SPEC section 5). */
  playerPerTeam: z.boolean(),
  topPlays: z.array(z.string()),
  /** The share of the user's own projection in the projection builds use (1: the user's replaces the slate's). */
  blendWeight: z.number(),
  /** The lineup rules the user keeps on the slate. */
  rules: ZSlateRules,
  /**
   * What the user's projection file said of players beyond points, for the lineup rules:
   * ownership (fraction 0..1), confirmed starter, batting order (1..9).
   */
  facts: z.array(
    z.object({
      playerId: z.string(),
      ownership: z.number().nullable(),
      confirmed: z.boolean().nullable(),
      battingOrder: z.number().int().nullable(),
    }),
  ),
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
  /**
   * Every lineup on screen (uploaded ids in slot order) and which of them is being changed: the
   * candidates are checked against the build's exposures and min unique over all of them.
   */
  lineups: z.array(z.array(playerId).max(12)).max(1000).optional(),
  lineupIndex: z.number().int().min(0).optional(),
  /** The settings the lineups were built with (the user's stored ones are added, as in a build). */
  settings: ZBuildSettings.optional(),
});
export const ZSwapCandidate = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  positions: z.array(z.string()),
  slot: z.string(),
  salary: z.number(),
  projection: z.number(),
  /** The rule of the build this swap would break (in words), or null when it keeps them all. */
  breaks: z.string().nullable(),
});
export type TSwapCandidate = z.infer<typeof ZSwapCandidate>;

/** Largest projection (fantasy points of one player in one contest) anyone may set. */
export const PROJECTION_MAX = 1000;
/**
 * The one rule of a projection, wherever one is set: typed (setProjection), a user's projection
 * file, an admin's projection import. Finite, 0 to PROJECTION_MAX.
 */
export const ZProjection = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(PROJECTION_MAX, `must be at most ${PROJECTION_MAX}`);
/** Why a projection read from a file breaks ZProjection, or undefined when it keeps it. */
export function projectionProblem(value: number): string | undefined {
  const result = ZProjection.safeParse(value);
  return result.success
    ? undefined
    : `the projection ${value} ${result.error.issues[0]?.message ?? 'is refused'}`;
}

export const ZCsvUploadRequest = z.strictObject({
  slateId: ZSlateId,
  name: zText().trim().max(200).optional(),
  csv: zText().min(1, 'csv is required').max(IMPORT_MAX_CHARS, CSV_TOO_LARGE),
});
/** Row report of a projection upload: rows applied and rows refused with their reasons. */
export const ZCsvProjectionReport = z.object({
  rows: z.number().int(),
  applied: z.number().int(),
  /** The first 100 rejected rows, in line order. */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Every rejected row, listed or not. */
  rejectedCount: z.number().int(),
});
export type TCsvProjectionReport = z.infer<typeof ZCsvProjectionReport>;

/** A player in one roster slot of an entry (`slot`: the 0-based roster index). */
export const ZEntryMember = z.object({ slot: z.number().int(), id: z.string() });

export const ZLateSwapReport = z.object({
  csv: z.string(),
  entries: z.array(
    z.object({
      line: z.number().int(),
      entryId: z.string(),
      kept: z.number().int(),
      /** The players kept because their game has started (locked in the entry). */
      keptIds: z.array(z.string()),
      /** The entry's lineup as uploaded (ids in roster order, null for an empty slot). */
      before: z.array(z.string().nullable()),
      /** The entry's lineup after the swap (uploaded ids in roster order), null when unchanged. */
      lineup: z.array(z.string()).nullable(),
      /** True when the entry's players changed; a player moved between slots is no change. */
      changed: z.boolean(),
      /** The started players, each in the roster slot he holds and keeps. */
      locked: z.array(ZEntryMember),
      /** Players taken out, at the slots they held (uploaded player ids). */
      out: z.array(ZEntryMember),
      /** Players put in, at their new slots (ids to upload). */
      in: z.array(ZEntryMember),
      /** Projected points of the entry as uploaded; null when a slot was empty. */
      projectionBefore: z.number().nullable(),
      /** Projected points of the entry as written back. */
      projectionAfter: z.number().nullable(),
      message: z.string().nullable(),
    }),
  ),
  issues: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type TLateSwapReport = z.infer<typeof ZLateSwapReport>;

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
  /** Replaces the lineup rules the user keeps on the slate (every rule in force, none to clear). */
  setRules: {
    method: 'POST',
    path: '/user/setRules',
    body: z.strictObject({ slateId: ZSlateId, rules: ZSlateRules }),
    data: ZSlateState,
  },
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
  setPlayerSettings: {
    method: 'POST',
    path: '/user/setPlayerSettings',
    body: ZPlayerSettingsRequest,
    data: ZSlateState,
  },
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
      projection: ZProjection.nullable(),
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
      allTeams: lineups.min(1, 'at least one lineup'),
    }),
    data: ZSavedBuildSummary,
  },
  updateLineup: {
    method: 'POST',
    path: '/user/updateLineup',
    body: z.strictObject({
      id: z.string().uuid('not a saved build'),
      name: zText().trim().min(1, 'name is required').max(80).optional(),
      allTeams: lineups.min(1).optional(),
    }),
    data: ZSavedBuildSummary,
  },
  deleteLineup: {
    method: 'POST',
    path: '/user/deleteLineup',
    body: z.strictObject({ id: z.string().uuid('not a saved build') }),
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
