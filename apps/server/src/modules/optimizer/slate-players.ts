import { AppError } from '../../core/app-error';
import type { TSlatesRepository } from '../slates';
import type { TSlatesService } from '../slates';

const NOT_FOUND = 'Data not available, please try again..';

/**
 * A slate and its players for the optimizer's calls that name only a slate id (the user/ calls):
 * the sport comes from the slate, the players from the slates service's cache.
 */
export function createSlateLookup(slates: TSlatesService, slatesRepo: TSlatesRepository) {
  return async function slatePlayers(slateId: string) {
    const version = await slatesRepo.version(slateId);
    if (!version) throw new AppError('NOT_FOUND', NOT_FOUND);
    const { data } = await slates.getPlayers(version.sport, slateId);
    return data;
  };
}
export type TSlateLookup = ReturnType<typeof createSlateLookup>;

/** The player of a slate answer with this operator id (or captain id), else 404 naming it. */
export function playerOn<P extends { id: string; captainId: string | null }>(
  players: readonly P[],
  id: string,
): P {
  const found = players.find((p) => p.id === id || p.captainId === id);
  if (!found) throw new AppError('NOT_FOUND', `Player ${id} is not on this slate.`);
  return found;
}
