import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TLineup, TSlateRules, TSportCode, TTeamStack } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { builds, lastLineups, ruleTemplates, userPlayerSettings, userSlateSettings } from '../../db/schema';

export type TPlayerSettingRow = typeof userPlayerSettings.$inferSelect;
export type TBuildRow = typeof builds.$inferSelect;
export type TRuleTemplateRow = typeof ruleTemplates.$inferSelect;
/**
 * Builds that count for the plan: with lineups, or claimed in the last 15 minutes (under way; a
 * claim left by a server that died mid-build stops counting then).
 */
const counted = sql`(${builds.lineupCount} > 0 or ${builds.createdAt} > now() - interval '15 minutes')`;
export type TPlayerPatch = Partial<
  Pick<
    TPlayerSettingRow,
    'mark' | 'minExposure' | 'maxExposure' | 'projection' | 'ownership' | 'confirmed' | 'battingOrder'
  >
>;

/** A player row holds nothing of the user's projection file (projection, ownership, confirmed, order). */
const fileFieldsEmpty = sql`${userPlayerSettings.projection} is null and ${userPlayerSettings.ownership} is null and ${userPlayerSettings.confirmed} is null and ${userPlayerSettings.battingOrder} is null`;

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
              sql`${userPlayerSettings.mark} is null and ${userPlayerSettings.minExposure} is null and ${userPlayerSettings.maxExposure} is null`,
              fileFieldsEmpty,
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
        await tx.delete(userPlayerSettings).where(
          playersOf(
            userId,
            slateId,
            // A row still holding what the user's projection file gave is kept.
            sql`${userPlayerSettings.projection} is null and ${userPlayerSettings.ownership} is null and ${userPlayerSettings.confirmed} is null and ${userPlayerSettings.battingOrder} is null`,
          ),
        );
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
      patch: { teamStacks?: TTeamStack[]; topPlays?: string[]; blendWeight?: number; rules?: TSlateRules },
    ): Promise<void> {
      await db
        .insert(userSlateSettings)
        .values({ userId, slateId, ...patch })
        .onConflictDoUpdate({
          target: [userSlateSettings.userId, userSlateSettings.slateId],
          set: { ...patch, updatedAt: sql`now()` },
        });
    },

    /** Builds this user made on a slate (the plan's builds per slate): with lineups, or under way. */
    async buildCount(userId: string, slateId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(builds)
        .where(
          and(eq(builds.userId, userId), eq(builds.kind, 'build'), eq(builds.slateId, slateId), counted),
        );
      return row?.n ?? 0;
    },

    /**
     * Takes a build slot: inserts the build's row, empty, before the build runs (its id is the
     * job id, the key of the result write). With a limit, the count and the insert hold a
     * transaction lock on the user and slate, so two instances cannot both grant the last build.
     * Answers false (nothing written) when the builds already made reach `allowed`.
     */
    async claimBuild(
      row: Omit<typeof builds.$inferInsert, 'lineups' | 'lineupCount'> & { id: string },
      allowed: number,
    ): Promise<boolean> {
      if (!Number.isFinite(allowed)) {
        await db.insert(builds).values({ ...row, lineups: [], lineupCount: 0 });
        return true;
      }
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`build-slot:${row.userId}:${row.slateId}`}))`,
        );
        const [made] = await tx
          .select({ n: count() })
          .from(builds)
          .where(
            and(
              eq(builds.userId, row.userId),
              eq(builds.kind, 'build'),
              eq(builds.slateId, row.slateId),
              counted,
            ),
          );
        if ((made?.n ?? 0) >= allowed) return false;
        await tx.insert(builds).values({ ...row, lineups: [], lineupCount: 0 });
        return true;
      });
    },

    /**
     * A claimed build's lineups: written into its row (by id) and made the slate's last lineups,
     * in one statement that sends the lineups once (they are the largest value the app writes).
     * Idempotent: the same job's result written twice leaves one build and the same last lineups.
     */
    async finishBuild(id: string, lineupsJson: string, count: number): Promise<void> {
      await db.execute(sql`
        with done as (
          update ${builds}
          set lineups = ${lineupsJson}::jsonb, lineup_count = ${count}, updated_at = now()
          where ${builds.id} = ${id}
          returning user_id, slate_id, sport, lineups
        )
        insert into ${lastLineups} (user_id, slate_id, sport, lineups)
        select user_id, slate_id, sport, lineups from done
        on conflict (user_id, slate_id)
        do update set lineups = excluded.lineups, sport = excluded.sport, updated_at = now()`);
    },

    async insertBuild(row: typeof builds.$inferInsert): Promise<TBuildRow> {
      const [inserted] = await db.insert(builds).values(row).returning();
      return inserted!;
    },

    /**
     * The user's builds on a slate still without lineups from the last hour (as long as an
     * answer waits in Redis): under way, or left by a server that died before storing them.
     */
    async emptyBuildIds(userId: string, slateId: string): Promise<string[]> {
      const rows = await db
        .select({ id: builds.id })
        .from(builds)
        .where(
          and(
            eq(builds.userId, userId),
            eq(builds.slateId, slateId),
            eq(builds.kind, 'build'),
            eq(builds.lineupCount, 0),
            sql`${builds.createdAt} > now() - interval '1 hour'`,
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Gives a claimed slot back: the build ended without lineups. */
    async dropBuild(id: string): Promise<void> {
      await db.delete(builds).where(and(eq(builds.id, id), eq(builds.lineupCount, 0)));
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

    ruleTemplates(userId: string, sport: TSportCode): Promise<TRuleTemplateRow[]> {
      return db
        .select()
        .from(ruleTemplates)
        .where(and(eq(ruleTemplates.userId, userId), eq(ruleTemplates.sport, sport)))
        .orderBy(ruleTemplates.name);
    },

    /** Saves a template under its name (a name already used for the sport is replaced). */
    async saveRuleTemplate(
      row: Pick<TRuleTemplateRow, 'userId' | 'sport' | 'name' | 'settings'>,
    ): Promise<TRuleTemplateRow> {
      const [saved] = await db
        .insert(ruleTemplates)
        .values(row)
        .onConflictDoUpdate({
          target: [ruleTemplates.userId, ruleTemplates.sport, ruleTemplates.name],
          set: { settings: row.settings, updatedAt: sql`now()` },
        })
        .returning();
      return saved!;
    },

    async deleteRuleTemplate(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(ruleTemplates)
        .where(and(eq(ruleTemplates.id, id), eq(ruleTemplates.userId, userId)))
        .returning({ id: ruleTemplates.id });
      return gone.length > 0;
    },
  };
}
export type TOptimizerRepository = ReturnType<typeof createOptimizerRepository>;
