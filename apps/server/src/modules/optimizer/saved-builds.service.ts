import type { TLineup, TSavedBuild, TSavedBuildSummary, TSportCode } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import type { TSlatesRepository } from '../slates';
import type { TBuildRow, TOptimizerRepository } from './optimizer.repository';

const NOT_SAVED = 'No saved build with this id.';

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

/** Saved builds (the saved-lineup page) and the lineups last on screen per slate. */
export function createSavedBuildsService(deps: {
  repo: TOptimizerRepository;
  slatesRepo: TSlatesRepository;
}) {
  const { repo, slatesRepo } = deps;

  async function slateOf(slateId: string) {
    const slate = await slatesRepo.get(slateId);
    if (!slate) throw new AppError('NOT_FOUND', 'Data not available, please try again..');
    return slate;
  }

  return {
    async save(user: TAuthUser, input: { slateId: string; name: string; allTeams: TLineup[] }) {
      const slate = await slateOf(input.slateId);
      const row = await repo.insertBuild({
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
    },

    async update(
      user: TAuthUser,
      input: { id: string; name?: string | undefined; allTeams?: TLineup[] | undefined },
    ) {
      const row = await repo.updateSaved(user.id, input.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.allTeams ? { lineups: input.allTeams } : {}),
      });
      if (!row) throw new AppError('NOT_FOUND', NOT_SAVED);
      return summary(row);
    },

    async remove(user: TAuthUser, id: string): Promise<void> {
      if (!(await repo.deleteSaved(user.id, id))) throw new AppError('NOT_FOUND', NOT_SAVED);
    },

    async list(user: TAuthUser, sport?: TSportCode) {
      return (await repo.listSaved(user.id, sport)).map(summary);
    },

    /** One saved build with its lineups; another user's id answers as unknown. */
    async get(user: TAuthUser, id: string): Promise<TSavedBuild> {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.getSaved(user.id, id) : undefined;
      if (!row) throw new AppError('NOT_FOUND', NOT_SAVED);
      return { ...summary(row), allTeams: row.lineups };
    },

    async saveLast(user: TAuthUser, slateId: string, allTeams: TLineup[]): Promise<void> {
      const slate = await slateOf(slateId);
      await repo.saveLast(user.id, slate.id, slate.sport, allTeams);
    },

    async last(user: TAuthUser, filter: { slateId?: string; sport?: TSportCode }) {
      const row = await repo.getLast(user.id, filter);
      return row
        ? {
            slateId: row.slateId,
            sport: row.sport,
            allTeams: row.lineups,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null;
    },
  };
}
export type TSavedBuildsService = ReturnType<typeof createSavedBuildsService>;
