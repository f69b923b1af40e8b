import { PRICE_KEYS, type TPlan, type TPrice, type TPriceKey } from '@dfs/contracts';
import type { TEnv } from '../../env';

export type TPriceConfig = TPrice & { stripePriceId: string | undefined };

/** The four prices from configuration (DECISIONS "Plans": Platinum monthly has the trial). */
export function pricesFromEnv(env: TEnv): Record<TPriceKey, TPriceConfig> {
  return {
    platinum_monthly: {
      price_id: 'platinum_monthly',
      plan: 'platinum',
      interval: 'month',
      amountCents: env.PRICE_PLATINUM_MONTHLY_CENTS,
      trialDays: env.PLATINUM_TRIAL_DAYS,
      recommended: true,
      stripePriceId: env.STRIPE_PRICE_PLATINUM_MONTHLY,
    },
    platinum_yearly: {
      price_id: 'platinum_yearly',
      plan: 'platinum',
      interval: 'year',
      amountCents: env.PRICE_PLATINUM_YEARLY_CENTS,
      trialDays: 0,
      recommended: false,
      stripePriceId: env.STRIPE_PRICE_PLATINUM_YEARLY,
    },
    premium_monthly: {
      price_id: 'premium_monthly',
      plan: 'premium',
      interval: 'month',
      amountCents: env.PRICE_PREMIUM_MONTHLY_CENTS,
      trialDays: 0,
      recommended: false,
      stripePriceId: env.STRIPE_PRICE_PREMIUM_MONTHLY,
    },
    premium_yearly: {
      price_id: 'premium_yearly',
      plan: 'premium',
      interval: 'year',
      amountCents: env.PRICE_PREMIUM_YEARLY_CENTS,
      trialDays: 0,
      recommended: false,
      stripePriceId: env.STRIPE_PRICE_PREMIUM_YEARLY,
    },
  };
}

export const isPriceKey = (v: unknown): v is TPriceKey =>
  typeof v === 'string' && (PRICE_KEYS as readonly string[]).includes(v);

/** The price key of a provider price id or key; undefined for anything else. */
export function priceKeyOf(prices: Record<TPriceKey, TPriceConfig>, id: unknown): TPriceKey | undefined {
  if (isPriceKey(id)) return id;
  return PRICE_KEYS.find((k) => prices[k].stripePriceId !== undefined && prices[k].stripePriceId === id);
}

export const planOfKey = (key: TPriceKey): TPlan => (key.startsWith('platinum') ? 'platinum' : 'premium');
