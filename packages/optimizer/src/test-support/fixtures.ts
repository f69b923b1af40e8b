import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSalaries } from '../import/salary-import';
import type { OptimizerPlayer } from '../model/player.types';
import { getRuleSet } from '../rules/rule-set';
import type { RuleSet } from '../rules/rule-set.types';

/** The real operator files shared beside the repository (never copied into it). */
export const FIXTURE_DIR = path.resolve(
  import.meta.dirname,
  '../../../..',
  '../shared/fixtures/operator-csv',
);

/** True when the shared fixtures folder exists; prints why tests are skipped otherwise. */
export const hasFixtures = existsSync(FIXTURE_DIR);
if (!hasFixtures)
  console.warn(`Skipping real-file tests: ${FIXTURE_DIR} is absent (it holds the operators' CSV files).`);

/** Reads one fixture file. */
export function readFixture(name: string): string {
  return readFileSync(path.join(FIXTURE_DIR, name), 'utf8');
}

/** A real operator file as a build sees it: its rule set and the players with a projection. */
export function realSlate(file: string): { rules: RuleSet; players: OptimizerPlayer[] } {
  const { slate } = importSalaries(readFixture(file), file);
  if (!slate) throw new Error(`${file} did not import`);
  return {
    rules: getRuleSet(slate.site, slate.sport, slate.gameType),
    players: slate.players.filter((p) => p.projection > 0),
  };
}
