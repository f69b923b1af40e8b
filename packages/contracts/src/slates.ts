import { z } from 'zod';
import { zText } from './text';
import type { TEndpointMap } from './endpoint.types';
import { ZGameType, ZOperator, ZSportCode } from './sports';
import { ZEmpty } from './user';
import { ZSlateRequest } from './realtime';

// Slates and their players (SPEC section 3 "Slate", "Player"). Players carry the spec's field
// names beside clean typed fields, so the original screens and new code can both read them.

/** `:sport` path segment of the per-sport calls (`/api/nba/getPlayers`). */
export const ZSportParams = z.strictObject({ sport: ZSportCode });
export const ZSlateId = zText().trim().min(1, 'slateId is required').max(100);

export const ZSlate = z.object({
  SlateID: z.string(),
  Operator: z.string(),
  id: z.string(),
  sport: ZSportCode,
  operator: ZOperator,
  gameType: ZGameType,
  name: z.string(),
  startTime: z.string(),
  status: z.enum(['upcoming', 'live', 'completed']),
  games: z.array(
    z.object({ key: z.string(), gameId: z.string().nullable(), startTime: z.string().nullable() }),
  ),
  playerCount: z.number().int(),
  provider: z.string(),
  /** When the slate or its players last changed. */
  updatedAt: z.string(),
});
export type TSlate = z.infer<typeof ZSlate>;

/** How an injury status reads (DECISIONS: out players are projected 0 and left out of builds). */
export const ZInjuryLevel = z.enum(['out', 'doubtful', 'questionable']);
export type TInjuryLevel = z.infer<typeof ZInjuryLevel>;

/** FPPD as DECISIONS defines it: salary divided by projected points; null without points. */
export const fppdOf = (salary: number, projection: number) =>
  projection > 0 ? Math.round((salary / projection) * 10) / 10 : null;

export const ZSlatePlayer = z.object({
  /** Operator player id on this slate. */
  id: z.string(),
  playerId: z.string().nullable(),
  name: z.string(),
  team: z.string(),
  opponent: z.string().nullable(),
  game: z.string().nullable(),
  startTime: z.string().nullable(),
  positions: z.array(z.string()),
  rosterSlots: z.array(z.string()),
  /** Salary in the operator's dollars (operators price in whole dollars). */
  salary: z.number().int(),
  captainSalary: z.number().int().nullable(),
  /** Operator id of the captain row (DraftKings single game), uploaded for a CPT slot. */
  captainId: z.string().nullable(),
  projection: z.number(),
  projectionSource: z.string(),
  /** Salary divided by projected points (dollars per point; lower is better); null without points. */
  fppd: z.number().nullable(),
  avgPoints: z.number().nullable(),
  /** The status as the operator file or the injury report writes it (O, Q, GTD, IR, ...). */
  injury: z.string().nullable(),
  /** What the status means: out players are projected 0 and left out of builds. */
  injuryLevel: ZInjuryLevel.nullable(),
  /** Why: where the status comes from and the report's body part and note, when known. */
  injuryNote: z.string().nullable(),
  /** Row of the player in the operator's salary file: builds keep that order, as the CLI does. */
  line: z.number().int().nullable(),
  // The spec's field names (SPEC section 3).
  Name: z.string(),
  DraftKingsSalary: z.number().nullable(),
  DraftKingsProjection: z.number().nullable(),
  DraftKingsPosition: z.string().nullable(),
  FanDuelSalary: z.number().nullable(),
  FanDuelProjection: z.number().nullable(),
  FanDuelPosition: z.string().nullable(),
  FPPDdraftking: z.number().nullable(),
  FPPDfanduel: z.number().nullable(),
  /** Roster slots as the operator writes them, e.g. `PG/G/UTIL`. */
  OperatorRosterSlots: z.string(),
  Slots: z.array(z.string()),
  /** `lock` or `exclude` when the user set one, else empty. */
  type: z.string(),
});
export type TSlatePlayer = z.infer<typeof ZSlatePlayer>;

export type TSlateRequest = z.infer<typeof ZSlateRequest>;

export const ZSlatesQuery = z.strictObject({
  operator: ZOperator.optional(),
  gameType: ZGameType.optional(),
});

export const ZPlayersData = z.object({
  slate: ZSlate,
  players: z.array(ZSlatePlayer),
  updatedAt: z.string(),
});
export type TPlayersData = z.infer<typeof ZPlayersData>;

export const ZSlateTeam = z.object({
  abbr: z.string(),
  teamId: z.string().nullable(),
  name: z.string(),
  opponent: z.string().nullable(),
  game: z.string().nullable(),
  startTime: z.string().nullable(),
  players: z.number().int(),
});

export const slateEndpoints = {
  getAllSlat: {
    method: 'GET',
    path: '/:sport/getAllSlat/:id',
    body: ZEmpty,
    params: z.strictObject({ sport: ZSportCode, id: zText().max(100) }),
    query: ZSlatesQuery,
    data: z.object({
      slates: z.array(ZSlate),
      userData: z.object({ plantype: z.string(), status: z.string(), role: z.string() }),
    }),
  },
  getPlayers: {
    method: 'POST',
    path: '/:sport/getPlayers',
    body: ZSlateRequest,
    params: ZSportParams,
    data: ZPlayersData,
  },
  getTeamsBySlatID: {
    method: 'POST',
    path: '/:sport/getTeamsBySlatID',
    body: ZSlateRequest,
    params: ZSportParams,
    data: z.array(ZSlateTeam),
  },
  getAllSportSlat: {
    method: 'GET',
    path: '/user/getallsportslat',
    body: ZEmpty,
    query: ZSlatesQuery,
    data: z.record(ZSportCode, z.array(ZSlate)),
  },
} as const satisfies TEndpointMap;
