import { eq, sql } from 'drizzle-orm';
import type { TOperator } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { projections, slatePlayers, slates } from '../../db/schema';

/** One player's new projection on a slate, with the canonical player id when the slate has one. */
export type TProjectionUpdate = {
  operatorPlayerId: string;
  playerId: string | null;
  projection: number;
  floor: number | null;
  ceiling: number | null;
};

/** The writes of a projection file import (salary imports go through the feed store). */
export function createImportsRepository(db: Db) {
  return {
    /**
     * Sets the projections of a slate's players, records them per canonical player and source,
     * and bumps the slate's change stamp, all in one transaction: a failure leaves the slate as
     * it was.
     */
    async applyProjections(opts: {
      slateId: string;
      operator: TOperator;
      source: string;
      provider: string;
      now: Date;
      updates: TProjectionUpdate[];
    }): Promise<void> {
      const { slateId, operator, source, provider, now, updates } = opts;
      if (updates.length === 0) return;
      const at = now.toISOString();
      const rows = updates.map((u) => ({ id: u.operatorPlayerId, projection: u.projection }));
      await db.transaction(async (tx) => {
        // One statement for the whole file: the rows travel as one JSON parameter.
        await tx.execute(
          sql`update ${slatePlayers} set projection = x.projection, projection_source = ${source}, fetched_at = ${at}::timestamptz from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, projection double precision) where ${slatePlayers.slateId} = ${slateId} and ${slatePlayers.operatorPlayerId} = x.id`,
        );
        // One row per canonical player: a statement may not upsert the same key twice.
        const unique = [
          ...new Map(updates.map((u) => [u.playerId ?? `op:${u.operatorPlayerId}`, u])).values(),
        ];
        const canonical = unique.flatMap((u) =>
          u.playerId
            ? [
                {
                  playerId: u.playerId,
                  operator,
                  source,
                  points: u.projection,
                  floor: u.floor,
                  ceiling: u.ceiling,
                  provider,
                  fetchedAt: now,
                  updatedAt: now,
                },
              ]
            : [],
        );
        if (canonical.length > 0)
          await tx
            .insert(projections)
            .values(canonical)
            .onConflictDoUpdate({
              target: [projections.playerId, projections.operator, projections.source],
              set: {
                points: sql`excluded.points`,
                floor: sql`excluded.floor`,
                ceiling: sql`excluded.ceiling`,
                provider: sql`excluded.provider`,
                fetchedAt: sql`excluded.fetched_at`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
        await tx.update(slates).set({ updatedAt: now }).where(eq(slates.id, slateId));
      });
    },
  };
}
export type TImportsRepository = ReturnType<typeof createImportsRepository>;
