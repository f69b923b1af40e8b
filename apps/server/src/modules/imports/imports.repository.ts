import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TOperator } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { projections, slatePlayers, slates } from '../../db/schema';
import { playerSetOf, type TSlateRow } from '../slates';

/** The file's columns of a slate player, as the prepared batches carry them (salary-prepare.ts). */
const FILE_COLUMNS =
  'operator_player_id text, name text, team text, opponent text, game text, start_time timestamptz, ' +
  'positions jsonb, roster_slots jsonb, salary integer, captain_salary integer, captain_id text, ' +
  'projection double precision, avg_points double precision, injury text, line integer';
const STORED_COLUMNS =
  'slate_id, operator_player_id, player_id, name, team, opponent, game, start_time, positions, ' +
  'roster_slots, salary, captain_salary, captain_id, projection, projection_source, avg_points, ' +
  'injury, line, provider, fetched_at';
/** Slate players read per statement when matching a projection file (matchablePlayers). */
const MATCH_PAGE = 1000;

/** A slate's fields as an import writes them (where its players are stored is the import's to say). */
type TFileSlate = Omit<TSlateRow, 'playersFrom'>;

/** Rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (res: unknown) => (res as { rows: unknown[] }).rows;

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
    async createHiddenSlate(row: TFileSlate): Promise<boolean> {
      const made = await db
        .insert(slates)
        .values({ ...row, status: 'importing' })
        .onConflictDoNothing()
        .returning({ id: slates.id });
      return made.length === 1;
    },

    /**
     * Writes one prepared batch (a JSON array of the file's rows) into a hidden slate. For a
     * re-import (`storedSlateId`), a player the stored slate already has keeps its canonical id;
     * returns how many of the batch's players it has.
     */
    async writePlayers(
      slateId: string,
      batch: string,
      opts: { provider: string; now: Date; storedSlateId?: string | undefined },
    ): Promise<number> {
      const { provider, now } = opts;
      // Without a stored slate the join finds nothing (no slate is stored under an empty id).
      const stored = opts.storedSlateId ? playerSetOf(opts.storedSlateId) : sql`''`;
      const res = await db.execute(
        sql`with x as (select * from jsonb_to_recordset(${batch}::jsonb) as x(${sql.raw(FILE_COLUMNS)})),
        o as (select o.operator_player_id, o.player_id from ${slatePlayers} o join x on o.operator_player_id = x.operator_player_id where o.slate_id = ${stored}),
        ins as (insert into ${slatePlayers} (${sql.raw(STORED_COLUMNS)}) select ${slateId}, x.operator_player_id, o.player_id, x.name, x.team, x.opponent, x.game, x.start_time, x.positions, x.roster_slots, x.salary, x.captain_salary, x.captain_id, x.projection, ${provider}, x.avg_points, x.injury, x.line, ${provider}, ${now.toISOString()}::timestamptz from x left join o on o.operator_player_id = x.operator_player_id returning 1)
        select (select count(*) from o)::int as kept, (select count(*) from ins)::int as written`,
      );
      return Number((rowsOf(res)[0] as { kept?: number } | undefined)?.kept ?? 0);
    },

    /**
     * What a projection file is matched on (operator id, captain id, name, team), for every player
     * of a slate, read in pages by operator id: short statements, so a slate of thousands of
     * players never holds the event loop (PGlite) for long.
     */
    async matchablePlayers(slateId: string) {
      const out: {
        operatorPlayerId: string;
        playerId: string | null;
        name: string;
        team: string;
        captainId: string | null;
        projectionSource: string;
      }[] = [];
      for (let after = ''; ;) {
        const page = await db
          .select({
            operatorPlayerId: slatePlayers.operatorPlayerId,
            playerId: slatePlayers.playerId,
            name: slatePlayers.name,
            team: slatePlayers.team,
            captainId: slatePlayers.captainId,
            projectionSource: slatePlayers.projectionSource,
          })
          .from(slatePlayers)
          .where(
            and(eq(slatePlayers.slateId, playerSetOf(slateId)), gt(slatePlayers.operatorPlayerId, after)),
          )
          .orderBy(asc(slatePlayers.operatorPlayerId))
          .limit(MATCH_PAGE);
        out.push(...page);
        const last = page[page.length - 1];
        if (page.length < MATCH_PAGE || !last) return out;
        after = last.operatorPlayerId;
        await new Promise((r) => setImmediate(r));
      }
    },

    /** Shows a new slate written into a hidden one: one short statement. */
    async publish(row: TFileSlate): Promise<void> {
      await db
        .update(slates)
        .set({ status: row.status, playerCount: row.playerCount, updatedAt: new Date() })
        .where(eq(slates.id, row.id));
    },

    /**
     * Makes the players staged in a hidden slate (written with the stored players' canonical ids,
     * writePlayers) the stored slate's players: one short transaction points the slate at the
     * staged set (`players_from`, a one-row update however many players: on PGlite the event loop
     * is never held for long) with the file's slate fields; readers see the old players or the new
     * ones, never a mix. The old set is removed afterwards.
     */
    async switchIn(stagingId: string, row: TFileSlate): Promise<void> {
      const before = await db.transaction(async (tx) => {
        const [slate] = await tx
          .select({ playersFrom: slates.playersFrom })
          .from(slates)
          .where(eq(slates.id, row.id))
          .for('update');
        const { id, ...fields } = row;
        await tx
          .update(slates)
          .set({ ...fields, playersFrom: stagingId, updatedAt: new Date() })
          .where(eq(slates.id, id));
        // The staged set stays a hidden slate: it now holds a stored slate's players.
        await tx.update(slates).set({ updatedAt: new Date() }).where(eq(slates.id, stagingId));
        return slate?.playersFrom ?? null;
      });
      // Nobody reads the old set any more: the slate's own rows, and the set it pointed at before.
      await db.delete(slatePlayers).where(eq(slatePlayers.slateId, row.id));
      if (before && before !== stagingId) {
        await db.delete(slatePlayers).where(eq(slatePlayers.slateId, before));
        await db.delete(slates).where(eq(slates.id, before));
      }
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
          .where(
            and(
              eq(slates.status, 'importing'),
              lt(slates.updatedAt, before),
              // A set a stored slate points at holds that slate's players.
              sql`not exists (select 1 from ${slates} o where o.players_from = ${slates.id})`,
            ),
          );
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
          sql`update ${slatePlayers} set projection = x.projection, projection_source = ${source}, fetched_at = ${at}::timestamptz from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, projection double precision) where ${slatePlayers.slateId} = ${playerSetOf(slateId)} and ${slatePlayers.operatorPlayerId} = x.id`,
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
