import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { VERIFY_EMAIL_MESSAGE } from '@dfs/contracts';
import { cookieOf, GOOD_PASSWORD, json, uniqueName, verifyEmailOf } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

// A paid sign-up that never pays may only finish paying or verify its e-mail;
// every other call answers the refusal an unverified Free account gets ("verify your e-mail").

const server = useTestServer();

const { post, get } = httpOf(server);
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload: object = {}) =>
  method === 'POST' ? post(url, payload, cookie) : get(url, cookie);

/** Signs a paid sign-up up and in, as the sign-up page does; answers its cookie and login data. */
async function unpaidSignUp(extra: Record<string, string>) {
  const name = uniqueName('paid');
  const email = `${name}@example.com`;
  const reg = await post('/api/user/register', { userName: name, email, password: GOOD_PASSWORD, ...extra });
  expect(reg.statusCode, reg.body).toBe(201);
  const login = await post('/api/user/login', { userName: name, password: GOOD_PASSWORD });
  return { email, cookie: cookieOf(login), login: json(login).data };
}

/** Calls of the Free plan an account with a session would use. */
const FREE_PLAN_CALLS: ['GET' | 'POST', string, object?][] = [
  ['GET', '/api/user/getallsportslat'],
  ['POST', '/api/nfl/getAllteams'],
  ['POST', '/api/nfl/createbuild', { slateId: 'any', lineups: 1 }],
  ['POST', '/api/user/saveLineup', { slateId: 'any', name: 'x', allTeams: [] }],
  [
    'POST',
    '/api/user/resetPassword',
    { currentPassword: GOOD_PASSWORD, password: 'Other#Pass1', confirmPassword: 'Other#Pass1' },
  ],
];

describe('a paid sign-up that has not paid', () => {
  for (const [label, extra] of [
    ['price_id', { price_id: 'premium_monthly' }],
    ['plantype premium', { plantype: 'premium' }],
    ['plantype platinum', { plantype: 'platinum' }],
    ['paymentType clickbank', { paymentType: 'clickbank' }],
  ] as const) {
    it(`(${label}) may pay or verify, and is refused everything else with "verify your e-mail"`, async () => {
      const { cookie, login } = await unpaidSignUp(extra);
      expect(login.next).toMatch(/^(pricing|clickbank)$/);
      for (const [method, url, body] of FREE_PLAN_CALLS) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, url).toBe(403);
        expect(json(res), url).toMatchObject({ code: 'FORBIDDEN', message: VERIFY_EMAIL_MESSAGE });
      }
      // What finishing the payment needs still answers.
      expect((await call('GET', '/api/user/me', cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/user/prices', cookie)).statusCode).toBe(200);
      const checkout = await call('POST', '/api/user/createsessionwithoutrial', cookie, {
        price_id: 'premium_monthly',
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      // A public preview answers as to any visitor.
      expect((await call('GET', '/api/nba/nba_news', cookie)).statusCode).toBe(200);
    });
  }

  it('gets the Free plan once its e-mail is verified', async () => {
    const { cookie, email } = await unpaidSignUp({ price_id: 'platinum_monthly' });
    expect((await call('GET', '/api/user/getallsportslat', cookie)).statusCode).toBe(403);
    await verifyEmailOf(server, email);
    const res = await call('GET', '/api/user/getallsportslat', cookie);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('hears its account notices over the socket but gets no slate data through it', async () => {
    const { cookie } = await unpaidSignUp({ price_id: 'premium_yearly' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    try {
      await new Promise((resolve) => socket.once('hello', resolve));
      const answers = await Promise.all([
        socket.timeout(10_000).emitWithAck('subscribeSlate', { slateId: 'any' }),
        socket.timeout(10_000).emitWithAck('nflgetPlayers', { slateId: 'any' }),
      ]);
      for (const answer of answers) expect(answer).toEqual({ success: false, message: VERIFY_EMAIL_MESSAGE });
    } finally {
      socket.disconnect();
    }
  });
});
