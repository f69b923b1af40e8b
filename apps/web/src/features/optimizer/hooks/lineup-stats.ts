import type { TLineup, TSlatePlayer } from '@dfs/contracts';

// What the lineup table and the exposure report read of built lineups.

/** Players by the id uploaded for them (their own or their captain row's). */
export function playersByEntry(players: readonly TSlatePlayer[]): Map<string, TSlatePlayer> {
  return new Map(
    players.flatMap((p) => [[p.id, p] as const, ...(p.captainId ? [[p.captainId, p] as const] : [])]),
  );
}

/** What a lineup without two players of one team shows as its stack. */
export const NO_STACK = 'no stack';

/**
 * A lineup's main stack: the team with most players, and the opponent's players beside it; a
 * lineup with no two players of one team has none ("CHI 1" is no stack).
 */
export function stackOf(lineup: TLineup, byEntry: ReadonlyMap<string, TSlatePlayer>): string {
  const teams = new Map<string, number>();
  for (const s of lineup.players) {
    const team = byEntry.get(s.id)?.team ?? '?';
    teams.set(team, (teams.get(team) ?? 0) + 1);
  }
  const [team, count] = [...teams].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['?', 0];
  if (count < 2) return NO_STACK;
  const opponent = lineup.players.map((s) => byEntry.get(s.id)).find((p) => p?.team === team)?.opponent;
  const back = opponent ? (teams.get(opponent) ?? 0) : 0;
  return back ? `${team} ${count} + ${opponent} ${back}` : `${team} ${count}`;
}
