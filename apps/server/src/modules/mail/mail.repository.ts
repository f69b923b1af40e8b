import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type TOutboxRow = typeof mailOutbox.$inferSelect;

/** The outbox table: the only SQL of the mail module. */
export function createMailRepository(db: Db) {
  return {
    async insert(row: typeof mailOutbox.$inferInsert): Promise<void> {
      await db.insert(mailOutbox).values(row);
    },
    /** Newest first, optionally for one recipient. */
    async list(to: string | undefined, limit = 100): Promise<TOutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(to ? and(eq(mailOutbox.to, to.trim().toLowerCase())) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit);
    },
  };
}
export type TMailRepository = ReturnType<typeof createMailRepository>;
