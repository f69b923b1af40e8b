import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OTP_MESSAGE, PASSWORD_MATCH_MESSAGE, PASSWORD_MESSAGE, VERIFY_EMAIL_MESSAGE } from '@dfs/contracts';
import {
  cookieOf,
  GOOD_PASSWORD,
  json,
  lastMailTo,
  signUpAndLogin,
  uniqueName,
  verifyEmailOf,
} from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

const server = useTestServer();

const { post, get } = httpOf(server);
const me = (cookie: string) => get('/api/user/me', cookie);
const login = (userName: string, password = GOOD_PASSWORD) => post('/api/user/login', { userName, password });
const register = (extra: Record<string, unknown> = {}) => {
  const name = uniqueName('acc');
  const email = `${name}@example.com`;
  return post('/api/user/register', { userName: name, email, password: GOOD_PASSWORD, ...extra }).then(
    (res) => ({ res, name, email }),
  );
};
/** Sets account fields directly, standing in for provider events in the login-routing tests. */
const setUser = (name: string, set: ReturnType<typeof sql>) =>
  server.database.db.execute(sql`update users set ${set} where user_name = ${name}`);
const otpOf = async (email: string) => {
  const mail = await lastMailTo(server, email);
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
};

describe('sign-up and e-mail verification (DECISIONS: Free is active once verified)', () => {
  it('creates a Free account inactive and unverified, and sends the verification link', async () => {
    const { res, email } = await register();
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ plantype: 'free', status: 'inactive', verifystatus: 0 });
    const mail = await lastMailTo(server, email);
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.text).toMatch(/\/verifyemail\/[^/]+\/[\w-]{20,}/);
  });

  it('logs an unverified Free user in without a session and asks for verification', async () => {
    const { name } = await register();
    const res = await login(name);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      message: VERIFY_EMAIL_MESSAGE,
      data: { next: 'verify-email', verifystatus: 0 },
    });
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/sid=[^;]+;/);
  });

  it('verifies through the single-use link, activates the account, and then logs in to the layout', async () => {
    const { name, email } = await register();
    const link = /\/verifyemail\/([^/\s]+)\/([\w-]+)/.exec((await lastMailTo(server, email)).text)!;
    const payload = { email: decodeURIComponent(link[1]!), otp: link[2] };
    const ok = await post('/api/user/verifyEmail', payload);
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      message: 'Verification Success !.',
      data: { status: 'active', verifystatus: 1 },
    });
    // Reopened, the used link says so (409) and points to login; a forged one still says invalid.
    const again = await post('/api/user/verifyEmail', payload);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toMatch(/already used.*log in/);
    const forged = await post('/api/user/verifyEmail', { ...payload, otp: 'y'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).message).toMatch(/invalid or has expired/);
    const res = await login(name);
    expect(json(res).data).toMatchObject({ next: 'layout', status: 'active' });
    expect(cookieOf(res)).toMatch(/sid=/);
  });

  it('refuses a wrong, forged or expired link', async () => {
    const { email } = await register();
    const wrong = await post('/api/user/verifyEmail', { email, otp: 'x'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/invalid or has expired/);
    const link = /\/verifyemail\/[^/\s]+\/([\w-]+)/.exec((await lastMailTo(server, email)).text)!;
    await server.database.db.execute(
      sql`update otps set expires_at = now() - interval '1 minute' from users where otps.user_id = users.id and users.email = ${email}`,
    );
    const expired = await post('/api/user/verifyEmail', { email, otp: link[1] });
    expect(expired.statusCode).toBe(400);
  });

  it('keeps the mailed link working however many wrong links someone else tries (it cannot be guessed)', async () => {
    const { email } = await register();
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/user/verifyEmail', { email, otp: `forged${i}${'x'.repeat(30)}` });
      expect(res.statusCode).toBe(400);
    }
    const link = /\/verifyemail\/[^/\s]+\/([\w-]+)/.exec((await lastMailTo(server, email)).text)!;
    const ok = await post('/api/user/verifyEmail', { email, otp: link[1] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toMatchObject({ verifystatus: 1 });
  });

  it('resends the link by e-mail without a session, with the same answer for an unknown address', async () => {
    const { email } = await register();
    const first = (await lastMailTo(server, email)).id;
    const known = await post('/api/user/sendVerifyEmail', { email });
    const unknown = await post('/api/user/sendVerifyEmail', { email: `${uniqueName('nobody')}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known).message).toBe(
      'A mail has been sent to email Id, Please verify. Links in earlier e-mails no longer work.',
    );
    expect(json(unknown).message).toBe(json(known).message);
    expect((await lastMailTo(server, email)).id).not.toBe(first);
  });

  it('answers 403 when a signed-in user names another user id, and 401 without a session', async () => {
    const a = await signUpAndLogin(server);
    const b = await signUpAndLogin(server);
    const res = await post('/api/user/sendVerifyEmail', { userid: b.user._id }, { cookie: a.cookie });
    expect(res.statusCode).toBe(403);
    const anon = await post('/api/user/sendVerifyEmail', { userid: b.user._id });
    expect(anon.statusCode).toBe(401);
  });
});

describe('after login (SPEC section 4)', () => {
  const LOCAL_CHECKOUT = expect.stringMatching(/\/payments\/local-checkout\/[\w-]+$/);
  it.each([
    ['active', 'platinum', 'stripe', null, 'layout'],
    ['trialing', 'platinum', 'stripe', null, 'layout'],
    ['incomplete', 'premium', 'stripe', null, 'layout'],
    ['inactive', 'platinum', 'clickbank', null, 'clickbank'],
    ['inactive', 'platinum', 'stripe', 'cus_1', 'portal'],
    ['canceled', 'premium', 'stripe', 'cus_2', 'portal'],
    ['inactive', 'premium', 'local', null, 'pricing'],
    ['inactive', 'platinum', 'local', 'lcus_1', 'prepaid'],
  ] as const)('%s %s via %s (customer %s) goes to %s', async (status, plan, paymentType, customer, next) => {
    const { name } = await register();
    await setUser(
      name,
      sql`status = ${status}, plantype = ${plan}, payment_type = ${paymentType}, stripe_customer_id = ${customer},
          funding = ${next === 'prepaid' ? 'prepaid' : null}`,
    );
    const res = await login(name);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.next).toBe(next);
    expect(json(res).data).not.toHaveProperty('stripe_Customer_id');
    // Only the ClickBank step carries a redirect (the local checkout here); every other step has none.
    expect(json(res).data.redirectUrl).toEqual(next === 'clickbank' ? LOCAL_CHECKOUT : undefined);
    // Everyone but the unverified Free user gets a session, whatever the next page.
    expect(cookieOf(res)).toMatch(/sid=/);
  });

  it('sends a paid sign-up (price_id) to pricing until it pays, and refuses an unknown price', async () => {
    const { res, name } = await register({ price_id: 'platinum_monthly' });
    expect(json(res).data).toMatchObject({ plantype: 'platinum', status: 'inactive', paymentType: 'local' });
    expect(json(await login(name)).data.next).toBe('pricing');
    const bad = await register({ price_id: 'price_free_lunch' });
    expect(bad.res.statusCode).toBe(400);
    expect(json(bad.res).fields).toContain('price_id');
    // The field is named once (it once said `price_id: price_id: unknown price`).
    expect(json(bad.res).message).toBe('price_id: unknown price');
  });

  it('ignores a status or role sent by the browser at sign-up', async () => {
    const { res } = await register({ state: 'active', ip: '1.2.3.4', plantype: 'free' });
    expect(json(res).data).toMatchObject({ status: 'inactive', role: 'user' });
    const role = await register({ role: 'client' });
    expect(role.res.statusCode).toBe(400);
  });
});

describe('forgotten password (OTP rules of DECISIONS)', () => {
  it('answers the same for a known and an unknown e-mail', async () => {
    const { email } = await signUpAndLogin(server);
    const known = await post('/api/user/forgotPassword', { email });
    const unknown = await post('/api/user/forgotPassword', { email: `${uniqueName('ghost')}@example.com` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual(json(unknown));
    expect(json(known).message).toBe('OTP sent successfully.');
  });

  it('resets the password with the OTP once, ends every session, and the old password stops working', async () => {
    const { email, userName, cookie } = await signUpAndLogin(server);
    await post('/api/user/forgotPassword', { email });
    const otp = await otpOf(email);
    expect(otp).toMatch(/^\d{6}$/);
    const newPassword = 'Another#Pass9';
    const res = await post('/api/user/verifyotp', {
      email,
      otp,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Password reset successfully.');
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(userName)).statusCode).toBe(401);
    expect((await login(userName, newPassword)).statusCode).toBe(200);
    const reuse = await post('/api/user/verifyotp', {
      email,
      otp,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(reuse.statusCode).toBe(400);
    expect(json(reuse).message).toBe(OTP_MESSAGE);
  });

  it('allows at most 5 tries, then even the right code fails until a new one is requested', async () => {
    const { email } = await signUpAndLogin(server);
    await post('/api/user/forgotPassword', { email });
    const otp = await otpOf(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/user/verifyotp', {
        email,
        otp: wrong,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
      });
      expect(json(res).message).toBe(OTP_MESSAGE);
    }
    const right = await post('/api/user/verifyotp', {
      email,
      otp,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(right.statusCode).toBe(400);
    await post('/api/user/forgotPassword', { email });
    const fresh = await otpOf(email);
    const ok = await post('/api/user/verifyotp', {
      email,
      otp: fresh,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired OTP and an older OTP once a new one was requested', async () => {
    const { email } = await signUpAndLogin(server);
    await post('/api/user/forgotPassword', { email });
    const first = await otpOf(email);
    // A new code is requested until it differs from the first (a 6-digit code repeats 1 in 10^6).
    let second = first;
    while (second === first) {
      await post('/api/user/forgotPassword', { email });
      second = await otpOf(email);
    }
    const old = await post('/api/user/verifyotp', {
      email,
      otp: first,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(old.statusCode).toBe(400);
    await server.database.db.execute(
      sql`update otps set expires_at = now() - interval '1 second' from users where otps.user_id = users.id and users.email = ${email}`,
    );
    const expired = await post('/api/user/verifyotp', {
      email,
      otp: second,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    expect(expired.statusCode).toBe(400);
    expect(json(expired).message).toBe(OTP_MESSAGE);
  });
});

describe('change password (resetPassword)', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { userName, cookie, user } = await signUpAndLogin(server);
    const other = cookieOf(await login(userName));
    const newPassword = 'Changed#Pass1';
    const res = await post(
      '/api/user/resetPassword',
      { userId: user._id, currentPassword: GOOD_PASSWORD, newPassword, confirmPassword: newPassword },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Successfully reset password, Now login with new credential.');
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(userName, newPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a mismatch, and another user id', async () => {
    const a = await signUpAndLogin(server);
    const b = await signUpAndLogin(server);
    const body = {
      userId: a.user._id,
      currentPassword: 'Wrong#Pass1',
      newPassword: 'Next#Pass12',
      confirmPassword: 'Next#Pass12',
    };
    const wrong = await post('/api/user/resetPassword', body, { cookie: a.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).fields).toEqual(['currentPassword']);
    const mismatch = await post(
      '/api/user/resetPassword',
      { ...body, currentPassword: GOOD_PASSWORD, confirmPassword: 'Other#Pass12' },
      { cookie: a.cookie },
    );
    expect(json(mismatch).message).toContain(PASSWORD_MATCH_MESSAGE);
    const foreign = await post(
      '/api/user/resetPassword',
      { ...body, userId: b.user._id, currentPassword: GOOD_PASSWORD },
      { cookie: a.cookie },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await login(b.userName)).statusCode).toBe(200);
  });
});

describe('same-origin check on cookie-authenticated writes', () => {
  it('refuses a password change and a cancellation from a foreign Origin, and accepts our own', async () => {
    const { cookie, user, userName } = await signUpAndLogin(server);
    const body = {
      userId: user._id,
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Evil#Pass123',
      confirmPassword: 'Evil#Pass123',
    };
    const evil = await post('/api/user/resetPassword', body, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(
      (await post('/api/user/cancelSubscription', {}, { cookie, headers: { origin: 'null' } })).statusCode,
    ).toBe(403);
    expect((await login(userName)).statusCode).toBe(200);
    const own = await post('/api/user/resetPassword', body, {
      cookie,
      headers: { host: 'app.example:3000', origin: 'http://app.example:3000' },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('status, Free plan and user ids', () => {
  it("answers the signed-in user's status, 403 for another id, and any id for an admin", async () => {
    const a = await signUpAndLogin(server);
    const b = await signUpAndLogin(server);
    const own = await post('/api/user/userStatus', { userId: a.user._id }, { cookie: a.cookie });
    expect(json(own).data).toMatchObject({ status: 'active', plantype: 'free', verifystatus: 1 });
    const foreign = await post('/api/user/userStatus', { userId: b.user._id }, { cookie: a.cookie });
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).code).toBe('FORBIDDEN');
    const adminName = uniqueName('mgr');
    await register().then(async ({ name, email }) => {
      await verifyEmailOf(server, email);
      await setUser(name, sql`role = 'manager', user_name = ${adminName}`);
    });
    const admin = cookieOf(await login(adminName));
    const seen = await post('/api/user/userStatus', { userId: b.user._id }, { cookie: admin });
    expect(seen.statusCode).toBe(200);
  });

  it('moves a lapsed paid account to Free, and refuses while a paid plan is live', async () => {
    const { userName, cookie } = await signUpAndLogin(server);
    await setUser(userName, sql`plantype = 'premium', status = 'canceled', payment_type = 'local'`);
    const res = await post('/api/user/createFreeSubscription', {}, { cookie });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ plantype: 'free', status: 'active', paymentType: 'free' });
    await setUser(userName, sql`plantype = 'premium', status = 'active'`);
    const live = await post('/api/user/createFreeSubscription', {}, { cookie });
    expect(live.statusCode).toBe(409);
    expect(json(live).message).toBe('Already Subscribed');
  });
});

describe('an unverified Free account', () => {
  it('acts only once verified, however it became Free: a paid sign-up that never paid, then chose Free', async () => {
    const { res, name, email } = await register({ price_id: 'platinum_monthly' });
    expect(res.statusCode).toBe(201);
    // A paid sign-up gets a session (to reach the checkout) without a verified e-mail.
    const cookie = cookieOf(await login(name));
    expect((await me(cookie)).statusCode).toBe(200);
    const free = await post('/api/user/createFreeSubscription', {}, { cookie });
    expect(free.statusCode, free.body).toBe(200);
    expect(json(free).data).toMatchObject({ plantype: 'free', status: 'inactive', verifystatus: 0 });
    expect(json(free).message).toContain(VERIFY_EMAIL_MESSAGE);
    // The session it had counts for nothing now, on every call.
    expect((await me(cookie)).statusCode).toBe(401);
    const status = await post('/api/user/userStatus', { userId: json(free).data._id }, { cookie });
    expect(status.statusCode).toBe(401);
    // Logging in again gives the verify step and no session, until the link is opened.
    const again = await login(name);
    expect(json(again).data.next).toBe('verify-email');
    expect(cookieOf(again)).not.toMatch(/sid=[^;\s]/);
    await verifyEmailOf(server, email);
    const verified = cookieOf(await login(name));
    expect((await me(verified)).statusCode).toBe(200);
  });

  it('has no session even when one was made for it before it became unverified Free', async () => {
    const { res, name } = await register({ price_id: 'premium_monthly' });
    expect(res.statusCode).toBe(201);
    const cookie = cookieOf(await login(name));
    // However the row became Free (an admin tool, a provider event), the session stops working.
    await setUser(name, sql`plantype = 'free', payment_type = 'free'`);
    server.ctx.services.auth.forgetUser(json(res).data._id);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('validation messages (SPEC section 5)', () => {
  it.each([
    ['/api/user/register', { email: 'a@b.co', password: GOOD_PASSWORD }, 'userName', 'Name is required'],
    [
      '/api/user/register',
      { userName: 'ok', email: ' not-mail ', password: GOOD_PASSWORD },
      'email',
      'E-mail must be valid',
    ],
    [
      '/api/user/register',
      { userName: 'ok', email: 'a@b.co', password: 'abc' },
      'password',
      PASSWORD_MESSAGE,
    ],
    ['/api/user/forgotPassword', { email: 'nope' }, 'email', 'E-mail must be valid'],
    [
      '/api/user/verifyotp',
      { email: 'a@b.co', otp: '12', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      'otp',
      OTP_MESSAGE,
    ],
    [
      '/api/user/verifyotp',
      { email: 'a@b.co', otp: '123456', password: 'weakpass', confirmPassword: 'weakpass' },
      'password',
      PASSWORD_MESSAGE,
    ],
    [
      '/api/user/verifyotp',
      { email: 'a@b.co', otp: '123456', password: GOOD_PASSWORD, confirmPassword: 'x' },
      'confirmPassword',
      PASSWORD_MATCH_MESSAGE,
    ],
    ['/api/user/verifyEmail', { email: 'a@b.co', otp: '../../etc' }, 'otp', 'otp is invalid'],
    ['/api/user/sendVerifyEmail', {}, 'userid', 'userid or email is required'],
    ['/api/user/login', { userName: '', password: 'x' }, 'userName', 'userName is required'],
  ])('%s %j answers 400 naming %s', async (url, payload, field, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toContain(field);
    expect(json(res).message).toContain(message);
    // The field is named once: never `otp: otp is invalid`.
    expect(json(res).message).not.toMatch(new RegExp(`${field}: ${field}\\b`, 'i'));
  });
});
