import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGE } from '@dfs/contracts';
import { openDatabase } from '../../db/client';
import {
  cookieOf,
  GOOD_PASSWORD,
  json,
  signUpAndLogin,
  startTestServer,
  uniqueName,
} from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

const server = useTestServer();

const { post, get } = httpOf(server);

describe('register', () => {
  it('creates a free account and refuses the same name or e-mail again, whatever the case', async () => {
    const name = uniqueName('Reg');
    const res = await post('/api/user/register', {
      userName: name,
      email: ` ${name}@Example.com `,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Successfully Registration',
      data: { userName: name, email: `${name.toLowerCase()}@example.com`, plantype: 'free', role: 'user' },
    });
    const again = await post('/api/user/register', {
      userName: name.toUpperCase(),
      email: `other${name}@example.com`,
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('email/username already exist please go to login page');
    const sameMail = await post('/api/user/register', {
      userName: uniqueName(),
      email: `${name.toUpperCase()}@EXAMPLE.COM`,
      password: GOOD_PASSWORD,
    });
    expect(sameMail.statusCode).toBe(409);
  });

  it.each([
    [{ email: 'a@b.co', password: GOOD_PASSWORD }, 'userName', 'Name is required'],
    [{ userName: 'x'.repeat(21), email: 'a@b.co', password: GOOD_PASSWORD }, 'userName', 'at most 20'],
    [{ userName: 'ok', email: 'nope', password: GOOD_PASSWORD }, 'email', 'E-mail must be valid'],
    [{ userName: 'ok', password: GOOD_PASSWORD }, 'email', 'E-mail is required'],
    [{ userName: 'ok', email: 'a@b.co', password: 'short1!' }, 'password', PASSWORD_MESSAGE],
    [{ userName: 'ok', email: 'a@b.co', password: 'alllowercase1!' }, 'password', PASSWORD_MESSAGE],
    [{ userName: 'ok', email: 'a@b.co', password: 'NoSpecial123' }, 'password', PASSWORD_MESSAGE],
    [{ userName: 'ok', email: 'a@b.co', password: GOOD_PASSWORD, role: 'client' }, 'role', 'unknown field'],
    [{ userName: 12, email: 'a@b.co', password: GOOD_PASSWORD }, 'userName', 'Name is required'],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await post('/api/user/register', payload);
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toContain(field);
    expect(body.message).toContain(message);
  });
});

describe('login, me and logout', () => {
  it('logs in by user name, keeps the session in an HttpOnly cookie and ends it at logout', async () => {
    const { cookie, userName } = await signUpAndLogin(server);
    const me = await get('/api/user/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(json(me).data.userName).toBe(userName);
    expect(JSON.stringify(json(me).data)).not.toMatch(/password|stripe/i);

    const out = await post('/api/user/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const after = await get('/api/user/me', cookie);
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('UNAUTHENTICATED');
  });

  it('sets an HttpOnly SameSite cookie and rotates the session at every login', async () => {
    const { cookie, userName } = await signUpAndLogin(server);
    const again = await post('/api/user/login', { userName, password: GOOD_PASSWORD }, { cookie });
    const raw = String(again.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    const newCookie = cookieOf(again);
    expect(newCookie).not.toBe(cookie);
    const old = await get('/api/user/me', cookie);
    expect(old.statusCode).toBe(401);
    const fresh = await get('/api/user/me', newCookie);
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same message for an unknown user and a wrong password', async () => {
    const { userName } = await signUpAndLogin(server);
    const wrong = await post('/api/user/login', { userName, password: 'Wrong#1234' });
    const unknown = await post('/api/user/login', { userName: uniqueName('ghost'), password: 'Wrong#1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe('Invalid Password/userName');
    expect(json(unknown).message).toBe('Invalid Password/userName');
  });

  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const { cookie } = await signUpAndLogin(server);
    const res = await post('/api/user/logout', {}, { cookie, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    const me = await get('/api/user/me', cookie);
    expect(me.statusCode).toBe(200);
  });
});

describe('seeded admin', () => {
  it('creates one client account whose generated password works, and only once', async () => {
    const name = uniqueName('adm');
    // The shared test database may already hold a client; seed against a fresh in-memory one.
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory' });
    const fresh = await startTestServer({ database });
    try {
      const pw = await fresh.ctx.services.auth.seedAdmin({
        userName: name,
        email: `${name}@x.io`,
        password: undefined,
      });
      expect(pw).toMatch(/.{8,}/);
      const again = await fresh.ctx.services.auth.seedAdmin({
        userName: uniqueName(),
        email: 'y@x.io',
        password: undefined,
      });
      expect(again).toBeNull();
      const res = await httpOf(fresh).post('/api/user/login', { userName: name, password: pw });
      expect(json(res).data.role).toBe('client');
    } finally {
      await fresh.close();
      await database.close();
    }
  });
});
