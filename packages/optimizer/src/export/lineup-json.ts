import type { Lineup } from '../solver/build-input.types';

/** A lineup as the CLI's `--format json` writes it (and the app's createbuild answers it). */
export type JsonLineup = {
  projection: number;
  salary: number;
  /** Slots in roster order; `id` is the operator id uploaded for the slot (a captain's CPT id). */
  players: { id: string; name: string; slot: string; salary: number; projection: number }[];
};

/** The JSON shape of a built lineup: the one mapping the CLI and the server share. */
export function toJsonLineup(l: Lineup): JsonLineup {
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
