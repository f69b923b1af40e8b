import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory, sessions, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

/** The columns of a user that a session and the admin user list both read. */
export const userColumns = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  role: users.role,
  status: users.status,
  plantype: users.plantype,
};

/**
 * Sets some columns of a user and its `updatedAt`; the row after, or undefined if there is none.
 * The account and payment repositories change users through it (`db` may be a transaction).
 */
export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<TNewUser>,
): Promise<TUserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

/** Users, sessions and login history: the only SQL of the auth module. */
export function createAuthRepository(db: Db) {
  const liveSession = db
    .select({
      sessionId: sessions.id,
      verifystatus: users.verifystatus,
      user: userColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('live_session');
  return {
    async findUserByLogin(login: string): Promise<TUserRow | undefined> {
      const needle = login.trim().toLowerCase();
      const rows = await db
        .select()
        .from(users)
        .where(sql`lower(${users.userName}) = ${needle} or ${users.email} = ${needle}`)
        .limit(1);
      return rows[0];
    },
    async findUserById(id: string): Promise<TUserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },
    async nameOrEmailTaken(userName: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = ${userName.toLowerCase()} or ${users.email} = ${email}`)
        .limit(1);
      return rows.length > 0;
    },
    /** Inserts a user; returns undefined when the name or e-mail is already taken (unique index). */
    async insertUser(row: TNewUser): Promise<TUserRow | undefined> {
      const rows = await db.insert(users).values(row).onConflictDoNothing().returning();
      return rows[0];
    },
    async countUsersWithRole(role: TUserRow['role']): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, role));
      return rows[0]?.n ?? 0;
    },
    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /** The live session and its user in one round trip (a prepared statement: every request asks). */
    async findLiveSession(id: string, now: Date) {
      const rows = await liveSession.execute({ id, now });
      return rows[0];
    },
    async insertLoginHistory(row: typeof loginHistory.$inferInsert): Promise<void> {
      await db.insert(loginHistory).values(row);
    },
  };
}
export type TAuthRepository = ReturnType<typeof createAuthRepository>;
