import { z } from 'zod';
import { settingsProblems, ZBuildSettings } from '@dfs/contracts';
import type { BuildSettings } from './solver/build-input.types';

// The CLI's rules.json is read by the one strict schema of the build settings the server reads
// (`ZBuildSettings` in @dfs/contracts): an unknown key, a wrong type, a null or a value out of range
// is refused with its path before anything is solved, as the API refuses it with a 400.

/** rules.json: the app's build settings, plus the work budget only the command line may set. */
export const ZRulesFile = ZBuildSettings.extend({
  workBudget: z.number().int().min(1, 'workBudget is at least 1').optional(),
});

/** A rules file read: its settings, or every problem as `path: what is wrong`. */
export type RulesFileReading = { settings: BuildSettings } | { problems: string[] };

/** Reads the text of a rules.json: not JSON, or settings the schema refuses, give problems. */
export function readRulesFile(text: string): RulesFileReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { problems: [`not valid JSON (${(e as Error).message})`] };
  }
  const parsed = ZRulesFile.safeParse(value);
  if (!parsed.success) return { problems: settingsProblems(parsed.error, ZRulesFile, value) };
  return { settings: parsed.data };
}
