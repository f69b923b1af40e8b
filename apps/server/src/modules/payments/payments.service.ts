import crypto from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type Stripe from 'stripe';
import {
  OPEN_STATUSES,
  PAID_STATUSES,
  PLAN_RANK,
  PRICE_KEYS,
  type TLocalCheckout,
  type TLoginResult,
  type TPrices,
  type TPriceKey,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthContext } from '../../core/auth-context';
import { requireSelfOrRole } from '../../core/ownership';
import type { TEnv } from '../../env';
import type { TAuthRepository, TUserRow } from '../auth';
import type { TBillingEvent, TBillingService } from './billing.service';
import { clickbankOrderUrl, decryptClickbank, fromClickbank } from './clickbank.provider';
import { PAYMENTS_UNAVAILABLE, type TPaymentProvider } from './payment.provider';
import type { TPaymentsMode } from './payments-mode';
import type { TLocalCheckoutRow, TPaymentsRepository } from './payments.repository';
import { planOfKey, type TPriceConfig } from './prices.config';
import { fromStripeEvent } from './stripe.events';

export type TPaymentsDeps = {
  env: TEnv;
  log: Logger;
  repo: TPaymentsRepository;
  auth: TAuthRepository;
  provider: TPaymentProvider;
  /** Which checkout each path uses (the test checkout only where configuration allows it). */
  mode: TPaymentsMode;
  billing: TBillingService;
  prices: Record<TPriceKey, TPriceConfig>;
  /** Verifies Stripe signatures (present when STRIPE_WEBHOOK_SECRET is set). */
  stripeWebhook: ((raw: Buffer, signature: string) => Stripe.Event) | undefined;
};

/** Checkout, portal, cancellation, and the providers' notifications, over one provider interface. */
export class PaymentsService {
  constructor(private readonly deps: TPaymentsDeps) {}

  private unavailable(): AppError {
    return new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  }

  /** The test checkout of a user's path must be on: it hands out plans for nothing. */
  private assertLocalOn(row: TUserRow): void {
    const path = row.paymentType === 'clickbank' ? this.deps.mode.clickbank : this.deps.mode.card;
    if (path !== 'local') throw this.unavailable();
  }

  private async userOf(id: string): Promise<TUserRow> {
    const row = await this.deps.auth.findUserById(id);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    return row;
  }

  /** Cancels a live paid subscription at its provider and applies the cancellation; false without one. */
  private async endSubscription(row: TUserRow): Promise<boolean> {
    const sub = row.stripeSubscriptionId;
    if (!sub || row.plantype === 'free' || !OPEN_STATUSES.has(row.status)) {
      return false;
    }
    const source =
      row.paymentType === 'clickbank'
        ? 'clickbank'
        : this.deps.provider.name === 'none'
          ? 'local'
          : this.deps.provider.name;
    // ClickBank has no cancellation call without an API key: the rebill stops at clickbank.com,
    // and its CANCEL-REBILL notification arrives later; here access ends now.
    if (source !== 'clickbank') await this.deps.provider.cancelSubscription(sub);
    await this.deps.billing.apply({
      provider: source,
      eventId: `cancel:${sub}:${crypto.randomUUID()}`,
      type: 'cancel-request',
      occurredAt: new Date(),
      user: { id: row.id },
      effects: [{ kind: 'status', status: 'canceled', subscriptionId: sub }],
    });
    return true;
  }

  private async customerOf(row: TUserRow): Promise<string> {
    if (row.stripeCustomerId) return row.stripeCustomerId;
    const id = await this.deps.provider.createCustomer({
      id: row.id,
      email: row.email,
      userName: row.userName,
    });
    await this.deps.repo.setCustomer(row.id, id);
    return id;
  }

  /** A local checkout standing in for the ClickBank order form when no vendor is configured. */
  private async localClickbankCheckout(row: TUserRow, baseUrl: string): Promise<string> {
    const co = await this.deps.repo.insertLocalCheckout({
      userId: row.id,
      priceKey: 'platinum_monthly',
      amountCents: this.deps.env.CLICKBANK_PRICE_CENTS,
      trialDays: 0,
    });
    return `${baseUrl}/payments/local-checkout/${co.id}`;
  }

  prices(): TPrices {
    return {
      prices: PRICE_KEYS.map((k) => {
        const { stripePriceId: _hidden, ...price } = this.deps.prices[k];
        return price;
      }),
      provider: this.deps.provider.name,
      clickbank: {
        amountCents: this.deps.env.CLICKBANK_PRICE_CENTS,
        listAmountCents: this.deps.env.CLICKBANK_LIST_PRICE_CENTS,
      },
    };
  }

