import { and, count, eq, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGE, type TEndpointData } from '@dfs/contracts';
import { loginHistory, paymentEvents, paymentsLedger, users } from '../../db/schema';
import {
  GOOD_PASSWORD,
  json,
  lastMailTo,
  setUserFields,
  signUpAndLogin,
  uniqueName,
} from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { cookieOf, login, signedInAs } from './admin-test-data';

const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
let client: Awaited<ReturnType<typeof signedInAs>>;
let manager: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  client = await signedInAs(server, 'client');
  manager = await signedInAs(server, 'manager');
}, 120_000); // three argon2 sign-ups on a busy machine

// The owner's calls unless another cookie is named; `url` is the call's name under /api/user/.
const http = httpOf(server, () => client.cookie);
const post = (url: string, payload: object, cookie?: string) =>
  http.post(`/api/user/${url}`, payload, cookie);
const get = (url: string, cookie?: string) => http.get(`/api/user/${url}`, cookie);
const me = (cookie: string) => get('me', cookie);
const audit = async () =>
  json(await get('getAuditLog?pageSize=100')).data.rows as { action: string; target: string }[];

describe('delete a user', () => {
  it('anonymises the account, ends its sessions, keeps its login history, and is audited', async () => {
    const victim = await signedInAs(server, 'user');
    expect((await me(victim.cookie)).statusCode).toBe(200);
    const res = await post('deleteUser', { userId: victim.user._id });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('User deleted successfully.');
    expect((await me(victim.cookie)).statusCode).toBe(401);
    expect((await login(server, victim.userName)).statusCode).not.toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, victim.user._id));
    expect(row?.email).not.toContain(victim.userName.toLowerCase());
    expect(row?.deletedAt).not.toBeNull();
    const history = await server.database.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, victim.user._id));
    expect(history.length).toBeGreaterThan(0);
    const list = json(await get(`getAlluser?search=${victim.userName}`)).data;
    expect(list.total).toBe(0);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'user.delete', target: victim.user._id }),
    );
    const again = await post('deleteUser', { userId: victim.user._id });
    expect(again.statusCode).toBe(404);
  });

  it('cancels the paid subscription at the payments provider (local) before the account goes', async () => {
    const payer = await signUpAndLogin(server);
    const session = await post('createsession', { price_id: 'premium_monthly' }, payer.cookie);
    expect(session.statusCode, session.body).toBe(200);
    const sessionId = String(json(session).data.url).split('/').pop();
    const paid = await http.post(
      '/api/payments/local/complete',
      { sessionId, outcome: 'paid' },
      payer.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [before] = await server.database.db.select().from(users).where(eq(users.id, payer.user._id));
    const sub = before?.stripeSubscriptionId;
    expect(before).toMatchObject({ plantype: 'premium', status: 'active' });
    expect(sub).toBeTruthy();
    const ledgerBefore = await server.database.db
      .select()
      .from(paymentsLedger)
      .where(eq(paymentsLedger.userId, payer.user._id));

    expect((await post('deleteUser', { userId: payer.user._id })).statusCode).toBe(200);
    const cancels = await server.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.userId, payer.user._id), like(paymentEvents.eventId, `cancel:${sub}:%`)));
    expect(cancels).toHaveLength(1);
    expect((await lastMailTo(server, payer.email)).subject).toBe('Your subscription was cancelled');
    const ledgerAfter = await server.database.db
      .select()
      .from(paymentsLedger)
      .where(eq(paymentsLedger.userId, payer.user._id));
    expect(ledgerAfter).toEqual(ledgerBefore);
  });

  it('the unsearched totals follow sign-ups, status changes and deletes', async () => {
    const db = server.database.db;
    const actual = async (status: 'active' | 'canceled') =>
      (
        await db
          .select({ n: count() })
          .from(users)
          .where(and(isNull(users.deletedAt), eq(users.status, status), eq(users.plantype, 'free')))
      )[0]!.n;
    const listed = async (status: string) =>
      json(await get(`getAlluser?status=${status}&plantype=free`)).data.total as number;
    const agree = () =>
      // Other test files may sign up at the same time on a shared PostgreSQL: compare until still.
      vi.waitFor(async () => {
        expect(await listed('active')).toBe(await actual('active'));
        expect(await listed('canceled')).toBe(await actual('canceled'));
      });
    const someone = await signedInAs(server, 'user');
    await agree();
    await setUserFields(server, someone.user._id, { status: 'canceled' });
    await agree();
    expect((await post('deleteUser', { userId: someone.user._id })).statusCode).toBe(200);
    await agree();
    await vi.waitFor(async () =>
      expect(json(await get('getAlluser')).data.total).toBe(
        (await db.select({ n: count() }).from(users).where(isNull(users.deletedAt)))[0]!.n,
      ),
    );
  });

  it('refuses to delete oneself or the owner; a manager deletes only subscribers', async () => {
    expect((await post('deleteUser', { userId: client.user._id })).statusCode).toBe(400);
    expect((await post('deleteUser', { userId: client.user._id }, manager.cookie)).statusCode).toBe(403);
    const other = await signedInAs(server, 'manager');
    expect((await post('deleteUser', { userId: other.user._id }, manager.cookie)).statusCode).toBe(403);
    const sub = await signedInAs(server, 'user');
    expect((await post('deleteUser', { userId: sub.user._id }, manager.cookie)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const res = await post('deleteUser', { userId: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('userId');
  });
});

describe('update a password', () => {
  it('applies the one password rule, ends the user’s sessions, and the new password works', async () => {
    const target = await signedInAs(server, 'user');
    const weak = await post('updatePassword', { userId: target.user._id, password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toContain(PASSWORD_MESSAGE);
    const res = await post('updatePassword', { userId: target.user._id, password: 'New#Pass123' });
    expect(json(res).message).toBe('User password updated successfully.');
    expect((await me(target.cookie)).statusCode).toBe(401);
    expect((await login(server, target.userName, GOOD_PASSWORD)).statusCode).not.toBe(200);
    const fresh = await login(server, target.userName, 'New#Pass123');
    expect(fresh.statusCode).toBe(200);
    expect((await me(cookieOf(fresh))).statusCode).toBe(200);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'user.password', target: target.user._id }),
    );
  });
});

describe('login history', () => {
  it('lists every attempt with its outcome, filtered by user, outcome and Eastern day', async () => {
    const name = uniqueName('hist');
    const who = await signedInAs(server, 'user');
    await login(server, who.userName, 'Wrong#Pass1');
    await login(server, name, 'Wrong#Pass1');
    const mine = json(await post('getLoginData', { user: who.userName }))
      .data as TEndpointData<'getLoginData'>;
    expect(mine.rows.map((r) => r.success).sort()).toEqual([false, true]);
    expect(mine.rows[0]).toMatchObject({ userName: who.userName, userId: who.user._id });
    const failed = json(await post('getLoginData', { user: who.userName, outcome: 'failure' })).data;
    expect(failed.total).toBe(1);
    const unknown = json(await post('getLoginData', { user: name })).data;
    expect(unknown.rows[0]).toMatchObject({ userName: name, userId: null, success: false });
    const past = json(
      await post('getLoginData', { user: who.userName, from: '2001-01-01', to: '2001-01-02' }),
    ).data;
    expect(past.total).toBe(0);
    const bad = await post('getLoginData', { from: '2001-02-01', to: '2001-01-01' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('feed processes', () => {
  it('start and stop are audited with the process name', async () => {
    const res = await post('UpdateServer', { name: 'nfl-feed', operation: 'start' });
    expect(res.statusCode).toBe(200);
    await post('UpdateServer', { name: 'nfl-feed', operation: 'stop' });
    const actions = (await audit()).filter((a) => a.target === 'nfl-feed').map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(['process.stop', 'process.start']);
  });
});
