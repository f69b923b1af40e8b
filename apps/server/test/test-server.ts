import crypto from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { BuildGate } from '@dfs/optimizer';
import { buildServer, type TServer } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { testEnv, type TEnv } from '../src/env';
import { hashPassword } from '../src/modules/auth';

/**
 * A database for one test file: PostgreSQL when TEST_DATABASE_URL is set (CI), else an in-memory
 * PGlite. Tests make uniquely named data instead of truncating, so files can share PostgreSQL.
 */
export async function openTestDatabase(): Promise<Database> {
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory' });
}

/** A server instance on the given (or a new) database. */
export async function startTestServer(
  opts: {
    database?: Database;
    env?: Partial<Record<keyof TEnv, string>>;
    /** Receives the server's JSON log lines (set LOG_LEVEL in env to see them). */
    logStream?: NodeJS.WritableStream;
    /** Holds the embedded pool's builds of 150+ lineups after their first lineup (BuildGate). */
    buildGate?: BuildGate;
  } = {},
): Promise<TServer & { database: Database }> {
  const database = opts.database ?? (await openTestDatabase());
  // Every request of a test file comes from one IP: the per-IP limits would trip across tests, so
  // they are lifted unless a test sets them (the rate-limit tests do).
  // A build queue in Redis of its own (tests share the Redis server).
  const env = {
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_IP_MAX: '1000000',
    BUILD_QUEUE_NAME: `test-builds-${crypto.randomUUID()}`,
    ...opts.env,
  };
  const server = await buildServer(testEnv(env), {
    database,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    ...(opts.buildGate ? { buildGate: opts.buildGate } : {}),
  });
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

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows(database: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const res: unknown = await database.db.execute(query);
  return (res as { rows: Record<string, unknown>[] }).rows;
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

/** The newest mail to an address, from the outbox (waits for queued deliveries first). */
export async function lastMailTo(server: TServer, email: string) {
  await server.ctx.services.mail.idle();
  const [mail] = await server.ctx.services.mail.list(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Opens the verification link of the newest verification mail, through HTTP. */
export async function verifyEmailOf(server: TServer, email: string): Promise<void> {
  await server.ctx.services.mail.idle();
  const mails = await server.ctx.services.mail.list(email);
  const link = mails.find((m) => m.kind === 'verify-email')?.text.match(/\/verifyemail\/([^/\s]+)\/([\w-]+)/);
  if (!link) throw new Error(`no verification mail to ${email}`);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/user/verifyEmail',
    payload: { email: decodeURIComponent(link[1]!), otp: link[2] },
  });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
}

/**
 * Registers a fresh Free user, verifies its e-mail through the link it was sent, and logs it in,
 * all through HTTP; returns its cookie and data.
 */
export async function signUpAndLogin(server: TServer, name = uniqueName()) {
  const email = `${name}@example.com`;
  const reg = await server.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { userName: name, email, password: GOOD_PASSWORD },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  await verifyEmailOf(server, email);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userName: name, password: GOOD_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { userName: name, email, cookie: cookieOf(login), user: json(login).data };
}

/**
 * A signed-in owner (`client`) account, written straight into the database: no call makes one,
 * and the shared PostgreSQL test database may already have the seeded owner.
 */
export async function signedInOwner(server: TServer, prefix = 'own') {
  const userName = uniqueName(prefix);
  const [row] = await server.ctx.database.db
    .insert(users)
    .values({
      userName,
      email: `${userName}@example.com`,
      passwordHash: await hashPassword(GOOD_PASSWORD),
      role: 'client',
      status: 'active',
      plantype: 'platinum',
      verifystatus: 1,
    })
    .returning();
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userName, password: GOOD_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.body}`);
  return { userName, id: row!.id, cookie: cookieOf(login) };
}

/**
 * Changes a user's row directly (role, plan, status: what only payments or an admin could change)
 * and forgets the user's cached sessions, as the services do after their own writes.
 */
export async function setUserFields(
  server: TServer,
  userId: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await server.ctx.database.db.update(users).set(patch).where(eq(users.id, userId));
  server.ctx.services.auth.forgetUser(userId);
}
