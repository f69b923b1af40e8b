import { z } from 'zod';
import { zText } from './text';
import type { TEndpointMap } from './endpoint.types';
import { ZEmpty, ZPlan } from './user';

/** Price keys: plan x billing period. The server maps them to provider price ids. */
export const PRICE_KEYS = [
  'platinum_monthly',
  'platinum_yearly',
  'premium_monthly',
  'premium_yearly',
] as const;
export const ZPriceKey = z.enum(PRICE_KEYS, { error: 'unknown price' });
export type TPriceKey = z.infer<typeof ZPriceKey>;

/** One price of the pricing page; amounts in cents, configured on the server. */
export const ZPrice = z.object({
  price_id: ZPriceKey,
  plan: ZPlan,
  interval: z.enum(['month', 'year']),
  amountCents: z.number().int(),
  trialDays: z.number().int(),
  recommended: z.boolean(),
});
export type TPrice = z.infer<typeof ZPrice>;

export const ZPrices = z.object({
  prices: z.array(ZPrice),
  /** Which card provider checkouts use: `local` is the built-in test checkout, `none` takes no payment. */
  provider: z.enum(['stripe', 'local', 'none']),
  clickbank: z.object({ amountCents: z.number().int(), listAmountCents: z.number().int() }),
});
export type TPrices = z.infer<typeof ZPrices>;

/**
 * POST user/createsession and user/createsessionwithoutrial. The customer id and type of the
 * original client are accepted and ignored: the server uses its own records.
 */
export const ZCreateSessionRequest = z.strictObject({
  price_id: ZPriceKey,
  stripe_customer_id: zText().max(200).optional(),
  type: zText().max(50).optional(),
});
export type TCreateSessionRequest = z.input<typeof ZCreateSessionRequest>;

export const ZCreatePortalRequest = z.strictObject({ stripe_customer_id: zText().max(200).optional() });
export type TCreatePortalRequest = z.input<typeof ZCreatePortalRequest>;

/** A page the browser is sent to (checkout, billing portal, order form). */
export const ZRedirect = z.object({ url: z.string() });
export type TRedirect = z.infer<typeof ZRedirect>;

/** The built-in test checkout's session. */
export const ZLocalCheckout = z.object({
  id: z.string(),
  plan: ZPlan,
  interval: z.enum(['month', 'year']),
  amountCents: z.number().int(),
  trialDays: z.number().int(),
  status: z.enum(['open', 'completed', 'failed', 'canceled']),
  email: z.string(),
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;

export const LOCAL_OUTCOMES = ['paid', 'prepaid', 'declined', 'canceled'] as const;
export const ZLocalCompleteRequest = z.strictObject({
  sessionId: z.uuid({ error: 'sessionId must be a valid id' }),
  outcome: z.enum(LOCAL_OUTCOMES, { error: 'unknown outcome' }),
});
export type TLocalCompleteRequest = z.input<typeof ZLocalCompleteRequest>;

/** ClickBank Instant Notification: AES-256-CBC encrypted JSON, base64, with its IV. */
export const ZClickbankNotification = z.strictObject({
  notification: zText().min(1).max(100_000),
  iv: zText().min(1).max(100),
});

export const ZMailMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type TMailMessage = z.infer<typeof ZMailMessage>;

export const paymentEndpoints = {
  prices: { method: 'GET', path: '/user/prices', body: ZEmpty, data: ZPrices },
  createSession: {
    method: 'POST',
    path: '/user/createsession',
    body: ZCreateSessionRequest,
    data: ZRedirect,
  },
  createSessionWithoutTrial: {
    method: 'POST',
    path: '/user/createsessionwithoutrial',
    body: ZCreateSessionRequest,
    data: ZRedirect,
  },
  createPortal: { method: 'POST', path: '/user/createportal', body: ZCreatePortalRequest, data: ZRedirect },
  clickbankOrder: { method: 'POST', path: '/payments/clickbank/order', body: ZEmpty, data: ZRedirect },
  localCheckout: {
    method: 'GET',
    path: '/payments/local/checkout/:id',
    body: ZEmpty,
    params: z.strictObject({ id: z.uuid({ error: 'id must be a valid id' }) }),
    data: ZLocalCheckout,
  },
  localComplete: {
    method: 'POST',
    path: '/payments/local/complete',
    body: ZLocalCompleteRequest,
    data: ZRedirect,
  },
  clickbankNotification: {
    method: 'POST',
    path: '/payments/clickbank/notification',
    body: ZClickbankNotification,
    data: z.null(),
  },
  devMailbox: {
    method: 'GET',
    path: '/dev/mailbox',
    body: ZEmpty,
    query: z.strictObject({ to: zText().max(254).optional() }),
    data: z.array(ZMailMessage),
  },
} as const satisfies TEndpointMap;
