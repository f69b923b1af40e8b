import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import {
  GOOD_PASSWORD,
  json,
  setUserFields,
  signUpAndLogin,
  startTestServer,
  uniqueName,
} from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';

type TDelivered = { to: string[]; raw: string };
let smtp: SMTPServer;
const inbox: TDelivered[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
// Started after the SMTP server (its port), closed before it.
const server = useTestServer(() => ({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    MAIL_FROM: 'DFS <no-reply@dfs.test>',
  },
}));

const { post } = httpOf(server);
/** The newest message delivered to an address (quoted-printable soft breaks undone). */
async function deliveredTo(email: string): Promise<string> {
  await server.ctx.services.mail.idle();
  const found = inbox.filter((m) => m.to.includes(email)).pop();
  if (!found) throw new Error(`nothing delivered to ${email}`);
  return found.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe('mail over SMTP', () => {
  it('delivers the verification link and the reset OTP to a real SMTP server, and both work', async () => {
    const name = uniqueName('smtp');
    const email = `${name}@example.com`;
    expect(
      (await post('/api/user/register', { userName: name, email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(201);
    const verifyMail = await deliveredTo(email);
    expect(verifyMail).toMatch(/^Subject: Verify your e-mail address/m);
    expect(verifyMail).toMatch(/^From: DFS <no-reply@dfs\.test>/m);
    const link = /\/verifyemail\/([^/\s]+)\/([\w-]+)/.exec(verifyMail)!;
    const verified = await post('/api/user/verifyEmail', {
      email: decodeURIComponent(link[1]!),
      otp: link[2]!,
    });
    expect(verified.statusCode).toBe(200);

    expect((await post('/api/user/forgotPassword', { email })).statusCode).toBe(200);
    const otpMail = await deliveredTo(email);
    expect(otpMail).toMatch(/^Subject: Your password reset code/m);
    const otp = /one-time code is (\d{6})/.exec(otpMail)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const newPassword = 'Smtp#Reset12';
    const reset = await post('/api/user/verifyotp', {
      email,
      otp: otp!,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(json(reset).message).toBe('Password reset successfully.');
    const login = await post('/api/user/login', { userName: name, password: newPassword });
    expect(json(login).data.next).toBe('layout');
    // With SMTP configured nothing is kept in the outbox.
    expect(await server.ctx.services.mail.list(email)).toEqual([]);
  });

  it('sends nothing for an unknown address and answers the same', async () => {
    const before = inbox.length;
    const res = await post('/api/user/forgotPassword', { email: `${uniqueName('none')}@example.com` });
    await server.ctx.services.mail.idle();
    expect(json(res).message).toBe('OTP sent successfully.');
    expect(inbox.length).toBe(before);
  });
});

describe('development mailbox', () => {
  it('is served only when DEV_MAILBOX asks for it: never because NODE_ENV is unset, never in production', async () => {
    // NODE_ENV development (the default when unset) without DEV_MAILBOX: no mailbox, even from
    // loopback without forwarding headers (a local reverse proxy looks exactly like that).
    const plain = await startTestServer({ database: server.database, env: { NODE_ENV: 'development' } });
    try {
      const res = await httpOf(plain).get('/api/dev/mailbox');
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('lists the outbox with DEV_MAILBOX and is not served in production', async () => {
    const dev = await startTestServer({ database: server.database, env: { DEV_MAILBOX: 'true' } });
    const prod = await startTestServer({
      database: server.database,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com' },
    });
    const devHttp = httpOf(dev);
    try {
      const name = uniqueName('box');
      const email = `${name}@example.com`;
      await devHttp.post('/api/user/register', { userName: name, email, password: GOOD_PASSWORD });
      await dev.ctx.services.mail.idle();
      const admin = await signUpAndLogin(dev);
      await setUserFields(dev, admin.user._id, { role: 'manager' });
      const list = await devHttp.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`, admin.cookie);
      expect(json(list).data).toEqual([
        expect.objectContaining({ to: email, kind: 'verify-email', subject: 'Verify your e-mail address' }),
      ]);
      const hidden = await httpOf(prod).get('/api/dev/mailbox');
      expect(hidden.statusCode).toBe(404);
      // OTPs live there: only a signed-in admin reads it. A direct request from this machine
      // without a session (what a plain TCP relay on the host delivers) is refused, and so is a
      // signed-in subscriber.
      const local = await devHttp.get('/api/dev/mailbox', { ip: '127.0.0.1' });
      expect(local.statusCode).toBe(401);
      const member = await signUpAndLogin(dev);
      const subscriber = await devHttp.get('/api/dev/mailbox', { cookie: member.cookie, ip: '127.0.0.1' });
      expect(subscriber.statusCode).toBe(403);
    } finally {
      await prod.close();
      await dev.close();
    }
  });
});
