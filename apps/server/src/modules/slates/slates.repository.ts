import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { TGameType, TOperator, TSportCode } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { players, slatePlayers, slates } from '../../db/schema';

export type TSlateRow = typeof slates.$inferSelect;
export type TSlatePlayerRow = typeof slatePlayers.$inferSelect;

/** A slate an import is still writing is nobody's to read yet (imports.repository). */
const visible = ne(slates.status, 'importing');

/** Reads of slates and their players (the feeds write them through the feed store). */
export function createSlatesRepository(db: Db) {
  return {
    async list(filter: { sport?: TSportCode; operator?: TOperator; gameType?: TGameType; endsAfter: Date }) {
      return db
        .select()
        .from(slates)
        .where(
          and(
            visible,
            filter.sport ? eq(slates.sport, filter.sport) : undefined,
            filter.operator ? eq(slates.operator, filter.operator) : undefined,
            filter.gameType ? eq(slates.gameType, filter.gameType) : undefined,
            // Slates dated today or later, and older ones still live.
            gte(
              sql`coalesce((select max((g->>'startTime')::timestamptz) from jsonb_array_elements(${slates.games}) g), ${slates.startTime})`,
              filter.endsAfter,
            ),
          ),
        )
        .orderBy(asc(slates.startTime), asc(slates.id));
    },
    async get(id: string): Promise<TSlateRow | undefined> {
      const rows = await db
        .select()
        .from(slates)
        .where(and(eq(slates.id, id), visible))
        .limit(1);
      return rows[0];
    },
    /** The slate's change stamp: the player cache is valid while it is unchanged. */
    async version(id: string): Promise<{ sport: TSportCode; updatedAt: Date } | undefined> {
      const rows = await db
        .select({ sport: slates.sport, updatedAt: slates.updatedAt })
        .from(slates)
        .where(and(eq(slates.id, id), visible))
        .limit(1);
      return rows[0];
    },
    async players(
      slateId: string,
    ): Promise<(TSlatePlayerRow & { operatorPositions: Record<string, string> | null })[]> {
      return db
        .select({ sp: slatePlayers, operatorPositions: players.operatorPositions })
        .from(slatePlayers)
        .leftJoin(players, eq(players.id, slatePlayers.playerId))
        .where(eq(slatePlayers.slateId, slateId))
        .orderBy(asc(slatePlayers.name))
        .then((rows) => rows.map((r) => ({ ...r.sp, operatorPositions: r.operatorPositions })));
    },
    async playersOfSlates(slateIds: string[]) {
      if (slateIds.length === 0) return [];
      return db.select().from(slatePlayers).where(inArray(slatePlayers.slateId, slateIds));
    },
  };
}
export type TSlatesRepository = ReturnType<typeof createSlatesRepository>;
