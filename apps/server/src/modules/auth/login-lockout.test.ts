import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../env';
import {
  GOOD_PASSWORD,
  cookieOf,
  lastMailTo,
  setUserFields,
  signUpAndLogin,
  startTestServer,
  uniqueName,
} from '../../../test/test-server';
import { httpOf, useTestServer, type TTestServer } from '../../../test/test-http';

/**
 * The client's address behind a proxy is what the proxy saw, not what the
 * client wrote; and nobody without the password can keep the owner out of an account they signed
 * in to before (docs/ACCOUNTS.md "Login lockout").
 */
type TServer = TTestServer;
const limits = { RATE_LIMIT_WINDOW_MS: '600000', RATE_LIMIT_ACCOUNT_MAX: '10', RATE_LIMIT_IP_MAX: '20' };
const direct = useTestServer({ env: limits });
// Behind one load balancer, as the README says to configure it (the same database).
const proxied = useTestServer(() => ({ database: direct.database, env: { ...limits, TRUST_PROXY: 'true' } }));

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
type TAttempt = { userName: string; password: string; ip?: string; forwardedFor?: string; cookie?: string };
const login = (on: Pick<TServer, 'app'>, a: TAttempt) =>
  httpOf(on).post(
    '/api/user/login',
    { userName: a.userName, password: a.password },
    {
      ip: a.ip ?? '127.0.0.1',
      headers: a.forwardedFor ? { 'x-forwarded-for': a.forwardedFor } : {},
      ...(a.cookie ? { cookie: a.cookie } : {}),
    },
  );
/** The device cookie a successful login left in the browser. */
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  cookieOf(res)
    .split('; ')
    .find((c) => c.startsWith('did='));

