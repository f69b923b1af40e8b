import Stripe from 'stripe';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { createMemoryStore, createRateLimiter, createRedisStore } from '../../core/rate-limit';
import type { Db } from '../../db/client';
import type { TEnv } from '../../env';
import type { TAuthRepository } from '../auth/auth.repository';
import type { TAuthHooks } from '../auth/auth.service';
import { createMailRepository } from '../mail/mail.repository';
import { createMailService } from '../mail/mail.service';
import { createBillingService } from '../payments/billing.service';
import { createLocalProvider } from '../payments/local.provider';
import { createNoProvider } from '../payments/payment.provider';
import { paymentsModeOf } from '../payments/payments-mode';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createPaymentsService } from '../payments/payments.service';
import { planOfKey, priceKeyOf, pricesFromEnv } from '../payments/prices.config';
import { createStripeClient, createStripeProvider } from '../payments/stripe.provider';
import { createAccountRepository } from './account.repository';
import { createAccountService, loginNextStep } from './account.service';

/**
 * Builds the account, mail and payment services and the hooks the auth service calls, from
 * configuration: Stripe when STRIPE_SECRET_KEY is set (else the local test checkout where
 * PAYMENTS_PROVIDER allows it, else none), SMTP when
 * SMTP_URL is set (else the outbox), Redis rate-limit counters when REDIS_URL is set.
 */
export function createAccountModules(
  db: Db,
  env: TEnv,
  /** The public origin (app.publicOrigin.url): links in mail and checkouts when a call gives none. */
  fallbackUrl: string,
  log: Logger,
  authRepository: TAuthRepository,
  /** After an account changes (sessions, status, plan): forget cached sessions, tell its browsers. */
  forgetUser: (userId: string) => void,
) {
  const mode = paymentsModeOf(env);
  const limiter = createRateLimiter(env.REDIS_URL ? createRedisStore(env.REDIS_URL) : createMemoryStore(), {
    windowMs: env.RATE_LIMIT_WINDOW_MS,
  });
  const limits = { accountMax: env.RATE_LIMIT_ACCOUNT_MAX, ipMax: env.RATE_LIMIT_IP_MAX };
  const mail = createMailService(createMailRepository(db), {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log,
  });
  const account = createAccountService({
    repo: createAccountRepository(db),
    auth: authRepository,
    mail,
    limiter,
    limits,
    publicUrl: (origin) => origin ?? fallbackUrl,
    forgetUser,
  });

  const prices = pricesFromEnv(env);
  const paymentsRepository = createPaymentsRepository(db);
  const stripe =
    mode.card === 'stripe' && env.STRIPE_SECRET_KEY
      ? createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
      : undefined;
  const provider = stripe
    ? createStripeProvider(stripe, prices)
    : mode.card === 'local'
      ? createLocalProvider(paymentsRepository)
      : createNoProvider();
  const billing = createBillingService({
    repo: paymentsRepository,
    mail,
    log,
    pricingUrl: `${fallbackUrl}/pricing`,
    forgetUser,
    cancelAtProvider: async (source, subscriptionId) => {
      if (source === provider.name) await provider.cancelSubscription(subscriptionId);
    },
  });
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  const payments = createPaymentsService({
    env,
    log,
    repo: paymentsRepository,
    auth: authRepository,
    provider,
    mode,
    billing,
    prices,
    stripeWebhook: webhookSecret
      ? (raw, signature) => Stripe.webhooks.constructEvent(raw, signature, webhookSecret)
      : undefined,
  });

  const hooks: TAuthHooks = {
    limiter,
    limits,
    cardProvider: () => (provider.name === 'stripe' ? 'stripe' : 'local'),
    planOfPrice: (priceId) => {
      const key = priceKeyOf(prices, priceId);
      return key ? planOfKey(key) : undefined;
    },
    afterRegister: (row, baseUrl) => account.issueVerification(row, baseUrl),
    nextStep: async (row, baseUrl) => {
      const next = loginNextStep(row);
      return { next, ...(await payments.loginRedirect(row, next, baseUrl ?? fallbackUrl)) };
    },
  };
  return { limiter, mail, account, payments, billing, paymentsRepository, hooks };
}
