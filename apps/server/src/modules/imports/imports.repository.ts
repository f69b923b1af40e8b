import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TOperator } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { projections, slatePlayers, slates } from '../../db/schema';
import type { TSlateRow } from '../slates';

/** The file's columns of a slate player, as the prepared batches carry them (salary-prepare.ts). */
const FILE_COLUMNS =
  'operator_player_id text, name text, team text, opponent text, game text, start_time timestamptz, ' +
  'positions jsonb, roster_slots jsonb, salary integer, captain_salary integer, captain_id text, ' +
  'projection double precision, avg_points double precision, injury text, line integer';
const STORED_COLUMNS =
  'slate_id, operator_player_id, player_id, name, team, opponent, game, start_time, positions, ' +
  'roster_slots, salary, captain_salary, captain_id, projection, projection_source, avg_points, ' +
  'injury, line, provider, fetched_at';
/** What a new salary file replaces in a stored player (the canonical player id stays). */
const REPLACED = STORED_COLUMNS.split(', ')
  .filter((c) => c !== 'slate_id' && c !== 'operator_player_id' && c !== 'player_id')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** One player's new projection on a slate, with the canonical player id when the slate has one. */
export type TProjectionUpdate = {
  operatorPlayerId: string;
  playerId: string | null;
  projection: number;
  floor: number | null;
  ceiling: number | null;
};

/** The writes of the operator file imports. */
export function createImportsRepository(db: Db) {
  return {
    /**
     * Starts a slate nobody can see: readers skip a slate whose status is `importing`
     * (slates.repository), so players written into it in short batches appear all at once when
     * the import publishes or switches it in. False when the id is taken (an import of the same
     * slate is still writing).
     */
    async createHiddenSlate(row: TSlateRow): Promise<boolean> {
      const made = await db
        .insert(slates)
        .values({ ...row, status: 'importing' })
        .onConflictDoNothing()
        .returning({ id: slates.id });
      return made.length === 1;
    },

    /** Writes one prepared batch (a JSON array of the file's rows) into a hidden slate. */
    async writePlayers(slateId: string, batch: string, provider: string, now: Date): Promise<void> {
      await db.execute(
        sql`insert into ${slatePlayers} (${sql.raw(STORED_COLUMNS)}) select ${slateId}, x.operator_player_id, null, x.name, x.team, x.opponent, x.game, x.start_time, x.positions, x.roster_slots, x.salary, x.captain_salary, x.captain_id, x.projection, ${provider}, x.avg_points, x.injury, x.line, ${provider}, ${now.toISOString()}::timestamptz from jsonb_to_recordset(${batch}::jsonb) as x(${sql.raw(FILE_COLUMNS)})`,
      );
    },

    /** Shows a new slate written into a hidden one: one short statement. */
    async publish(row: TSlateRow): Promise<void> {
      await db
        .update(slates)
        .set({ status: row.status, playerCount: row.playerCount, updatedAt: new Date() })
        .where(eq(slates.id, row.id));
    },

    /**
     * Replaces a stored slate's players with those staged in a hidden slate, in one transaction
     * (readers see the old slate or the new one, never a mix): players in both are updated in
     * place (their canonical ids stay), new ones added, missing ones removed; the staging slate
     * is dropped. Returns how many of the file's players the slate already had.
     */
    async switchIn(stagingId: string, row: TSlateRow): Promise<number> {
      return db.transaction(async (tx) => {
        const staged = tx
          .select({ id: slatePlayers.operatorPlayerId })
          .from(slatePlayers)
          .where(eq(slatePlayers.slateId, stagingId));
        const [kept] = await tx
          .select({ n: count() })
          .from(slatePlayers)
          .where(and(eq(slatePlayers.slateId, row.id), inArray(slatePlayers.operatorPlayerId, staged)));
        await tx.execute(
          sql`insert into ${slatePlayers} (${sql.raw(STORED_COLUMNS)}) select ${row.id}, ${sql.raw(STORED_COLUMNS.replace('slate_id, ', ''))} from ${slatePlayers} where slate_id = ${stagingId} on conflict (slate_id, operator_player_id) do update set ${sql.raw(REPLACED)}`,
        );
        await tx.execute(
          sql`delete from ${slatePlayers} t where t.slate_id = ${row.id} and not exists (select 1 from ${slatePlayers} x where x.slate_id = ${stagingId} and x.operator_player_id = t.operator_player_id)`,
        );
        // The staging players by their key first: a cascade would delete them row by row.
        await tx.delete(slatePlayers).where(eq(slatePlayers.slateId, stagingId));
        await tx.delete(slates).where(eq(slates.id, stagingId));
        const { id, ...fields } = row;
        await tx
          .update(slates)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(slates.id, id));
        return kept?.n ?? 0;
      });
    },

    /**
     * Removes hidden slates nobody is writing any more: a process stopped mid-import (a crash, a
     * restart) leaves its hidden slate behind, which would refuse every later import of that
     * slate id with 409 and keep its players stored unseen. A hidden slate older than `before`
     * is abandoned (an import writes a whole file in seconds). Returns how many were removed.
     */
    async dropAbandonedImports(before: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .select({ id: slates.id })
          .from(slates)
          .where(and(eq(slates.status, 'importing'), lt(slates.updatedAt, before)));
        if (!gone.length) return 0;
        const ids = gone.map((g) => g.id);
        // Players by their key first: a cascade would delete them row by row.
        await tx.delete(slatePlayers).where(inArray(slatePlayers.slateId, ids));
        await tx.delete(slates).where(inArray(slates.id, ids));
        return ids.length;
      });
    },

    /** Removes a hidden slate (and its players) after a failed write. */
    async dropHiddenSlate(slateId: string): Promise<void> {
      await db.delete(slates).where(eq(slates.id, slateId));
    },

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
