import type {
  TCsvProjectionReport,
  TPlayerSettingsRequest,
  TSlateRules,
  TSlateState,
  TTeamStack,
} from '@dfs/contracts';
import { readProjectionsInWorker } from '../imports';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import type { TOptimizerRepository, TPlayerPatch, TPlayerSettingRow } from './optimizer.repository';
import { playerOn, type TSlateLookup } from './slate-players';
import { asOptimizerPlayers, requireSettingsAllowed } from './build-input';
import { requireRulesOnSlate } from './slate-rules';
import type { TMarksCache } from './marks-cache';

type TProjectionFileRow = Awaited<ReturnType<typeof readProjectionsInWorker>>['rows'][number];

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Refuses exposure bounds that cannot work together, or with the player's lock or exclusion. */
function checkExposure(name: string, mark: string | null, min: number | null, max: number | null) {
  if (min !== null && max !== null && min > max)
    throw new AppError(
      'VALIDATION',
      `Min exposure ${pct(min)} is above max exposure ${pct(max)} for ${name}.`,
    );
  if (mark === 'exclude' && min !== null && min > 0)
    throw new AppError(
      'VALIDATION',
      `${name} is excluded: remove the exclusion before giving a min exposure.`,
    );
  if (mark === 'lock' && max !== null && max < 1)
    throw new AppError(
      'VALIDATION',
      `${name} is locked into every lineup: unlock him before capping his exposure.`,
    );
}

/** The slate state answer from the stored rows. */
function toState(
  rows: TPlayerSettingRow[],
  slate: {
    teamStacks: TTeamStack[];
    topPlays: string[];
    blendWeight: number | null;
    rules: TSlateRules;
  } | null,
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
    blendWeight: slate?.blendWeight ?? 1,
    rules: slate?.rules ?? {},
    facts: rows
      .filter((r) => r.ownership !== null || r.confirmed !== null || r.battingOrder !== null)
      .map((r) => ({
        playerId: r.playerId,
        ownership: r.ownership,
        confirmed: r.confirmed,
        battingOrder: r.battingOrder,
      })),
  };
}

export type TSlateStateDeps = {
  repo: TOptimizerRepository;
  marks: TMarksCache;
  slatePlayers: TSlateLookup;
};

/**
 * What a user sets on a slate before building: lock/exclude, exposures, own projections (one by
 * one or from a file), team stacks and top plays. Plan checks come first in each call.
 */
export class SlateStateService {
  constructor(private readonly deps: TSlateStateDeps) {}

  /**
   * The user's settings on a slate: marks, exposures, own projections, stacks, top plays, rules.
   * A slate the user may not see answers as an unknown one (the slates' access guard).
   */
  async state(userId: string, slateId: string): Promise<TSlateState> {
    const { repo } = this.deps;
    await this.deps.slatePlayers(userId, slateId);
    const [rows, slate] = await Promise.all([
      repo.playerSettings(userId, slateId),
      repo.slateSettings(userId, slateId),
    ]);
    return toState(rows, slate);
  }

  /** Locks a player into every lineup or excludes him from all (an exclusion drops his minimum). */
  async mark(user: TAuthUser, slateId: string, playerId: string, type: 'lock' | 'exclude') {
    const player = await this.playerOn(user.id, slateId, playerId);
    await this.deps.repo.patchPlayer(user.id, slateId, player.id, {
      mark: type,
      // An excluded player is in no lineup: a minimum exposure would contradict it.
      ...(type === 'exclude' ? { minExposure: null } : {}),
    });
    return this.after(user.id, slateId);
  }

  /** Removes a player's lock or exclusion. */
  async unmark(user: TAuthUser, slateId: string, playerId: string) {
    const player = await this.playerOn(user.id, slateId, playerId);
    await this.deps.repo.patchPlayer(user.id, slateId, player.id, { mark: null });
    return this.after(user.id, slateId);
  }

