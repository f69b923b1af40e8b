import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { io as connect } from 'socket.io-client';
import { startFakeStripe } from '../../../test/fake-stripe';
import {
  cookieOf,
  GOOD_PASSWORD,
  json,
  lastMailTo,
  signUpAndLogin,
  sqlRows,
  startTestServer,
  uniqueName,
} from '../../../test/test-server';
import { encryptClickbank } from './clickbank.provider';

const WHSEC = 'whsec_test_secret';
const CB_SECRET = 'CBSECRETKEY123';
type TServer = Awaited<ReturnType<typeof startTestServer>>;
let local: TServer;
let stripeServer: TServer;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  local = await startTestServer();
  // A second instance on the same database, configured for Stripe and ClickBank.
  stripeServer = await startTestServer({
    database: local.database,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: fake.url,
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
  await stripeServer.close();
  await local.close();
  await fake.close();
});

const post = (s: TServer, url: string, payload: unknown, cookie?: string) =>
  s.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const statusOf = async (s: TServer, cookie: string, userId: string): Promise<Record<string, unknown>> =>
  json(await post(s, '/api/user/userStatus', { userId }, cookie)).data as Record<string, unknown>;
const userRow = async (userId: string) => {
  const rows = await sqlRows(
    local.database,
    sql`select stripe_customer_id, stripe_subscription_id, status, funding from users where id = ${userId}`,
  );
  return rows[0] as {
    stripe_customer_id: string | null;
    stripe_subscription_id: string | null;
    status: string;
  };
};
const ledger = (userId: string) => local.ctx.repositories.payments.ledgerOf(userId);

/** Opens a local checkout for a price and returns its id. */
async function openLocal(cookie: string, price_id: string, withoutTrial = false) {
  const res = await post(
    local,
    withoutTrial ? '/api/user/createsessionwithoutrial' : '/api/user/createsession',
    { price_id },
    cookie,
  );
  expect(res.statusCode).toBe(200);
  expect(json(res).message).toBe('Created session Successfully.');
  const url: string = json(res).data.url;
  expect(url).toMatch(/\/payments\/local-checkout\/[\w-]+$/);
  return url.split('/').pop()!;
}
const completeLocal = (cookie: string, sessionId: string, outcome: string) =>
  post(local, '/api/payments/local/complete', { sessionId, outcome }, cookie);

