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
export class AuditService {
  constructor(private readonly repo: TAuditRepository) {}

  async record({ actorId, action, target, ip }: TAuditRecord): Promise<void> {
    await this.repo.insert({ actorId, action, target: target.slice(0, 200), ip });
  }

  /** `record` with the actor and address of a route's signed-in request. */
  recordFor(
    { auth, request }: { auth: { user: { id: string } }; request: { ip: string } },
    action: TAuditAction,
    target: string,
  ): Promise<void> {
    return this.record({ actorId: auth.user.id, action, target, ip: request.ip });
  }

  async list(q: { page: number; pageSize: number; action?: TAuditAction | undefined }) {
    const { rows, total } = await this.repo.list(q);
    const entries: TAuditEntry[] = rows.map((r) => ({
      ...r,
      // An actor row is never deleted (accounts are anonymised), but the column allows null.
      actorName: r.actorName ?? 'unknown',
      action: r.action as TAuditAction,
      createdAt: r.createdAt.toISOString(),
    }));
    return { rows: entries, total };
  }
}
export type TAuditService = AuditService;
