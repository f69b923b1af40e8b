import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeStripe } from './fake-stripe';
import { json, sqlRows, startTestServer } from './test-server';
import { httpOf, type TTestServer } from './test-http';

export const WHSEC = 'whsec_test_secret';
export const CB_SECRET = 'CBSECRETKEY123';
export type { TTestServer } from './test-http';

/**
 * Two instances on one database for a payments test file: `local` (no provider keys: the local
 * test checkout) and `stripeServer` (Stripe against a fake Stripe on a local port, plus ClickBank).
 */
export function usePaymentServers() {
  const h = {} as {
    local: TTestServer;
    stripeServer: TTestServer;
    fake: Awaited<ReturnType<typeof startFakeStripe>>;
  };
  beforeAll(async () => {
    h.fake = await startFakeStripe();
    h.local = await startTestServer();
    h.stripeServer = await startTestServer({
      database: h.local.database,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WHSEC,
        STRIPE_API_BASE: h.fake.url,
        STRIPE_PRICE_PLATINUM_MONTHLY: 'price_pm',
        STRIPE_PRICE_PLATINUM_YEARLY: 'price_py',
        STRIPE_PRICE_PREMIUM_MONTHLY: 'price_rm',
        STRIPE_PRICE_PREMIUM_YEARLY: 'price_ry',
        CLICKBANK_SECRET_KEY: CB_SECRET,
        CLICKBANK_VENDOR: 'dfsvendor',
      },
    });
  });
  afterAll(async () => {
    await h.stripeServer.close();
    await h.local.close();
    await h.fake.close();
  });

  const post = (s: TTestServer, url: string, payload: unknown, cookie?: string) =>
    httpOf(s).post(url, payload, cookie);
  return {
    h,
    post,
    /** The account's status as userStatus answers it. */
    statusOf: async (s: TTestServer, cookie: string, userId: string): Promise<Record<string, unknown>> =>
      json(await post(s, '/api/user/userStatus', { userId }, cookie)).data as Record<string, unknown>,
    /** What the server keeps to itself: provider ids, status, funding. */
    userRow: async (userId: string) => {
      const rows = await sqlRows(
        h.local.database,
        sql`select stripe_customer_id, stripe_subscription_id, status, funding from users where id = ${userId}`,
      );
      return rows[0] as {
        stripe_customer_id: string | null;
        stripe_subscription_id: string | null;
        status: string;
      };
    },
    ledger: (userId: string) => h.local.ctx.repositories.payments.ledgerOf(userId),
  };
}
