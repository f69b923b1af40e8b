import { and, asc, eq, gte, ne, notLike, or, sql } from 'drizzle-orm';
import type { TGameType, TOperator, TSportCode } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { injuries, players, slatePlayers, slates } from '../../db/schema';

export type TSlateRow = typeof slates.$inferSelect;
export type TSlatePlayerRow = typeof slatePlayers.$inferSelect;
/** The injury report's line on a slate player (the slate's injury data), when there is one. */
export type TInjuryReport = { status: string; body: string; detail: string } | null;

/** A slate an import is still writing is nobody's to read yet (imports.repository). */
const visible = ne(slates.status, 'importing');

/**
 * The slate id under which a slate's players are stored: its `players_from` (the set a re-import
 * switched it to), else its own id. Every read and write of a slate's players goes through it.
 */
export const playerSetOf = (slateId: string) =>
  sql<string>`coalesce((select ${slates.playersFrom} from ${slates} where ${slates.id} = ${slateId}), ${slateId})`;

/** When a slate's last game starts (its own start time when its games carry none). */
const endsAt = sql`coalesce((select max((g->>'startTime')::timestamptz) from jsonb_array_elements(${slates.games}) g), ${slates.startTime})`;

/** Reads of slates and their players (the feeds write them through the feed store). */
export function createSlatesRepository(db: Db) {
  return {
    /** Slates everyone sees, and the viewer's own (uploaded salary files, provider `user-file:{id}`). */
    async list(filter: {
      sport?: TSportCode;
      operator?: TOperator;
      gameType?: TGameType;
      endsAfter: Date;
      viewer?: string;
    }) {
      return db
        .select()
        .from(slates)
        .where(
          and(
            visible,
            or(
              notLike(slates.provider, 'user-file:%'),
              filter.viewer ? eq(slates.provider, `user-file:${filter.viewer}`) : undefined,
            ),
            filter.sport ? eq(slates.sport, filter.sport) : undefined,
            filter.operator ? eq(slates.operator, filter.operator) : undefined,
            filter.gameType ? eq(slates.gameType, filter.gameType) : undefined,
            // Slates dated today or later, and older ones still live.
            gte(endsAt, filter.endsAfter),
          ),
        )
        .orderBy(asc(slates.startTime), asc(slates.id));
    },
    /**
     * How many slates of a provider (a user's own files) end after `endsAfter`, those still
     * being written included (uploads sent at once count each other).
     */
    async countLive(provider: string, endsAfter: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(slates)
        .where(and(eq(slates.provider, provider), gte(endsAt, endsAfter)));
      return Number(row?.n ?? 0);
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
    async version(id: string): Promise<{ sport: TSportCode; provider: string; updatedAt: Date } | undefined> {
      // The injury report changes what the players' answer says (out, projected 0): its newest
      // write counts as a change of the slate.
      const rows = await db
        .select({
          sport: slates.sport,
          provider: slates.provider,
          updatedAt: slates.updatedAt,
          injuriesAt: sql<
            string | null
          >`(select max(${injuries.fetchedAt}) from ${injuries} where ${injuries.sport} = ${slates.sport})`,
        })
        .from(slates)
        .where(and(eq(slates.id, id), visible))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const injuriesAt = row.injuriesAt ? new Date(row.injuriesAt) : null;
      return {
        sport: row.sport,
        provider: row.provider,
        updatedAt: injuriesAt && injuriesAt > row.updatedAt ? injuriesAt : row.updatedAt,
      };
    },
    async players(
      slateId: string,
    ): Promise<
      (TSlatePlayerRow & { operatorPositions: Record<string, string> | null; report: TInjuryReport })[]
    > {
      return db
        .select({
          sp: slatePlayers,
          operatorPositions: players.operatorPositions,
          report: { status: injuries.status, body: injuries.body, detail: injuries.detail },
        })
        .from(slatePlayers)
        .leftJoin(players, eq(players.id, slatePlayers.playerId))
        .leftJoin(injuries, eq(injuries.playerId, slatePlayers.playerId))
        .where(eq(slatePlayers.slateId, playerSetOf(slateId)))
        .orderBy(asc(slatePlayers.name))
        .then((rows) =>
          rows.map((r) => ({
            ...r.sp,
            slateId,
            operatorPositions: r.operatorPositions,
            report: r.report?.status ? r.report : null,
          })),
        );
    },
  };
}
export type TSlatesRepository = ReturnType<typeof createSlatesRepository>;
