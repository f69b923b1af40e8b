import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { serverRoot } from '../core/paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database and releases the data-directory lock. */
  close: () => Promise<void>;
};

/** The committed drizzle-kit migrations, applied at every start. */
const migrationsDir = () => path.join(serverRoot(), 'drizzle');

export { DataDirLockedError } from './data-dir-lock';

/** Opens the database named by the configuration: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /** A folder for PGlite, or 'memory' for an in-memory database (tests). */
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    // One migrator at a time across instances.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727001)');
      await migrate(db, { migrationsFolder: migrationsDir() });
    } finally {
      await client.query('select pg_advisory_unlock(727001)');
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.dataDir === 'memory';
  const dir = inMemory ? undefined : path.resolve(opts.dataDir, 'pglite');
  const unlock = dir ? lockDataDir(path.resolve(opts.dataDir)) : () => undefined;
  try {
    const client = new PGlite(dir);
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsDir() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** A cheap round trip, used by the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
