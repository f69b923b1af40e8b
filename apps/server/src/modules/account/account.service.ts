import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  OPEN_STATUSES,
  OTP_MESSAGE,
  PAID_STATUSES,
  type TLoginResult,
  type TUserStatus,
  type TForgotPasswordRequest,
} from '@dfs/contracts';
import type { z } from 'zod';
import type { ZResetPasswordRequest, ZVerifyEmailRequest, ZVerifyOtpRequest } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthContext } from '../../core/auth-context';
import { requireSelfOrRole } from '../../core/ownership';
import type { TRateLimiter } from '../../core/rate-limit';
import type { TAuthRepository, TUserRow } from '../auth';
import { hashPassword, toPublicUser } from '../auth';
import type { TMailService } from '../mail';
import type { TAccountRepository, TOtpRow } from './account.repository';

const OTP_MINUTES = 10;
const OTP_MAX_TRIES = 5;
const VERIFY_HOURS = 24;
const ADMIN_ROLES = ['client', 'manager'] as const;

const digest = (salt: string, code: string) =>
  crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type TAccountLimits = { accountMax: number; ipMax: number };

/**
 * Where the browser goes after a correct password (SPEC section 4). An unverified Free account gets
 * no session: `verify-email` makes the web show the dialog with a resend button.
 */
export function loginNextStep(row: TUserRow): TLoginResult['next'] {
  if (row.role !== 'user') return 'layout';
  if (row.plantype === 'free' && row.verifystatus !== 1) return 'verify-email';
  if (OPEN_STATUSES.has(row.status)) return 'layout';
  if (row.funding === 'prepaid') return 'prepaid';
  if (row.paymentType === 'clickbank') return 'clickbank';
  return row.stripeCustomerId ? 'portal' : 'pricing';
}

export const userStatusOf = (row: TUserRow): TUserStatus => {
  const u = toPublicUser(row);
  return {
    status: u.status,
    plantype: u.plantype,
    paymentType: u.paymentType,
    verifystatus: u.verifystatus,
    istrial: u.istrial,
    funding: u.funding,
  };
};

export const VERIFY_LINK_USED_MESSAGE =
  'This link was already used: your e-mail address is verified. Please log in.';

export type TAccountDeps = {
  repo: TAccountRepository;
  auth: TAuthRepository;
  mail: TMailService;
  limiter: TRateLimiter;
  limits: TAccountLimits;
  publicUrl: (origin: string | undefined) => string;
  /** Drops the auth service's short-lived session cache of a user whose sessions or account changed. */
  forgetUser: (userId: string) => void;
};

/** Password recovery and change, e-mail verification, account status, the Free plan. */
export class AccountService {
  constructor(private readonly deps: TAccountDeps) {}

  /** Ends every session of a user but `keep` (cancellation logs out; a password change keeps its own). */
  async endSessions(userId: string, keep?: string): Promise<void> {
    await this.deps.repo.endSessions(userId, keep);
    this.deps.forgetUser(userId);
  }

  /** Stores the digest of a user's new code (salted), replacing the earlier one of that purpose. */
  private async storeCode(userId: string, purpose: TOtpRow['purpose'], code: string, liveMs: number) {
    const salt = crypto.randomBytes(16).toString('hex');
    await this.deps.repo.replaceOtp({
      userId,
      purpose,
      salt,
      codeHash: digest(salt, code),
      expiresAt: new Date(Date.now() + liveMs),
    });
  }

  /** Mails a new verification link (24 hours) to the user's address. */
  async issueVerification(row: TUserRow, origin: string | undefined): Promise<void> {
    const token = crypto.randomBytes(24).toString('base64url');
    await this.storeCode(row.id, 'verify', token, VERIFY_HOURS * 3_600_000);
    const link = `${this.deps.publicUrl(origin)}/verifyemail/${encodeURIComponent(row.email)}/${token}`;
    this.deps.mail.send(row.email, row.userName, { kind: 'verify-email', link });
  }

  /**
   * Checks a code against the user's newest live one; consumes it on success. Tries are counted
   * (and capped) for the 6-digit reset OTP only: the verification link's 24-byte token cannot be
   * guessed, so wrong tries by someone else must not burn the link the owner was mailed.
   */
  private async checkCode(row: TUserRow | undefined, purpose: TOtpRow['purpose'], code: string) {
    const otp = row ? await this.deps.repo.latestOtp(row.id, purpose) : undefined;
    const capped = purpose === 'reset';
    if (!otp || otp.expiresAt <= new Date() || (capped && otp.tries >= OTP_MAX_TRIES)) return false;
    if (capped) await this.deps.repo.countTry(otp.id);
    if (!sameHash(digest(otp.salt, code), otp.codeHash)) return false;
    return this.deps.repo.useOtp(otp.id);
  }

  /** Sends the reset OTP; answers the same whether or not the address exists. */
  async forgotPassword(input: TForgotPasswordRequest, ip: string) {
    await this.deps.limiter.consume(`otp:ip:${ip}`, this.deps.limits.ipMax);
    await this.deps.limiter.consume(`otp:acct:${input.email}`, this.deps.limits.accountMax);
    const row = await this.deps.repo.findUserByEmail(input.email);
    if (!row) return;
    const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await this.storeCode(row.id, 'reset', otp, OTP_MINUTES * 60_000);
    this.deps.mail.send(row.email, row.userName, { kind: 'otp', otp });
  }