describe('TRUST_PROXY', () => {
  it('reads the forms Fastify knows: false, true (one proxy), a hop count, proxy addresses and CIDRs', () => {
    expect(testEnv().TRUST_PROXY).toBe(false);
    expect(testEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(testEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
    expect(() => testEnv({ TRUST_PROXY: 'yes' })).toThrow(/hop count/);
    expect(() => testEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address: 10\.0\.0\.0\/33/);
  });

  it('takes the address the load balancer appended, not the entries the client wrote: rotating spoofs get 429', async () => {
    // The real client (203.0.113.9) writes a new X-Forwarded-For every time; the load balancer
    // (127.0.0.1, the socket's peer) appends the address it saw.
    const codes: number[] = [];
    for (let i = 0; i < 23; i++) {
      const forwardedFor = `${randomIp()}, 203.0.113.9`;
      codes.push(
        (await login(proxied, { userName: uniqueName('x'), password: 'x', forwardedFor })).statusCode,
      );
    }
    expect(codes).toEqual([...Array(20).fill(401), ...Array(3).fill(429)]);
    // Another client behind the same balancer is not limited.
    const other = await login(proxied, {
      userName: uniqueName('x'),
      password: 'x',
      forwardedFor: '198.51.100.4',
    });
    expect(other.statusCode).toBe(401);
  });

  it('believes only the listed proxies', async () => {
    const listed = await startTestServer({
      database: direct.database,
      env: { RATE_LIMIT_WINDOW_MS: '600000', RATE_LIMIT_IP_MAX: '3', TRUST_PROXY: '10.9.0.0/16' },
    });
    try {
      const from = (ip: string, forwardedFor: string) =>
        login(listed, { userName: uniqueName('x'), password: 'x', ip, forwardedFor });
      // Through the listed proxy, each forwarded client is its own address...
      for (let i = 0; i < 5; i++) expect((await from('10.9.0.5', randomIp())).statusCode).toBe(401);
      // ...but a caller that is not a listed proxy is its own address, whatever it writes.
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await from('192.0.2.50', randomIp())).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await listed.close();
    }
  });
});

describe('login lockout: the owner of a known device always gets in with the right password', () => {
  it('withstands wrong passwords from a spoofed known address plus others from anywhere, round after round', async () => {
    const { userName } = await signUpAndLogin(proxied);
    const home = '198.51.100.20';
    const first = await login(proxied, { userName, password: GOOD_PASSWORD, forwardedFor: home });
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeTruthy();
    expect(first.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^did=.*Path=\/api\/user\/login.*HttpOnly/)]),
    );
    // The attack: every 15 minutes, 10 wrong passwords claiming the owner's address
    // and 10 from anywhere; here three windows' worth in a row.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        await login(proxied, { userName, password: `Wrong#${i}x`, forwardedFor: `${home}` });
        await login(proxied, { userName, password: `Wrong#${i}y`, forwardedFor: randomIp() });
      }
      // Without the device cookie, even the right password from the known address waits...
      const stranger = await login(proxied, { userName, password: GOOD_PASSWORD, forwardedFor: home });
      expect(stranger.statusCode).toBe(429);
      // ...the owner's browser does not, from any address (a load balancer's appended header too).
      const owner = await login(proxied, {
        userName,
        password: GOOD_PASSWORD,
        forwardedFor: `${randomIp()}, ${home}`,
        cookie: device,
      });
      expect(owner.statusCode, owner.body).toBe(200);
    }
  });

  it('keeps the owner in behind a shared address (no TRUST_PROXY): ten wrong tries lock strangers only', async () => {
    const { userName } = await signUpAndLogin(direct);
    const nat = '192.0.2.77';
    const first = await login(direct, { userName, password: GOOD_PASSWORD, ip: nat });
    const device = deviceCookieOf(first);
    for (let i = 0; i < 25; i++) await login(direct, { userName, password: `Wrong#${i}z`, ip: nat });
    expect((await login(direct, { userName, password: GOOD_PASSWORD, ip: nat })).statusCode).toBe(429);
    const owner = await login(direct, { userName, password: GOOD_PASSWORD, ip: nat, cookie: device });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('refuses a forged or borrowed device cookie, and limits wrong passwords sent with a real one', async () => {
    const victim = await signUpAndLogin(direct);
    const attacker = await signUpAndLogin(direct);
    const own = deviceCookieOf(await login(direct, { userName: attacker.userName, password: GOOD_PASSWORD }));
    const victimDevice = deviceCookieOf(
      await login(direct, { userName: victim.userName, password: GOOD_PASSWORD, ip: randomIp() }),
    );
    const [accountId = '', deviceId = ''] = (victimDevice ?? '').slice('did='.length).split('.');
    const forged = `did=${accountId}.${deviceId}.${'A'.repeat(43)}`;
    for (let i = 0; i < 10; i++)
      await login(direct, { userName: victim.userName, password: `Wrong#${i}q`, ip: randomIp() });
    for (const cookie of [forged, own, `did=${(own ?? '').slice(4).replace(/^[\w-]+/, accountId)}`]) {
      const res = await login(direct, {
        userName: victim.userName,
        password: GOOD_PASSWORD,
        ip: randomIp(),
        cookie,
      });
      expect(res.statusCode, cookie).toBe(429);
    }
    // Someone holding the victim's device (and not the password) gets ten guesses like anyone.
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login(direct, {
        userName: victim.userName,
        password: `Wrong#${i}d`,
        ip: randomIp(),
        cookie: victimDevice,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('lets an owner on a new device in after a password reset by e-mail, whatever the attacker sends', async () => {
    const { userName, email } = await signUpAndLogin(direct);
    for (let i = 0; i < 12; i++) await login(direct, { userName, password: `Wrong#${i}r`, ip: randomIp() });
    expect((await login(direct, { userName, password: GOOD_PASSWORD, ip: randomIp() })).statusCode).toBe(429);
    const { post } = httpOf(direct);
    await post('/api/user/forgotPassword', { email });
    const otp = /\b(\d{6})\b/.exec((await lastMailTo(direct, email)).text)?.[1] ?? '';
    const reset = await post('/api/user/verifyotp', {
      email,
      otp,
      password: 'Fresh#Pass9',
      confirmPassword: 'Fresh#Pass9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const device = deviceCookieOf(reset);
    expect(device).toBeTruthy();
    for (let i = 0; i < 12; i++) await login(direct, { userName, password: `Wrong#${i}s`, ip: randomIp() });
    const stranger = await login(direct, { userName, password: 'Fresh#Pass9', ip: randomIp() });
    expect(stranger.statusCode).toBe(429);
    const owner = await login(direct, { userName, password: 'Fresh#Pass9', ip: randomIp(), cookie: device });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('lets an admin in from its device while an attacker keeps guessing', async () => {
    const admin = await startTestServer({ env: { RATE_LIMIT_WINDOW_MS: '600000' } });
    try {
      // An admin account of its own (the database may be shared, so not the seeded one).
      const owner = await signUpAndLogin(admin, uniqueName('owner'));
      await setUserFields(admin, owner.user._id, { role: 'client' });
      const userName = owner.userName;
      const device = deviceCookieOf(await login(admin, { userName, password: GOOD_PASSWORD }));
      for (let i = 0; i < 30; i++) await login(admin, { userName, password: `Wrong#${i}a`, ip: randomIp() });
      expect((await login(admin, { userName, password: GOOD_PASSWORD, ip: randomIp() })).statusCode).toBe(
        429,
      );
      const res = await login(admin, { userName, password: GOOD_PASSWORD, cookie: device });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await admin.close();
    }
  });
});
