import Stripe from 'stripe';
import type { TPriceKey } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TPaymentProvider } from './payment.provider';
import type { TPriceConfig } from './prices.config';

/** A Stripe client; `apiBase` points it at a stripe-mock or a test double. */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe Checkout (subscription mode), Billing Portal and cancellation through the official SDK. */
export function createStripeProvider(
  stripe: Stripe,
  prices: Record<TPriceKey, TPriceConfig>,
): TPaymentProvider {
  const unavailable = (err: unknown): never => {
    throw new AppError('UNAVAILABLE', 'There was an error with payment', {
      headers: { 'x-provider-error': err instanceof Error ? err.name : 'unknown' },
    });
  };
  return {
    name: 'stripe',
    async createCustomer(user) {
      const customer = await stripe.customers
        .create({ email: user.email, name: user.userName, metadata: { userId: user.id } })
        .catch(unavailable);
      return customer.id;
    },
    async createCheckout(input) {
      const price = prices[input.priceKey].stripePriceId;
      if (!price) throw new AppError('UNAVAILABLE', 'This plan is not available right now.');
      const metadata = { userId: input.userId, priceKey: input.priceKey };
      const session = await stripe.checkout.sessions
        .create({
          mode: 'subscription',
          customer: input.customerId,
          client_reference_id: input.userId,
          line_items: [{ price, quantity: 1 }],
          metadata,
          subscription_data: {
            metadata,
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
          success_url: `${input.baseUrl}/user/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${input.baseUrl}/user/cancel`,
        })
        .catch(unavailable);
      if (!session.url) throw new AppError('UNAVAILABLE', 'There was an error with payment');
      return { url: session.url };
    },
    async createPortal(input) {
      const portal = await stripe.billingPortal.sessions
        .create({ customer: input.customerId, return_url: `${input.baseUrl}/pricing` })
        .catch(unavailable);
      return { url: portal.url };
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId).catch((err: unknown) => {
        // Already cancelled at Stripe: the state we want.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
        unavailable(err);
      });
    },
  };
}
