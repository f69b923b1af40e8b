import crypto from 'node:crypto';
import { OPEN_STATUSES } from '@dfs/contracts';
import type { TAuthContext } from '../../core/auth-context';
import type { TAuthRepository } from './auth.repository';

/** How long a resolved session is trusted without asking the database, in milliseconds. */
export const SESSION_CACHE_MS = 1000;
const SESSION_CACHE_MAX = 10_000;

/** The stored id of a session: the SHA-256 of the cookie token, so a database leak holds no token. */
export const sessionIdOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** DECISIONS "Accounts": a Free subscriber without a verified e-mail gets no session. */
export const isUnverifiedFree = (u: { role: string; plantype: string; verifystatus: number }) =>
  u.role === 'user' && u.plantype === 'free' && u.verifystatus !== 1;

/**
 * A `user` account without a verified e-mail and without a plan in force (a paid sign-up that never
 * paid): its session may only finish paying or verify the e-mail.
 */
export const mayOnlyPayOrVerify = (u: { role: string; status: string; verifystatus: number }) =>
  u.role === 'user' && u.verifystatus !== 1 && !OPEN_STATUSES.has(u.status);

/**
 * Resolves session cookies, with a short-lived cache. Built before the services that end sessions
 * (account, billing, admin) and before realtime, which all use it, so nothing is bound late.
 */
export class SessionsService {
  constructor(private readonly repo: TAuthRepository) {}

  // Every request resolves its session; a resolved one is trusted for a moment so bursts of calls
  // (an optimizer screen loads many) cost one lookup. Local changes forget it at once; changes made
  // by another instance are seen within SESSION_CACHE_MS.
  private readonly cache = new Map<string, { at: number; auth: TAuthContext }>();

  /** Looks a cookie token up; null when missing, unknown or expired. */
  async resolveSession(token: string | undefined): Promise<TAuthContext | null> {
    if (!token || token.length > 100) return null;
    const id = sessionIdOf(token);
    const now = Date.now();
    const hit = this.cache.get(id);
    if (hit && now - hit.at < SESSION_CACHE_MS) return hit.auth;
    const found = await this.repo.findLiveSession(id, new Date(now));
    // A Free account acts only once its e-mail is verified, however it became Free (sign-up,
    // or a paid sign-up that never paid and then chose Free): its sessions count for nothing.
    if (!found || isUnverifiedFree({ ...found.user, verifystatus: found.verifystatus })) {
      this.cache.delete(id);
      return null;
    }
    const auth: TAuthContext = {
      sessionId: id,
      user: found.user,
      ...(mayOnlyPayOrVerify({ ...found.user, verifystatus: found.verifystatus })
        ? { onlyPayOrVerify: true as const }
        : {}),
    };
    if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
    this.cache.set(id, { at: now, auth });
    return auth;
  }

  /** Forgets one cached session (after logout or rotation). */
  forgetSession(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /** Forgets what is cached of a user's sessions (after their sessions end or their account changes). */
  forgetUser(userId: string): void {
    for (const [id, entry] of this.cache) if (entry.auth.user.id === userId) this.cache.delete(id);
  }
}
export type TSessionsService = SessionsService;
