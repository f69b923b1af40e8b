import {
  excludingOut,
  MLB_HITTERS,
  points,
  salary,
  type BuildSettings,
  type Player,
  type RuleSet,
  type StackRule,
} from '@dfs/optimizer';
import {
  blendProjection,
  SETTING_FEATURE,
  type TBuildSettings,
  type TSlatePlayer,
  type TSlateState,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import type { TPlayerFacts } from './player-facts';

/** The operator's word for the optimizer's site code. */
export const SITE = { draftkings: 'dk', fanduel: 'fd' } as const;

/**
 * Slate players (the slates service's answer) as the optimizer's players, with the user's own
 * projections and what the lineup rules read of each (ownership, confirmed, batting order).
 */
export function asOptimizerPlayers(
  players: readonly TSlatePlayer[],
  projections: ReadonlyMap<string, number> = new Map(),
  facts: ReadonlyMap<string, TPlayerFacts> = new Map(),
): Player[] {
  // Most builds use the slate's own projections: one list per cached slate answer is shared by
  // them (and sent to Redis once, build-queue.redis.ts), instead of one mapped and sorted per build.
  if (projections.size === 0 && facts.size === 0) {
    let shared = plainPlayers.get(players);
    if (!shared) {
      shared = mapPlayers(players, projections, facts);
      plainPlayers.set(players, shared);
      sharedLists.add(shared);
    }
    return shared;
  }
  return mapPlayers(players, projections, facts);
}

/** The optimizer's players of a cached slate answer without own projections (read-only). */
const plainPlayers = new WeakMap<readonly TSlatePlayer[], Player[]>();
const sharedLists = new WeakSet<readonly Player[]>();
/** Whether many builds share this players list (the Redis queue then sends it once). */
export const isSharedPlayerList = (players: readonly object[]) => sharedLists.has(players as Player[]);

function mapPlayers(
  players: readonly TSlatePlayer[],
  projections: ReadonlyMap<string, number>,
  facts: ReadonlyMap<string, TPlayerFacts>,
): Player[] {
  // Lineups of equal points come in the order of the players given: the salary file's order,
  // as the CLI reads it, so a build in the app and one on the command line are the same.
  const inFileOrder = [...players].sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  return inFileOrder.map((p, i) => ({
    id: p.id,
    name: p.name,
    team: p.team,
    opponent: p.opponent,
    game: p.game,
    startTime: p.startTime,
    gameStarted: false,
    positions: p.positions,
    salary: salary(p.salary),
    projection: points(projections.get(p.id) ?? p.projection),
    avgPoints: points(p.avgPoints ?? 0),
    injury: p.injury,
    injuryDetails: null,
    rosterSlots: p.rosterSlots,
    line: p.line ?? i + 2,
    ...facts.get(p.id),
    ...(p.captainId
      ? {
          kindIds: { BASE: p.id, CPT: p.captainId },
          ...(p.captainSalary !== null ? { kindSalaries: { CPT: salary(p.captainSalary) } } : {}),
        }
      : {}),
  }));
}

/** The settings with the slate's out players excluded unless locked or given a projection. */
export function excludingOutPlayers(
  players: readonly TSlatePlayer[],
  settings: BuildSettings,
  projections: ReadonlyMap<string, number>,
): BuildSettings {
  const out = players
    .filter((p) => p.injuryLevel === 'out')
    .map((p) => ({ id: p.id, ids: p.captainId ? [p.id, p.captainId] : [p.id] }));
  return excludingOut(settings, out, new Set(projections.keys()));
}

/** Settings only the server sets (never asked by a client). */
type TServerOnlySetting = 'workBudget';
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The names of the settings whose client schema and optimizer type differ (never, when in step). */
type TSettingsMismatch<A, B> =
  | Exclude<keyof A, keyof B>
  | Exclude<keyof B, keyof A>
  | { [K in keyof A & keyof B]-?: TSame<A[K], B[K]> extends true ? never : K }[keyof A & keyof B];
type TClientSettings = Omit<BuildSettings, TServerOnlySetting>;
/**
 * The contracts' ZBuildSettings and the optimizer's BuildSettings are one type: a setting added to
 * one and not the other (or typed differently) fails the typecheck here, naming the setting.
 */
const settingsInStep: [TSettingsMismatch<TBuildSettings, TClientSettings>] extends [never]
  ? true
  : TSettingsMismatch<TBuildSettings, TClientSettings> = true;
void settingsInStep;

/** Whether a setting asks for anything (an empty list or rule object asks for nothing). */
function isSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** Refuses settings the user's plan does not include (what they asked for, not what is stored). */
export function requireSettingsAllowed(user: TAuthUser, settings: TBuildSettings | undefined): void {
  for (const [name, value] of Object.entries(settings ?? {})) {
    const feature = SETTING_FEATURE[name as keyof TBuildSettings];
    if (feature && isSet(value)) plans.require(user, feature);
  }
}

/** The settings without those the user's plan does not include (stored ones kept from a better plan). */
function allowedOnly(user: TAuthUser, settings: BuildSettings): BuildSettings {
  return Object.fromEntries(
    Object.entries(settings).filter(([name]) => {
      const feature = SETTING_FEATURE[name as keyof TBuildSettings];
      return !feature || plans.allows(user, feature);
    }),
  );
}

/**
 * The user's stored state on the slate as build settings (locks, excludes, exposures, team
 * stacks, lineup rules).
 */
function storedSettings(sport: string, stored: TSlateState): BuildSettings {
  const fromState: BuildSettings = { ...stored.rules };
  const locks = stored.marks.filter((m) => m.type === 'lock').map((m) => ({ id: m.playerId }));
  const excludes = stored.marks.filter((m) => m.type === 'exclude').map((m) => m.playerId);
  if (locks.length) fromState.locks = locks;
  if (excludes.length) fromState.excludes = excludes;
  if (stored.exposures.length) {
    fromState.exposures = stored.exposures.map((e) => ({
      id: e.playerId,
      ...(e.min !== null ? { min: e.min } : {}),
      ...(e.max !== null ? { max: e.max } : {}),
    }));
  }
  if (stored.playerPerTeam) {
    fromState.stacks = stored.teamStacks.map((t): StackRule => ({
      teams: [t.team],
      // MLB "player per team" counts hitters only (a team's pitcher does not stack with its bats).
      parts: [{ count: t.minNoOfPlayer, ...(sport === 'mlb' ? { positions: MLB_HITTERS } : {}) }],
    }));
  }
  return fromState;
}

/**
 * The build's settings: the user's stored state on the slate (locks, excludes, and, where the
 * plan includes them, exposures, team stacks and lineup rules), with every field given in `asked`
 * replacing the stored one. Also returns the projections of the players the user gave one (blended
 * with the slate's at the user's weight), when the plan includes them.
 */
export function mergeSettings(
  user: TAuthUser,
  sport: string,
  stored: TSlateState,
  asked: TBuildSettings | undefined,
  players: readonly TSlatePlayer[],
): { settings: BuildSettings; projections: Map<string, number> } {
  const projections = new Map<string, number>();
  if (plans.allows(user, 'projections')) {
    // The user's projection blended with the slate's at the user's weight (1: the user's alone).
    const slate = new Map(players.map((p) => [p.id, p.projection]));
    for (const p of stored.projections)
      projections.set(
        p.playerId,
        blendProjection(slate.get(p.playerId) ?? p.projection, p.projection, stored.blendWeight),
      );
  }
  return { settings: { ...allowedOnly(user, storedSettings(sport, stored)), ...asked }, projections };
}

/**
 * The queue's pre-check of rule sets that cannot reach the asked count quickly: with `minUnique`
 * at the roster size no two lineups may share a player, and the solver then proves lineup after
 * lineup against every earlier one (on a real DK NFL slate, 5 million units found 2 lineups).
 * Refused before the build is queued, with what to change; one lineup is unaffected.
 */
export function requireReachable(rules: RuleSet, settings: BuildSettings, lineups: number): void {
  const roster = rules.slots.length;
  if (lineups > 1 && (settings.minUnique ?? 1) >= roster)
    throw new AppError(
      'VALIDATION',
      `minUnique: ${roster} is the whole roster (no two lineups could share a player) and cannot be built in time; use at most ${roster - 1}.`,
      { fields: ['settings.minUnique'] },
    );
}
