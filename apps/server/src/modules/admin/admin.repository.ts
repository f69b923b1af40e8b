import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLoginDataRequest, ZUserListQuery } from '@dfs/contracts';
import type { Db } from '../../db/client';
import { loginHistory, sessions, userCounts, users } from '../../db/schema';
import { userColumns } from '../auth';

/** Admin tables count days in Eastern time (DECISIONS "Data and screens"). */
export const ADMIN_TZ = 'America/New_York';

/** Start of an Eastern day, as a timestamp (`plusDays` 1 gives the end of an inclusive range). */
export const easternDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${ADMIN_TZ})`;

/** `LIKE` pattern for a user's search text, with its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts and login history as the admin pages read and change them: the only SQL of user admin. */
export function createAdminRepository(db: Db) {
  return {
    async listUsers(q: z.output<typeof ZUserListQuery>) {
      const where = and(
        isNull(users.deletedAt),
        q.search
          ? or(ilike(users.userName, likePattern(q.search)), ilike(users.email, likePattern(q.search)))
          : undefined,
        q.status ? eq(users.status, q.status) : undefined,
        q.plantype ? eq(users.plantype, q.plantype) : undefined,
        q.paymentType ? eq(users.paymentType, q.paymentType) : undefined,
      );
      const column = { createdAt: users.createdAt, userName: users.userName, email: users.email }[q.sort];
      const dir = q.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...userColumns,
            paymentType: users.paymentType,
            verifystatus: users.verifystatus,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(dir(column), dir(users.id)) // the id breaks ties: pages never overlap
          .limit(q.pageSize)
          .offset(q.page * q.pageSize),
        q.search
          ? db.select({ n: count() }).from(users).where(where)
          : // Without a search the filters are the counts' keys: a sum of a few rows, not a count of
            // every account (user_counts, kept by triggers on users).
            db
              .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
              .from(userCounts)
              .where(
                and(
                  q.status ? eq(userCounts.status, q.status) : undefined,
                  q.plantype ? eq(userCounts.plantype, q.plantype) : undefined,
                  q.paymentType ? eq(userCounts.paymentType, q.paymentType) : undefined,
                ),
              ),
      ]);
      // The last login of the page's accounts only (in the row query it would be looked up for
      // every row the page's offset skips, or every match of a search before it is sorted).
      const ids = rows.map((r) => r.id);
      const last = ids.length
        ? await db
            .select({ userId: loginHistory.userId, at: max(loginHistory.createdAt) })
            .from(loginHistory)
            .where(and(inArray(loginHistory.userId, ids), sql`${loginHistory.success}`))
            .groupBy(loginHistory.userId)
        : [];
      const lastOf = new Map(last.map((l) => [l.userId, l.at]));
      return {
        rows: rows.map((r) => ({ ...r, lastLoginAt: lastOf.get(r.id) ?? null })),
        total: total?.n ?? 0,
      };
    },

    async findUser(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row;
    },

    /**
     * Anonymises an account and ends its sessions in one transaction. The row stays (no cascade),
     * so the payments ledger and login history keep pointing at it and revenue never changes.
     */
    async anonymise(id: string, passwordHash: string): Promise<boolean> {
      const tag = `del-${id.replace(/-/g, '').slice(0, 16)}`;
      return db.transaction(async (tx) => {
        const done = await tx
          .update(users)
          .set({
            userName: tag,
            email: `${tag}@deleted.invalid`,
            passwordHash,
            status: 'inactive',
            stripeCustomerId: null,
            stripeSubscriptionId: null,
            ip: null,
            source: null,
            campaign: null,
            medium: null,
            term: null,
            content: null,
            deletedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning({ id: users.id });
        await tx.delete(sessions).where(eq(sessions.userId, id));
        return done.length > 0;
      });
    },

    /** Sets a password and ends every session of the user, in one transaction. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
      });
    },

    async listLogins(q: z.output<typeof ZLoginDataRequest>) {
      const where = and(
        q.user ? ilike(loginHistory.userName, likePattern(q.user)) : undefined,
        q.outcome ? eq(loginHistory.success, q.outcome === 'success') : undefined,
        q.from ? gte(loginHistory.createdAt, easternDay(q.from)) : undefined,
        q.to ? lt(loginHistory.createdAt, easternDay(q.to, 1)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(loginHistory)
          .where(where)
          .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
          .limit(q.pageSize)
          .offset(q.page * q.pageSize),
        db.select({ n: count() }).from(loginHistory).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type TAdminRepository = ReturnType<typeof createAdminRepository>;
