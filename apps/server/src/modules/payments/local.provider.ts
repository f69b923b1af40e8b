import crypto from 'node:crypto';
import type { TPaymentProvider } from './payment.provider';
import type { TPaymentsRepository } from './payments.repository';

/**
 * The built-in test provider used when no Stripe key is configured: checkouts are rows shown by the
 * app's own clearly labelled test checkout page; its outcome is turned into the same billing
 * events a Stripe webhook would bring (see payments.service `completeLocal`).
 */
export function createLocalProvider(repo: TPaymentsRepository): TPaymentProvider {
  return {
    name: 'local',
    createCustomer: () => Promise.resolve(`lcus_${crypto.randomBytes(12).toString('hex')}`),
    async createCheckout(input) {
      const row = await repo.insertLocalCheckout({
        userId: input.userId,
        priceKey: input.priceKey,
        amountCents: input.amountCents,
        trialDays: input.trialDays,
      });
      return { url: `${input.baseUrl}/payments/local-checkout/${row.id}` };
    },
    createPortal: (input) => Promise.resolve({ url: `${input.baseUrl}/payments/local-portal` }),
    // Nothing outside the app to tell: the caller applies the cancellation event itself.
    cancelSubscription: () => Promise.resolve(),
  };
}
