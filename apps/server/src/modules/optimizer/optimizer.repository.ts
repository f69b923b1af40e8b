import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TLineup, TSportCode, TTeamStack } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { builds, lastLineups, userPlayerSettings, userSlateSettings } from '../../db/schema';

export type TPlayerSettingRow = typeof userPlayerSettings.$inferSelect;
export type TBuildRow = typeof builds.$inferSelect;
type TPlayerPatch = Partial<Pick<TPlayerSettingRow, 'mark' | 'minExposure' | 'maxExposure' | 'projection'>>;

/** The optimizer's tables: per-user player and slate settings, builds, last lineups. */
export function createOptimizerRepository(db: Db) {
  /** A user's player settings on one slate, narrowed by any further conditions. */
  const playersOf = (userId: string, slateId: string, ...more: SQL[]) =>
    and(eq(userPlayerSettings.userId, userId), eq(userPlayerSettings.slateId, slateId), ...more);
  return {
    /** The user's settings on a slate's players (rows with at least one value). */
    playerSettings(userId: string, slateId: string): Promise<TPlayerSettingRow[]> {
      return db.select().from(userPlayerSettings).where(playersOf(userId, slateId));
    },

    /** Only the lock/exclude marks (what getPlayers merges into its cached answer). */
    marks(userId: string, slateId: string) {
      return db
        .select({ playerId: userPlayerSettings.playerId, mark: userPlayerSettings.mark })
        .from(userPlayerSettings)
        .where(playersOf(userId, slateId, isNotNull(userPlayerSettings.mark)));
    },

    /** Sets some of a player's values (others kept); a row left with no value is removed. */
    patchPlayer(userId: string, slateId: string, playerId: string, patch: TPlayerPatch): Promise<void> {
      return this.patchPlayers(userId, slateId, [{ playerId, patch }]);
    },

    /** Sets some values of several players at once (a projection file); empty rows are removed. */
    async patchPlayers(
      userId: string,
      slateId: string,
      rows: { playerId: string; patch: TPlayerPatch }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (const { playerId, patch } of rows) {
          await tx
            .insert(userPlayerSettings)
            .values({ userId, slateId, playerId, ...patch })
            .onConflictDoUpdate({
              target: [userPlayerSettings.userId, userPlayerSettings.slateId, userPlayerSettings.playerId],
              set: { ...patch, updatedAt: sql`now()` },
            });
        }
        await tx
          .delete(userPlayerSettings)
          .where(
            playersOf(
              userId,
              slateId,
              sql`${userPlayerSettings.mark} is null and ${userPlayerSettings.minExposure} is null and ${userPlayerSettings.maxExposure} is null and ${userPlayerSettings.projection} is null`,
            ),
          );
      });
    },

    /** Clears locks, excludes and exposures of a slate (the user's projections stay). */
    async resetPlayers(userId: string, slateId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(userPlayerSettings)
          .set({ mark: null, minExposure: null, maxExposure: null, updatedAt: sql`now()` })
          .where(playersOf(userId, slateId));
        await tx
          .delete(userPlayerSettings)
          .where(playersOf(userId, slateId, sql`${userPlayerSettings.projection} is null`));
      });
    },

    async slateSettings(userId: string, slateId: string) {
      const rows = await db
        .select()
        .from(userSlateSettings)
        .where(and(eq(userSlateSettings.userId, userId), eq(userSlateSettings.slateId, slateId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async setSlateSettings(
      userId: string,
      slateId: string,
      patch: { teamStacks?: TTeamStack[]; topPlays?: string[] },
    ): Promise<void> {
      await db
        .insert(userSlateSettings)
        .values({ userId, slateId, ...patch })
        .onConflictDoUpdate({
          target: [userSlateSettings.userId, userSlateSettings.slateId],
          set: { ...patch, updatedAt: sql`now()` },
        });
    },

    /** Builds with lineups this user made on a slate (the plan's builds per slate). */
    async buildCount(userId: string, slateId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(builds)
        .where(and(eq(builds.userId, userId), eq(builds.kind, 'build'), eq(builds.slateId, slateId)));
      return row?.n ?? 0;
    },

    async insertBuild(row: typeof builds.$inferInsert): Promise<TBuildRow> {
      const [inserted] = await db.insert(builds).values(row).returning();
      return inserted!;
    },

    /**
     * A build with lineups: stored (it counts for the plan) and made the slate's last lineups, both
     * writes at once, nothing read back (the lineups are the largest value the app writes).
     */
    async recordBuild(row: typeof builds.$inferInsert & { lineups: TLineup[] }): Promise<void> {
      await Promise.all([
        db.insert(builds).values(row),
        db
          .insert(lastLineups)
          .values({ userId: row.userId, slateId: row.slateId, sport: row.sport, lineups: row.lineups })
          .onConflictDoUpdate({
            target: [lastLineups.userId, lastLineups.slateId],
            set: { lineups: row.lineups, sport: row.sport, updatedAt: sql`now()` },
          }),
      ]);
    },

    async updateSaved(
      userId: string,
      id: string,
      patch: { name?: string; lineups?: TLineup[] },
    ): Promise<TBuildRow | undefined> {
      const [row] = await db
        .update(builds)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.lineups ? { lineups: patch.lineups, lineupCount: patch.lineups.length } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(builds.id, id), eq(builds.userId, userId), eq(builds.kind, 'saved')))
        .returning();
      return row;
    },

    async deleteSaved(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(builds)
        .where(and(eq(builds.id, id), eq(builds.userId, userId), eq(builds.kind, 'saved')))
        .returning({ id: builds.id });
      return rows.length > 0;
    },

    /** Saved builds of a user, newest first, without their lineups. */
    listSaved(userId: string, sport?: TSportCode) {
      return db
        .select({
          id: builds.id,
          name: builds.name,
          sport: builds.sport,
          slateId: builds.slateId,
          slateName: builds.slateName,
          operator: builds.operator,
          gameType: builds.gameType,
          lineupCount: builds.lineupCount,
          createdAt: builds.createdAt,
          updatedAt: builds.updatedAt,
        })
        .from(builds)
        .where(
          and(
            eq(builds.userId, userId),
            eq(builds.kind, 'saved'),
            sport ? eq(builds.sport, sport) : undefined,
          ),
        )
        .orderBy(desc(builds.updatedAt))
        .limit(500);
    },

    async getSaved(userId: string, id: string): Promise<TBuildRow | undefined> {
      const rows = await db
        .select()
        .from(builds)
        .where(and(eq(builds.id, id), eq(builds.userId, userId), eq(builds.kind, 'saved')))
        .limit(1);
      return rows[0];
    },

    async saveLast(userId: string, slateId: string, sport: TSportCode, lineups: TLineup[]): Promise<void> {
      await db
        .insert(lastLineups)
        .values({ userId, slateId, sport, lineups })
        .onConflictDoUpdate({
          target: [lastLineups.userId, lastLineups.slateId],
          set: { lineups, sport, updatedAt: sql`now()` },
        });
    },

    async getLast(userId: string, filter: { slateId?: string; sport?: TSportCode }) {
      const rows = await db
        .select()
        .from(lastLineups)
        .where(
          and(
            eq(lastLineups.userId, userId),
            filter.slateId ? eq(lastLineups.slateId, filter.slateId) : undefined,
            filter.sport ? eq(lastLineups.sport, filter.sport) : undefined,
          ),
        )
        .orderBy(desc(lastLineups.updatedAt))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
export type TOptimizerRepository = ReturnType<typeof createOptimizerRepository>;
