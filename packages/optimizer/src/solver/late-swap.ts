import { writeEntryRows } from '../export/entries-export';
import type { ImportIssue } from '../import/import-issue.types';
import { importLineups } from '../import/lineup-import';
import type { Player } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings, Lineup } from './build-input.types';
import { optimize } from './optimize';
import { createSolverMemory, type SolverMemory } from './solver-memory';

/** What happened to one entry. */
export type SwappedEntry = {
  line: number;
  entryId: string;
  /** Ids kept because their game had started. */
  keptIds: string[];
  /** The entry's players as uploaded, by roster slot (null where the cell was empty). */
  before: (string | null)[];
  lineup: Lineup | null;
  changed: boolean;
  message: string | null;
};

/** Input of a late swap: the entries file, the slate (with projections) and the time "now". */
export type LateSwapInput = {
  text: string;
  fileName: string;
  rules: RuleSet;
  players: readonly Player[];
  /** The moment to swap at (ISO string or epoch ms); a parameter so the result is reproducible. */
  now: string | number;
  settings?: BuildSettings;
};

/** True when the player's game has started at `now`. */
export function hasStarted(player: Player, now: number): boolean {
  return player.gameStarted || (player.startTime !== null && Date.parse(player.startTime) <= now);
}

/**
 * The settings of one entry's build: its started players locked in their slots, the other
 * started players excluded, no exposures, and the entries rebuilt before it to differ from.
 */
function entrySettings(
  base: BuildSettings,
  kept: readonly { playerId: string; slot: string }[],
  started: readonly string[],
  done: readonly { playerId: string; slot: string }[][],
): BuildSettings {
  return {
    ...base,
    locks: kept.map((m) => ({ id: m.playerId, slot: m.slot })),
    excludes: [
      ...new Set([...(base.excludes ?? []), ...started.filter((id) => !kept.some((k) => k.playerId === id))]),
    ],
    exposures: [],
    maxExposure: undefined,
    avoidLineups: [...(base.avoidLineups ?? []), ...done],
  };
}

/**
 * Late swap: reads an entries file, keeps each entry's players whose games have started (in
 * their slots), re-optimises the other slots with players whose games have not started, and
 * writes the file back with the same rows and columns. Entries are processed in file order and
 * each new lineup differs from the ones before it (`minUnique`, default 1).
 */
export function lateSwap(
  input: LateSwapInput,
  /** The thread's solver memory (see optimize); without it, fresh memory shared by the entries. */
  options: { memory?: SolverMemory } = {},
): {
  text: string;
  entries: SwappedEntry[];
  issues: ImportIssue[];
} {
  // One build per entry: they take turns with the same buffers.
  const memory = options.memory ?? createSolverMemory();
  const now = typeof input.now === 'number' ? input.now : Date.parse(input.now);
  const parsed = importLineups(input.text, input.fileName, input.rules, input.players);
  const issues = [...parsed.issues];
  const layout = parsed.layout;
  if (!layout) return { text: input.text, entries: [], issues };
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const started = input.players.filter((p) => hasStarted(p, now)).map((p) => p.id);
  const done: { playerId: string; slot: string }[][] = [];
  const entries: SwappedEntry[] = [];
  const replaced = new Map<number, Lineup>();
  for (const entry of parsed.lineups) {
    const members = entry.slots.filter((s): s is NonNullable<typeof s> => s !== null);
    const kept = members.filter((m) => {
      const p = byId.get(m.playerId);
      return p !== undefined && hasStarted(p, now);
    });
    const result = optimize(
      {
        rules: input.rules,
        players: input.players,
        lineups: 1,
        settings: entrySettings(input.settings ?? {}, kept, started, done),
      },
      { memory },
    );
    const lineup = result.lineups[0] ?? null;
    const before = entry.slots.map((s) => s?.playerId ?? '').join();
    const after = lineup ? lineup.slots.map((s) => s.playerId).join() : before;
    if (lineup) {
      done.push(lineup.slots.map((s) => ({ playerId: s.playerId, slot: s.slot })));
      replaced.set(entry.line, lineup);
    }
    const bySlot: (string | null)[] = input.rules.slots.map(() => null);
    for (const m of members) bySlot[m.slotIndex] = m.playerId;
    entries.push({
      line: entry.line,
      entryId: entry.entry?.id ?? '',
      keptIds: kept.map((k) => k.playerId),
      before: bySlot,
      lineup,
      changed: lineup !== null && before !== after,
      message: lineup ? null : `Entry kept unchanged: ${result.messages.join(' ')}`,
    });
  }
  return { text: writeEntryRows(input.text, layout, replaced), entries, issues };
}
