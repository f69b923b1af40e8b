import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildServer, type TServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { testEnv, type TEnv } from '../src/env';

/**
 * A database for one test file: PostgreSQL when TEST_DATABASE_URL is set (CI), else an in-memory
 * PGlite. Tests make uniquely named data instead of truncating, so files can share PostgreSQL.
 */
export async function openTestDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory' });
}

/** A server instance on the given (or a new) database. */
export async function startTestServer(
  opts: { database?: Database; env?: Partial<Record<keyof TEnv, string>> } = {},
): Promise<TServer & { database: Database }> {
  const database = opts.database ?? (await openTestDatabase());
  const server = await buildServer(testEnv({ WEB_DIST: '/nonexistent', ...opts.env }), { database });
  const close = server.close;
  return {
    ...server,
    database,
    close: async () => {
      await close();
      if (!opts.database) await database.close();
    },
  };
}

/** A user name no other test uses. */
export const uniqueName = (prefix = 'u') => `${prefix}${crypto.randomBytes(5).toString('hex')}`.slice(0, 20);

export const GOOD_PASSWORD = 'Secret#123a';

/** Cookie header value from a response's Set-Cookie. */
export function cookieOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export type TJson = { success: boolean; message: string; code?: string; data?: any; fields?: string[] };
export const json = (res: LightMyRequestResponse) => res.json<TJson>();

/** Registers and logs in a fresh user through HTTP; returns its cookie and data. */
export async function signUpAndLogin(server: TServer, name = uniqueName()) {
  const email = `${name}@example.com`;
  const reg = await server.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { userName: name, email, password: GOOD_PASSWORD },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userName: name, password: GOOD_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { userName: name, email, cookie: cookieOf(login), user: json(login).data };
}
