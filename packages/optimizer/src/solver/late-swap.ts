import { writeEntryRows } from '../export/entries-export';
import type { ImportIssue } from '../import/import-issue.types';
import { importLineups, type ImportedLineup } from '../import/lineup-import';
import type { Player } from '../model/player.types';
import { roundPoints, type Points } from '../model/units';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings, Lineup } from './build-input.types';
import { optimize } from './optimize';
import { createSolverMemory, type SolverMemory } from './solver-memory';

/** A player in one roster slot of an entry (`slot` is the slot's 0-based roster index). */
export type EntryMember = { slot: number; playerId: string };

/** What happened to one entry. */
export type SwappedEntry = {
  line: number;
  entryId: string;
  /** Ids kept because their game had started, each in the slot he held. */
  keptIds: string[];
  /** The kept players with their roster slots. */
  kept: EntryMember[];
  /** The entry's players as uploaded, by roster slot (null where the cell was empty). */
  before: (string | null)[];
  /** The new lineup (every slot, kept players in their slots), null when no lineup was found. */
  lineup: Lineup | null;
  /** True when the entry's players changed (a player in or out, or a captain changed); a mere slot move is no change and leaves the row as uploaded. */
  changed: boolean;
  /** Players taken out of the entry, at the slots they held (empty when unchanged). */
  out: EntryMember[];
  /** Players put into the entry, at their new slots (empty when unchanged). */
  in: EntryMember[];
  /** The entry's projection as uploaded (slot multipliers applied); null when a slot was empty. */
  projectionBefore: Points | null;
  /** The projection of the entry as written back (before's when unchanged). */
  projectionAfter: Points | null;
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
 * The settings of one entry's build: its started players locked in the very slots they hold,
 * the other started players excluded, no exposures, and the entries rebuilt before it to differ
 * from.
 */
function entrySettings(
  base: BuildSettings,
  kept: readonly EntryMember[],
  started: readonly string[],
  done: readonly { playerId: string; slot: string }[][],
): BuildSettings {
  const keptIds = new Set(kept.map((k) => k.playerId));
  return {
    ...base,
    locks: kept.map((m) => ({ id: m.playerId, slotIndex: m.slot })),
    excludes: [...new Set([...(base.excludes ?? []), ...started])].filter((id) => !keptIds.has(id)),
    exposures: [],
    maxExposure: undefined,
    avoidLineups: [...(base.avoidLineups ?? []), ...done],
  };
}

/** What every entry's swap reads: the input, the players by id, "now" and the entries done so far. */
type SwapContext = {
  input: LateSwapInput;
  byId: ReadonlyMap<string, Player>;
  now: number;
  started: readonly string[];
  done: { playerId: string; slot: string }[][];
  memory: SolverMemory;
};

/**
 * Late swap: reads an entries file, keeps each entry's players whose games have started in the
 * slots they hold, re-optimises the other slots with players whose games have not started, and
 * writes the file back with the same rows and columns (an entry whose players stay the same keeps
 * its row as uploaded). Entries are processed in file order and each new lineup differs from the
 * ones before it (`minUnique`, default 1).
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
  const parsed = importLineups(input.text, input.fileName, input.rules, input.players);
  const issues = [...parsed.issues];
  const layout = parsed.layout;
  if (!layout) return { text: input.text, entries: [], issues };
  const now = typeof input.now === 'number' ? input.now : Date.parse(input.now);
  const ctx: SwapContext = {
    input,
    byId: new Map(input.players.map((p) => [p.id, p])),
    now,
    started: input.players.filter((p) => hasStarted(p, now)).map((p) => p.id),
    done: [],
    // One build per entry: they take turns with the same buffers.
    memory: options.memory ?? createSolverMemory(),
  };
  const entries = parsed.lineups.map((entry) => swapEntry(ctx, entry));
  const replaced = new Map<number, Lineup>();
  for (const e of entries) if (e.changed && e.lineup) replaced.set(e.line, e.lineup);
  return { text: writeEntryRows(input.text, layout, replaced), entries, issues };
}

/** One entry: its started players kept in their slots, the open slots re-optimised. */
function swapEntry(ctx: SwapContext, entry: ImportedLineup): SwappedEntry {
  const { input, byId } = ctx;
  const before: (string | null)[] = input.rules.slots.map(() => null);
  for (const m of entry.slots) if (m) before[m.slotIndex] = m.playerId;
  const kept = before.flatMap((id, slot) => {
    const p = id === null ? undefined : byId.get(id);
    return p && hasStarted(p, ctx.now) ? [{ slot, playerId: p.id }] : [];
  });
  const result = optimize(
    {
      rules: input.rules,
      players: input.players,
      lineups: 1,
      settings: entrySettings(input.settings ?? {}, kept, ctx.started, ctx.done),
    },
    { memory: ctx.memory },
  );
  const lineup = result.lineups[0] ?? null;
  if (lineup) ctx.done.push(lineup.slots.map((s) => ({ playerId: s.playerId, slot: s.slot })));
  const projectionBefore = entryProjection(input.rules, byId, before);
  const base = {
    line: entry.line,
    entryId: entry.entry?.id ?? '',
    keptIds: kept.map((k) => k.playerId),
    kept,
    before,
    lineup,
    projectionBefore,
  };
  if (!lineup)
    return {
      ...base,
      changed: false,
      out: [],
      in: [],
      projectionAfter: projectionBefore,
      message: `Entry kept unchanged: ${result.messages.join(' ')}`,
    };
  const after = lineup.slots.map((s) => s.playerId);
  const out = membersMissing(input.rules, before, after);
  const added = membersMissing(input.rules, after, before);
  const changed = out.length > 0 || added.length > 0;
  return {
    ...base,
    changed,
    out,
    in: added,
    projectionAfter: changed ? lineup.projection : projectionBefore,
    message: null,
  };
}

/**
 * The members of `from` (ids by roster slot) whose player is not in `other` at a slot of the
 * same kind: a player moved between two ordinary slots is no change, a captain made a UTIL is.
 */
function membersMissing(
  rules: RuleSet,
  from: readonly (string | null)[],
  other: readonly (string | null)[],
): EntryMember[] {
  const kindOf = (slot: number) => rules.slots[slot]?.kind ?? 'BASE';
  const keys = new Set(other.flatMap((id, slot) => (id === null ? [] : [`${id}:${kindOf(slot)}`])));
  return from.flatMap((id, slot) =>
    id === null || keys.has(`${id}:${kindOf(slot)}`) ? [] : [{ slot, playerId: id }],
  );
}

/** An entry's projection with its slots' multipliers; null when a slot is empty or unknown. */
function entryProjection(
  rules: RuleSet,
  byId: ReadonlyMap<string, Player>,
  ids: readonly (string | null)[],
): Points | null {
  let total = 0;
  for (const [slot, id] of ids.entries()) {
    const p = id === null ? undefined : byId.get(id);
    if (!p) return null;
    const kind = rules.slots[slot]?.kind ?? 'BASE';
    total += roundPoints(p.projection * (rules.kinds[kind]?.pointsMultiplier ?? 1));
  }
  return roundPoints(total);
}