  /**
   * Verifies the OTP and sets the new password; every session of the user ends. Answers the
   * account's new device key: the browser that proved the e-mail becomes a known device.
   */
  async verifyOtp(input: z.output<typeof ZVerifyOtpRequest>, ip: string) {
    await this.deps.limiter.consume(`otpcheck:ip:${ip}`, this.deps.limits.ipMax);
    await this.deps.limiter.consume(`otpcheck:acct:${input.email}`, this.deps.limits.accountMax);
    const row = await this.deps.repo.findUserByEmail(input.email);
    if (!(await this.checkCode(row, 'reset', input.otp)) || !row) {
      throw new AppError('VALIDATION', OTP_MESSAGE, { fields: ['otp'] });
    }
    const passwordHash = await hashPassword(input.password);
    await this.deps.repo.setPassword(row.id, passwordHash);
    await this.endSessions(row.id);
    return { id: row.id, passwordHash };
  }

  /**
   * Changes the signed-in user's password; the user's other sessions end. Answers the account's
   * new device key (a new password retires every device mark of the account).
   */
  async resetPassword(authCtx: TAuthContext, input: z.output<typeof ZResetPasswordRequest>) {
    const userId = requireSelfOrRole(authCtx, input.userId);
    const key = `pwchange:acct:${userId}`;
    await this.deps.limiter.check(key, this.deps.limits.accountMax);
    const row = await this.deps.auth.findUserById(userId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    if (!(await verify(row.passwordHash, input.currentPassword))) {
      await this.deps.limiter.fail(key);
      throw new AppError('VALIDATION', 'currentPassword: the current password is not correct', {
        fields: ['currentPassword'],
      });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.repo.setPassword(row.id, passwordHash);
    await this.endSessions(row.id, authCtx.sessionId);
    return { id: row.id, passwordHash };
  }

  async userStatus(authCtx: TAuthContext, userId: string): Promise<TUserStatus> {
    const id = requireSelfOrRole(authCtx, userId, ADMIN_ROLES);
    const row = await this.deps.auth.findUserById(id);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return userStatusOf(row);
  }

  /**
   * Sends the verification link again: by id when signed in (own id, or any for admins), by
   * e-mail without a session (same answer whether or not the address exists).
   */
  async sendVerifyEmail(
    authCtx: TAuthContext | null,
    input: { userid?: string | undefined; email?: string | undefined },
    ip: string,
    origin: string | undefined,
  ) {
    await this.deps.limiter.consume(`verify:ip:${ip}`, this.deps.limits.ipMax);
    let row: TUserRow | undefined;
    if (input.userid !== undefined) {
      if (!authCtx) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      row = await this.deps.auth.findUserById(requireSelfOrRole(authCtx, input.userid, ADMIN_ROLES));
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      if (row.verifystatus === 1) throw new AppError('CONFLICT', 'Your e-mail address is already verified.');
    } else if (input.email !== undefined) {
      row = await this.deps.repo.findUserByEmail(input.email);
    }
    await this.deps.limiter.consume(
      `verify:acct:${row?.id ?? input.email ?? ''}`,
      this.deps.limits.accountMax,
    );
    if (row && row.verifystatus !== 1) await this.issueVerification(row, origin);
  }

  /** The link /verifyemail/{email}/{otp}: single use, 24 hours; a Free account becomes active. */
  async verifyEmail(input: z.output<typeof ZVerifyEmailRequest>, ip: string): Promise<TUserStatus> {
    await this.deps.limiter.consume(`verifycheck:ip:${ip}`, this.deps.limits.ipMax);
    const row = await this.deps.repo.findUserByEmail(input.email);
    if (!row || !(await this.checkCode(row, 'verify', input.otp))) {
      // The link that verified the account, opened again: only its owner can know the token.
      const used = row?.verifystatus === 1 ? await this.deps.repo.lastUsedOtp(row.id, 'verify') : undefined;
      if (used && sameHash(digest(used.salt, input.otp), used.codeHash)) {
        throw new AppError('CONFLICT', VERIFY_LINK_USED_MESSAGE);
      }
      throw new AppError(
        'VALIDATION',
        'This verification link is invalid or has expired. Please request a new one.',
        { fields: ['otp'] },
      );
    }
    const activate = row.plantype === 'free' && row.status === 'inactive';
    const updated = await this.deps.repo.updateUser(row.id, {
      verifystatus: 1,
      ...(activate ? { status: 'active' as const } : {}),
    });
    this.deps.forgetUser(row.id);
    return userStatusOf(updated ?? row);
  }

  /** Moves the user to the Free plan; refused while a paid subscription is live. */
  async createFreeSubscription(
    authCtx: TAuthContext,
    userId: string | undefined,
    origin: string | undefined,
  ) {
    const id = requireSelfOrRole(authCtx, userId, ['client']);
    const row = await this.deps.auth.findUserById(id);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    if (row.plantype !== 'free' && PAID_STATUSES.has(row.status)) {
      throw new AppError('CONFLICT', 'Already Subscribed');
    }
    const verified = row.verifystatus === 1;
    const updated = await this.deps.repo.updateUser(row.id, {
      plantype: 'free',
      paymentType: 'free',
      status: verified ? 'active' : 'inactive',
    });
    if (!verified) {
      // Free acts only once verified: the sessions this paid sign-up had end here.
      await this.endSessions(row.id);
      await this.issueVerification(row, origin);
    } else this.deps.forgetUser(row.id);
    return toPublicUser(updated ?? row);
  }
}
export type TAccountService = AccountService;
