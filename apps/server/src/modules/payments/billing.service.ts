import type { FastifyBaseLogger as Logger } from 'fastify';
import { isStorableText, PLAN_LABEL, type TPriceKey, type TStatus } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TUserRow } from '../auth';
import type { TMailService } from '../mail';
import type { TPaymentsRepository, TProvider } from './payments.repository';
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

const LIVE = new Set<TStatus>(['active', 'trialing']);

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

/**
 * The subscription state machine. Idempotent by event id; tolerant of out-of-order delivery: a
 * status older than the newest one applied is ignored, and a deleted subscription is not revived
 * by a late update. Prepaid cards end the subscription. Mail and provider calls run after commit.
 */
export function createBillingService(deps: {
  repo: TPaymentsRepository;
  mail: TMailService;
  log: Logger;
  pricingUrl: string;
  /** Cancels a subscription at the provider (superseded by an upgrade, or paid by a prepaid card). */
  cancelAtProvider: (provider: TProvider, subscriptionId: string) => Promise<void>;
  /** Drops the auth service's short-lived session cache of a user whose status or plan changed. */
  forgetUser: (userId: string) => void;
}) {
  const { repo, mail, log } = deps;

  return {
    async apply(event: TBillingEvent): Promise<TApplyResult> {
      assertStorableEvent(event);
      const after: (() => Promise<void> | void)[] = [];
      let changed: string | undefined;
      const result = await repo.transaction(async (q): Promise<TApplyResult> => {
        const userId = await q.findUserId(event.user);
        changed = userId;
        if (
          !(await q.claimEvent({
            provider: event.provider,
            eventId: event.eventId,
            type: event.type,
            userId,
          }))
        ) {
          return 'duplicate';
        }
        if (!userId) return 'unknown-user';
        let user = await q.lockUser(userId);
        if (!user) return 'unknown-user';
        const before: TUserRow = user;
        const patch = async (p: Partial<TUserRow>) => {
          user = (await q.updateUser(userId, p)) ?? user!;
        };
        for (const effect of event.effects) {
          switch (effect.kind) {
            case 'link':
              await patch({
                ...(effect.customerId ? { stripeCustomerId: effect.customerId } : {}),
                ...(effect.subscriptionId && !user.stripeSubscriptionId
                  ? { stripeSubscriptionId: effect.subscriptionId }
                  : {}),
                ...(effect.priceKey && !user.priceKey ? { priceKey: effect.priceKey } : {}),
              });
              break;
            case 'funding':
              await patch({ funding: effect.funding });
              // A prepaid card ends a paid subscription; a Free account keeps its free access.
              if (effect.funding === 'prepaid' && user.plantype !== 'free') {
                const sub = user.stripeSubscriptionId;
                if (sub && LIVE.has(user.status)) {
                  after.push(() => deps.cancelAtProvider(event.provider, sub));
                }
                await patch({ status: 'inactive', billingEventAt: event.occurredAt });
              }
              break;
            case 'status': {
              // Older than what we already applied: a late delivery, ignored.
              if (user.billingEventAt && event.occurredAt < user.billingEventAt) break;
              const current = user.stripeSubscriptionId;
              const isOther =
                effect.subscriptionId !== undefined && current && effect.subscriptionId !== current;
              if (isOther && !LIVE.has(effect.status)) break; // an old subscription ending: not ours any more
              if (LIVE.has(effect.status) && user.funding === 'prepaid' && event.provider !== 'clickbank') {
                const sub = effect.subscriptionId;
                if (sub) after.push(() => deps.cancelAtProvider(event.provider, sub));
                break;
              }
              if (isOther && LIVE.has(user.status)) {
                // An upgrade: the new subscription replaces the old one, which is cancelled.
                const old = current;
                after.push(() => deps.cancelAtProvider(event.provider, old));
              }
              const wasPaidLive = LIVE.has(user.status) && user.plantype !== 'free';
              const priceKey = effect.priceKey ?? user.priceKey ?? undefined;
              await patch({
                status: effect.status,
                billingEventAt: event.occurredAt,
                ...(effect.subscriptionId ? { stripeSubscriptionId: effect.subscriptionId } : {}),
                ...(priceKey && LIVE.has(effect.status)
                  ? { plantype: planOfKey(priceKey as TPriceKey), priceKey }
                  : {}),
                ...(LIVE.has(effect.status) ? { paymentType: event.provider } : {}),
                ...(effect.trial ? { istrial: 1, trialDate: user.trialDate ?? event.occurredAt } : {}),
              });
              if (LIVE.has(user.status) && user.plantype !== 'free' && (!wasPaidLive || isOther)) {
                const u = user;
                after.push(() =>
                  mail.send(u.email, u.userName, {
                    kind: 'subscription-started',
                    plan: PLAN_LABEL[u.plantype],
                    trial: u.status === 'trialing',
                  }),
                );
              }
              break;
            }
            case 'ledger':
              if (effect.amountCents !== 0) {
                await q.addLedger({
                  provider: event.provider,
                  userId,
                  amountCents: effect.amountCents,
                  kind: effect.entry,
                  externalId: effect.externalId,
                  occurredAt: event.occurredAt,
                });
              }
              break;
            case 'payment-failed': {
              const u = user;
              after.push(() =>
                mail.send(u.email, u.userName, { kind: 'payment-failed', pricingUrl: deps.pricingUrl }),
              );
              break;
            }
          }
        }
        const final = user;
        if (before.status !== 'canceled' && final.status === 'canceled') {
          after.push(() =>
            mail.send(final.email, final.userName, {
              kind: 'subscription-cancelled',
              pricingUrl: deps.pricingUrl,
            }),
          );
        }
        return 'applied';
      });
      if (result === 'applied' && changed) deps.forgetUser(changed);
      for (const fn of after) {
        try {
          await fn();
        } catch (err) {
          log.error({ err, eventId: event.eventId }, 'follow-up of a payment event failed');
        }
      }
      if (result !== 'applied')
        log.info({ eventId: event.eventId, type: event.type, result }, 'payment event skipped');
      return result;
    },
  };
}
export type TBillingService = ReturnType<typeof createBillingService>;
