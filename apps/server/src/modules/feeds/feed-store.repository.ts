import { and, eq, getTableColumns, inArray, is, notInArray, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { TFeedBatch, TSlateBundle } from './providers.types';

/** Rows per statement: each chunk travels as one JSON parameter. */
const CHUNK = 4000;

const q = (name: string) => `"${name}"`;

/** A column's value for a row that leaves it out: its default, so NOT NULL columns stay valid. */
function defaultOf(col: PgColumn): unknown {
  if (col.defaultFn) return col.defaultFn();
  if (!col.hasDefault) return null;
  // SQL defaults in this schema are all now().
  return is(col.default, SQL) ? new Date() : col.default;
}

/**
 * Upserts many rows in a few statements: the rows travel as one JSON array expanded by
 * `jsonb_to_recordset`, several times faster than bound multi-row VALUES on PGlite. Works the same
 * on PostgreSQL 15.
 */
async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  target: PgColumn[],
  rows: T['$inferInsert'][],
  /** SQL of columns an update sets otherwise than to the new row's value, by column name. */
  updateAs: Record<string, string> = {},
) {
  if (rows.length === 0) return;
  const cols = Object.entries(getTableColumns(table));
  const keep = new Set(target.map((c) => c.name));
  const names = cols.map(([, c]) => q(c.name)).join(', ');
  const defs = cols.map(([, c]) => `${q(c.name)} ${c.getSQLType()}`).join(', ');
  const set = cols
    .filter(([, c]) => !keep.has(c.name))
    .map(([, c]) => `${q(c.name)} = ${updateAs[c.name] ?? `excluded.${q(c.name)}`}`)
    .join(', ');
  const conflict = target.map((c) => q(c.name)).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, col] of cols) {
        const v = (row as Record<string, unknown>)[key];
        out[col.name] = v === undefined ? defaultOf(col) : v;
      }
      return out;
    });
    await db.execute(
      sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${sql.raw(defs)}) on conflict (${sql.raw(conflict)}) do update set ${sql.raw(set)}`,
    );
  }
}

/**
 * The write side of the sports data: every provider's rows go through here. It only inserts and
 * updates, so a provider that fails or answers nothing never deletes good data; a slate's players
 * are replaced as a whole, in one transaction, when a provider sends that slate again.
 */
export function createFeedStore(db: Db) {
  return {
    /** Writes the kinds present in the batch, parents before children. */
    async writeBatch(batch: TFeedBatch): Promise<void> {
      if (batch.teams?.length) await upsert(db, s.teams, [s.teams.id], batch.teams);
      if (batch.players?.length) await upsert(db, s.players, [s.players.id], batch.players);
      if (batch.games?.length) await upsert(db, s.games, [s.games.id], batch.games);
      if (batch.projections?.length) {
        const p = s.projections;
        await upsert(db, p, [p.playerId, p.operator, p.source], batch.projections);
      }
      if (batch.injuries?.length) await upsert(db, s.injuries, [s.injuries.playerId], batch.injuries);
      if (batch.news?.length) await upsert(db, s.news, [s.news.id], batch.news);
      if (batch.depthCharts?.length) {
        const d = s.depthCharts;
        await upsert(db, d, [d.teamId, d.position, d.depth], batch.depthCharts);
      }
      if (batch.lineups?.length) {
        const l = s.startingLineups;
        await upsert(db, l, [l.gameId, l.teamId], batch.lineups);
      }
      if (batch.nhlLines?.length) await upsert(db, s.nhlLines, [s.nhlLines.teamId], batch.nhlLines);
      if (batch.goalies?.length) {
        const g = s.startingGoalies;
        await upsert(db, g, [g.gameId, g.teamId], batch.goalies);
      }
      if (batch.odds?.length) await upsert(db, s.odds, [s.odds.gameId, s.odds.book], batch.odds);
      if (batch.props?.length) {
        const p = s.playerProps;
        await upsert(db, p, [p.gameId, p.playerId, p.book, p.market], batch.props);
      }
      if (batch.logs?.length) {
        const l = s.playerGameLogs;
        await upsert(db, l, [l.playerId, l.gameDate], batch.logs);
      }
      for (const { code, status } of batch.sportStatus ?? [])
        await db.update(s.sports).set({ status }).where(eq(s.sports.code, code));
      if (batch.adp?.length) {
        // A snapshot that moves a player's ADP keeps the stored one as the previous snapshot;
        // the same ADP again leaves the previous snapshot as it was.
        const moved = `"adp"."adp" is distinct from excluded."adp"`;
        await upsert(db, s.adp, [s.adp.playerId, s.adp.source], batch.adp, {
          previous_adp: `case when ${moved} then "adp"."adp" else "adp"."previous_adp" end`,
          previous_at: `case when ${moved} then "adp"."fetched_at" else "adp"."previous_at" end`,
        });
      }
    },

    /**
     * Writes slates. `missing` adds only slates not stored yet and refreshes the status of the
     * others (the demo feed's steady state); `replace` rewrites each slate and its players.
     * Returns the ids of slates whose players changed, for realtime notices.
     */
    async writeSlates(bundles: TSlateBundle[], mode: 'missing' | 'replace'): Promise<string[]> {
      if (bundles.length === 0) return [];
      const ids = bundles.map((b) => b.slate.id);
      const existing = new Set(
        (await db.select({ id: s.slates.id }).from(s.slates).where(inArray(s.slates.id, ids))).map(
          (r) => r.id,
        ),
      );
      const changed: string[] = [];
      // New slates go in together: two statements instead of a transaction per slate.
      const fresh = bundles.filter((b) => !existing.has(b.slate.id));
      if (fresh.length > 0) {
        await db.transaction(async (tx) => {
          const rows = fresh.map((b) => ({
            ...b.slate,
            playerCount: b.players.length,
            updatedAt: new Date(),
          }));
          await upsert(tx, s.slates, [s.slates.id], rows);
          const sp = s.slatePlayers;
          await upsert(
            tx,
            sp,
            [sp.slateId, sp.operatorPlayerId],
            fresh.flatMap((b) => b.players),
          );
        });
        changed.push(...fresh.map((b) => b.slate.id));
      }
      for (const bundle of bundles) {
        const { slate } = bundle;
        if (!existing.has(slate.id)) continue;
        if (mode === 'missing') {
          await db.update(s.slates).set({ status: slate.status }).where(eq(s.slates.id, slate.id));
          continue;
        }
        await db.transaction(async (tx) => {
          const row = { ...slate, playerCount: bundle.players.length, updatedAt: new Date() };
          await upsert(tx, s.slates, [s.slates.id], [row]);
          const keepIds = bundle.players.map((p) => p.operatorPlayerId);
          await tx
            .delete(s.slatePlayers)
            .where(
              keepIds.length
                ? and(
                    eq(s.slatePlayers.slateId, slate.id),
                    notInArray(s.slatePlayers.operatorPlayerId, keepIds),
                  )
                : eq(s.slatePlayers.slateId, slate.id),
            );
          const sp = s.slatePlayers;
          await upsert(tx, sp, [sp.slateId, sp.operatorPlayerId], bundle.players);
        });
        changed.push(slate.id);
      }
      return changed;
    },

    /** Whether any slate is stored (the demo data loads into an empty database only). */
    async hasSlates(): Promise<boolean> {
      const rows = await db.select({ id: s.slates.id }).from(s.slates).limit(1);
      return rows.length > 0;
    },

    /** Marks a slate changed (projection upload, import) so caches and subscribers refetch. */
    async touchSlate(slateId: string): Promise<void> {
      await db.update(s.slates).set({ updatedAt: new Date() }).where(eq(s.slates.id, slateId));
    },
  };
}
export type TFeedStore = ReturnType<typeof createFeedStore>;
