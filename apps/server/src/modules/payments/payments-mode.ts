import type { TEnv } from '../../env';

/** Which checkout each payment path uses, decided once from configuration. */
export type TPaymentsMode = {
  /** Card checkouts (plans on /pricing): Stripe, the built-in test checkout, or none (503). */
  card: 'stripe' | 'local' | 'none';
  /** The ClickBank path: the hosted order form, the test checkout at the ClickBank price, or none. */
  clickbank: 'clickbank' | 'local' | 'none';
};

/**
 * The built-in test checkout hands out paid plans for nothing, so it is never on in production
 * unless the operator says so (PAYMENTS_PROVIDER=local); outside production it stands in for the
 * providers that have no keys.
 */
export function paymentsModeOf(
  env: Pick<TEnv, 'NODE_ENV' | 'PAYMENTS_PROVIDER' | 'STRIPE_SECRET_KEY' | 'CLICKBANK_VENDOR'>,
): TPaymentsMode {
  const choice = env.PAYMENTS_PROVIDER;
  const localOn = choice === 'local' || (choice === 'auto' && env.NODE_ENV !== 'production');
  const fallback = localOn ? 'local' : 'none';
  const card =
    choice === 'local' ? 'local' : choice !== 'none' && env.STRIPE_SECRET_KEY ? 'stripe' : fallback;
  const clickbank = choice === 'none' ? 'none' : env.CLICKBANK_VENDOR ? 'clickbank' : fallback;
  return { card, clickbank };
}

/** The start banner's line about payments. */
export function describePaymentsMode(mode: TPaymentsMode): string {
  const card = {
    stripe: 'Stripe',
    local: 'the built-in TEST checkout (plans are free: not for real customers)',
    none: 'none (paid checkouts answer 503)',
  }[mode.card];
  const clickbank = {
    clickbank: 'the ClickBank order form',
    local: 'the built-in TEST checkout',
    none: 'none (503)',
  }[mode.clickbank];
  return `Payments: card checkouts use ${card}; the ClickBank path uses ${clickbank}.`;
}
