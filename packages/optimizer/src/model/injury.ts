import type { BuildSettings } from '../solver/build-input.types';

/** What an injury status means for a build (DECISIONS: out players are left out). */
export type InjuryLevel = 'out' | 'doubtful' | 'questionable';

// Operator and injury-report statuses (DraftKings O/Q/D/IR/GTD/OUT, FanDuel O/GTD/IL/NA/DTD, MLB
// IL10/IL60, NFL PUP/NFI/SUSP): every one that means "will not play" is out.
const OUT_STATUS = /^(O|OUT|IR|NA|SUS|SUSP|PUP|NFI|IL\d*|DL\d*|INJ)$/;
const DOUBTFUL_STATUS = /^(D|DOUBTFUL)$/;
const QUESTIONABLE_STATUS = /^(Q|GTD|DTD|QUESTIONABLE|GAME[- ]TIME DECISION|DAY[- ]TO[- ]DAY)$/;

/** The level of an operator or injury-report status; null when the status says nothing. */
export function injuryLevel(status: string | null | undefined): InjuryLevel | null {
  const s = (status ?? '').trim().toUpperCase();
  if (!s) return null;
  if (OUT_STATUS.test(s)) return 'out';
  if (DOUBTFUL_STATUS.test(s)) return 'doubtful';
  if (QUESTIONABLE_STATUS.test(s)) return 'questionable';
  return null;
}

/**
 * The settings with every player marked out excluded (DECISIONS), unless the user locked him by
 * any of his ids (a captain row's too) or gave him a projection of his own (`keep`). The app's
 * builds and the CLI's apply the same rule, so their lineups still compare line by line.
 */
export function excludingOut(
  settings: BuildSettings,
  out: readonly { id: string; ids: readonly string[] }[],
  keep: ReadonlySet<string>,
): BuildSettings {
  const locked = new Set((settings.locks ?? []).map((l) => l.id));
  const left = out.filter((p) => !keep.has(p.id) && !p.ids.some((id) => locked.has(id))).map((p) => p.id);
  if (left.length === 0) return settings;
  return { ...settings, excludes: [...new Set([...(settings.excludes ?? []), ...left])] };
}
