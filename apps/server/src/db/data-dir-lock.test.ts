import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverProcessEnv, spawnServer } from '../../test/server-process';
import { openDatabase, pingDatabase } from './client';
import { processStartTime } from './data-dir-lock';

const lockOf = (dir: string) => path.join(dir, 'server.lock');

describe('data directory lock', () => {
  it('takes over a lock whose PID now belongs to another live process', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-reused-'));
    // The parent of this test runner is alive, but it did not start when the lock's owner did.
    fs.writeFileSync(lockOf(dir), JSON.stringify({ pid: process.ppid, startTime: '1', bootId: null }));
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    try {
      await pingDatabase(db.db);
      expect(JSON.parse(fs.readFileSync(lockOf(dir), 'utf8'))).toMatchObject({
        pid: process.pid,
        startTime: processStartTime(process.pid),
      });
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** unshare needs root (or user namespaces); without it the restart test cannot run here. */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;
if (!canUnshare)
  console.warn(
    'data-dir-lock.test: `unshare --pid` is not permitted here; the PID-namespace restart test is skipped.',
  );

/** Starts the server as PID 1 of a new PID namespace (as in a container); resolves its output so far once it listens or exits. */
function startInNamespace(dataDir: string, port: number) {
  const child = spawnServer(
    serverProcessEnv(port, dataDir, {
      FEEDS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin#1234',
    }),
    ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc'],
  );
  let output = '';
  const outcome = new Promise<'listening' | 'exited'>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve('listening');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => resolve('exited'));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, outcome, exited, output: () => output };
}

describe.skipIf(!canUnshare)('restart after kill -9 in a fresh PID namespace', () => {
  it('starts again although the stale lock names PID 1, which is alive (the new server itself)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-pidns-'));
    const port = 3900 + Math.floor(Math.random() * 90);
    const first = startInNamespace(dataDir, port);
    try {
      expect(await first.outcome, first.output()).toBe('listening');
      // The lock names PID 1 (whatever its format): the next server will be PID 1 as well.
      expect(/\d+/.exec(fs.readFileSync(lockOf(dataDir), 'utf8'))?.[0]).toBe('1');
      // kill -9 of the namespace's parent: --kill-child sends SIGKILL to the server (PID 1).
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(lockOf(dataDir))).toBe(true);
      const second = startInNamespace(dataDir, port);
      try {
        expect(await second.outcome, second.output()).toBe('listening');
      } finally {
        second.child.kill('SIGKILL');
        await second.exited;
      }
    } finally {
      first.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
