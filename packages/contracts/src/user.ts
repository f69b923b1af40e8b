import { z } from 'zod';
import { zText } from './text';

export const ROLES = ['client', 'manager', 'user'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const STATUSES = ['active', 'trialing', 'incomplete', 'inactive', 'canceled'] as const;
export const ZStatus = z.enum(STATUSES);
export type TStatus = z.infer<typeof ZStatus>;

/** Statuses under which a paid plan is in force (trialing: the plan being tried). */
export const PAID_STATUSES: ReadonlySet<string> = new Set<TStatus>(['active', 'trialing']);
/**
 * Statuses of a subscription still open: a paid plan in force, or a first payment still pending
 * (incomplete). They open the layout (DECISIONS "Accounts") and are what a cancellation ends.
 */
export const OPEN_STATUSES: ReadonlySet<string> = new Set<TStatus>(['active', 'trialing', 'incomplete']);

export const PLANS = ['free', 'premium', 'platinum'] as const;
export const ZPlan = z.enum(PLANS);
export type TPlan = z.infer<typeof ZPlan>;

export const ZPaymentType = z.enum(['stripe', 'clickbank', 'local', 'free']);
export type TPaymentType = z.infer<typeof ZPaymentType>;

export const PASSWORD_MESSAGE =
  'Require combination of Uppercase & lowercase letters, Special characters, Numeric';
export const USERNAME_MAX = 20;

/** One password rule everywhere a password is set (DECISIONS "Accounts"). */
export const ZPassword = zText({ error: 'Password is required' })
  .min(8, PASSWORD_MESSAGE)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, PASSWORD_MESSAGE)
  .regex(/[a-z]/, PASSWORD_MESSAGE)
  .regex(/[0-9]/, PASSWORD_MESSAGE)
  .regex(/[!@#$&*]/, PASSWORD_MESSAGE);

export const ZUserName = zText({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(USERNAME_MAX, `Name must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Name may contain only letters, digits, _ . and -');

export const ZEmail = zText({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must be valid')
  .pipe(z.email({ error: 'E-mail must be valid' }))
  .transform((e) => e.toLowerCase());

const utm = zText().max(200).optional();

/** POST user/register. Plan, region and IP are decided by the server, never trusted from here. */
export const ZRegisterRequest = z.strictObject({
  userName: ZUserName,
  email: ZEmail,
  password: ZPassword,
  plantype: ZPlan.optional(),
  paymentType: z.enum(['stripe', 'clickbank']).optional(),
  price_id: zText().max(100).optional(),
  source: utm,
  campaign: utm,
  medium: utm,
  term: utm,
  content: utm,
  /** Accepted for compatibility with the original client; the server reads region and IP itself. */
  state: zText().max(100).optional(),
  ip: zText().max(100).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.strictObject({
  userName: zText({ error: 'userName is required' }).trim().min(1, 'userName is required').max(254),
  password: zText({ error: 'password is required' }).min(1, 'password is required').max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The user data of SPEC section 3, minus payment-provider ids which stay on the server. */
export const ZUser = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: ZRole,
  status: ZStatus,
  plantype: ZPlan,
  paymentType: ZPaymentType,
  verifystatus: z.union([z.literal(0), z.literal(1)]),
  istrial: z.union([z.literal(0), z.literal(1)]),
  isBanner: z.boolean(),
  funding: z.string().nullable(),
  /** True when a payment-provider customer exists (the id itself stays on the server). */
  hasCustomer: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/**
 * Where the browser goes after a successful password check (SPEC section 4): the layout, the
 * ClickBank order form, the billing portal, the pricing page, the prepaid-card dialog, or the
 * verify-your-e-mail dialog (an unverified Free account gets no session until it verifies).
 */
export const LOGIN_NEXT = ['layout', 'clickbank', 'portal', 'pricing', 'prepaid', 'verify-email'] as const;
export const ZLoginResult = ZUser.extend({
  next: z.enum(LOGIN_NEXT),
  /** For `clickbank`: the order form with the e-mail filled in. */
  redirectUrl: z.string().optional(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZEmpty = z.strictObject({});
