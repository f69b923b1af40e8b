import type { TSlatePlayer, TSlateState } from '@dfs/contracts';

/** What the lineup rules read of a player beyond salary and points (the optimizer player's fields). */
export type TPlayerFacts = {
  /** Projected ownership, fraction 0..1. */
  ownership?: number | null;
  confirmed?: boolean | null;
  /** 1..9. */
  battingOrder?: number | null;
};

/** A starting lineup as the insights feeds store it (one team of one game). */
export type TStartingLineup = {
  status: 'confirmed' | 'expected';
  /** League player ids; MLB's probable pitcher has order 0. */
  players: { playerId: string | null; order: number }[];
};

/**
 * The slate's starting lineups as player facts. A player in a confirmed lineup is confirmed and
 * one of that team left out of it is not; an expected lineup confirms nobody but gives its
 * batting order (MLB hitters 1..9), which is what the spacing rule reads before lineups lock.
 */
export function lineupFacts(
  players: readonly TSlatePlayer[],
  lineups: readonly TStartingLineup[],
): Map<string, TPlayerFacts> {
  const byLeagueId = new Map(players.filter((p) => p.playerId).map((p) => [p.playerId!, p]));
  const facts = new Map<string, TPlayerFacts>();
  const confirmedTeams = new Set<string>();
  for (const lineup of lineups) {
    for (const entry of lineup.players) {
      const player = entry.playerId ? byLeagueId.get(entry.playerId) : undefined;
      if (!player) continue;
      const battingOrder = entry.order >= 1 && entry.order <= 9 ? entry.order : null;
      facts.set(player.id, {
        ...(lineup.status === 'confirmed' ? { confirmed: true } : {}),
        ...(battingOrder !== null ? { battingOrder } : {}),
      });
      if (lineup.status === 'confirmed') confirmedTeams.add(player.team);
    }
  }
  for (const p of players)
    if (confirmedTeams.has(p.team) && !facts.has(p.id)) facts.set(p.id, { confirmed: false });
  return facts;
}

/** The facts of the user's projection file (stored on the slate state). */
export function uploadedFacts(stored: TSlateState): Map<string, TPlayerFacts> {
  return new Map(
    stored.facts.map((f) => [
      f.playerId,
      {
        ...(f.ownership !== null ? { ownership: f.ownership } : {}),
        ...(f.confirmed !== null ? { confirmed: f.confirmed } : {}),
        ...(f.battingOrder !== null ? { battingOrder: f.battingOrder } : {}),
      },
    ]),
  );
}

/** The slate's facts with the user's own laid over them (the user's file wins where it says something). */
export function combineFacts(
  slate: ReadonlyMap<string, TPlayerFacts>,
  own: ReadonlyMap<string, TPlayerFacts>,
): Map<string, TPlayerFacts> {
  const out = new Map(slate);
  for (const [id, f] of own) out.set(id, { ...out.get(id), ...f });
  return out;
}
