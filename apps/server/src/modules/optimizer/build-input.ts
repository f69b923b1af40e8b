import { points, salary, type BuildSettings, type Player, type StackRule } from '@dfs/optimizer';
import type { TBuildSettings, TSlatePlayer, TSlateState } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';

/** The operator's word for the optimizer's site code. */
export const SITE = { draftkings: 'dk', fanduel: 'fd' } as const;
/** MLB "player per team" counts hitters only (a team's pitcher does not stack with its bats). */
const MLB_HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];

/** Slate players (the slates service's answer) as the optimizer's players. */
export function asOptimizerPlayers(
  players: readonly TSlatePlayer[],
  projections: ReadonlyMap<string, number> = new Map(),
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
    ...(p.captainId
      ? {
          kindIds: { BASE: p.id, CPT: p.captainId },
          ...(p.captainSalary !== null ? { kindSalaries: { CPT: salary(p.captainSalary) } } : {}),
        }
      : {}),
  }));
}

/** Refuses settings the user's plan does not include (what they asked for, not what is stored). */
export function requireSettingsAllowed(user: TAuthUser, settings: TBuildSettings | undefined): void {
  if (!settings) return;
  if (settings.stacks?.length) plans.require(user, 'teamStacks');
  if (settings.maxExposure !== undefined || settings.exposures?.length) plans.require(user, 'exposure');
}

/**
 * The build's settings: the user's stored state on the slate (locks, excludes, and, where the
 * plan includes them, exposures and team stacks), with every field given in `asked` replacing
 * the stored one. Also returns the user's own projections, when the plan includes them.
 */
export function mergeSettings(
  user: TAuthUser,
  sport: string,
  stored: TSlateState,
  asked: TBuildSettings | undefined,
): { settings: BuildSettings; projections: Map<string, number> } {
  const fromState: BuildSettings = {};
  const locks = stored.marks.filter((m) => m.type === 'lock').map((m) => ({ id: m.playerId }));
  const excludes = stored.marks.filter((m) => m.type === 'exclude').map((m) => m.playerId);
  if (locks.length) fromState.locks = locks;
  if (excludes.length) fromState.excludes = excludes;
  if (plans.allows(user, 'exposure') && stored.exposures.length) {
    fromState.exposures = stored.exposures.map((e) => ({
      id: e.playerId,
      ...(e.min !== null ? { min: e.min } : {}),
      ...(e.max !== null ? { max: e.max } : {}),
    }));
  }
  if (plans.allows(user, 'teamStacks') && stored.playerPerTeam) {
    fromState.stacks = stored.teamStacks.map((t): StackRule => ({
      teams: [t.team],
      parts: [{ count: t.minNoOfPlayer, ...(sport === 'mlb' ? { positions: MLB_HITTERS } : {}) }],
    }));
  }
  const projections = plans.allows(user, 'projections')
    ? new Map(stored.projections.map((p) => [p.playerId, p.projection]))
    : new Map<string, number>();
  return { settings: { ...fromState, ...asked }, projections };
}
