import crypto from 'node:crypto';
import type { z } from 'zod';
import type { TAdminUser, TLoginAttempt, ZLoginDataRequest, ZUserListQuery } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthContext } from '../../core/auth-context';
import { hashPassword } from '../auth';
import type { TAdminRepository } from './admin.repository';

/**
 * Who may change whom: nobody deletes or resets the owner (`client`) account here, a manager only
 * acts on subscribers, and nobody deletes themself.
 */
function assertMayManage(
  actor: TAuthContext,
  target: { id: string; role: string },
  what: 'delete' | 'password',
) {
  if (what === 'delete' && target.id === actor.user.id) {
    throw new AppError('VALIDATION', 'You cannot delete your own account.');
  }
  if (target.role === 'client' || (actor.user.role === 'manager' && target.role !== 'user')) {
    throw new AppError('FORBIDDEN', 'You do not have access to this account.');
  }
}

export type TAdminDeps = {
  /** After a user's sessions end: drop cached sessions and disconnect their sockets. */
  onSessionsEnded: (userId: string) => void;
  /** Cancels the user's paid subscription at its payments provider, if any (before a delete). */
  endSubscription: (userId: string) => Promise<unknown>;
};

/** User administration: the list, delete (anonymise), password update, login history. */
export class AdminService {
  constructor(
    private readonly repo: TAdminRepository,
    private readonly deps: TAdminDeps,
  ) {}

  private async target(userId: string) {
    const row = await this.repo.findUser(userId);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  async listUsers(q: z.output<typeof ZUserListQuery>): Promise<{ rows: TAdminUser[]; total: number }> {
    const { rows, total } = await this.repo.listUsers(q);
    return {
      total,
      rows: rows.map(({ id, createdAt, lastLoginAt, ...rest }) => ({
        _id: id,
        ...rest,
        createdAt: createdAt.toISOString(),
        lastLoginAt: lastLoginAt ? new Date(lastLoginAt).toISOString() : null,
      })),
    };
  }

  /**
   * Ends the account: its paid subscription is cancelled at the provider first (a failure there
   * stops the delete, so nobody is charged for a deleted account), then the row is anonymised
   * and its sessions end; ledger and login history stay.
   */
  async deleteUser(actor: TAuthContext, userId: string): Promise<void> {
    assertMayManage(actor, await this.target(userId), 'delete');
    await this.deps.endSubscription(userId);
    // Nobody knows this password: the anonymised name can never sign in.
    const unusable = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    if (!(await this.repo.anonymise(userId, unusable))) throw new AppError('NOT_FOUND', 'User not found');
    this.deps.onSessionsEnded(userId);
  }

  /** Sets a user's password (the one password rule is the contracts' schema); their sessions end. */
  async updatePassword(actor: TAuthContext, userId: string, password: string): Promise<void> {
    assertMayManage(actor, await this.target(userId), 'password');
    await this.repo.setPassword(userId, await hashPassword(password));
    this.deps.onSessionsEnded(userId);
  }

  async logins(q: z.output<typeof ZLoginDataRequest>): Promise<{ rows: TLoginAttempt[]; total: number }> {
    const { rows, total } = await this.repo.listLogins(q);
    return { total, rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  }
}
export type TAdminService = AdminService;
