import type { TSlatePlayer, TSlateRules } from '@dfs/contracts';
import { AppError } from '../../core/app-error';

/** The game key of a player (`AWAY@HOME`, as the slate writes it). */
const gameOf = (p: TSlatePlayer) => p.game;

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION', `${field}: ${message}`, { fields: [`rules.${field}`] });
}

/**
 * Refuses lineup rules naming a player, team or game the slate does not have (a rule about
 * someone absent would silently ask nothing), naming the rule's field.
 */
export function requireRulesOnSlate(players: readonly TSlatePlayer[], rules: TSlateRules): void {
  const ids = new Set(players.flatMap((p) => (p.captainId ? [p.id, p.captainId] : [p.id])));
  const teams = new Set(players.map((p) => p.team));
  const games = new Set(players.map(gameOf).filter((g): g is string => !!g));
  for (const [i, group] of (rules.groups ?? []).entries()) {
    for (const [field, list] of [
      [`groups.${i}.players`, group.players],
      [`groups.${i}.when.players`, group.when?.players ?? []],
    ] as const) {
      const unknown = list.find((id) => !ids.has(id));
      if (unknown) refuse(field, `player ${unknown} is not on this slate.`);
    }
  }
  for (const team of Object.keys(rules.teamExposures?.byTeam ?? {}))
    if (!teams.has(team)) refuse('teamExposures.byTeam', `team ${team} is not on this slate.`);
  for (const [i, stack] of (rules.gameStacks ?? []).entries()) {
    const unknown = stack.games?.find((g) => !games.has(g));
    if (unknown)
      refuse(
        `gameStacks.${i}.games`,
        `game ${unknown} is not on this slate (its games: ${[...games].sort().join(', ')}).`,
      );
  }
}
