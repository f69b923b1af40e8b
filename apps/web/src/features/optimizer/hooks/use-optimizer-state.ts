import { useCallback, useMemo, useState } from 'react';
import type {
  TBuildSettings,
  TCreateBuildRequest,
  TLineup,
  TOperator,
  TSlateState,
  TSportCode,
} from '@dfs/contracts';
import { settingsOf, settingsSummary, type TBuildForm } from '../components/build-settings';
import type { TPoolRow } from '../components/player-pool-table';
import type { TEntryReview } from '../components/entries-dialog';
import { readMemory, rememberedForm, writeMemory, type TBuiltWith } from './optimizer-memory';

/** What a build asks of the server, or why it cannot be asked. */
export type TBuildAsk =
  | { ok: true; request: TCreateBuildRequest; locked: number; settings: TBuildSettings }
  | { ok: false; reason: string };

/**
 * The position optimizer's page state, apart from what the server holds: the build form (remembered
 * per sport and operator), the settings the lineups on screen were built with, the ticked pool rows
 * and "my pool", the open dialogs, and the last build's refusal and messages. It makes no call, so a
 * test drives it with the server's data as plain values.
 */
export function useOptimizerState(p: {
  sport: TSportCode;
  operator: TOperator;
  slateId: string;
  rows: readonly TPoolRow[];
  state: TSlateState | undefined;
}) {
  const { sport, operator, slateId, rows, state } = p;
  const [form, setFormState] = useState<TBuildForm>(() => rememberedForm(sport, operator));
  const setForm = useCallback(
    (next: TBuildForm) => {
      setFormState(next);
      writeMemory(sport, operator, { form: next });
    },
    [sport, operator],
  );
  // The settings the lineups on screen were built with: swaps are checked against them.
  const [builtWith, setBuiltWithState] = useState(() => readMemory(sport, operator).builtWith ?? null);
  // Why the last build on this slate made no lineups (the lineups on screen are from before it).
  const [failed, setFailed] = useState<{ slateId: string; reason: string } | null>(null);
  const [planLimit, setPlanLimit] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [swap, setSwap] = useState<{ lineup: number; slot: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [review, setReview] = useState<TEntryReview | null>(null);
  // Ticked pool rows (bulk actions, "my pool"), per slate: another slate starts with none.
  const [ticked, setTicked] = useState<{ slateId: string; ids: Set<string> }>({
    slateId: '',
    ids: new Set(),
  });
  const selected = useMemo(
    () => (ticked.slateId === slateId ? ticked.ids : new Set<string>()),
    [ticked, slateId],
  );
  const onSelect = useCallback((ids: Set<string>) => setTicked({ slateId, ids }), [slateId]);
  const [poolOnly, setPoolOnly] = useState(false);
  // "My pool": every player not ticked (nor locked) is excluded, beside the user's own excludes.
  const myPool = useMemo(() => {
    if (!poolOnly || selected.size === 0) return null;
    const own = state?.marks.filter((m) => m.type === 'exclude').map((m) => m.playerId) ?? [];
    const others = rows.filter((r) => !selected.has(r.id) && r.type !== 'lock').map((r) => r.id);
    return [...new Set([...own, ...others])];
  }, [poolOnly, selected, rows, state]);

  /** The settings a swap is checked against: the build's on screen, else the form's. */
  const swapSettings = builtWith?.slateId === slateId ? builtWith.settings : settingsOf(form, sport, 0);

  /**
   * The request of a build over the lineups on screen. `more` keeps them all and asks for new ones
   * unique against them; a build again keeps the locked ones and asks for the rest of the count.
   */
  const buildAsk = (lineups: readonly TLineup[], more: boolean, seed: number): TBuildAsk => {
    const locked = more ? [] : lineups.filter((l) => l.locked);
    const wanted = form.lineups - locked.length;
    if (wanted < 1)
      return {
        ok: false,
        reason: `${locked.length} lineups are locked: ask for more than ${locked.length} lineups, or unlock some.`,
      };
    const settings = settingsOf(form, sport, seed);
    const avoid = (more ? lineups : locked).map((l) =>
      l.players.map((pl) => ({ playerId: pl.id, slot: pl.slot })),
    );
    return {
      ok: true,
      locked: locked.length,
      settings,
      request: {
        slateId,
        lineups: wanted,
        settings: {
          ...settings,
          ...(avoid.length ? { avoidLineups: avoid } : {}),
          ...(myPool ? { excludes: myPool } : {}),
        },
      },
    };
  };

  /**
   * A build ended with `count` lineups on screen: its rules (without the random draw) are what
   * later swaps are checked against, and its time and settings name the lineups after a build
   * that makes none.
   */
  const builtFrom = (settings: TBuildSettings, count: number) => {
    const { seed: _seed, randomness: _randomness, ...rules } = settings;
    const next: TBuiltWith = { slateId, settings: rules, at: new Date().toISOString(), count };
    setBuiltWithState(next);
    setFailed(null);
    writeMemory(sport, operator, { builtWith: next });
  };

  /**
   * While the lineups on screen are older than a build that made none: what says so ("These are
   * the lineups of your last successful build (...); the build just now made none: reason").
   */
  const earlierBuild =
    failed?.slateId === slateId
      ? earlierBuildNotice(builtWith?.slateId === slateId ? builtWith : null, failed.reason, sport)
      : null;

  return {
    form,
    setForm,
    swapSettings,
    builtFrom,
    earlierBuild,
    /** A build refused or ended with no lineup: the lineups on screen stay, marked as earlier. */
    buildFailed: (reason: string) => setFailed({ slateId, reason }),
    /** A build starts: no notice of the one before. */
    buildStarted: () => setFailed(null),
    buildAsk,
    planLimit,
    setPlanLimit,
    messages,
    setMessages,
    swap,
    setSwap,
    saving,
    setSaving,
    review,
    setReview,
    selected,
    onSelect,
    poolOnly,
    setPoolOnly,
    myPool,
    /** Unticks every row and leaves "my pool". */
    clearSelection: () => {
      onSelect(new Set());
      setPoolOnly(false);
    },
  };
}

export type TOptimizerState = ReturnType<typeof useOptimizerState>;

const ET_TIME = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
});

/** The notice over lineups kept from an earlier build after one that made none. */
export function earlierBuildNotice(built: TBuiltWith | null, reason: string, sport: TSportCode): string {
  const details = built
    ? [
        ...(built.at ? [`${ET_TIME.format(new Date(built.at))} ET`] : []),
        ...(built.count !== undefined ? [`${built.count} lineups`] : []),
        settingsSummary(built.settings, sport),
      ].join(', ')
    : 'settings not known on this device';
  return `These are the lineups of your last successful build (${details}); the build just now made none: ${reason}`;
}
