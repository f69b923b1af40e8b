import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, pingDatabase } from './client';

describe('embedded database directory', () => {
  it(
    'refuses a second opener with a clear message, and opens again once released',
    { timeout: 120_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-lock-'));
      const first = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      try {
        await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(
          DataDirLockedError,
        );
        await expect(openDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toThrow(
          /in use by another server process/,
        );
      } finally {
        await first.close();
      }
      const again = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      await pingDatabase(again.db);
      await again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-stale-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    await pingDatabase(db.db);
    await db.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