  /**
   * Opens a checkout for a plan. Platinum monthly has the trial unless the customer had one (or
   * the caller asked for none); an active subscriber may only move up (the upgrade page).
   */
  async createSession(authCtx: TAuthContext, priceKey: TPriceKey, withTrial: boolean, baseUrl: string) {
    const row = await this.userOf(authCtx.user.id);
    if (row.role !== 'user') throw new AppError('FORBIDDEN', 'Admin accounts do not subscribe.');
    const plan = planOfKey(priceKey);
    if (
      PAID_STATUSES.has(row.status) &&
      row.plantype !== 'free' &&
      PLAN_RANK[plan] <= PLAN_RANK[row.plantype]
    ) {
      throw new AppError('CONFLICT', 'Already Subscribed');
    }
    const price = this.deps.prices[priceKey];
    const trialDays = withTrial && row.istrial !== 1 ? price.trialDays : 0;
    const customerId = await this.customerOf(row);
    return this.deps.provider.createCheckout({
      userId: row.id,
      email: row.email,
      customerId,
      priceKey,
      trialDays,
      amountCents: price.amountCents,
      baseUrl,
    });
  }

  async createPortal(authCtx: TAuthContext, baseUrl: string) {
    const row = await this.userOf(authCtx.user.id);
    if (!row.stripeCustomerId) {
      throw new AppError('NOT_FOUND', 'There is no billing account yet: choose a plan first.');
    }
    if (row.paymentType === 'clickbank') {
      throw new AppError('CONFLICT', 'ClickBank subscriptions are managed at clickbank.com.');
    }
    return this.deps.provider.createPortal({ customerId: row.stripeCustomerId, baseUrl });
  }

  /** The ClickBank order form for the signed-in user (or the local checkout without a vendor). */
  async clickbankRedirect(row: TUserRow, baseUrl: string): Promise<string> {
    if (this.deps.mode.clickbank === 'clickbank' && this.deps.env.CLICKBANK_VENDOR) {
      return clickbankOrderUrl(this.deps.env.CLICKBANK_VENDOR, this.deps.env.CLICKBANK_ITEM, row.email);
    }
    if (this.deps.mode.clickbank !== 'local') throw this.unavailable();
    return this.localClickbankCheckout(row, baseUrl);
  }

  async clickbankOrder(authCtx: TAuthContext, baseUrl: string) {
    return { url: await this.clickbankRedirect(await this.userOf(authCtx.user.id), baseUrl) };
  }

  /** Login's redirect for the `clickbank` step. */
  async loginRedirect(row: TUserRow, next: TLoginResult['next'], baseUrl: string) {
    // Without a ClickBank checkout the login still succeeds; the web then stays on its page.
    if (next !== 'clickbank' || this.deps.mode.clickbank === 'none') return {};
    return { redirectUrl: await this.clickbankRedirect(row, baseUrl) };
  }

  /** Ends the paid subscription at the provider and here; the caller's sessions end (logout). */
  async cancelSubscription(authCtx: TAuthContext, userId: string | undefined) {
    const row = await this.userOf(requireSelfOrRole(authCtx, userId, ['client']));
    if (!(await this.endSubscription(row))) {
      throw new AppError('CONFLICT', 'There is no active subscription to cancel.');
    }
    return row.id;
  }

  /**
   * Ends a user's paid subscription, if any, at the provider and here, before an admin deletes the
   * account (the admin service checked who may delete); whether there was one.
   */
  async endSubscriptionOf(userId: string): Promise<boolean> {
    const row = await this.deps.auth.findUserById(userId);
    return row ? this.endSubscription(row) : false;
  }

  async localCheckout(authCtx: TAuthContext, id: string): Promise<TLocalCheckout> {
    const co = await this.deps.repo.findLocalCheckout(id);
    if (!co || co.userId !== authCtx.user.id) throw new AppError('NOT_FOUND', 'Checkout not found');
    this.assertLocalOn(await this.userOf(co.userId));
    const key = co.priceKey as TPriceKey;
    return {
      id: co.id,
      plan: planOfKey(key),
      interval: this.deps.prices[key].interval,
      amountCents: co.amountCents,
      trialDays: co.trialDays,
      status: co.status,
      email: authCtx.user.email,
    };
  }

