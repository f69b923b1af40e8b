import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { usePaymentServers } from '../../../test/payments-harness';
import { httpOf } from '../../../test/test-http';
import {
  cookieOf,
  GOOD_PASSWORD,
  json,
  lastMailTo,
  signUpAndLogin,
  uniqueName,
} from '../../../test/test-server';

const { h, post, statusOf, userRow, ledger } = usePaymentServers();

/** Opens a h.local checkout for a price and returns its id. */
async function openLocal(cookie: string, price_id: string, withoutTrial = false) {
  const res = await post(
    h.local,
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
  post(h.local, '/api/payments/local/complete', { sessionId, outcome }, cookie);

describe('local provider (the offline test checkout)', () => {
  it('Platinum monthly starts a 7-day trial once, is Already Subscribed after, and has no trial the second time', async () => {
    const { cookie, user, email } = await signUpAndLogin(h.local);
    const id = await openLocal(cookie, 'platinum_monthly');
    const view = await httpOf(h.local).get(`/api/payments/local/checkout/${id}`, cookie);
    expect(json(view).data).toMatchObject({
      plan: 'platinum',
      interval: 'month',
      trialDays: 7,
      amountCents: 399,
      status: 'open',
    });
    const done = await completeLocal(cookie, id, 'paid');
    expect(json(done).data.url).toBe('/user/success');
    expect(await statusOf(h.local, cookie, user._id)).toMatchObject({
      status: 'trialing',
      plantype: 'platinum',
      istrial: 1,
      paymentType: 'local',
    });
    expect((await lastMailTo(h.local, email)).subject).toBe('Your Platinum subscription has started');
    expect(await ledger(user._id)).toEqual([]);
    const again = await post(h.local, '/api/user/createsession', { price_id: 'platinum_yearly' }, cookie);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Already Subscribed');
    expect((await completeLocal(cookie, id, 'paid')).statusCode).toBe(409);

    const cancel = await post(h.local, '/api/user/cancelSubscription', {}, cookie);
    expect(json(cancel).message).toBe('Subscription cancelled successfully.');
    const relogin = cookieOf(
      await post(h.local, '/api/user/login', { userName: user.userName, password: GOOD_PASSWORD }),
    );
    const second = await openLocal(relogin, 'platinum_monthly');
    const view2 = await httpOf(h.local).get(`/api/payments/local/checkout/${second}`, relogin);
    expect(json(view2).data.trialDays).toBe(0);
    await completeLocal(relogin, second, 'paid');
    expect(await statusOf(h.local, relogin, user._id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
    });
    expect((await ledger(user._id)).map((l) => [l.kind, l.amountCents])).toEqual([['new', 399]]);
  });

  it('charges Premium yearly to the ledger, then upgrades to Platinum and replaces the subscription', async () => {
    const { cookie, user } = await signUpAndLogin(h.local);
    await completeLocal(cookie, await openLocal(cookie, 'premium_yearly'), 'paid');
    expect(await statusOf(h.local, cookie, user._id)).toMatchObject({
      status: 'active',
      plantype: 'premium',
    });
    const firstSub = (await userRow(user._id)).stripe_subscription_id;
    await completeLocal(cookie, await openLocal(cookie, 'platinum_yearly'), 'paid');
    expect(await statusOf(h.local, cookie, user._id)).toMatchObject({
      status: 'active',
      plantype: 'platinum',
    });
    expect((await userRow(user._id)).stripe_subscription_id).not.toBe(firstSub);
    expect((await ledger(user._id)).map((l) => l.amountCents).sort()).toEqual([1999, 3499]);
  });

  it('cancelling logs the user out everywhere, mails, and the next login goes to the billing portal', async () => {
    const { cookie, user, email, userName } = await signUpAndLogin(h.local);
    await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'paid');
    const res = await post(h.local, '/api/user/cancelSubscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect((await httpOf(h.local).get('/api/user/me', cookie)).statusCode).toBe(401);
    expect((await lastMailTo(h.local, email)).subject).toBe('Your subscription was cancelled');
    const login = await post(h.local, '/api/user/login', { userName, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'canceled', next: 'portal' });
    const portal = await post(h.local, '/api/user/createportal', {}, cookieOf(login));
    expect(json(portal)).toMatchObject({
      message: 'Going to Portal...',
      data: { url: expect.stringMatching(/\/payments\/local-portal$/) },
    });
    const twice = await post(h.local, '/api/user/cancelSubscription', {}, cookieOf(login));
    expect(twice.statusCode).toBe(409);
    expect(await statusOf(h.local, cookieOf(login), user._id)).toMatchObject({ status: 'canceled' });
  });

  it('refuses a prepaid card: the paid sign-up stays inactive and login shows the prepaid dialog', async () => {
    const name = uniqueName('pre');
    await post(h.local, '/api/user/register', {
      userName: name,
      email: `${name}@example.com`,
      password: GOOD_PASSWORD,
      price_id: 'platinum_monthly',
    });
    const cookie = cookieOf(
      await post(h.local, '/api/user/login', { userName: name, password: GOOD_PASSWORD }),
    );
    const res = await completeLocal(cookie, await openLocal(cookie, 'platinum_monthly'), 'prepaid');
    expect(json(res).data.url).toBe('/user/cancel?reason=prepaid');
    const login = await post(h.local, '/api/user/login', { userName: name, password: GOOD_PASSWORD });
    expect(json(login).data).toMatchObject({ status: 'inactive', funding: 'prepaid', next: 'prepaid' });
  });

  it('mails a declined payment and leaves the account as it was; a cancelled checkout changes nothing', async () => {
    const { cookie, user, email } = await signUpAndLogin(h.local);
    const res = await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'declined');
    expect(json(res).data.url).toBe('/user/cancel');
    expect((await lastMailTo(h.local, email)).subject).toBe('Your payment failed');
    await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'canceled');
    expect(await statusOf(h.local, cookie, user._id)).toMatchObject({ status: 'active', plantype: 'free' });
  });

  it("keeps checkouts private and refuses another user's id on cancellation", async () => {
    const a = await signUpAndLogin(h.local);
    const b = await signUpAndLogin(h.local);
    const id = await openLocal(a.cookie, 'premium_monthly');
    expect((await httpOf(h.local).get(`/api/payments/local/checkout/${id}`, b.cookie)).statusCode).toBe(404);
    expect((await completeLocal(b.cookie, id, 'paid')).statusCode).toBe(404);
    const foreign = await post(h.local, '/api/user/cancelSubscription', { userId: a.user._id }, b.cookie);
    expect(foreign.statusCode).toBe(403);
    expect((await post(h.local, '/api/user/createsession', { price_id: 'gold' }, a.cookie)).statusCode).toBe(
      400,
    );
    expect((await post(h.local, '/api/user/createsession', { price_id: 'premium_monthly' })).statusCode).toBe(
      401,
    );
  });

  it('feeds the revenue report: new, renewal and refunds per month in cents', async () => {
    const { user } = await signUpAndLogin(h.local);
    // A year no other test writes, so the shared PostgreSQL database cannot disturb the sums.
    const year = 2150;
    const revenue = () => h.local.ctx.repositories.payments.revenueByMonth(year);
    const before = await revenue();
    const apply = (id: string, at: string, entry: 'new' | 'renewal' | 'refund', amountCents: number) =>
      h.local.ctx.services.billing.apply({
        provider: 'local',
        eventId: `${id}:${String(user._id)}`,
        type: 'invoice.paid',
        occurredAt: new Date(at),
        user: { id: String(user._id) },
        effects: [{ kind: 'ledger', entry, amountCents, externalId: `${id}:${String(user._id)}` }],
      });
    await apply('a', '2150-03-10T12:00:00Z', 'new', 500);
    await apply('b', '2150-03-20T12:00:00Z', 'renewal', 300);
    await apply('c', '2150-04-05T12:00:00Z', 'refund', -200);
    // 00:30 UTC on 1 May is still April in New York.
    await apply('d', '2150-05-01T00:30:00Z', 'renewal', 100);
    const after = await revenue();
    const delta = after.map((m, i) => [
      m.new - before[i]!.new,
      m.renew - before[i]!.renew,
      m.total - before[i]!.total,
    ]);
    expect(delta[2]).toEqual([500, 300, 800]);
    expect(delta[3]).toEqual([-200, 100, -100]);
    expect(delta[4]).toEqual([0, 0, 0]);
  });

  it("tells the user's browsers after the commit that the account changed", async () => {
    const { cookie, user } = await signUpAndLogin(h.local);
    const address = await h.local.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(address, { transports: ['websocket'], extraHeaders: { cookie } });
    try {
      await new Promise<void>((resolve) => socket.once('hello', () => resolve()));
      const updated = new Promise<{ userId: string }>((resolve) => socket.once('accountUpdated', resolve));
      await completeLocal(cookie, await openLocal(cookie, 'premium_monthly'), 'paid');
      expect(await updated).toEqual({ userId: user._id });
      // By the time the browser hears it, the new status is what the server answers.
      expect(await statusOf(h.local, cookie, String(user._id))).toMatchObject({
        status: 'active',
        plantype: 'premium',
      });
    } finally {
      socket.close();
    }
  });

  it('lists the configured prices with Platinum monthly recommended and its trial', async () => {
    const res = await httpOf(h.local).get('/api/user/prices');
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
