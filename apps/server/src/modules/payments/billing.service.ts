import type { FastifyBaseLogger as Logger } from 'fastify';
import { isStorableText, PAID_STATUSES, PLAN_LABEL, type TPriceKey, type TStatus } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TUserRow } from '../auth';
import type { TMailService } from '../mail';
import type { TBillingQueries, TPaymentsRepository, TProvider } from './payments.repository';
import { planOfKey } from './prices.config';

/** One change a provider event asks for. */
export type TEffect =
  /** Link the provider's customer / subscription to the account (checkout completed, SALE). */
  | { kind: 'link'; customerId?: string; subscriptionId?: string; priceKey?: TPriceKey }
  /** The subscription's status as the provider sees it at `occurredAt`. */
  | { kind: 'status'; status: TStatus; subscriptionId?: string; priceKey?: TPriceKey; trial?: boolean }
  /** A charge or refund for the ledger (cents; refunds negative). */
  | { kind: 'ledger'; entry: 'new' | 'renewal' | 'refund'; amountCents: number; externalId: string }
  /** The card's funding type (`prepaid` cards are refused). */
  | { kind: 'funding'; funding: string }
  | { kind: 'payment-failed' };

/** A provider event, normalised: every provider (and the local checkout) ends up here. */
export type TBillingEvent = {
  provider: TProvider;
  eventId: string;
  type: string;
  occurredAt: Date;
  /** How to find the account: our id, the provider's customer id, or the e-mail (ClickBank). */
  user: { id?: string; customerId?: string; email?: string };
  effects: TEffect[];
};

export type TApplyResult = 'applied' | 'duplicate' | 'unknown-user';
type TEffectOf<K extends TEffect['kind']> = Extract<TEffect, { kind: K }>;

/** Longest provider string kept (ids, types, e-mails); longer ones are not a real provider's. */
const MAX_EVENT_TEXT = 1000;

/**
 * A provider event whose strings cannot be stored (NUL bytes, lone surrogates, absurd lengths)
 * answers 400: the provider sees a permanent refusal instead of a 500 it would retry forever.
 */
export function assertStorableEvent(event: TBillingEvent): void {
  const bad: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (!isStorableText(value) || value.length > MAX_EVENT_TEXT) bad.push(path);
    } else if (value && typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k);
    }
  };
  visit(event, '');
  if (bad.length > 0) {
    throw new AppError('VALIDATION', `event: cannot be stored (${bad.join(', ')})`, { fields: ['event'] });
  }
}

/** A provider's event time, or now when it is missing or absurd (PostgreSQL refuses far years). */
export function eventTime(value: Date): Date {
  const t = value.getTime();
  return Number.isFinite(t) && t > Date.UTC(2000, 0, 1) && t < Date.UTC(2200, 0, 1) ? value : new Date();
}

export type TBillingDeps = {
  repo: TPaymentsRepository;
  mail: TMailService;
  log: Logger;
  pricingUrl: string;
  /** Cancels a subscription at the provider (superseded by an upgrade, or paid by a prepaid card). */
  cancelAtProvider: (provider: TProvider, subscriptionId: string) => Promise<void>;
  /** Drops the auth service's short-lived session cache of a user whose status or plan changed. */
  forgetUser: (userId: string) => void;
};

/** One event being applied inside its transaction: the locked user row and the work for after commit. */
type TApplying = {
  q: TBillingQueries;
  event: TBillingEvent;
  userId: string;
  user: TUserRow;
  /** Mail and provider calls, run after the commit. */
  after: (() => Promise<void> | void)[];
};

/**
 * The subscription state machine. Idempotent by event id; tolerant of out-of-order delivery: a
 * status older than the newest one applied is ignored, and a deleted subscription is not revived
 * by a late update. Prepaid cards end the subscription. Mail and provider calls run after commit.
 */
export class BillingService {
  constructor(private readonly deps: TBillingDeps) {}

  async apply(event: TBillingEvent): Promise<TApplyResult> {
    assertStorableEvent(event);
    const after: TApplying['after'] = [];
    let changed: string | undefined;
    const result = await this.deps.repo.transaction(async (q): Promise<TApplyResult> => {
      const userId = await q.findUserId(event.user);
      changed = userId;
      const claim = { provider: event.provider, eventId: event.eventId, type: event.type, userId };
      if (!(await q.claimEvent(claim))) return 'duplicate';
      if (!userId) return 'unknown-user';
      const user = await q.lockUser(userId);
      if (!user) return 'unknown-user';
      await this.applyEffects({ q, event, userId, user, after });
      return 'applied';
    });
    if (result === 'applied' && changed) this.deps.forgetUser(changed);
    await this.runAfterCommit(event, after);
    if (result !== 'applied') {
      this.deps.log.info({ eventId: event.eventId, type: event.type, result }, 'payment event skipped');
    }
    return result;
  }

