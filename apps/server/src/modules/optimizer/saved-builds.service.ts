import type { TLineup, TSavedBuild, TSavedBuildSummary, TSportCode } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { getRuleSet } from '@dfs/optimizer';
import { SLATE_NOT_FOUND, type TSlatesRepository, type TSlatesService } from '../slates';
import { SITE } from './build-input';
import { assertLineupsFit } from './lineup-rules';
import type { TBuildRow, TOptimizerRepository } from './optimizer.repository';

const NOT_SAVED = 'No saved build with this id.';

type TSlateRow = NonNullable<Awaited<ReturnType<TSlatesRepository['get']>>>;

function summary(row: Omit<TBuildRow, 'lineups' | 'settings' | 'kind' | 'userId'>): TSavedBuildSummary {
  return {
    id: row.id,
    name: row.name,
    sport: row.sport,
    slateId: row.slateId,
    slateName: row.slateName,
    operator: row.operator,
    gameType: row.gameType,
    lineupCount: row.lineupCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type TSavedBuildsDeps = {
  repo: TOptimizerRepository;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
};

/** Saved builds (the saved-lineup page) and the lineups last on screen per slate. */
export class SavedBuildsService {
  constructor(private readonly deps: TSavedBuildsDeps) {}

  /** Saves lineups under a name on their slate; lineups that break the slate's rule set are refused. */
  async save(user: TAuthUser, input: { slateId: string; name: string; allTeams: TLineup[] }) {
    const slate = await this.slateOf(user, input.slateId);
    await this.checkLineups(slate, input.allTeams);
    const row = await this.deps.repo.insertBuild({
      userId: user.id,
      kind: 'saved',
      sport: slate.sport,
      operator: slate.operator,
      gameType: slate.gameType,
      slateId: slate.id,
      slateName: slate.name,
      name: input.name,
      lineups: input.allTeams,
      lineupCount: input.allTeams.length,
    });
    return summary(row);
  }

  /** Renames a saved build or replaces its lineups (checked against the slate's rule set). */
  async update(
    user: TAuthUser,
    input: { id: string; name?: string | undefined; allTeams?: TLineup[] | undefined },
  ) {
    const { repo } = this.deps;
    if (input.allTeams) {
      const saved = await repo.getSaved(user.id, input.id);
      if (!saved) throw new AppError('NOT_FOUND', NOT_SAVED);
      await this.checkLineups(await this.slateOf(user, saved.slateId), input.allTeams);
    }
    const row = await repo.updateSaved(user.id, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.allTeams ? { lineups: input.allTeams } : {}),
    });
    if (!row) throw new AppError('NOT_FOUND', NOT_SAVED);
    return summary(row);
  }

  /** Deletes one of the user's saved builds. */
  async remove(user: TAuthUser, id: string): Promise<void> {
    if (!(await this.deps.repo.deleteSaved(user.id, id))) throw new AppError('NOT_FOUND', NOT_SAVED);
  }

  /** The user's saved builds (of one sport when given), without their lineups. */
  async list(user: TAuthUser, sport?: TSportCode) {
    return (await this.deps.repo.listSaved(user.id, sport)).map(summary);
  }

  /** One saved build with its lineups; another user's id answers as unknown. */
  async get(user: TAuthUser, id: string): Promise<TSavedBuild> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.deps.repo.getSaved(user.id, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', NOT_SAVED);
    return { ...summary(row), allTeams: row.lineups };
  }

  /** Keeps the lineups on screen as the user's last lineups of the slate. */
  async saveLast(user: TAuthUser, slateId: string, allTeams: TLineup[]): Promise<void> {
    const slate = await this.slateOf(user, slateId);
    await this.deps.repo.saveLast(user.id, slate.id, slate.sport, allTeams);
  }

  /** The user's last lineups on a slate (or the newest of a sport), null when there are none. */
  async last(user: TAuthUser, filter: { slateId?: string; sport?: TSportCode }) {
    if (filter.slateId !== undefined) await this.deps.slates.requireSlate(user.id, filter.slateId);
    const row = await this.deps.repo.getLast(user.id, filter);
    return row
      ? {
          slateId: row.slateId,
          sport: row.sport,
          allTeams: row.lineups,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null;
  }

  /** A slate the user may see (the slates' access guard), as stored. */
  private async slateOf(user: TAuthUser, slateId: string): Promise<TSlateRow> {
    await this.deps.slates.requireSlate(user.id, slateId);
    const slate = await this.deps.slatesRepo.get(slateId);
    if (!slate) throw new AppError('NOT_FOUND', SLATE_NOT_FOUND);
    return slate;
  }

  /** Saved lineups keep the slate's rule set (an empty lineup was once accepted). */
  private async checkLineups(slate: TSlateRow, lineups: TLineup[]) {
    const rules = getRuleSet(SITE[slate.operator], slate.sport, slate.gameType);
    assertLineupsFit(rules, await this.deps.slatesRepo.players(slate.id), lineups);
  }
}
export type TSavedBuildsService = SavedBuildsService;
