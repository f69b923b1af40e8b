import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otps, sessions, users } from '../../db/schema';
import { updateUser, type TUserRow } from '../auth';

export type TOtpRow = typeof otps.$inferSelect;
export type TOtpPurpose = TOtpRow['purpose'];

/** OTPs, password and verification updates, session ends: the only SQL of the account module. */
export function createAccountRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<TUserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return rows[0];
    },
    /** Replaces the user's live codes of this purpose by a new one (only the newest can be used). */
    async replaceOtp(row: typeof otps.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ usedAt: new Date() })
          .where(and(eq(otps.userId, row.userId), eq(otps.purpose, row.purpose), isNull(otps.usedAt)));
        await tx.insert(otps).values(row);
      });
    },
    async latestOtp(userId: string, purpose: TOtpPurpose): Promise<TOtpRow | undefined> {
      const rows = await db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt)))
        .orderBy(desc(otps.createdAt))
        .limit(1);
      return rows[0];
    },
    /** The newest consumed or replaced code of a purpose (tells a used link from a forged one). */
    async lastUsedOtp(userId: string, purpose: TOtpPurpose): Promise<TOtpRow | undefined> {
      const rows = await db
        .select()
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNotNull(otps.usedAt)))
        .orderBy(desc(otps.usedAt))
        .limit(1);
      return rows[0];
    },
    async countTry(id: string): Promise<void> {
      await db
        .update(otps)
        .set({ tries: sql`${otps.tries} + 1` })
        .where(eq(otps.id, id));
    },
    /** Marks a code used; false when another request used it first (single use under races). */
    async useOtp(id: string): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ usedAt: new Date() })
        .where(and(eq(otps.id, id), isNull(otps.usedAt)))
        .returning({ id: otps.id });
      return rows.length > 0;
    },
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    updateUser: (userId: string, patch: Partial<typeof users.$inferInsert>) => updateUser(db, userId, patch),
    /** Ends every session of a user except `keep` (password change keeps the caller's own). */
    async endSessions(userId: string, keep?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
    },
  };
}
export type TAccountRepository = ReturnType<typeof createAccountRepository>;
