import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../env';
import { startupBanner } from '../startup-banner';
import type { Database } from '../db/client';
import { openTestDatabase, startTestServer } from '../../test/test-server';
import { httpOf } from '../../test/test-http';

/** In production the API description and source maps are served only when configured. */
let webDist: string;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);\n');
  // The build's gzip twin: a browser that accepts gzip gets it, named by the same header.
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log(1);\n'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
});
afterAll(async () => {
  fs.rmSync(webDist, { recursive: true, force: true });
  await database.close();
});

const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' } as const;

async function exposed(env: Record<string, string>) {
  const server = await startTestServer({ database, env: { ...env, WEB_DIST: webDist } });
  try {
    const http = httpOf(server);
    const get = async (url: string) => (await http.get(url)).statusCode;
    const js = await http.get('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    return {
      docs: await get('/api/docs/json'),
      map: await get('/assets/app.js.map'),
      js: js.statusCode,
      // The code names its map (a SourceMap header) only while the map is served.
      names: js.headers.sourcemap ?? null,
    };
  } finally {
    await server.close();
  }
}

describe('what the server exposes', () => {
  it('serves neither /api/docs nor source maps in production unless configured', async () => {
    expect(await exposed(PROD)).toEqual({ docs: 404, map: 404, js: 200, names: null });
    expect(await exposed({ ...PROD, API_DOCS: 'true', SOURCE_MAPS: 'true' })).toEqual({
      docs: 200,
      map: 200,
      js: 200,
      names: 'app.js.map',
    });
    expect(await exposed({ NODE_ENV: 'development' })).toEqual({
      docs: 200,
      map: 200,
      js: 200,
      names: 'app.js.map',
    });
  });

  it('lists in the start banner what is exposed and where mail goes', () => {
    const prod = startupBanner(testEnv(PROD));
    expect(prod).toContain(
      'Exposed: the web app and /api; API docs (/api/docs) off; source maps off; development mailbox off.',
    );
    expect(prod).toContain(
      'Mail: no SMTP_URL, kept in the outbox table and the log only (no mailbox page: DEV_MAILBOX is off).',
    );
    const dev = startupBanner(testEnv({ NODE_ENV: 'development', DEV_MAILBOX: 'true', PORT: '3000' }));
    expect(dev[0]).toBe('DFS Optimizer is running at http://localhost:3000 (development)');
    expect(dev.join('\n')).toContain('readable at http://localhost:3000/dev/mailbox');
    expect(dev.join('\n')).toContain('development mailbox on');
    const smtp = startupBanner(testEnv({ ...PROD, SMTP_URL: 'smtp://user:secret@mail.example.com:587' }));
    expect(smtp).toContain('Mail: sent through SMTP (mail.example.com:587).');
    expect(smtp.join('\n')).not.toContain('secret');
  });

  it('refuses to start in production without PUBLIC_URL', () => {
    expect(() => testEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
  });
});