describe('local provider (the offline test checkout)', () => {
  it('Platinum monthly starts a 7-day trial once, is Already Subscribed after, and has no trial the second time', async () => {
    const { cookie, user, email } = await signUpAndLogin(local);
    const id = await openLocal(cookie, 'platinum_monthly');
    const view = await local.app.inject({
      method: 'GET',
      url: `/api/payments/local/checkout/${id}`,
      headers: { cookie },
    });
    expect(json(view).data).toMatchObject({
      plan: 'platinum',
      interval: 'month',
      trialDays: 7,
      amountCents: 399,
      status: 'open',
    });
    const done = await completeLocal(cookie, id, 'paid');
    expect(json(done).data.url).toBe('/user/success');
    expect(await statusOf(local, cookie, user._id)).toMatchObject({
      status: 'trialing',
      plantype: 'platinum',
      istrial: 1,
      paymentType: 'local',
    });
    expect((await lastMailTo(local, email)).subject).toBe('Your Platinum subscription has started');
    expect(await ledger(user._id)).toEqual([]);
    const again = await post(local, '/api/user/createsession', { price_id: 'platinum_yearly' }, cookie);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Already Subscribed');
    expect((await completeLocal(cookie, id, 'paid')).statusCode).toBe(409);

    const cancel = await post(local, '/api/user/cancelSubscription', {}, cookie);
    expect(json(cancel).message).toBe('Subscription cancelled successfully.');
    const relogin = cookieOf(
      await post(local, '/api/user/login', { userName: user.userName, password: GOOD_PASSWORD }),
    );
    const second = await openLocal(relogin, 'platinum_monthly');
    const view2 = await local.app.inject({
      method: 'GET',
      url: `/api/payments/local/checkout/${second}`,
      headers: { cookie: relogin },
    });
    expect(json(view2).data.trialDays).toBe(0);
    await completeLocal(relogin, second, 'paid');
    expect(await statusOf(local, relogin, user._id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
    });
    expect((await ledger(user._id)).map((l) => [l.kind, l.amountCents])).toEqual([['new', 399]]);
  });

  it('charges Premium yearly to the ledger, then upgrades to Platinum and replaces the subscription', async () => {
    const { cookie, user } = await signUpAndLogin(local);
    await completeLocal(cookie, await openLocal(cookie, 'premium_yearly'), 'paid');
    expect(await statusOf(local, cookie, user._id)).toMatchObject({ status: 'active', plantype: 'premium' });
    const firstSub = (await userRow(user._id)).stripe_subscription_id;
    await completeLocal(cookie, await openLocal(cookie, 'platinum_yearly'), 'paid');
    expect(await statusOf(local, cookie, user._id)).toMatchObject({ status: 'active', plantype: 'platinum' });
    expect((await userRow(user._id)).stripe_subscription_id).not.toBe(firstSub);
    expect((await ledger(user._id)).map((l) => l.amountCents).sort()).toEqual([1999, 3499]);
  });

  it('cancelling logs the user out everywhere, mails, and the next login goes to the billing portal', async () => {
    const { cookie, user, email, userName } = await signUpAndLogin(local);
    await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'paid');
    const res = await post(local, '/api/user/cancelSubscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(
      (await local.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect((await lastMailTo(local, email)).subject).toBe('Your subscription was cancelled');
    const login = await post(local, '/api/user/login', { userName, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'canceled', next: 'portal' });
    const portal = await post(local, '/api/user/createportal', {}, cookieOf(login));
    expect(json(portal)).toMatchObject({
      message: 'Going to Portal...',
      data: { url: expect.stringMatching(/\/payments\/local-portal$/) },
    });
    const twice = await post(local, '/api/user/cancelSubscription', {}, cookieOf(login));
    expect(twice.statusCode).toBe(409);
    expect(await statusOf(local, cookieOf(login), user._id)).toMatchObject({ status: 'canceled' });
  });

  it('refuses a prepaid card: the paid sign-up stays inactive and login shows the prepaid dialog', async () => {
    const name = uniqueName('pre');
    await post(local, '/api/user/register', {
      userName: name,
      email: `${name}@example.com`,
      password: GOOD_PASSWORD,
      price_id: 'platinum_monthly',
    });
    const cookie = cookieOf(
      await post(local, '/api/user/login', { userName: name, password: GOOD_PASSWORD }),
    );
    const res = await completeLocal(cookie, await openLocal(cookie, 'platinum_monthly'), 'prepaid');
    expect(json(res).data.url).toBe('/user/cancel?reason=prepaid');
    const login = await post(local, '/api/user/login', { userName: name, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'inactive', funding: 'prepaid', next: 'prepaid' });
  });

  it('mails a declined payment and leaves the account as it was; a cancelled checkout changes nothing', async () => {
    const { cookie, user, email } = await signUpAndLogin(local);
    const res = await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'declined');
    expect(json(res).data.url).toBe('/user/cancel');
    expect((await lastMailTo(local, email)).subject).toBe('Your payment failed');
    await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'canceled');
    expect(await statusOf(local, cookie, user._id)).toMatchObject({ status: 'active', plantype: 'free' });
  });

  it("keeps checkouts private and refuses another user's id on cancellation", async () => {
    const a = await signUpAndLogin(local);
    const b = await signUpAndLogin(local);
    const id = await openLocal(a.cookie, 'premium_monthly');
    expect(
      (
        await local.app.inject({
          method: 'GET',
          url: `/api/payments/local/checkout/${id}`,
          headers: { cookie: b.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await completeLocal(b.cookie, id, 'paid')).statusCode).toBe(404);
    const foreign = await post(local, '/api/user/cancelSubscription', { userId: a.user._id }, b.cookie);
    expect(foreign.statusCode).toBe(403);
    expect((await post(local, '/api/user/createsession', { price_id: 'gold' }, a.cookie)).statusCode).toBe(
      400,
    );
    expect((await post(local, '/api/user/createsession', { price_id: 'premium_monthly' })).statusCode).toBe(
      401,
    );
  });

  it("tells the user's browsers after the commit that the account changed", async () => {
    const { cookie, user } = await signUpAndLogin(local);
    const address = await local.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(address, { transports: ['websocket'], extraHeaders: { cookie } });
    try {
      await new Promise<void>((resolve) => socket.once('hello', () => resolve()));
      const updated = new Promise<{ userId: string }>((resolve) => socket.once('accountUpdated', resolve));
      await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'paid');
      expect(await updated).toEqual({ userId: user._id });
      // By the time the browser hears it, the new status is what the server answers.
      expect(await statusOf(local, cookie, String(user._id))).toMatchObject({
        status: 'active',
        plantype: 'premium',
      });
    } finally {
      socket.close();
    }
  });

  it('lists the configured prices with Platinum monthly recommended and its trial', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/api/user/prices' });
    const { prices, provider, clickbank } = json(res).data;
    expect(provider).toBe('local');
    expect(prices).toContainEqual({
      price_id: 'platinum_monthly',
      plan: 'platinum',
      interval: 'month',
      amountCents: 399,
      trialDays: 7,
      recommended: true,
    });
    expect(prices).toContainEqual(
      expect.objectContaining({ price_id: 'premium_yearly', amountCents: 1999, trialDays: 0 }),
    );
    expect(clickbank).toEqual({ amountCents: 3999, listAmountCents: 4900 });
    expect(JSON.stringify(prices)).not.toContain('stripePriceId');
  });
});

