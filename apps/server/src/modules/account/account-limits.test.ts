import net from 'node:net';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRateLimiter, createRedisStore } from '../../core/rate-limit';
import {
  GOOD_PASSWORD,
  cookieOf,
  json,
  signUpAndLogin,
  startTestServer,
  uniqueName,
} from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

// Long enough that the 100 attempts below fit in one window on a loaded machine (at 1.5 s, ten
// argon2 checks under load outlasted it, the counter restarted, and the test failed).
const WINDOW_MS = 4000;
const REDIS_URL = 'redis://127.0.0.1:6379';
/** Whether the local Redis answers; the Redis tests say why they skip when it does not. */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisUp)
  console.warn('Redis is not reachable at 127.0.0.1:6379: the Redis-backed rate-limit tests are skipped.');

const server = useTestServer({
  env: { RATE_LIMIT_WINDOW_MS: String(WINDOW_MS), RATE_LIMIT_ACCOUNT_MAX: '10', RATE_LIMIT_IP_MAX: '150' },
});
/** Same database, a long window and a low per-IP limit, for the per-IP tests (argon2 takes time). */
const perIp = useTestServer(() => ({
  database: server.database,
  env: { RATE_LIMIT_WINDOW_MS: '600000', RATE_LIMIT_IP_MAX: '20' },
}));

/** Each test speaks from its own address so the per-IP counters do not mix. */
const freshIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const post = (url: string, payload: object, ip: string, on = server) => httpOf(on).post(url, payload, { ip });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login lockout per account', () => {
  it('counts the user name and the e-mail of one account on one counter', async () => {
    const { userName, email } = await signUpAndLogin(perIp);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const as = i % 2 ? email : userName;
      const res = await post('/api/user/login', { userName: as, password: `Wrong#${i}xyz` }, ip, perIp);
      expect(res.statusCode).toBe(401);
    }
    for (const as of [userName, email, email.toUpperCase()]) {
      const res = await post('/api/user/login', { userName: as, password: 'Wrong#xx1' }, freshIp(), perIp);
      expect(res.statusCode, as).toBe(429);
    }
  });

  it('keeps the owner in on a device that signed in before, however many wrong passwords come from anywhere', async () => {
    const { userName } = await signUpAndLogin(perIp);
    const home = freshIp();
    const first = await post('/api/user/login', { userName, password: GOOD_PASSWORD }, home, perIp);
    expect(first.statusCode).toBe(200);
    const device = cookieOf(first);
    // An attacker from ever new addresses and from the owner's own: each round locks them again.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 11; i++) {
        await post(
          '/api/user/login',
          { userName, password: `Wrong#${i}xyz` },
          i % 2 ? home : freshIp(),
          perIp,
        );
      }
      const stranger = await post('/api/user/login', { userName, password: GOOD_PASSWORD }, freshIp(), perIp);
      expect(stranger.statusCode).toBe(429);
      const owner = await httpOf(perIp).post(
        '/api/user/login',
        { userName, password: GOOD_PASSWORD },
        { ip: home, cookie: device },
      );
      expect(owner.statusCode, owner.body).toBe(200);
    }
  });
});

describe('rate limits', () => {
  it('limits 100 wrong passwords for one account, refuses even the right one, and lets it in after the window', async () => {
    const { userName } = await signUpAndLogin(server);
    const ip = freshIp();
    const codes: number[] = [];
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/user/login', { userName, password: `Wrong#${i}xyz` }, ip);
      codes.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(90).fill(429));
    expect(json(limited!)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(json(limited!).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The right password from another address is refused too: the limit is per account.
    const right = await post('/api/user/login', { userName, password: GOOD_PASSWORD }, freshIp());
    expect(right.statusCode).toBe(429);
    // Waits as long as the answer said, no longer: the account's window ends then.
    await sleep(Number(right.headers['retry-after']) * 1000 + 200);
    const after = await post(
      '/api/user/login',
      { userName: userName.toUpperCase(), password: GOOD_PASSWORD },
      ip,
    );
    expect(after.statusCode).toBe(200);
  });

  it('limits logins per IP across many accounts', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const body = { userName: uniqueName('ip'), password: 'x' };
      codes.push((await post('/api/user/login', body, ip, perIp)).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    // Another address is not affected.
    const other = await post(
      '/api/user/login',
      { userName: uniqueName('ip'), password: 'x' },
      freshIp(),
      perIp,
    );
    expect(other.statusCode).toBe(401);
  });

  it('limits OTP requests per account, whatever the address, with the same answer for unknown e-mails', async () => {
    const { email } = await signUpAndLogin(server);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await post('/api/user/forgotPassword', { email }, freshIp())).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429, 429]);
    const ghost = `${uniqueName('ghost')}@example.com`;
    const ghostCodes: number[] = [];
    for (let i = 0; i < 12; i++)
      ghostCodes.push((await post('/api/user/forgotPassword', { email: ghost }, freshIp())).statusCode);
    expect(ghostCodes).toEqual(codes);
  });

  it('limits OTP checks per account, so six digits cannot be guessed', async () => {
    const { email } = await signUpAndLogin(server);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const body = {
        email,
        otp: String(100000 + i),
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      };
      codes.push((await post('/api/user/verifyotp', body, freshIp())).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(400), 429]);
  });

  it('limits sign-ups per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const name = uniqueName('s');
      const body = { userName: name, email: `${name}@example.com`, password: GOOD_PASSWORD };
      codes.push((await post('/api/user/register', body, ip, perIp)).statusCode);
    }
    expect(codes).toEqual([...Array(20).fill(201), 429, 429]);
  });
});

describe('Redis-backed counters', () => {
  it.skipIf(!redisUp)('counts in Redis, expires with the window, and resets', async () => {
    const store = createRedisStore(REDIS_URL, `rltest:${crypto.randomUUID()}:`);
    const limiter = createRateLimiter(store, { windowMs: 400 });
    try {
      await limiter.consume('k', 2);
      await limiter.consume('k', 2);
      await expect(limiter.consume('k', 2)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await sleep(500);
      await expect(limiter.consume('k', 2)).resolves.toBeUndefined();
      await limiter.fail('f');
      await expect(limiter.check('f', 1)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await limiter.reset('f');
      await expect(limiter.check('f', 1)).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!redisUp)('shares the per-account login limit between two server instances', async () => {
    const env = { REDIS_URL, RATE_LIMIT_WINDOW_MS: '60000', RATE_LIMIT_ACCOUNT_MAX: '3' };
    const a = await startTestServer({ database: server.database, env });
    const b = await startTestServer({ database: server.database, env });
    try {
      const { userName, cookie } = await signUpAndLogin(a);
      for (let i = 0; i < 3; i++) {
        const s = i % 2 === 0 ? a : b;
        const res = await httpOf(s).post('/api/user/login', { userName, password: 'Wrong#123a' });
        expect(res.statusCode).toBe(401);
      }
      const res = await httpOf(b).post('/api/user/login', { userName, password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(429);
      // The device that signed in on instance a is known to instance b too.
      const owner = await httpOf(b).post('/api/user/login', { userName, password: GOOD_PASSWORD }, cookie);
      expect(owner.statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
