import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { CB_SECRET, usePaymentServers, WHSEC } from '../../../test/payments-harness';
import { GOOD_PASSWORD, json, lastMailTo, signUpAndLogin } from '../../../test/test-server';
import { encryptClickbank } from './clickbank.provider';

const { h, post, statusOf, userRow, ledger } = usePaymentServers();

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
  return h.stripeServer.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'stripe-signature': header, 'content-type': 'application/json', origin: 'https://stripe.com' },
    payload,
  });
}

/** A user with a Stripe customer (created through createsession against the h.fake Stripe). */
async function stripeCustomer() {
  const u = await signUpAndLogin(h.stripeServer);
  const res = await post(
    h.stripeServer,
    '/api/user/createsession',
    { price_id: 'platinum_monthly' },
    u.cookie,
  );
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
    const create = h.fake.calls.filter((c) => c.path === '/v1/checkout/sessions').pop()!;
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
    const unsigned = await h.stripeServer.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(h.stripeServer, cookie, user._id)).toMatchObject({
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
    expect(await statusOf(h.stripeServer, cookie, user._id)).toMatchObject({
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
    expect(await statusOf(h.stripeServer, cookie, user._id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
    });
    await sendStripe('customer.subscription.deleted', sub(id, customer, 'canceled'), T0 + 40);
    await sendStripe('customer.subscription.updated', sub(id, customer, 'past_due'), T0 + 30);
    const after = await post(h.stripeServer, '/api/user/login', {
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
    expect(h.fake.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${id}` }),
    );
    const login = await post(h.stripeServer, '/api/user/login', { userName, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'inactive', funding: 'prepaid', next: 'prepaid' });
  });

  it('mails a failed invoice, opens the billing portal and cancels through the SDK', async () => {
    const { customer, user, cookie, email } = await stripeCustomer();
    const id = `sub_can_${String(user._id).slice(0, 8)}`;
    await sendStripe('customer.subscription.created', sub(id, customer, 'active', 'price_ry'), T0 + 1);
    await sendStripe('invoice.payment_failed', { id: 'in_x', object: 'invoice', customer }, T0 + 2);
    expect((await lastMailTo(h.stripeServer, email)).subject).toBe('Your payment failed');
    const portal = await post(
      h.stripeServer,
      '/api/user/createportal',
      { stripe_customer_id: 'cus_someone_else' },
      cookie,
    );
    expect(json(portal).data.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(h.fake.calls.filter((c) => c.path === '/v1/billing_portal/sessions').pop()!.form.customer).toBe(
      customer,
    );
    await post(h.stripeServer, '/api/user/cancelSubscription', {}, cookie);
    expect(h.fake.calls).toContainEqual(
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
      const res = await h.stripeServer.app.inject({
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
        h.stripeServer,
        '/api/payments/clickbank/notification',
        encryptClickbank(CB_SECRET, notice),
      );
      expect(cb.statusCode, JSON.stringify(notice)).toBeLessThan(500);
    }
  });

  it('answers 400 (not a 500 Stripe would retry forever) to a signed event or notice that cannot be stored', async () => {
    const { customer, email, user } = await stripeCustomer();
    for (const id of ['evt_\u0000nul', 'evt_\ud800lone']) {
      const res = await sendStripe('customer.subscription.updated', sub('sub_x', customer, 'active'), T0, {
        id,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION', fields: ['event'] });
    }
    for (const receipt of ['R\u0000NUL', 'R\udfffLONE']) {
      const cb = await post(
        h.stripeServer,
        '/api/payments/clickbank/notification',
        encryptClickbank(CB_SECRET, {
          transactionType: 'SALE',
          receipt,
          vendor: 'dfsvendor',
          totalOrderAmount: 39.99,
          customer: { billing: { email } },
        }),
      );
      expect(cb.statusCode, cb.body).toBe(400);
    }
    expect(await ledger(user._id)).toEqual([]);
  });

  it('answers 404 on the webhook when Stripe is not configured', async () => {
    const res = await h.local.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
