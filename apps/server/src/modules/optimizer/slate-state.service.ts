import { importProjections, type ImportIssue } from '@dfs/optimizer';
import type { TCsvProjectionReport, TSlateState, TTeamStack } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import type { TOptimizerRepository, TPlayerSettingRow } from './optimizer.repository';
import { playerOn, type TSlateLookup } from './slate-players';
import { asOptimizerPlayers } from './build-input';

/** How long a user's marks are trusted without the database (writes here forget them at once). */
const MARKS_TTL_MS = 1000;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The slate state answer from the stored rows. */
function toState(
  rows: TPlayerSettingRow[],
  slate: { teamStacks: TTeamStack[]; topPlays: string[] } | null,
): TSlateState {
  const teamStacks = slate?.teamStacks ?? [];
  return {
    marks: rows.flatMap((r) => (r.mark ? [{ playerId: r.playerId, type: r.mark }] : [])),
    exposures: rows
      .filter((r) => r.minExposure !== null || r.maxExposure !== null)
      .map((r) => ({ playerId: r.playerId, min: r.minExposure, max: r.maxExposure })),
    projections: rows.flatMap((r) =>
      r.projection !== null ? [{ playerId: r.playerId, projection: r.projection }] : [],
    ),
    teamStacks,
    playerPerTeam: teamStacks.some((t) => t.minNoOfPlayer > 0),
    topPlays: slate?.topPlays ?? [],
  };
}

/**
 * What a user sets on a slate before building: lock/exclude, exposures, own projections (one by
 * one or from a file), team stacks and top plays. Plan checks come first in each call.
 */
/**
 * A user's lock/exclude marks per slate, cached for a second: getPlayers merges them into its
 * cached answer on every call, so they must cost no query under load.
 */
