import type Stripe from 'stripe';
import type { TPriceKey, TStatus } from '@dfs/contracts';
import { eventTime, type TBillingEvent, type TEffect } from './billing.service';
import { priceKeyOf, type TPriceConfig } from './prices.config';

/** Stripe subscription statuses in the product's five (DECISIONS "Plans"). */
export function statusOfStripe(status: string): TStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'incomplete':
      return status;
    case 'past_due':
      return 'incomplete';
    case 'canceled':
      return 'canceled';
    default:
      return 'inactive';
  }
}

const idOf = (v: unknown): string | undefined =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v && typeof v.id === 'string'
      ? v.id
      : undefined;

type TLoose = Record<string, unknown>;
const obj = (v: unknown): TLoose => (v && typeof v === 'object' ? (v as TLoose) : {});

/** The subscription id of an invoice, in the older and the newer API shapes. */
function invoiceSubscription(inv: TLoose): string | undefined {
  const direct = idOf(inv.subscription);
  if (direct) return direct;
  const parent = obj(obj(inv.parent).subscription_details);
  return idOf(parent.subscription);
}

/** Normalises a verified Stripe event; events the product does not use get no effects. */
export function fromStripeEvent(event: Stripe.Event, prices: Record<TPriceKey, TPriceConfig>): TBillingEvent {
  const object = obj(obj(event.data).object);
  const meta = obj(object.metadata);
  const base = {
    provider: 'stripe' as const,
    eventId: String(event.id),
    type: String(event.type),
    // Signed by Stripe, but read defensively: a malformed field must not fail the whole event.
    occurredAt: eventTime(new Date(Number(event.created) * 1000)),
  };
  const customerId = idOf(object.customer);
  const user = {
    ...(typeof meta.userId === 'string' ? { id: meta.userId } : {}),
    ...(customerId ? { customerId } : {}),
  };
  const effects: TEffect[] = [];
  // Only a few of Stripe's event types matter here; the rest are recorded with no effect.
  const type: string = event.type;
  switch (type) {
    case 'checkout.session.completed': {
      const ref = typeof object.client_reference_id === 'string' ? object.client_reference_id : undefined;
      const subscriptionId = idOf(object.subscription);
      const priceKey = priceKeyOf(prices, meta.priceKey);
      effects.push({
        kind: 'link',
        ...(customerId ? { customerId } : {}),
        ...(subscriptionId ? { subscriptionId } : {}),
        ...(priceKey ? { priceKey } : {}),
      });
      return { ...base, user: { ...user, ...(ref ? { id: ref } : {}) }, effects };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const items = obj(object.items).data;
      const firstPrice = Array.isArray(items) ? idOf(obj(items[0]).price) : undefined;
      const priceKey = priceKeyOf(prices, meta.priceKey) ?? priceKeyOf(prices, firstPrice);
      const status =
        event.type === 'customer.subscription.deleted' ? 'canceled' : statusOfStripe(String(object.status));
      const subscriptionId = idOf(object);
      effects.push({
        kind: 'status',
        status,
        ...(subscriptionId ? { subscriptionId } : {}),
        ...(priceKey ? { priceKey } : {}),
        trial: object.status === 'trialing',
      });
      break;
    }
    case 'invoice.paid': {
      const amount = Number(object.amount_paid ?? 0);
      if (!Number.isSafeInteger(Math.round(amount)) || Math.abs(amount) >= 2 ** 31) break;
      const invoiceId = idOf(object);
      if (invoiceId && Number.isFinite(amount)) {
        effects.push({
          kind: 'ledger',
          entry: object.billing_reason === 'subscription_create' ? 'new' : 'renewal',
          amountCents: Math.round(amount),
          externalId: invoiceId,
        });
      }
      const sub = invoiceSubscription(object);
      if (sub) effects.push({ kind: 'link', subscriptionId: sub });
      break;
    }
    case 'invoice.payment_failed':
      effects.push({ kind: 'payment-failed' });
      break;
    case 'payment_method.attached': {
      const funding = obj(object.card).funding;
      if (typeof funding === 'string') effects.push({ kind: 'funding', funding });
      break;
    }
    case 'charge.refunded': {
      const refunded = Number(object.amount_refunded ?? 0);
      const chargeId = idOf(object);
      if (chargeId && refunded > 0 && refunded < 2 ** 31) {
        effects.push({
          kind: 'ledger',
          entry: 'refund',
          amountCents: -Math.round(refunded),
          externalId: chargeId,
        });
      }
      break;
    }
    default:
      break;
  }
  return { ...base, user, effects };
}
