import { z } from 'zod';
import { zText } from './text';
import type { TEndpointMap } from './endpoint.types';
import { ZEmail, ZPassword, ZPaymentType, ZPlan, ZStatus, ZUser } from './user';

export const OTP_MESSAGE = 'There might be a chance that your OTP got expired, please request a new one.';
export const PASSWORD_MATCH_MESSAGE = 'Password must match';
export const VERIFY_EMAIL_MESSAGE = 'Please verify your email address to continue.';
export const PREPAID_MESSAGE =
  'Prepaid cards are not accepted for subscriptions. Please use a credit or debit card.';

const ZUserId = z.uuid({ error: 'userId must be a valid id' });
const ZCurrentPassword = zText({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(128);
const ZConfirm = zText({ error: PASSWORD_MATCH_MESSAGE }).max(128, PASSWORD_MATCH_MESSAGE);

/** Fails `confirmPassword` when it differs from the new password. */
const matching =
  (field: 'newPassword' | 'password') =>
  (v: { confirmPassword: string } & Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (v[field] !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MATCH_MESSAGE });
    }
  };

/** POST user/resetPassword: change the signed-in user's password. */
export const ZResetPasswordRequest = z
  .strictObject({
    userId: ZUserId,
    currentPassword: ZCurrentPassword,
    newPassword: ZPassword,
    confirmPassword: ZConfirm,
  })
  .superRefine(matching('newPassword'));
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** POST user/forgotPassword: request an OTP by e-mail (same answer whether or not it exists). */
export const ZForgotPasswordRequest = z.strictObject({ email: ZEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/** POST user/verifyotp: check the OTP and set the new password in one step. */
export const ZVerifyOtpRequest = z
  .strictObject({
    email: ZEmail,
    otp: zText({ error: OTP_MESSAGE }).regex(/^\d{6}$/, OTP_MESSAGE),
    password: ZPassword,
    confirmPassword: ZConfirm,
  })
  .superRefine(matching('password'));
export type TVerifyOtpRequest = z.input<typeof ZVerifyOtpRequest>;

/** Calls that name a user: the signed-in user's own id unless the caller's role allows more. */
export const ZUserIdRequest = z.strictObject({ userId: ZUserId });
export type TUserIdRequest = z.input<typeof ZUserIdRequest>;

/** Optional-id variant for calls that default to the signed-in user. */
export const ZOptionalUserIdRequest = z.strictObject({ userId: ZUserId.optional() });

/**
 * POST user/sendVerifyEmail: `userid` (spec spelling) when signed in; `email` without a session,
 * answered the same whether or not the address exists.
 */
export const ZSendVerifyEmailRequest = z
  .strictObject({
    userid: z.uuid({ error: 'userid must be a valid id' }).optional(),
    email: ZEmail.optional(),
  })
  .refine((v) => v.userid !== undefined || v.email !== undefined, {
    message: 'userid or email is required',
    path: ['userid'],
  });
export type TSendVerifyEmailRequest = z.input<typeof ZSendVerifyEmailRequest>;

/** POST user/verifyEmail: the two segments of the link /verifyemail/{email}/{otp}. */
export const ZVerifyEmailRequest = z.strictObject({
  email: ZEmail,
  otp: zText({ error: 'otp is required' })
    .min(1, 'otp is required')
    .max(200, 'otp is invalid')
    .regex(/^[\w-]+$/, 'otp is invalid'),
});
export type TVerifyEmailRequest = z.input<typeof ZVerifyEmailRequest>;

/** Answer of user/userStatus: what the status notification and the page guards read. */
export const ZUserStatus = z.object({
  status: ZStatus,
  plantype: ZPlan,
  paymentType: ZPaymentType,
  verifystatus: z.union([z.literal(0), z.literal(1)]),
  istrial: z.union([z.literal(0), z.literal(1)]),
  funding: z.string().nullable(),
});
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const accountEndpoints = {
  resetPassword: { method: 'POST', path: '/user/resetPassword', body: ZResetPasswordRequest, data: z.null() },
  forgotPassword: {
    method: 'POST',
    path: '/user/forgotPassword',
    body: ZForgotPasswordRequest,
    data: z.null(),
  },
  verifyOtp: { method: 'POST', path: '/user/verifyotp', body: ZVerifyOtpRequest, data: z.null() },
  userStatus: { method: 'POST', path: '/user/userStatus', body: ZUserIdRequest, data: ZUserStatus },
  sendVerifyEmail: {
    method: 'POST',
    path: '/user/sendVerifyEmail',
    body: ZSendVerifyEmailRequest,
    data: z.null(),
  },
  verifyEmail: { method: 'POST', path: '/user/verifyEmail', body: ZVerifyEmailRequest, data: ZUserStatus },
  createFreeSubscription: {
    method: 'POST',
    path: '/user/createFreeSubscription',
    body: ZOptionalUserIdRequest,
    data: ZUser,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/user/cancelSubscription',
    body: ZOptionalUserIdRequest,
    data: z.null(),
  },
} as const satisfies TEndpointMap;
