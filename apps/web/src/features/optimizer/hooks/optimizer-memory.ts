import type { TBuildSettings, TGameType, TOperator, TSportCode } from '@dfs/contracts';
import { DEFAULT_FORM, type TBuildForm } from '../components/build-settings';

/**
 * What the optimizer remembers on this device per sport and operator (display state only: the
 * lineups themselves are the server's last lineups): the chosen game type and slate, the build
 * settings, and the settings the lineups on screen were built with (swaps are checked against them).
 */
export type TOptimizerMemory = {
  gameType?: TGameType;
  slateId?: string;
  form?: TBuildForm;
  builtWith?: TBuiltWith;
};

/**
 * The settings of the lineups on screen, and when (ISO time) and how many were built; `at` and
 * `count` are absent in what an older version remembered.
 */
export type TBuiltWith = { slateId: string; settings: TBuildSettings; at?: string; count?: number };

const keyOf = (sport: TSportCode, operator: TOperator) => `optimizer:${sport}:${operator}`;

/** The memory of a sport and operator; anything unreadable is forgotten. */
export function readMemory(sport: TSportCode, operator: TOperator): TOptimizerMemory {
  try {
    const raw = localStorage.getItem(keyOf(sport, operator));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** Merges a change into the memory of a sport and operator. */
export function writeMemory(sport: TSportCode, operator: TOperator, patch: Partial<TOptimizerMemory>): void {
  try {
    localStorage.setItem(
      keyOf(sport, operator),
      JSON.stringify({ ...readMemory(sport, operator), ...patch }),
    );
  } catch {
    // Storage refused (quota, private mode): the screen works, it only forgets.
  }
}

/** The remembered build form, each field checked (a field of an older shape falls back). */
export function rememberedForm(sport: TSportCode, operator: TOperator): TBuildForm {
  const form = readMemory(sport, operator).form;
  if (!form) return DEFAULT_FORM;
  const out = { ...DEFAULT_FORM };
  for (const k of Object.keys(DEFAULT_FORM) as (keyof TBuildForm)[])
    if (typeof form[k] === typeof DEFAULT_FORM[k]) (out as Record<string, unknown>)[k] = form[k];
  return out;
}
