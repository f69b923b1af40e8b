import type { TAuditAction, TAuditEntry } from '@dfs/contracts';
import type { TAuditRepository } from './audit.repository';

export type TAuditRecord = {
  /** The signed-in admin who made the change. */
  actorId: string;
  action: TAuditAction;
  /** What was changed: a user id, a process name, a slate id ... */
  target: string;
  ip: string | null;
};

/**
 * The audit log of admin writes: `record` (or `recordFor` in a route handler) after each write
 * commits, `list` for the client role.
 */
export function createAuditService(repo: TAuditRepository) {
  async function record({ actorId, action, target, ip }: TAuditRecord): Promise<void> {
    await repo.insert({ actorId, action, target: target.slice(0, 200), ip });
  }
  return {
    record,
    /** `record` with the actor and address of a route's signed-in request. */
    recordFor: (
      { auth, request }: { auth: { user: { id: string } }; request: { ip: string } },
      action: TAuditAction,
      target: string,
    ) => record({ actorId: auth.user.id, action, target, ip: request.ip }),
    async list(q: { page: number; pageSize: number; action?: TAuditAction | undefined }) {
      const { rows, total } = await repo.list(q);
      const entries: TAuditEntry[] = rows.map((r) => ({
        ...r,
        // An actor row is never deleted (accounts are anonymised), but the column allows null.
        actorName: r.actorName ?? 'unknown',
        action: r.action as TAuditAction,
        createdAt: r.createdAt.toISOString(),
      }));
      return { rows: entries, total };
    },
  };
}
export type TAuditService = ReturnType<typeof createAuditService>;
