import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client';

// Stored lineups (150 kB of JSON for a 150-lineup build, written twice when it finishes) use lz4
// wherever the PostgreSQL server offers it: pglz cost the database about eight times its CPU per
// build (drizzle/0011_lineups_lz4.sql). A server without lz4 (PGlite) keeps its default.

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl)
  console.log('lineups-compression.test: TEST_DATABASE_URL not set; the PostgreSQL case is skipped');

/** The compression of each lineups column ('l' lz4, '' the server's default) and whether lz4 exists. */
async function lineupsCompression(db: Db) {
  const offered = await db.execute(
    sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
  );
  const columns = await db.execute(sql`
    select c.relname as table, a.attcompression::text as method
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relname in ('builds', 'last_lineups') and a.attname = 'lineups'
    order by c.relname`);
  return {
    lz4: ((offered as { rows: { lz4: boolean }[] }).rows[0]?.lz4 ?? false) === true,
    columns: (columns as { rows: { table: string; method: string }[] }).rows,
  };
}

describe('stored lineups compression', () => {
  it.runIf(pgUrl)('is lz4 for builds and last lineups on a PostgreSQL server that has it', async () => {
    const database = await openDatabase({ databaseUrl: pgUrl, dataDir: os.tmpdir() });
    try {
      const { lz4, columns } = await lineupsCompression(database.db);
      const expected = lz4 ? 'l' : '';
      expect(columns).toEqual([
        { table: 'builds', method: expected },
        { table: 'last_lineups', method: expected },
      ]);
    } finally {
      await database.close();
    }
  });

  it(
    'keeps the default where lz4 is missing, and lz4 where PGlite has it',
    { timeout: 120_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-lz4-'));
      const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      try {
        const { lz4, columns } = await lineupsCompression(database.db);
        expect(columns.map((c) => c.method)).toEqual(lz4 ? ['l', 'l'] : ['', '']);
      } finally {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