  /** Applies each effect in turn to the locked row; a cancellation it ends in is mailed. */
  private async applyEffects(run: TApplying): Promise<void> {
    const before = run.user;
    for (const effect of run.event.effects) {
      switch (effect.kind) {
        case 'link':
          await this.link(run, effect);
          break;
        case 'funding':
          await this.funding(run, effect);
          break;
        case 'status':
          await this.status(run, effect);
          break;
        case 'ledger':
          await this.ledger(run, effect);
          break;
        case 'payment-failed':
          this.mailAfter(run, { kind: 'payment-failed', pricingUrl: this.deps.pricingUrl });
          break;
      }
    }
    if (before.status !== 'canceled' && run.user.status === 'canceled') {
      this.mailAfter(run, { kind: 'subscription-cancelled', pricingUrl: this.deps.pricingUrl });
    }
  }

  private async patch(run: TApplying, p: Partial<TUserRow>): Promise<void> {
    run.user = (await run.q.updateUser(run.userId, p)) ?? run.user;
  }

  /** Mails the user (as the row is now) after the commit. */
  private mailAfter(run: TApplying, mail: Parameters<TMailService['send']>[2]): void {
    const u = run.user;
    run.after.push(() => this.deps.mail.send(u.email, u.userName, mail));
  }

  private cancelAfter(run: TApplying, subscriptionId: string): void {
    run.after.push(() => this.deps.cancelAtProvider(run.event.provider, subscriptionId));
  }

  private async link(run: TApplying, effect: TEffectOf<'link'>): Promise<void> {
    const { user } = run;
    await this.patch(run, {
      ...(effect.customerId ? { stripeCustomerId: effect.customerId } : {}),
      ...(effect.subscriptionId && !user.stripeSubscriptionId
        ? { stripeSubscriptionId: effect.subscriptionId }
        : {}),
      ...(effect.priceKey && !user.priceKey ? { priceKey: effect.priceKey } : {}),
    });
  }

  private async funding(run: TApplying, effect: TEffectOf<'funding'>): Promise<void> {
    await this.patch(run, { funding: effect.funding });
    // A prepaid card ends a paid subscription; a Free account keeps its free access.
    if (effect.funding === 'prepaid' && run.user.plantype !== 'free') {
      const sub = run.user.stripeSubscriptionId;
      if (sub && PAID_STATUSES.has(run.user.status)) this.cancelAfter(run, sub);
      await this.patch(run, { status: 'inactive', billingEventAt: run.event.occurredAt });
    }
  }

  private async status(run: TApplying, effect: TEffectOf<'status'>): Promise<void> {
    const { event } = run;
    // Older than what we already applied: a late delivery, ignored.
    if (run.user.billingEventAt && event.occurredAt < run.user.billingEventAt) return;
    const current = run.user.stripeSubscriptionId;
    const isOther = effect.subscriptionId !== undefined && current && effect.subscriptionId !== current;
    const paid = PAID_STATUSES.has(effect.status);
    if (isOther && !paid) return; // an old subscription ending: not ours any more
    if (paid && run.user.funding === 'prepaid' && event.provider !== 'clickbank') {
      if (effect.subscriptionId) this.cancelAfter(run, effect.subscriptionId);
      return;
    }
    // An upgrade: the new subscription replaces the old one, which is cancelled.
    if (isOther && PAID_STATUSES.has(run.user.status)) this.cancelAfter(run, current);
    const wasPaidLive = PAID_STATUSES.has(run.user.status) && run.user.plantype !== 'free';
    const priceKey = effect.priceKey ?? run.user.priceKey ?? undefined;
    await this.patch(run, {
      status: effect.status,
      billingEventAt: event.occurredAt,
      ...(effect.subscriptionId ? { stripeSubscriptionId: effect.subscriptionId } : {}),
      ...(priceKey && paid ? { plantype: planOfKey(priceKey as TPriceKey), priceKey } : {}),
      ...(paid ? { paymentType: event.provider } : {}),
      ...(effect.trial ? { istrial: 1, trialDate: run.user.trialDate ?? event.occurredAt } : {}),
    });
    const u = run.user;
    if (PAID_STATUSES.has(u.status) && u.plantype !== 'free' && (!wasPaidLive || isOther)) {
      this.mailAfter(run, {
        kind: 'subscription-started',
        plan: PLAN_LABEL[u.plantype],
        trial: u.status === 'trialing',
      });
    }
  }

  private async ledger(run: TApplying, effect: TEffectOf<'ledger'>): Promise<void> {
    if (effect.amountCents === 0) return;
    await run.q.addLedger({
      provider: run.event.provider,
      userId: run.userId,
      amountCents: effect.amountCents,
      kind: effect.entry,
      externalId: effect.externalId,
      occurredAt: run.event.occurredAt,
    });
  }

  /** Mail and provider calls of a committed event; a failure is logged, the event stays applied. */
  private async runAfterCommit(event: TBillingEvent, after: TApplying['after']): Promise<void> {
    for (const fn of after) {
      try {
        await fn();
      } catch (err) {
        this.deps.log.error({ err, eventId: event.eventId }, 'follow-up of a payment event failed');
      }
    }
  }
}
export type TBillingService = BillingService;
