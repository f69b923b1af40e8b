import type { Database } from '../../db/client';
import { fnv1a } from './fnv1a';

/** Decides which instance runs a feed worker: one at a time across every server instance. */
export type TFeedLock = {
  /** True when this instance holds (or just took) the worker's lock. */
  tryHold: (name: string) => Promise<boolean>;
  /** Lets another instance take the worker. */
  release: (name: string) => Promise<void>;
  close: () => Promise<void>;
};

type TPgClient = {
  query: (q: string, v?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  release: () => void;
};
type TPgPool = { connect: () => Promise<TPgClient> };

/** Advisory-lock key of a worker: a fixed namespace plus a hash of its name. */
const keyOf = (name: string) => [727002, fnv1a(name) | 0] as const;

/**
 * PostgreSQL: session-level advisory locks on one dedicated connection, so a lock lives as long
 * as this instance (a crashed instance's connection closes and another takes over). PGlite has one
 * process by construction (the data-directory lock), so every worker runs here.
 */
export function createFeedLock(database: Database): TFeedLock {
  if (database.kind !== 'postgres') {
    return {
      tryHold: () => Promise.resolve(true),
      release: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }
  const pool = (database.db as unknown as { $client: TPgPool }).$client;
  let client: Promise<TPgClient> | undefined;
  const held = new Set<string>();
  const conn = () => (client ??= pool.connect());
  return {
    async tryHold(name) {
      if (held.has(name)) return true;
      const [a, b] = keyOf(name);
      const res = await (await conn()).query('select pg_try_advisory_lock($1, $2) as ok', [a, b]);
      const ok = res.rows[0]?.ok === true;
      if (ok) held.add(name);
      return ok;
    },
    async release(name) {
      if (!held.delete(name)) return;
      const [a, b] = keyOf(name);
      await (await conn()).query('select pg_advisory_unlock($1, $2)', [a, b]);
    },
    async close() {
      if (!client) return;
      const c = await client;
      await c.query('select pg_advisory_unlock_all()').catch(() => undefined);
      c.release();
      client = undefined;
      held.clear();
    },
  };
}
