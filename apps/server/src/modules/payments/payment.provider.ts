import type { TPriceKey } from '@dfs/contracts';
import { AppError } from '../../core/app-error';

/** A checkout to open: the server decides the price and the trial, never the browser. */
export type TCheckoutInput = {
  userId: string;
  email: string;
  customerId: string;
  priceKey: TPriceKey;
  trialDays: number;
  /** The configured price in cents (the local checkout charges it; Stripe charges its own price). */
  amountCents: number;
  /** Origin for the success and cancel pages. */
  baseUrl: string;
};

/**
 * One card-payment provider: Stripe with keys, the built-in `local` test checkout without.
 * Subscription state never comes back through these calls: it arrives as provider events
 * (webhooks, or the local checkout's own events) handled by the billing service.
 */
export type TPaymentProvider = {
  name: 'stripe' | 'local' | 'none';
  createCustomer: (user: { id: string; email: string; userName: string }) => Promise<string>;
  createCheckout: (input: TCheckoutInput) => Promise<{ url: string }>;
  createPortal: (input: { customerId: string; baseUrl: string }) => Promise<{ url: string }>;
  cancelSubscription: (subscriptionId: string) => Promise<void>;
};

export const PAYMENTS_UNAVAILABLE =
  'Payments are not available on this server yet. Please try again later or contact support.';

/** No card provider configured (production without Stripe): every paid checkout answers 503. */
export function createNoProvider(): TPaymentProvider {
  const refuse = () => Promise.reject(new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE));
  return {
    name: 'none',
    createCustomer: refuse,
    createCheckout: refuse,
    createPortal: refuse,
    cancelSubscription: () => Promise.resolve(),
  };
}
