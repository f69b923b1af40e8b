import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { TLoginRequest, TLoginResult, TPlan, TUser } from '@dfs/contracts';
import { ZRegisterRequest } from '@dfs/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { TRateLimiter } from '../../core/rate-limit';
import type { TAuthRepository, TUserRow } from './auth.repository';
import { hashPassword } from './password';
import { sessionIdOf, type TSessionsService } from './sessions.service';

/** The user data the browser may see (SPEC section 3 without the provider ids). */
export function toPublicUser(row: TUserRow): TUser {
  return {
    _id: row.id,
    userName: row.userName,
    email: row.email,
    role: row.role,
    status: row.status,
    plantype: row.plantype,
    paymentType: row.paymentType,
    verifystatus: row.verifystatus === 1 ? 1 : 0,
    istrial: row.istrial === 1 ? 1 : 0,
    isBanner: row.isBanner,
    funding: row.funding,
    hasCustomer: row.stripeCustomerId !== null,
  };
}

export type TClientInfo = {
  ip: string | undefined;
  userAgent: string | undefined;
  /** Origin of the app as the browser sees it (links in mail, redirects). */
  baseUrl?: string;
};

/** What the auth service needs from the account and payment modules, wired in the composition root. */
export type TAuthHooks = {
  limiter: TRateLimiter;
  limits: { accountMax: number; ipMax: number };
  /** The card provider new paid accounts use: `stripe` when configured, else `local`. */
  cardProvider: () => 'stripe' | 'local';
  /** Plan of a price key given at sign-up, undefined when unknown. */
  planOfPrice: (priceId: string) => TPlan | undefined;
  /** After a new account is stored: sends the verification e-mail. */
  afterRegister: (row: TUserRow, baseUrl: string | undefined) => Promise<void>;
  /** After a correct password: where the browser goes next (SPEC section 4). */
  nextStep: (
    row: TUserRow,
    baseUrl: string | undefined,
  ) => Promise<Pick<TLoginResult, 'next' | 'redirectUrl'>>;
};

