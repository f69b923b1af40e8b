import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { TSportCode } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { simulations } from '../../db/schema';

export type TSimulationRow = typeof simulations.$inferSelect;

/** The simulations table: one row per run, written when queued and again when it ends. */
export function createSimulationRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      userId: string;
      sport: TSportCode;
      slateId: string;
      settings: Record<string, unknown>;
      lineups: unknown[];
    }): Promise<TSimulationRow> {
      const [inserted] = await db
        .insert(simulations)
        .values({ ...row, status: 'running' })
        .returning();
      return inserted!;
    },

    async finish(
      id: string,
      end: {
        status: 'done' | 'cancelled' | 'failed';
        message: string | null;
        result: Record<string, unknown> | null;
      },
    ): Promise<TSimulationRow> {
      const [row] = await db
        .update(simulations)
        .set({ ...end, updatedAt: sql`now()` })
        .where(eq(simulations.id, id))
        .returning();
      return row!;
    },

    /** Ends a simulation only if it is still running (a recovery never overwrites an answer). */
    async finishRunning(
      id: string,
      end: { status: 'done' | 'failed'; message: string | null; result: Record<string, unknown> | null },
    ): Promise<TSimulationRow | undefined> {
      const [row] = await db
        .update(simulations)
        .set({ ...end, updatedAt: sql`now()` })
        .where(and(eq(simulations.id, id), eq(simulations.status, 'running')))
        .returning();
      return row;
    },

    /**
     * Deletes the user's oldest simulations past the newest `keep` (running ones stay: their
     * job still writes to them). Answers how many went.
     */
    async prune(userId: string, keep: number): Promise<number> {
      const newest = db
        .select({ id: simulations.id })
        .from(simulations)
        .where(eq(simulations.userId, userId))
        .orderBy(desc(simulations.createdAt), desc(simulations.id))
        .limit(keep);
      const gone = await db
        .delete(simulations)
        .where(
          and(
            eq(simulations.userId, userId),
            ne(simulations.status, 'running'),
            notInArray(simulations.id, newest),
          ),
        )
        .returning({ id: simulations.id });
      return gone.length;
    },

    /** Ids of the user's simulations still running. */
    async runningIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: simulations.id })
        .from(simulations)
        .where(and(eq(simulations.userId, userId), eq(simulations.status, 'running')));
      return rows.map((r) => r.id);
    },

    /** One of the user's simulations; another user's id answers as unknown. */
    async get(userId: string, id: string): Promise<TSimulationRow | undefined> {
      const [row] = await db
        .select()
        .from(simulations)
        .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
        .limit(1);
      return row;
    },

    /** The user's newest simulation on a slate. */
    async last(userId: string, slateId: string): Promise<TSimulationRow | undefined> {
      const [row] = await db
        .select()
        .from(simulations)
        .where(and(eq(simulations.userId, userId), eq(simulations.slateId, slateId)))
        .orderBy(desc(simulations.createdAt))
        .limit(1);
      return row;
    },
  };
}
export type TSimulationRepository = ReturnType<typeof createSimulationRepository>;
