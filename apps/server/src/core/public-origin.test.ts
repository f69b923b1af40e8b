import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  json,
  lastMailTo,
  signUpAndLogin,
  startTestServer,
  uniqueName,
} from '../../test/test-server';

/**
 * Links in mail and checkouts come from configuration (PUBLIC_URL, else http://localhost:PORT),
 * never from the request's Host; the same-origin check compares scheme and host, and reads
 * X-Forwarded-Host only behind a trusted proxy.
 */
type TServer = Awaited<ReturnType<typeof startTestServer>>;
let dev: TServer;
let configured: TServer;
let proxied: TServer;

beforeAll(async () => {
  dev = await startTestServer({ env: { PORT: '3999' } });
  configured = await startTestServer({
    database: dev.database,
    env: { PUBLIC_URL: 'https://app.example.com/some/path/' },
  });
  proxied = await startTestServer({ database: dev.database, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await proxied.close();
  await configured.close();
  await dev.close();
});

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function registerWithForgedHost(server: TServer) {
  const name = uniqueName('host');
  const email = `${name}@example.com`;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: FORGED,
    payload: { userName: name, email, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return (await lastMailTo(server, email)).text;
}

describe('links', () => {
  it('puts the configured origin in the verification mail whatever Host the request forged', async () => {
    expect(await registerWithForgedHost(dev)).toContain('http://localhost:3999/verifyemail/');
    const mail = await registerWithForgedHost(configured);
    expect(mail).toContain('https://app.example.com/verifyemail/');
    expect(mail).not.toContain('evil.example');
  });

  it('sends checkouts and the ClickBank test checkout back to the configured origin, not the Host', async () => {
    const u = await signUpAndLogin(dev);
    for (const [url, payload] of [
      ['/api/user/createsession', { price_id: 'premium_monthly' }],
      ['/api/payments/clickbank/order', {}],
    ] as const) {
      const res = await dev.app.inject({
        method: 'POST',
        url,
        headers: { ...FORGED, cookie: u.cookie },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.url).toMatch(/^http:\/\/localhost:3999\/payments\/local-checkout\//);
    }
  });
});

describe('same-origin check of signed-in writes', () => {
  const write = (server: TServer, cookie: string, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/user/createsession',
      headers: { cookie, ...headers },
      payload: { price_id: 'premium_monthly' },
    });

  it('ignores X-Forwarded-Host without TRUST_PROXY and compares the scheme', async () => {
    const u = await signUpAndLogin(dev);
    const forwarded = await write(dev, u.cookie, {
      host: 'app.local',
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded.statusCode).toBe(403);
    const otherScheme = await write(dev, u.cookie, { host: 'app.local', origin: 'https://app.local' });
    expect(otherScheme.statusCode).toBe(403);
    const same = await write(dev, u.cookie, { host: 'app.local', origin: 'http://app.local' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('accepts the configured public origin, and the forwarded one behind a trusted proxy', async () => {
    const u = await signUpAndLogin(configured);
    const viaProxy = await write(configured, u.cookie, {
      host: '10.0.0.5:3000',
      origin: 'https://app.example.com',
    });
    expect(viaProxy.statusCode, viaProxy.body).toBe(200);
    const p = await signUpAndLogin(proxied);
    const trusted = await write(proxied, p.cookie, {
      host: '10.0.0.5:3000',
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    expect(trusted.statusCode, trusted.body).toBe(200);
  });
});
