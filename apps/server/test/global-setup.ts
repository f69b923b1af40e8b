import { openDatabase } from '../src/db/client';

/** Migrates the shared PostgreSQL test database once per run (PGlite tests migrate their own). */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  await database.close();
}
