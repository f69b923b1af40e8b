import { AppError } from '../../core/app-error';
import type { TSlatesService } from '../slates';

/**
 * A slate and its players for the optimizer's calls that name only a slate id (the user/ calls),
 * behind the slates' one access guard: another user's own slate answers as an unknown one. The
 * sport comes from the slate, the players from the slates service's cache.
 */
export function createSlateLookup(slates: TSlatesService) {
  return async function slatePlayers(userId: string, slateId: string) {
    const { sport } = await slates.requireSlate(userId, slateId);
    // The guard passed: the shared answer (without the caller's marks) is read.
    const { data } = await slates.getPlayers(sport, slateId, null);
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
