import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import {
  OTP_MESSAGE,
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

/** Statuses that open the layout after login (SPEC section 4). */
const LIVE = new Set(['active', 'trialing', 'incomplete']);

/**
 * Where the browser goes after a correct password (SPEC section 4). An unverified Free account gets
 * no session: `verify-email` makes the web show the dialog with a resend button.
 */
export function loginNextStep(row: TUserRow): TLoginResult['next'] {
  if (row.role !== 'user') return 'layout';
  if (row.plantype === 'free' && row.verifystatus !== 1) return 'verify-email';
  if (LIVE.has(row.status)) return 'layout';
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

/** Password recovery and change, e-mail verification, account status, the Free plan. */
export function createAccountService(deps: {
  repo: TAccountRepository;
  auth: TAuthRepository;
  mail: TMailService;
  limiter: TRateLimiter;
  limits: TAccountLimits;
  publicUrl: (origin: string | undefined) => string;
  /** Drops the auth service's short-lived session cache of a user whose sessions or account changed. */
  forgetUser: (userId: string) => void;
}) {
  const { repo, auth, mail, limiter, limits } = deps;
  const endSessions = async (userId: string, keep?: string) => {
    await repo.endSessions(userId, keep);
    deps.forgetUser(userId);
  };

  /** Stores the digest of a user's new code (salted), replacing the earlier one of that purpose. */
  async function storeCode(userId: string, purpose: TOtpRow['purpose'], code: string, liveMs: number) {
    const salt = crypto.randomBytes(16).toString('hex');
    await repo.replaceOtp({
      userId,
      purpose,
      salt,
      codeHash: digest(salt, code),
      expiresAt: new Date(Date.now() + liveMs),
    });
  }

  async function issueVerification(row: TUserRow, origin: string | undefined): Promise<void> {
    const token = crypto.randomBytes(24).toString('base64url');
    await storeCode(row.id, 'verify', token, VERIFY_HOURS * 3_600_000);
    const link = `${deps.publicUrl(origin)}/verifyemail/${encodeURIComponent(row.email)}/${token}`;
    mail.send(row.email, row.userName, { kind: 'verify-email', link });
  }

  /**
   * Checks a code against the user's newest live one; consumes it on success. Tries are counted
   * (and capped) for the 6-digit reset OTP only: the verification link's 24-byte token cannot be
   * guessed, so wrong tries by someone else must not burn the link the owner was mailed.
   */
  async function checkCode(row: TUserRow | undefined, purpose: TOtpRow['purpose'], code: string) {
    const otp = row ? await repo.latestOtp(row.id, purpose) : undefined;
    const capped = purpose === 'reset';
    if (!otp || otp.expiresAt <= new Date() || (capped && otp.tries >= OTP_MAX_TRIES)) return false;
    if (capped) await repo.countTry(otp.id);
    if (!sameHash(digest(otp.salt, code), otp.codeHash)) return false;
    return repo.useOtp(otp.id);
  }

  return {
    issueVerification,
    /** Ends every session of a user (cancellation logs out). */
    endSessions: (userId: string) => endSessions(userId),

    /** Sends the reset OTP; answers the same whether or not the address exists. */
    async forgotPassword(input: TForgotPasswordRequest, ip: string) {
      await limiter.consume(`otp:ip:${ip}`, limits.ipMax);
      await limiter.consume(`otp:acct:${input.email}`, limits.accountMax);
      const row = await repo.findUserByEmail(input.email);
      if (!row) return;
      const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await storeCode(row.id, 'reset', otp, OTP_MINUTES * 60_000);
      mail.send(row.email, row.userName, { kind: 'otp', otp });
    },

    /** Verifies the OTP and sets the new password; every session of the user ends. */
    async verifyOtp(input: z.output<typeof ZVerifyOtpRequest>, ip: string) {
      await limiter.consume(`otpcheck:ip:${ip}`, limits.ipMax);
      await limiter.consume(`otpcheck:acct:${input.email}`, limits.accountMax);
      const row = await repo.findUserByEmail(input.email);
      if (!(await checkCode(row, 'reset', input.otp)) || !row) {
        throw new AppError('VALIDATION', OTP_MESSAGE, { fields: ['otp'] });
      }
      await repo.setPassword(row.id, await hashPassword(input.password));
      await endSessions(row.id);
    },

    /** Changes the signed-in user's password; the user's other sessions end. */
    async resetPassword(authCtx: TAuthContext, input: z.output<typeof ZResetPasswordRequest>) {
      const userId = requireSelfOrRole(authCtx, input.userId);
      const key = `pwchange:acct:${userId}`;
      await limiter.check(key, limits.accountMax);
      const row = await auth.findUserById(userId);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      if (!(await verify(row.passwordHash, input.currentPassword))) {
        await limiter.fail(key);
        throw new AppError('VALIDATION', 'currentPassword: the current password is not correct', {
          fields: ['currentPassword'],
        });
      }
      await repo.setPassword(row.id, await hashPassword(input.newPassword));
      await endSessions(row.id, authCtx.sessionId);
    },

    async userStatus(authCtx: TAuthContext, userId: string): Promise<TUserStatus> {
      const id = requireSelfOrRole(authCtx, userId, ADMIN_ROLES);
      const row = await auth.findUserById(id);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      return userStatusOf(row);
    },

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
      await limiter.consume(`verify:ip:${ip}`, limits.ipMax);
      let row: TUserRow | undefined;
      if (input.userid !== undefined) {
        if (!authCtx) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
        row = await auth.findUserById(requireSelfOrRole(authCtx, input.userid, ADMIN_ROLES));
        if (!row) throw new AppError('NOT_FOUND', 'User not found');
        if (row.verifystatus === 1)
          throw new AppError('CONFLICT', 'Your e-mail address is already verified.');
      } else if (input.email !== undefined) {
        row = await repo.findUserByEmail(input.email);
      }
      await limiter.consume(`verify:acct:${row?.id ?? input.email ?? ''}`, limits.accountMax);
      if (row && row.verifystatus !== 1) await issueVerification(row, origin);
    },

    /** The link /verifyemail/{email}/{otp}: single use, 24 hours; a Free account becomes active. */
    async verifyEmail(input: z.output<typeof ZVerifyEmailRequest>, ip: string): Promise<TUserStatus> {
      await limiter.consume(`verifycheck:ip:${ip}`, limits.ipMax);
      const row = await repo.findUserByEmail(input.email);
      if (!row || !(await checkCode(row, 'verify', input.otp))) {
        // The link that verified the account, opened again: only its owner can know the token.
        const used = row?.verifystatus === 1 ? await repo.lastUsedOtp(row.id, 'verify') : undefined;
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
      const updated = await repo.updateUser(row.id, {
        verifystatus: 1,
        ...(activate ? { status: 'active' as const } : {}),
      });
      deps.forgetUser(row.id);
      return userStatusOf(updated ?? row);
    },

    /** Moves the user to the Free plan; refused while a paid subscription is live. */
    async createFreeSubscription(
      authCtx: TAuthContext,
      userId: string | undefined,
      origin: string | undefined,
    ) {
      const id = requireSelfOrRole(authCtx, userId, ['client']);
      const row = await auth.findUserById(id);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      if (row.plantype !== 'free' && (row.status === 'active' || row.status === 'trialing')) {
        throw new AppError('CONFLICT', 'Already Subscribed');
      }
      const verified = row.verifystatus === 1;
      const updated = await repo.updateUser(row.id, {
        plantype: 'free',
        paymentType: 'free',
        status: verified ? 'active' : 'inactive',
      });
      if (!verified) {
        // Free acts only once verified: the sessions this paid sign-up had end here.
        await endSessions(row.id);
        await issueVerification(row, origin);
      } else deps.forgetUser(row.id);
      return toPublicUser(updated ?? row);
    },
  };
}
export type TAccountService = ReturnType<typeof createAccountService>;
