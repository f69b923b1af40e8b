import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { TLoginRequest, TLoginResult, TPlan, TUser } from '@dfs/contracts';
import { ZRegisterRequest } from '@dfs/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { TRateLimiter } from '../../core/rate-limit';
import type { TAuthRepository, TUserRow } from './auth.repository';
import { knownDeviceOf, rememberDevice } from './device-cookie';
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
  /** The login's device cookie (see device-cookie.ts). */
  deviceCookie?: string | undefined;
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

export type TAuthOptions = { sessionDays: number; sessions: TSessionsService; hooks: TAuthHooks };

/** Registration, login, sessions. */
export class AuthService {
  constructor(
    private readonly repo: TAuthRepository,
    private readonly opts: TAuthOptions,
  ) {}

  // A hash of a random password, verified against when the user does not exist, so that an
  // unknown user name costs the same work as a wrong password.
  private readonly dummyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

  /**
   * The failure counters a login attempt is checked against (docs/ACCOUNTS.md "Login lockout"). A
   * device that signed in to this account before (a valid device cookie) counts only its own
   * failures: nobody else's wrong passwords, from any address, can keep it out. Any other attempt
   * counts per address (every account) and per account (every address).
   */
  private loginLimits(row: TUserRow | undefined, typed: string, client: TClientInfo) {
    const { accountMax, ipMax } = this.opts.hooks.limits;
    const device = row ? knownDeviceOf(client.deviceCookie, row) : undefined;
    if (row && device) return { counters: [{ key: `login:dev:${row.id}:${device}`, max: accountMax }] };
    const account = row ? `login:acct:${row.id}` : `login:name:${typed.trim().toLowerCase()}`;
    return {
      counters: [
        { key: `login:fail:ip:${client.ip ?? ''}`, max: ipMax },
        { key: account, max: accountMax },
      ],
      account,
    };
  }

  private async startSession(userId: string, client: TClientInfo) {
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.opts.sessionDays * 86_400_000);
    await this.repo.insertSession({
      id: sessionIdOf(token),
      userId,
      expiresAt,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
    });
    return { token, expiresAt };
  }

  /**
   * Creates a `user` account. Free accounts start inactive and become active when the e-mail is
   * verified; paid ones (plantype, price_id or ClickBank) start inactive until the provider says
   * the subscription is live. The plan, status and role never come from the browser as such.
   */
  async register(input: z.output<typeof ZRegisterRequest>, client: TClientInfo & { region: string }) {
    await this.opts.hooks.limiter.consume(`signup:ip:${client.ip ?? ''}`, this.opts.hooks.limits.ipMax);
    if (await this.repo.nameOrEmailTaken(input.userName, input.email)) {
      throw new AppError('CONFLICT', 'email/username already exist please go to login page');
    }
    const isClickbank = input.paymentType === 'clickbank';
    const pricedPlan = input.price_id ? this.opts.hooks.planOfPrice(input.price_id) : undefined;
    if (input.price_id && !pricedPlan) {
      throw new AppError('VALIDATION', 'price_id: unknown price', { fields: ['price_id'] });
    }
    const plantype: TPlan = isClickbank ? 'platinum' : (pricedPlan ?? input.plantype ?? 'free');
    const paymentType =
      plantype === 'free' ? 'free' : isClickbank ? 'clickbank' : this.opts.hooks.cardProvider();
    const row = await this.repo.insertUser({
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
    await this.opts.hooks.afterRegister(row, client.baseUrl);
    return toPublicUser(row);
  }

  /**
   * Checks the password (rate limited per IP and per account), records the attempt and, on
   * success, starts a new session, except for an unverified Free account, which gets the
   * `verify-email` step and no session.
   */
  async login(
    input: TLoginRequest,
    client: TClientInfo,
    previousSessionId: string | undefined,
  ): Promise<{
    user: TLoginResult;
    session: { token: string; expiresAt: Date } | null;
    /** The device cookie's new value: this browser is now a known device of the account. */
    device: string;
  }> {
    const row = await this.repo.findUserByLogin(input.userName);
    const limits = this.loginLimits(row, input.userName, client);
    for (const { key, max } of limits.counters) await this.opts.hooks.limiter.check(key, max);
    const ok = row
      ? await verify(row.passwordHash, input.password)
      : await verify(await this.dummyHash, input.password).then(() => false);
    await this.repo.insertLoginHistory({
      userId: row?.id ?? null,
      userName: input.userName.slice(0, 254),
      success: ok,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
    });
    if (!row || !ok) {
      for (const { key } of limits.counters) await this.opts.hooks.limiter.fail(key);
      throw new AppError('UNAUTHENTICATED', 'Invalid Password/userName');
    }
    if (limits.account) await this.opts.hooks.limiter.reset(limits.account);
    const step = await this.opts.hooks.nextStep(row, client.baseUrl);
    // Rotate: the session the browser came with (if any) ends here.
    if (previousSessionId) {
      await this.repo.deleteSession(previousSessionId);
      this.opts.sessions.forgetSession(previousSessionId);
    }
    const session = step.next === 'verify-email' ? null : await this.startSession(row.id, client);
    return {
      user: { ...toPublicUser(row), ...step },
      session,
      device: rememberDevice(client.deviceCookie, row),
    };
  }

  async logout(sessionId: string) {
    await this.repo.deleteSession(sessionId);
    this.opts.sessions.forgetSession(sessionId);
  }

  async me(userId: string): Promise<TUser> {
    const row = await this.repo.findUserById(userId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    return toPublicUser(row);
  }

  /** Looks a cookie token up; null when missing, unknown or expired. */
  resolveSession(token: string | undefined) {
    return this.opts.sessions.resolveSession(token);
  }

  /** Forgets what is cached of a user's sessions (after their sessions end or their account changes). */
  forgetUser(userId: string): void {
    this.opts.sessions.forgetUser(userId);
  }

  /** Creates the `client` owner account when none exists; returns the password if generated. */
  async seedAdmin(admin: { userName: string; email: string; password: string | undefined }) {
    if ((await this.repo.countUsersWithRole('client')) > 0) return null;
    const password = admin.password ?? generatePassword();
    await this.repo.insertUser({
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
  }
}
export type TAuthService = AuthService;

/** A random password that satisfies the product's own password rule. */
function generatePassword(): string {
  const body = crypto.randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}Aa1!`;
}
