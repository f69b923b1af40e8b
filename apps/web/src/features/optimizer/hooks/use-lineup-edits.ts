import { useState } from 'react';
import type { TLineup, TSwapCandidate } from '@dfs/contracts';

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * A lineup with one slot's player replaced; totals follow. A candidate that breaks a rule of the
 * build (checked against the whole lineup after the swap) leaves the lineup marked with it; one
 * that keeps every rule clears an earlier mark.
 */
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
    ...(c.breaks ? { breaks: c.breaks } : {}),
  };
}

/**
 * The lineups on screen for a slate: the last ones saved for it until a build, swap or removal
 * replaces them (a build keeps the locked ones); every change is kept as the slate's last lineups.
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
    /** Lineups of a "build N more" after those on screen (all of them kept as the last ones). */
    added: (next: TLineup[]) => replace([...lineups, ...next]),
    swap: (lineupIndex: number, slotIndex: number, c: TSwapCandidate) =>
      replace(lineups.map((l, i) => (i === lineupIndex ? swapInto(l, slotIndex, c) : l))),
    /** A build again: the locked lineups first, as they were, then the new ones (all kept as the last ones). */
    rebuilt: (next: TLineup[]) => replace([...lineups.filter((l) => l.locked), ...next]),
    remove: (lineupIndex: number) => replace(lineups.filter((_, i) => i !== lineupIndex)),
    /** Locks or unlocks a lineup: a locked one is kept when the slate is built again. */
    toggleLock: (lineupIndex: number) =>
      replace(
        lineups.map((l, i) => {
          if (i !== lineupIndex) return l;
          const { locked: _locked, ...rest } = l;
          return l.locked ? rest : { ...rest, locked: true };
        }),
      ),
  };
}