/** Registration, login, sessions. */
export function createAuthService(
  repo: TAuthRepository,
  opts: { sessionDays: number; sessions: TSessionsService; hooks: TAuthHooks },
) {
  const { sessions, hooks } = opts;
  // A hash of a random password, verified against when the user does not exist, so that an
  // unknown user name costs the same work as a wrong password.
  const dummyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

  /**
   * The failed-login counter a login attempt counts on: per account (user name and e-mail share
   * it), split by whether the caller's address has logged in to this account successfully before.
   * Wrong passwords from new addresses lock out new addresses only, so anyone can slow down
   * guessing but nobody can lock the owner out of a device they have used.
   */
  async function loginLimitKey(row: TUserRow | undefined, typed: string, ip: string | undefined) {
    if (!row) return `login:name:${typed.trim().toLowerCase()}`;
    const known = ip ? await repo.hasLoggedInFrom(row.id, ip) : false;
    return `login:acct:${row.id}:${known ? 'known-ip' : 'new-ip'}`;
  }

  async function startSession(userId: string, client: TClientInfo) {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + opts.sessionDays * 86_400_000);
    await repo.insertSession({
      id: sessionIdOf(token),
      userId,
      expiresAt,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
    });
    return { token, expiresAt };
  }

  return {
    /**
     * Creates a `user` account. Free accounts start inactive and become active when the e-mail is
     * verified; paid ones (plantype, price_id or ClickBank) start inactive until the provider says
     * the subscription is live. The plan, status and role never come from the browser as such.
     */
    async register(input: z.output<typeof ZRegisterRequest>, client: TClientInfo & { region: string }) {
      await hooks.limiter.consume(`signup:ip:${client.ip ?? ''}`, hooks.limits.ipMax);
      if (await repo.nameOrEmailTaken(input.userName, input.email)) {
        throw new AppError('CONFLICT', 'email/username already exist please go to login page');
      }
      const isClickbank = input.paymentType === 'clickbank';
      const pricedPlan = input.price_id ? hooks.planOfPrice(input.price_id) : undefined;
      if (input.price_id && !pricedPlan) {
        throw new AppError('VALIDATION', 'price_id: unknown price', { fields: ['price_id'] });
      }
      const plantype: TPlan = isClickbank ? 'platinum' : (pricedPlan ?? input.plantype ?? 'free');
      const paymentType = plantype === 'free' ? 'free' : isClickbank ? 'clickbank' : hooks.cardProvider();
      const row = await repo.insertUser({
        userName: input.userName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'user',
        plantype,
        paymentType,
        status: 'inactive',
        verifystatus: 0,
        source: input.source ?? null,
        campaign: input.campaign ?? null,
        medium: input.medium ?? null,
        term: input.term ?? null,
        content: input.content ?? null,
        state: client.region,
        ip: client.ip ?? null,
      });
      if (!row) throw new AppError('CONFLICT', 'email/username already exist please go to login page');
      await hooks.afterRegister(row, client.baseUrl);
      return toPublicUser(row);
    },

    /**
     * Checks the password (rate limited per IP and per account), records the attempt and, on
     * success, starts a new session, except for an unverified Free account, which gets the
     * `verify-email` step and no session.
     */
    async login(
      input: TLoginRequest,
      client: TClientInfo,
      previousSessionId: string | undefined,
    ): Promise<{ user: TLoginResult; session: { token: string; expiresAt: Date } | null }> {
      await hooks.limiter.consume(`login:ip:${client.ip ?? ''}`, hooks.limits.ipMax);
      const row = await repo.findUserByLogin(input.userName);
      const accountKey = await loginLimitKey(row, input.userName, client.ip);
      await hooks.limiter.check(accountKey, hooks.limits.accountMax);
      const ok = row
        ? await verify(row.passwordHash, input.password)
        : await verify(await dummyHash, input.password).then(() => false);
      await repo.insertLoginHistory({
        userId: row?.id ?? null,
        userName: input.userName.slice(0, 254),
        success: ok,
        ip: client.ip ?? null,
        userAgent: client.userAgent?.slice(0, 400) ?? null,
      });
      if (!row || !ok) {
        await hooks.limiter.fail(accountKey);
        throw new AppError('UNAUTHENTICATED', 'Invalid Password/userName');
      }
      await hooks.limiter.reset(accountKey);
      const step = await hooks.nextStep(row, client.baseUrl);
      // Rotate: the session the browser came with (if any) ends here.
      if (previousSessionId) {
        await repo.deleteSession(previousSessionId);
        sessions.forgetSession(previousSessionId);
      }
      const session = step.next === 'verify-email' ? null : await startSession(row.id, client);
      return { user: { ...toPublicUser(row), ...step }, session };
    },

    async logout(sessionId: string) {
      await repo.deleteSession(sessionId);
      sessions.forgetSession(sessionId);
    },

    async me(userId: string): Promise<TUser> {
      const row = await repo.findUserById(userId);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      return toPublicUser(row);
    },

    /** Looks a cookie token up; null when missing, unknown or expired. */
    resolveSession: (token: string | undefined) => sessions.resolveSession(token),

    /** Forgets what is cached of a user's sessions (after their sessions end or their account changes). */
    forgetUser: (userId: string) => sessions.forgetUser(userId),

    /** Creates the `client` owner account when none exists; returns the password if generated. */
    async seedAdmin(admin: { userName: string; email: string; password: string | undefined }) {
      if ((await repo.countUsersWithRole('client')) > 0) return null;
      const password = admin.password ?? generatePassword();
      await repo.insertUser({
        userName: admin.userName,
        email: admin.email.toLowerCase(),
        passwordHash: await hashPassword(password),
        role: 'client',
        status: 'active',
        plantype: 'platinum',
        paymentType: 'free',
        verifystatus: 1,
      });
      return admin.password ? null : password;
    },
  };
}
export type TAuthService = ReturnType<typeof createAuthService>;

/** A random password that satisfies the product's own password rule. */
function generatePassword(): string {
  const body = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}Aa1!`;
}
