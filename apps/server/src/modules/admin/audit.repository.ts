import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** The audit log's SQL: append, and read newest first with the actor's current name. */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: typeof auditLog.$inferInsert): Promise<void> {
      await db.insert(auditLog).values(row);
    },
    async list(q: { page: number; pageSize: number; action?: string | undefined }) {
      const where = q.action ? eq(auditLog.action, q.action) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            actorId: auditLog.actorId,
            actorName: users.userName,
            action: auditLog.action,
            target: auditLog.target,
            ip: auditLog.ip,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(q.pageSize)
          .offset(q.page * q.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type TAuditRepository = ReturnType<typeof createAuditRepository>;
