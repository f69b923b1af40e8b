import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testEnv } from '../../env';
import { startupBanner } from '../../startup-banner';
import { json, signUpAndLogin, sqlRows } from '../../../test/test-server';
import { httpOf, useTestServer, type TTestServer } from '../../../test/test-http';
import { paymentsModeOf } from './payments-mode';

/**
 * In production the built-in test checkout would hand out paid plans for nothing: without a
 * provider, a paid checkout answers 503 and changes nothing; the operator may turn it on.
 */
type TServer = TTestServer;
const PUBLIC_URL = 'https://app.example.com';
// Three servers on one database: development, production, and production with the local checkout.
const dev = useTestServer();
const prod = useTestServer(() => ({ database: dev.database, env: { NODE_ENV: 'production', PUBLIC_URL } }));
const prodLocal = useTestServer(() => ({
  database: dev.database,
  env: { NODE_ENV: 'production', PUBLIC_URL, PAYMENTS_PROVIDER: 'local' },
}));

const post = (s: TServer, url: string, payload: object, cookie: string) =>
  httpOf(s).post(url, payload, cookie);

async function accountOf(userId: string) {
  const [row] = await sqlRows(
    dev.database,
    sql`select plantype, status, payment_type from users where id = ${userId}`,
  );
  const [ledger] = await sqlRows(
    dev.database,
    sql`select count(*)::int as n from payments_ledger where user_id = ${userId}`,
  );
  const [checkouts] = await sqlRows(
    dev.database,
    sql`select count(*)::int as n from local_checkouts where user_id = ${userId}`,
  );
  return { ...row, ledger: ledger!.n, checkouts: checkouts!.n };
}

describe('payments in production without a provider', () => {
  it('answers 503 to a paid checkout on the card and the ClickBank paths, with no plan, checkout or ledger row', async () => {
    const u = await signUpAndLogin(prod);
    const before = await accountOf(u.user._id);
    for (const url of ['/api/user/createsession', '/api/user/createsessionwithoutrial']) {
      const res = await post(prod, url, { price_id: 'platinum_monthly' }, u.cookie);
      expect(res.statusCode, res.body).toBe(503);
      expect(json(res)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(json(res).message).toMatch(/Payments are not available/);
    }
    const clickbank = await post(prod, '/api/payments/clickbank/order', {}, u.cookie);
    expect(clickbank.statusCode, clickbank.body).toBe(503);
    expect(await accountOf(u.user._id)).toEqual(before);
    expect(before).toMatchObject({ plantype: 'free', ledger: 0, checkouts: 0 });
    const prices = await httpOf(prod).get('/api/user/prices');
    expect(json(prices).data.provider).toBe('none');
  });

  it('refuses to complete a test checkout opened before, so it cannot be paid for nothing', async () => {
    const u = await signUpAndLogin(dev);
    const opened = await post(dev, '/api/user/createsession', { price_id: 'platinum_monthly' }, u.cookie);
    expect(opened.statusCode).toBe(200);
    const id = String(json(opened).data.url).split('/').pop()!;
    const done = await post(
      prod,
      '/api/payments/local/complete',
      { sessionId: id, outcome: 'paid' },
      u.cookie,
    );
    expect(done.statusCode, done.body).toBe(503);
    expect(await accountOf(u.user._id)).toMatchObject({ plantype: 'free', ledger: 0 });
  });

  it('runs the test checkout in production only when PAYMENTS_PROVIDER=local, with links on PUBLIC_URL', async () => {
    const u = await signUpAndLogin(prodLocal);
    const res = await post(prodLocal, '/api/user/createsession', { price_id: 'platinum_monthly' }, u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.url).toMatch(/^https:\/\/app\.example\.com\/payments\/local-checkout\//);
  });

  it('says at start, in one line, which payment provider is live', () => {
    const line = (env: Parameters<typeof testEnv>[0]) =>
      startupBanner(testEnv(env)).find((l) => l.startsWith('Payments:'));
    expect(line({ NODE_ENV: 'production', PUBLIC_URL })).toBe(
      'Payments: card checkouts use none (paid checkouts answer 503); the ClickBank path uses none (503).',
    );
    expect(line({ NODE_ENV: 'development' })).toMatch(/card checkouts use the built-in TEST checkout/);
    expect(line({ NODE_ENV: 'production', PUBLIC_URL, STRIPE_SECRET_KEY: 'sk', CLICKBANK_VENDOR: 'v' })).toBe(
      'Payments: card checkouts use Stripe; the ClickBank path uses the ClickBank order form.',
    );
    expect(paymentsModeOf(testEnv({ NODE_ENV: 'production', PUBLIC_URL, STRIPE_SECRET_KEY: 'sk' }))).toEqual({
      card: 'stripe',
      clickbank: 'none',
    });
  });
});