  /** Clears locks, excludes and exposures (SPEC: reset clears exposure). */
  async reset(user: TAuthUser, slateId: string) {
    await this.deps.slatePlayers(user.id, slateId);
    await this.deps.repo.resetPlayers(user.id, slateId);
    return this.after(user.id, slateId);
  }

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
    const player = await this.playerOn(user.id, input.slateId, input.playerId);
    const current = (await this.deps.repo.playerSettings(user.id, input.slateId)).find(
      (r) => r.playerId === player.id,
    );
    const min = input.min === undefined ? (current?.minExposure ?? null) : input.min;
    const max = input.max === undefined ? (current?.maxExposure ?? null) : input.max;
    checkExposure(player.name, current?.mark ?? null, min, max);
    await this.deps.repo.patchPlayer(user.id, input.slateId, player.id, {
      minExposure: min,
      maxExposure: max,
    });
    return this.after(user.id, input.slateId);
  }

  /**
   * Several players' settings in one transaction (bulk actions, an undo): the plan checks of
   * the fields given, then each player's combination checked as setExposure does.
   */
  async setMany(user: TAuthUser, input: TPlayerSettingsRequest) {
    const rows = input.players;
    if (rows.some((r) => r.projection !== undefined)) plans.require(user, 'projections');
    if (rows.some((r) => r.min !== undefined || r.max !== undefined)) plans.require(user, 'exposure');
    const { players } = await this.deps.slatePlayers(user.id, input.slateId);
    const current = new Map(
      (await this.deps.repo.playerSettings(user.id, input.slateId)).map((r) => [r.playerId, r]),
    );
    const updates = rows.map((r) => {
      const player = playerOn(players, r.playerId);
      const was = current.get(player.id);
      const mark = r.mark === undefined ? (was?.mark ?? null) : r.mark;
      const min = r.min === undefined ? (was?.minExposure ?? null) : r.min;
      const max = r.max === undefined ? (was?.maxExposure ?? null) : r.max;
      checkExposure(player.name, mark, min, max);
      const patch: TPlayerPatch = {};
      if (r.mark !== undefined) patch.mark = r.mark;
      if (r.min !== undefined) patch.minExposure = r.min;
      if (r.max !== undefined) patch.maxExposure = r.max;
      if (r.projection !== undefined) patch.projection = r.projection;
      return { playerId: player.id, patch };
    });
    await this.deps.repo.patchPlayers(user.id, input.slateId, updates);
    return this.after(user.id, input.slateId);
  }

  /** The user's exposure bounds on a slate. */
  async exposures(user: TAuthUser, slateId: string) {
    return (await this.state(user.id, slateId)).exposures;
  }

  /** Sets (or, with null, clears) the user's own projection of a player. */
  async setProjection(user: TAuthUser, slateId: string, playerId: string, projection: number | null) {
    plans.require(user, 'projections');
    const player = await this.playerOn(user.id, slateId, playerId);
    await this.deps.repo.patchPlayer(user.id, slateId, player.id, { projection });
    return this.after(user.id, slateId);
  }

  /**
   * A projection file (the optimizer's importer: id, else name + team) becomes the user's own
   * projections, its exposure columns the user's exposures, and its Ownership, Confirmed and
   * Order columns what the lineup rules read of each player; the answer is the row report.
   */
  async uploadProjections(
    user: TAuthUser,
    input: { slateId: string; csv: string; name?: string | undefined },
  ): Promise<TCsvProjectionReport> {
    plans.require(user, 'projections');
    const data = await this.deps.slatePlayers(user.id, input.slateId);
    const players = asOptimizerPlayers(data.players);
    // Read in a worker thread (a 100,000-row file takes the CPU for a while); the contracts'
    // projection rule refuses a row by its line, and the report lists the first 100 refusals.
    const read = await readProjectionsInWorker({
      csv: input.csv,
      name: input.name ?? 'projections.csv',
      players,
    });
    const rejected = read.rejected;
    const updates = read.rows.map((row) => ({ playerId: row.playerId, patch: patchOfFileRow(row) }));
    if (updates.length === 0)
      throw new AppError(
        'VALIDATION',
        `csv: no row matched a player of this slate${rejected[0] ? ` (line ${rejected[0].line}: ${rejected[0].reason})` : ''}.`,
        { fields: ['csv'] },
      );
    await this.deps.repo.patchPlayers(user.id, input.slateId, updates);
    this.deps.marks.forget(user.id, input.slateId);
    return {
      rows: updates.length + read.rejectedCount,
      applied: updates.length,
      rejected,
      rejectedCount: read.rejectedCount,
    };
  }

  /** Team stacks: at least minNoOfPlayer of each team in every lineup (0 removes the team). */
  async setTeamStacks(user: TAuthUser, slateId: string, teams: TTeamStack[]) {
    plans.require(user, 'teamStacks');
    const data = await this.deps.slatePlayers(user.id, slateId);
    const known = new Set(data.players.map((p) => p.team));
    const unknown = teams.find((t) => !known.has(t.team));
    if (unknown)
      throw new AppError('VALIDATION', `Team ${unknown.team} is not on this slate.`, { fields: ['teams'] });
    const kept = [...new Map(teams.filter((t) => t.minNoOfPlayer > 0).map((t) => [t.team, t])).values()];
    await this.deps.repo.setSlateSettings(user.id, slateId, { teamStacks: kept });
    return this.after(user.id, slateId);
  }

  /** The share of the user's own projections in the projection builds use on the slate. */
  async setBlend(user: TAuthUser, slateId: string, weight: number) {
    plans.require(user, 'projections');
    await this.deps.slatePlayers(user.id, slateId);
    await this.deps.repo.setSlateSettings(user.id, slateId, { blendWeight: weight });
    return this.state(user.id, slateId);
  }

  /**
   * Replaces the lineup rules kept on the slate: refused for a plan without them, and with a 400
   * naming the rule when it names a player, team or game the slate does not have.
   */
  async setRules(user: TAuthUser, slateId: string, rules: TSlateRules) {
    requireSettingsAllowed(user, rules);
    requireRulesOnSlate((await this.deps.slatePlayers(user.id, slateId)).players, rules);
    await this.deps.repo.setSlateSettings(user.id, slateId, { rules });
    return this.after(user.id, slateId);
  }

  /** Replaces the user's top plays on a slate; the answer is the kept player ids. */
  async setTopPlays(user: TAuthUser, slateId: string, playerIds: string[]) {
    plans.require(user, 'topPlays');
    const { players } = await this.deps.slatePlayers(user.id, slateId);
    const ids = [...new Set(playerIds.map((id) => playerOn(players, id).id))];
    await this.deps.repo.setSlateSettings(user.id, slateId, { topPlays: ids });
    return ids;
  }

  /** The user's top plays on a slate. */
  async topPlays(user: TAuthUser, slateId: string) {
    plans.require(user, 'topPlays');
    await this.deps.slatePlayers(user.id, slateId);
    return (await this.deps.repo.slateSettings(user.id, slateId))?.topPlays ?? [];
  }

  /** A player of a slate the user may see, by id (404 naming none other). */
  private async playerOn(userId: string, slateId: string, playerId: string) {
    return playerOn((await this.deps.slatePlayers(userId, slateId)).players, playerId);
  }

  /** After a change: the cached marks are forgotten and the new state answered. */
  private after(userId: string, slateId: string) {
    this.deps.marks.forget(userId, slateId);
    return this.state(userId, slateId);
  }
}
export type TSlateStateService = SlateStateService;

/** A projection file's row as a patch: a column the file leaves empty keeps what the user had. */
function patchOfFileRow(row: TProjectionFileRow): TPlayerPatch {
  return {
    ...(row.projection !== null ? { projection: row.projection } : {}),
    ...(row.minExposure !== null ? { minExposure: row.minExposure } : {}),
    ...(row.maxExposure !== null ? { maxExposure: row.maxExposure } : {}),
    ...(row.ownership !== null ? { ownership: row.ownership } : {}),
    ...(row.confirmed !== null ? { confirmed: row.confirmed } : {}),
    ...(row.battingOrder !== null ? { battingOrder: row.battingOrder } : {}),
  };
}
