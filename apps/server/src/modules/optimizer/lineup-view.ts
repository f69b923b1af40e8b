import type { Lineup } from '@dfs/optimizer';
import type { TLineup } from '@dfs/contracts';

/** A lineup in the CLI's JSON shape (`--format json`): the id uploaded for each slot. */
export function toCliLineup(l: Lineup): TLineup {
  return {
    projection: l.projection,
    salary: l.salary,
    players: l.slots.map((s) => ({
      id: s.entryId,
      name: s.name,
      slot: s.slot,
      salary: s.salary,
      projection: s.projection,
    })),
  };
}