  /**
   * The local test checkout's outcome, sent through the same billing events as a provider's
   * webhook: paid (checkout completed, subscription, invoice), a prepaid card, a decline, a cancel.
   */
  async completeLocal(
    authCtx: TAuthContext,
    id: string,
    outcome: 'paid' | 'prepaid' | 'declined' | 'canceled',
  ): Promise<{ url: string }> {
    const co = await this.deps.repo.findLocalCheckout(id);
    if (!co || co.userId !== authCtx.user.id) throw new AppError('NOT_FOUND', 'Checkout not found');
    this.assertLocalOn(await this.userOf(co.userId));
    const status = outcome === 'paid' ? 'completed' : outcome === 'canceled' ? 'canceled' : 'failed';
    if (!(await this.deps.repo.closeLocalCheckout(co.id, status))) {
      throw new AppError('CONFLICT', 'This checkout is already closed.');
    }
    const row = await this.userOf(co.userId);
    const now = Date.now();
    const event = (type: string, offset: number, effects: TBillingEvent['effects']): TBillingEvent => ({
      provider: row.paymentType === 'clickbank' ? 'clickbank' : 'local',
      eventId: `${co.id}:${type}`,
      type,
      occurredAt: new Date(now + offset),
      user: { id: row.id },
      effects,
    });
    if (outcome === 'canceled') return { url: '/user/cancel' };
    if (outcome === 'declined') {
      await this.deps.billing.apply(event('invoice.payment_failed', 0, [{ kind: 'payment-failed' }]));
      return { url: '/user/cancel' };
    }
    if (outcome === 'prepaid') {
      await this.deps.billing.apply(
        event('payment_method.attached', 0, [{ kind: 'funding', funding: 'prepaid' }]),
      );
      return { url: '/user/cancel?reason=prepaid' };
    }
    if (row.paymentType === 'clickbank') {
      // The same path as a real ClickBank SALE notification.
      await this.deps.billing.apply({
        ...fromClickbank({
          transactionType: 'SALE',
          receipt: `LOCAL-${co.id.slice(0, 8).toUpperCase()}`,
          transactionTime: new Date(now).toISOString(),
          totalOrderAmount: co.amountCents / 100,
          customer: { billing: { email: row.email } },
        }),
      });
      return { url: '/click/success' };
    }
    await this.paidLocally(row, co, event);
    return { url: '/user/success' };
  }

  /** A paid local card checkout: the events a Stripe checkout sends, in their order. */
  private async paidLocally(
    row: TUserRow,
    co: TLocalCheckoutRow,
    event: (type: string, offset: number, effects: TBillingEvent['effects']) => TBillingEvent,
  ): Promise<void> {
    const key = co.priceKey as TPriceKey;
    const sub = `lsub_${co.id.replace(/-/g, '').slice(0, 20)}`;
    const trial = co.trialDays > 0;
    const customer = row.stripeCustomerId ? { customerId: row.stripeCustomerId } : {};
    const { billing } = this.deps;
    await billing.apply(event('payment_method.attached', 0, [{ kind: 'funding', funding: 'credit' }]));
    await billing.apply(
      event('checkout.session.completed', 1, [
        { kind: 'link', subscriptionId: sub, priceKey: key, ...customer },
      ]),
    );
    await billing.apply(
      event('customer.subscription.created', 2, [
        { kind: 'status', status: trial ? 'trialing' : 'active', subscriptionId: sub, priceKey: key, trial },
      ]),
    );
    const amountCents = trial ? 0 : co.amountCents;
    await billing.apply(
      event('invoice.paid', 3, [{ kind: 'ledger', entry: 'new', amountCents, externalId: `in_${co.id}` }]),
    );
  }

  /** Stripe's webhook: verify the signature on the raw body, then apply the event once. */
  async stripeWebhook(raw: Buffer, signature: string | undefined) {
    if (!this.deps.stripeWebhook) throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured.');
    let event: Stripe.Event;
    try {
      event = this.deps.stripeWebhook(raw, signature ?? '');
    } catch {
      this.deps.log.warn('stripe webhook refused: bad signature');
      throw new AppError('VALIDATION', 'Invalid signature', { fields: ['stripe-signature'] });
    }
    return this.deps.billing.apply(fromStripeEvent(event, this.deps.prices));
  }

  /** ClickBank Instant Notification: decrypt with the secret key; anything unverifiable is refused. */
  async clickbankNotification(body: { notification: string; iv: string }) {
    const secret = this.deps.env.CLICKBANK_SECRET_KEY;
    if (!secret) throw new AppError('NOT_FOUND', 'ClickBank notifications are not configured.');
    const notice = decryptClickbank(secret, body);
    const vendorOk =
      notice &&
      (!this.deps.env.CLICKBANK_VENDOR ||
        String(notice.vendor ?? '').toLowerCase() === this.deps.env.CLICKBANK_VENDOR.toLowerCase());
    if (!notice || !vendorOk) {
      this.deps.log.warn({ ivLength: body.iv.length }, 'clickbank notification refused: cannot be verified');
      throw new AppError('FORBIDDEN', 'Notification could not be verified.');
    }
    return this.deps.billing.apply(fromClickbank(notice));
  }
}
export type TPaymentsService = PaymentsService;
