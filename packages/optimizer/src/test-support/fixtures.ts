import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
