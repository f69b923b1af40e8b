import { asc, sql } from 'drizzle-orm';
import { SPORTS } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { sports } from '../../db/schema';

/** The sports table: seeded with the four sports, read by the top bar. */
export function createSportsRepository(db: Db) {
  return {
    async seed(): Promise<void> {
      await db
        .insert(sports)
        .values(SPORTS.map((s) => ({ id: s.id, code: s.code, name: s.name, status: 1 })))
        .onConflictDoNothing();
    },
    async list() {
      return db.select().from(sports).orderBy(asc(sports.id));
    },
    async setStatus(id: number, status: 0 | 1) {
      await db
        .update(sports)
        .set({ status })
        .where(sql`${sports.id} = ${id}`);
    },
  };
}
export type TSportsRepository = ReturnType<typeof createSportsRepository>;
