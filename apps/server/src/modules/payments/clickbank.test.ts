import { describe, expect, it } from 'vitest';
import { CB_SECRET, usePaymentServers } from '../../../test/payments-harness';
import { cookieOf, GOOD_PASSWORD, json, uniqueName } from '../../../test/test-server';
import { encryptClickbank } from './clickbank.provider';

const { h, post, statusOf, userRow, ledger } = usePaymentServers();

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
    h.stripeServer,
    '/api/payments/clickbank/notification',
    encryptClickbank(opts.key ?? CB_SECRET, notice),
  );
}

describe('ClickBank', () => {
  async function clickUser() {
    const name = uniqueName('cb');
    const email = `${name}@example.com`;
    await post(h.stripeServer, '/api/user/register', {
      userName: name,
      email,
      password: GOOD_PASSWORD,
      paymentType: 'clickbank',
    });
    const login = await post(h.stripeServer, '/api/user/login', { userName: name, password: GOOD_PASSWORD });
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
    expect(await statusOf(h.stripeServer, u.cookie, u.id)).toMatchObject({
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
    const garbage = await post(h.stripeServer, '/api/payments/clickbank/notification', {
      notification: 'AAAA',
      iv: 'AAAAAAAAAAAAAAAAAAAAAA==',
    });
    expect(garbage.statusCode).toBe(403);
    const vendor = await clickbank('SALE', u.email, { vendor: 'someone' });
    expect(vendor.statusCode).toBe(403);
    const extra = await post(h.stripeServer, '/api/payments/clickbank/notification', {
      notification: 'x',
      iv: 'y',
      role: 'client',
    });
    expect(extra.statusCode).toBe(400);
    expect((await userRow(u.id)).status).toBe('inactive');
    expect(await ledger(u.id)).toEqual([]);
  });
});