export function createMarksCache(repo: TOptimizerRepository) {
  const cache = new Map<string, { at: number; marks: ReadonlyMap<string, string> }>();
  return {
    marksOf: async (userId: string, slateId: string): Promise<ReadonlyMap<string, string>> => {
      const key = `${userId}:${slateId}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < MARKS_TTL_MS) return hit.marks;
      const rows = await repo.marks(userId, slateId);
      const marks = new Map(rows.map((r) => [r.playerId, r.mark!]));
      if (cache.size > 5000) cache.clear();
      cache.set(key, { at: Date.now(), marks });
      return marks;
    },
    /** Forgets a user's marks on a slate (after this instance changed them). */
    forget: (userId: string, slateId: string) => void cache.delete(`${userId}:${slateId}`),
  };
}
export type TMarksCache = ReturnType<typeof createMarksCache>;

/**
 * What a user sets on a slate before building: lock/exclude, exposures, own projections (one by
 * one or from a file), team stacks and top plays. Plan checks come first in each call.
 */
export function createSlateStateService(deps: {
  repo: TOptimizerRepository;
  marks: TMarksCache;
  slatePlayers: TSlateLookup;
}) {
  const { repo, slatePlayers } = deps;
  const forget = deps.marks.forget;

  async function state(userId: string, slateId: string): Promise<TSlateState> {
    const [rows, slate] = await Promise.all([
      repo.playerSettings(userId, slateId),
      repo.slateSettings(userId, slateId),
    ]);
    return toState(rows, slate);
  }

  async function after(userId: string, slateId: string) {
    forget(userId, slateId);
    return state(userId, slateId);
  }

  return {
    state,

    marksOf: deps.marks.marksOf,

    async mark(user: TAuthUser, slateId: string, playerId: string, type: 'lock' | 'exclude') {
      const player = playerOn((await slatePlayers(slateId)).players, playerId);
      await repo.patchPlayer(user.id, slateId, player.id, {
        mark: type,
        // An excluded player is in no lineup: a minimum exposure would contradict it.
        ...(type === 'exclude' ? { minExposure: null } : {}),
      });
      return after(user.id, slateId);
    },

    async unmark(user: TAuthUser, slateId: string, playerId: string) {
      const player = playerOn((await slatePlayers(slateId)).players, playerId);
      await repo.patchPlayer(user.id, slateId, player.id, { mark: null });
      return after(user.id, slateId);
    },

    /** Clears locks, excludes and exposures (SPEC: reset clears exposure). */
    async reset(user: TAuthUser, slateId: string) {
      await slatePlayers(slateId);
      await repo.resetPlayers(user.id, slateId);
      return after(user.id, slateId);
    },

    /** Sets or clears a player's exposure bounds; a setting that cannot work is refused with why. */
    async setExposure(
      user: TAuthUser,
      input: {
        slateId: string;
        playerId: string;
        min?: number | null | undefined;
        max?: number | null | undefined;
      },
    ) {
      plans.require(user, 'exposure');
      const player = playerOn((await slatePlayers(input.slateId)).players, input.playerId);
      const current = (await repo.playerSettings(user.id, input.slateId)).find(
        (r) => r.playerId === player.id,
      );
      const min = input.min === undefined ? (current?.minExposure ?? null) : input.min;
      const max = input.max === undefined ? (current?.maxExposure ?? null) : input.max;
      if (min !== null && max !== null && min > max)
        throw new AppError(
          'VALIDATION',
          `Min exposure ${pct(min)} is above max exposure ${pct(max)} for ${player.name}.`,
        );
      if (current?.mark === 'exclude' && min !== null && min > 0)
        throw new AppError(
          'VALIDATION',
          `${player.name} is excluded: remove the exclusion before giving a min exposure.`,
        );
      if (current?.mark === 'lock' && max !== null && max < 1)
        throw new AppError(
          'VALIDATION',
          `${player.name} is locked into every lineup: unlock him before capping his exposure.`,
        );
      await repo.patchPlayer(user.id, input.slateId, player.id, { minExposure: min, maxExposure: max });
      return after(user.id, input.slateId);
    },

    async exposures(user: TAuthUser, slateId: string) {
      return (await state(user.id, slateId)).exposures;
    },

    async setProjection(user: TAuthUser, slateId: string, playerId: string, projection: number | null) {
      plans.require(user, 'projections');
      const player = playerOn((await slatePlayers(slateId)).players, playerId);
      await repo.patchPlayer(user.id, slateId, player.id, { projection });
      return after(user.id, slateId);
    },

    /**
     * A projection file (the optimizer's importer: id, else name + team) becomes the user's own
     * projections, and its exposure columns the user's exposures; the answer is the row report.
     */
    async uploadProjections(
      user: TAuthUser,
      input: { slateId: string; csv: string; name?: string | undefined },
    ) {
      plans.require(user, 'projections');
      const data = await slatePlayers(input.slateId);
      const players = asOptimizerPlayers(data.players);
      const parsed = importProjections(input.csv, input.name ?? 'projections.csv', players);
      const rejected = parsed.issues
        .filter((i: ImportIssue) => i.severity === 'error')
        .map((i) => ({ line: i.line, reason: i.column ? `${i.column}: ${i.reason}` : i.reason }));
      const updates = parsed.rows.map((row) => ({
        playerId: row.playerId,
        // A column the file leaves empty keeps what the user had.
        patch: {
          ...(row.projection !== null ? { projection: row.projection } : {}),
          ...(row.minExposure !== null ? { minExposure: row.minExposure } : {}),
          ...(row.maxExposure !== null ? { maxExposure: row.maxExposure } : {}),
        },
      }));
      if (updates.length === 0)
        throw new AppError(
          'VALIDATION',
          `csv: no row matched a player of this slate${rejected[0] ? ` (line ${rejected[0].line}: ${rejected[0].reason})` : ''}.`,
          { fields: ['csv'] },
        );
      await repo.patchPlayers(user.id, input.slateId, updates);
      forget(user.id, input.slateId);
      const report: TCsvProjectionReport = {
        rows: updates.length + rejected.length,
        applied: updates.length,
        rejected,
      };
      return report;
    },

    /** Team stacks: at least minNoOfPlayer of each team in every lineup (0 removes the team). */
    async setTeamStacks(user: TAuthUser, slateId: string, teams: TTeamStack[]) {
      plans.require(user, 'teamStacks');
      const data = await slatePlayers(slateId);
      const known = new Set(data.players.map((p) => p.team));
      const unknown = teams.find((t) => !known.has(t.team));
      if (unknown)
        throw new AppError('VALIDATION', `Team ${unknown.team} is not on this slate.`, { fields: ['teams'] });
      const kept = [...new Map(teams.filter((t) => t.minNoOfPlayer > 0).map((t) => [t.team, t])).values()];
      await repo.setSlateSettings(user.id, slateId, { teamStacks: kept });
      return after(user.id, slateId);
    },

    async setTopPlays(user: TAuthUser, slateId: string, playerIds: string[]) {
      plans.require(user, 'topPlays');
      const { players } = await slatePlayers(slateId);
      const ids = [...new Set(playerIds.map((id) => playerOn(players, id).id))];
      await repo.setSlateSettings(user.id, slateId, { topPlays: ids });
      return ids;
    },

    async topPlays(user: TAuthUser, slateId: string) {
      plans.require(user, 'topPlays');
      return (await repo.slateSettings(user.id, slateId))?.topPlays ?? [];
    },
  };
}
export type TSlateStateService = ReturnType<typeof createSlateStateService>;
