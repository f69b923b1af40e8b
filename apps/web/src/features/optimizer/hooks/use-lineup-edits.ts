import { useState } from 'react';
import type { TLineup, TSwapCandidate } from '@dfs/contracts';

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** A lineup with one slot's player replaced; totals follow. */
export function swapInto(lineup: TLineup, slotIndex: number, c: TSwapCandidate): TLineup {
  const players = lineup.players.map((p, i) =>
    i === slotIndex
      ? { id: c.id, name: c.name, slot: p.slot, salary: c.salary, projection: c.projection }
      : p,
  );
  return {
    players,
    salary: players.reduce((s, p) => s + p.salary, 0),
    projection: round(players.reduce((s, p) => s + p.projection, 0)),
  };
}

/**
 * The lineups on screen for a slate: the last ones saved for it until a build, swap or removal
 * replaces them; every change is kept as the slate's last lineups.
 */
export function useLineupEdits(
  slateId: string,
  last: TLineup[] | undefined,
  persist: (l: TLineup[]) => void,
) {
  const [own, setOwn] = useState<{ slateId: string; lineups: TLineup[] } | null>(null);
  const lineups = own?.slateId === slateId ? own.lineups : (last ?? []);
  const replace = (next: TLineup[], keep = true) => {
    setOwn({ slateId, lineups: next });
    if (keep) persist(next);
  };
  return {
    lineups,
    /** Lineups of a build (the server already kept them as the last ones). */
    built: (next: TLineup[]) => replace(next, false),
    swap: (lineupIndex: number, slotIndex: number, c: TSwapCandidate) =>
      replace(lineups.map((l, i) => (i === lineupIndex ? swapInto(l, slotIndex, c) : l))),
    remove: (lineupIndex: number) => replace(lineups.filter((_, i) => i !== lineupIndex)),
  };
}
