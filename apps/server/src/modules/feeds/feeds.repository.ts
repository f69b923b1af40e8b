import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedWorkers } from '../../db/schema';

export type TFeedWorkerRow = typeof feedWorkers.$inferSelect;

/** The feed_workers table: what the admin wants of each worker and how its last run went. */
export function createFeedsRepository(db: Db) {
  return {
    /** Creates missing rows; `forceOnline` names workers configuration switches on at start. */
    async ensure(
      rows: { name: string; wanted: 'online' | 'stopped' }[],
      forceOnline: string[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(feedWorkers)
        .values(rows.map((r) => ({ name: r.name, wanted: r.wanted, status: r.wanted })))
        .onConflictDoNothing();
      for (const name of forceOnline) {
        await db
          .update(feedWorkers)
          .set({ wanted: 'online', updatedAt: new Date() })
          .where(eq(feedWorkers.name, name));
      }
    },
    async list(): Promise<TFeedWorkerRow[]> {
      return db.select().from(feedWorkers).orderBy(feedWorkers.name);
    },
    async get(name: string): Promise<TFeedWorkerRow | undefined> {
      const rows = await db.select().from(feedWorkers).where(eq(feedWorkers.name, name)).limit(1);
      return rows[0];
    },
    async setWanted(name: string, wanted: 'online' | 'stopped'): Promise<void> {
      await db
        .update(feedWorkers)
        .set({
          wanted,
          // Stopping shows at once; starting shows online once the first run succeeds.
          ...(wanted === 'stopped'
            ? { status: 'stopped' as const }
            : { status: 'online' as const, failures: 0, lastError: null }),
          updatedAt: new Date(),
        })
        .where(eq(feedWorkers.name, name));
    },
    async recordSuccess(name: string, at: Date): Promise<void> {
      await db
        .update(feedWorkers)
        .set({
          status: sql`case when ${feedWorkers.wanted} = 'online' then 'online' else 'stopped' end`,
          lastRunAt: at,
          lastSuccessAt: at,
          lastError: null,
          failures: 0,
          updatedAt: at,
        })
        .where(eq(feedWorkers.name, name));
    },
    async recordFailure(name: string, at: Date, error: string): Promise<number> {
      const rows = await db
        .update(feedWorkers)
        .set({
          status: sql`case when ${feedWorkers.wanted} = 'online' then 'errored' else 'stopped' end`,
          lastRunAt: at,
          lastError: error.slice(0, 500),
          failures: sql`${feedWorkers.failures} + 1`,
          updatedAt: at,
        })
        .where(eq(feedWorkers.name, name))
        .returning({ failures: feedWorkers.failures });
      return rows[0]?.failures ?? 1;
    },
  };
}
export type TFeedsRepository = ReturnType<typeof createFeedsRepository>;