/** A Stripe event as Stripe sends it, signed with the SDK's test header. */
function sendStripe(
  type: string,
  object: Record<string, unknown>,
  created: number,
  opts: { id?: string; secret?: string } = {},
) {
  const event = {
    id: opts.id ?? `evt_${crypto.randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WHSEC });
  return stripeServer.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json', origin: 'https://stripe.com' },
    payload,
  });
}

/** A user with a Stripe customer (created through createsession against the fake Stripe). */
async function stripeCustomer() {
  const u = await signUpAndLogin(stripeServer);
  const res = await post(stripeServer, '/api/user/createsession', { price_id: 'platinum_monthly' }, u.cookie);
  expect(json(res).data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_fake/);
  const customer = (await userRow(u.user._id)).stripe_customer_id!;
  return { ...u, customer };
}
const T0 = Math.floor(Date.now() / 1000) - 1000;
const sub = (id: string, customer: string, status: string, price = 'price_pm') => ({
  id,
  object: 'subscription',
  customer,
  status,
  items: { data: [{ price: { id: price } }] },
  metadata: {},
});

describe('Stripe', () => {
  it('creates a Checkout Session in subscription mode with the trial, through the SDK', async () => {
    const { customer, user } = await stripeCustomer();
    const create = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').pop()!;
    expect(create.form).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: user._id,
      'line_items[0][price]': 'price_pm',
      'subscription_data[trial_period_days]': '7',
    });
    expect(create.form.success_url).toMatch(/\/user\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
  });

  it('drives the status from signed webhooks; refuses a bad signature; ignores replays', async () => {
    const { customer, user, cookie } = await stripeCustomer();
    const completed = await sendStripe(
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        customer,
        subscription: `sub_${String(user._id).slice(0, 8)}`,
        client_reference_id: user._id,
        metadata: { userId: user._id, priceKey: 'platinum_monthly' },
      },
      T0,
    );
    expect(completed.statusCode).toBe(200);
    const forged = await sendStripe(
      'customer.subscription.updated',
      sub(`sub_${String(user._id).slice(0, 8)}`, customer, 'active'),
      T0 + 1,
      { secret: 'whsec_wrong' },
    );
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toBe('Invalid signature');
    const unsigned = await stripeServer.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(stripeServer, cookie, user._id)).toMatchObject({
      status: 'active',
      plantype: 'free',
    });

    const created = await sendStripe(
      'customer.subscription.created',
      sub(`sub_${String(user._id).slice(0, 8)}`, customer, 'trialing'),
      T0 + 2,
      { id: `evt_created_${user._id}` },
    );
    expect(json(created).message).toBe('applied');
    expect(await statusOf(stripeServer, cookie, user._id)).toMatchObject({
      status: 'trialing',
      plantype: 'platinum',
      istrial: 1,
      paymentType: 'stripe',
    });
    const paid = {
      id: `in_${user._id}`,
      object: 'invoice',
      customer,
      amount_paid: 399,
      billing_reason: 'subscription_create',
    };
    await sendStripe('invoice.paid', paid, T0 + 3, { id: `evt_paid_${user._id}` });
    const replay = await sendStripe('invoice.paid', paid, T0 + 3, { id: `evt_paid_${user._id}` });
    expect(json(replay).message).toBe('duplicate');
    await sendStripe(
      'invoice.paid',
      { ...paid, id: `in2_${user._id}`, billing_reason: 'subscription_cycle' },
      T0 + 4,
    );
    expect((await ledger(user._id)).map((l) => [l.provider, l.kind, l.amountCents])).toEqual([
      ['stripe', 'new', 399],
      ['stripe', 'renewal', 399],
    ]);
  });

  it('tolerates out-of-order events: an older update never overrides a newer one or revives a deleted subscription', async () => {
    const { customer, user, cookie } = await stripeCustomer();
    const id = `sub_ooo_${String(user._id).slice(0, 8)}`;
    await sendStripe('customer.subscription.updated', sub(id, customer, 'active'), T0 + 20);
    await sendStripe('customer.subscription.created', sub(id, customer, 'incomplete'), T0 + 10);
    expect(await statusOf(stripeServer, cookie, user._id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
    });
    await sendStripe('customer.subscription.deleted', sub(id, customer, 'canceled'), T0 + 40);
    await sendStripe('customer.subscription.updated', sub(id, customer, 'past_due'), T0 + 30);
    const after = await post(stripeServer, '/api/user/login', {
      userName: user.userName,
      password: GOOD_PASSWORD,
    });
    expect(json(after).data).toMatchObject({ status: 'canceled', next: 'portal' });
  });

  it('refuses a prepaid card: cancels the subscription at Stripe and shows the prepaid dialog at login', async () => {
    const { customer, user, userName } = await stripeCustomer();
    const id = `sub_pre_${String(user._id).slice(0, 8)}`;
    await sendStripe('customer.subscription.created', sub(id, customer, 'active', 'price_rm'), T0 + 1);
    await sendStripe(
      'payment_method.attached',
      { id: 'pm_1', object: 'payment_method', customer, card: { funding: 'prepaid' } },
      T0 + 2,
    );
    expect(fake.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${id}` }),
    );
    const login = await post(stripeServer, '/api/user/login', { userName, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'inactive', funding: 'prepaid', next: 'prepaid' });
  });

  it('mails a failed invoice, opens the billing portal and cancels through the SDK', async () => {
    const { customer, user, cookie, email } = await stripeCustomer();
    const id = `sub_can_${String(user._id).slice(0, 8)}`;
    await sendStripe('customer.subscription.created', sub(id, customer, 'active', 'price_ry'), T0 + 1);
    await sendStripe('invoice.payment_failed', { id: 'in_x', object: 'invoice', customer }, T0 + 2);
    expect((await lastMailTo(stripeServer, email)).subject).toBe('Your payment failed');
    const portal = await post(
      stripeServer,
      '/api/user/createportal',
      { stripe_customer_id: 'cus_someone_else' },
      cookie,
    );
    expect(json(portal).data.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.calls.filter((c) => c.path === '/v1/billing_portal/sessions').pop()!.form.customer).toBe(
      customer,
    );
    await post(stripeServer, '/api/user/cancelSubscription', {}, cookie);
    expect(fake.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${id}` }),
    );
    expect((await userRow(user._id)).status).toBe('canceled');
  });

  it('ignores events for customers and references that are not ours, without an error', async () => {
    const res = await sendStripe(
      'checkout.session.completed',
      {
        id: 'cs_other',
        object: 'checkout.session',
        customer: 'cus_not_ours',
        client_reference_id: 'order-42',
      },
      T0,
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('unknown-user');
    const odd = await sendStripe(
      'customer.subscription.updated',
      { id: 'sub_x', object: 'subscription' },
      T0,
    );
    expect(odd.statusCode).toBe(200);
  });

  it('never fails on odd but signed events or decryptable but odd ClickBank notices', async () => {
    const { customer, email } = await stripeCustomer();
    const types = [
      'checkout.session.completed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.paid',
      'invoice.payment_failed',
      'payment_method.attached',
      'charge.refunded',
      'ping',
    ];
    const odd = [null, 'x', -1, 2 ** 40, 1.5, [], {}, { id: 7 }, 'a'.repeat(300)];
    let seed = 7;
    const pick = <T>(xs: readonly T[]): T => xs[(seed = (seed * 48271) % 2147483647) % xs.length]!;
    for (let i = 0; i < 300; i++) {
      const object = {
        id: pick(odd),
        object: pick(odd),
        customer: i % 2 ? customer : pick(odd),
        status: pick(['active', 'trialing', ...odd]),
        amount_paid: pick(odd),
        amount_refunded: pick(odd),
        billing_reason: pick(odd),
        card: pick([{ funding: pick(odd) }, ...odd]),
        items: pick(odd),
        metadata: pick([{ userId: pick(odd), priceKey: pick(odd) }, ...odd]),
        subscription: pick(odd),
      };
      const event = {
        id: `evt_odd_${crypto.randomBytes(6).toString('hex')}`,
        object: 'event',
        type: pick(types),
        created: pick([T0, ...odd]),
        data: pick([{ object }, { object: pick(odd) }, null]),
      };
      const payload = JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
      const res = await stripeServer.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      const notice = {
        transactionType: pick(['SALE', 'BILL', 'RFND', ...odd]),
        receipt: pick(odd),
        transactionTime: pick(odd),
        vendor: 'dfsvendor',
        totalOrderAmount: pick(odd),
        customer: pick([{ billing: { email } }, { billing: pick(odd) }, ...odd]),
      };
      const cb = await post(
        stripeServer,
        '/api/payments/clickbank/notification',
        encryptClickbank(CB_SECRET, notice),
      );
      expect(cb.statusCode, JSON.stringify(notice)).toBeLessThan(500);
    }
  });

  it('answers 404 on the webhook when Stripe is not configured', async () => {
    const res = await local.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

/** A ClickBank Instant Notification for an e-mail, encrypted with a key. */
function clickbank(
  type: string,
  email: string,
  opts: { receipt?: string; amount?: number; at?: string; key?: string; vendor?: string } = {},
) {
  const notice = {
    transactionTime: opts.at ?? new Date().toISOString(),
    receipt: opts.receipt ?? 'RCPT1',
    transactionType: type,
    vendor: opts.vendor ?? 'dfsvendor',
    totalOrderAmount: opts.amount ?? 39.99,
    customer: { billing: { email } },
    version: 8.0,
  };
  return post(
    stripeServer,
    '/api/payments/clickbank/notification',
    encryptClickbank(opts.key ?? CB_SECRET, notice),
  );
}

describe('ClickBank', () => {
  async function clickUser() {
    const name = uniqueName('cb');
    const email = `${name}@example.com`;
    await post(stripeServer, '/api/user/register', {
      userName: name,
      email,
      password: GOOD_PASSWORD,
      paymentType: 'clickbank',
    });
    const login = await post(stripeServer, '/api/user/login', { userName: name, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({
      next: 'clickbank',
      plantype: 'platinum',
      paymentType: 'clickbank',
    });
    expect(json(login).data.redirectUrl).toBe(
      `https://dfsvendor.pay.clickbank.net/?cbitems=1&email=${encodeURIComponent(email)}`,
    );
    return { name, email, cookie: cookieOf(login), id: json(login).data._id as string };
  }

  it('SALE activates, BILL renews, RFND refunds and cancels, all in the ledger', async () => {
    const u = await clickUser();
    const receipt = `R${String(u.id).slice(0, 6)}`;
    expect((await clickbank('SALE', u.email, { receipt, at: '2026-01-05T10:00:00-05:00' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(stripeServer, u.cookie, u.id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
      paymentType: 'clickbank',
    });
    await clickbank('BILL', u.email, { receipt, at: '2026-02-05T10:00:00-05:00' });
    const dup = await clickbank('BILL', u.email, { receipt, at: '2026-02-05T10:00:00-05:00' });
    expect(json(dup).message).toBe('duplicate');
    await clickbank('RFND', u.email, { receipt, at: '2026-02-06T10:00:00-05:00' });
    expect((await ledger(u.id)).map((l) => [l.kind, l.amountCents])).toEqual([
      ['new', 3999],
      ['renewal', 3999],
      ['refund', -3999],
    ]);
    expect((await userRow(u.id)).status).toBe('canceled');
  });

  it('CGBK and CANCEL-REBILL cancel; TEST changes nothing', async () => {
    const a = await clickUser();
    // Receipts unique per run: the PostgreSQL test database keeps earlier runs' events.
    const ra = `RA${a.id.slice(0, 8)}`;
    const rb = `RB${a.id.slice(0, 8)}`;
    await clickbank('SALE', a.email, { receipt: ra, at: '2026-03-01T00:00:00Z' });
    await clickbank('CANCEL-REBILL', a.email, { receipt: ra, at: '2026-03-02T00:00:00Z' });
    expect((await userRow(a.id)).status).toBe('canceled');
    const b = await clickUser();
    await clickbank('SALE', b.email, { receipt: rb, at: '2026-03-01T00:00:00Z' });
    await clickbank('TEST', b.email, { receipt: rb, at: '2026-03-01T01:00:00Z' });
    expect((await userRow(b.id)).status).toBe('active');
    await clickbank('CGBK', b.email, { receipt: rb, at: '2026-03-03T00:00:00Z' });
    expect((await userRow(b.id)).status).toBe('canceled');
    expect((await ledger(b.id)).map((l) => l.kind)).toEqual(['new', 'refund']);
  });

  it('refuses and logs forged, corrupted or foreign-vendor notifications without any change', async () => {
    const u = await clickUser();
    const forged = await clickbank('SALE', u.email, { key: 'not-the-secret' });
    expect(forged.statusCode).toBe(403);
    expect(json(forged).message).toBe('Notification could not be verified.');
    const garbage = await post(stripeServer, '/api/payments/clickbank/notification', {
      notification: 'AAAA',
      iv: 'AAAAAAAAAAAAAAAAAAAAAA==',
    });
    expect(garbage.statusCode).toBe(403);
    const vendor = await clickbank('SALE', u.email, { vendor: 'someone' });
    expect(vendor.statusCode).toBe(403);
    const extra = await post(stripeServer, '/api/payments/clickbank/notification', {
      notification: 'x',
      iv: 'y',
      role: 'client',
    });
    expect(extra.statusCode).toBe(400);
    expect((await userRow(u.id)).status).toBe('inactive');
    expect(await ledger(u.id)).toEqual([]);
  });
});
