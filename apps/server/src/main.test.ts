import type { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverProcessEnv, spawnServer } from '../test/server-process';

/** Waits until the process prints the line, or fails after the time limit. */
function waitForOutput(child: ReturnType<typeof spawn>, pattern: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms:\n${seen}`)), ms);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = pattern.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before printing ${pattern}:\n${seen}`));
    });
  });
}

function post(port: number, pathName: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathName,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('the server process', () => {
  it('starts on a new data directory, prints the admin login, finishes an in-flight request on SIGTERM and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-main-'));
    const port = 3400 + Math.floor(Math.random() * 500);
    const child = spawnServer(
      // info: the server logs each incoming request, which tells the test when one is in flight.
      serverProcessEnv(port, dataDir, { LOG_LEVEL: 'info', ADMIN_PASSWORD: '' }),
    );
    try {
      const line = await waitForOutput(child, /password "[^"]+"/, 90_000);
      const password = /password "([^"]+)"/.exec(line)![1]!;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      // A login (argon2 verification) is in flight when the signal arrives: it must still be answered.
      const accepted = waitForOutput(child, /"url":"\/api\/user\/login"/, 30_000);
      const inFlight = post(port, '/api/user/login', { userName: 'admin', password });
      // The signal goes once the server has accepted the request, not on a guess of timing.
      await accepted;
      child.kill('SIGTERM');
      expect(await inFlight).toBe(200);
      expect(await exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says when its port is taken, exits 1, and prints the admin login on the next start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-main-'));
    const taken = http.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    let child = spawnServer(serverProcessEnv(port, dataDir, { ADMIN_PASSWORD: '' }));
    try {
      let err = '';
      child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(err).toContain(`Port ${port} is in use`);
      await new Promise<void>((resolve) => taken.close(() => resolve()));
      // The failed start made no admin: this one makes him and prints his password.
      child = spawnServer(serverProcessEnv(port, dataDir, { ADMIN_PASSWORD: '' }));
      expect(await waitForOutput(child, /password "[^"]+"/, 90_000)).toMatch(/^password "/);
    } finally {
      child.kill('SIGKILL');
      taken.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('lists every bad configuration variable and exits 1', async () => {
    const child = spawnServer({ ...process.env, PORT: 'not-a-port', LOG_LEVEL: 'loud', SESSION_DAYS: '0' });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration');
    for (const name of ['PORT', 'LOG_LEVEL', 'SESSION_DAYS']) expect(err).toContain(name);
  }, 60_000);
});
