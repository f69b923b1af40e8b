import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, json, lastMailTo, signUpAndLogin, uniqueName } from '../../test/test-server';
import { httpOf, useTestServer, type TTestServer } from '../../test/test-http';

/**
 * Links in mail and checkouts come from configuration (PUBLIC_URL, else http://localhost:PORT),
 * never from the request's Host; the same-origin check compares scheme and host, and reads
 * X-Forwarded-Host only behind a trusted proxy.
 */
type TServer = TTestServer;
// Three servers on one database: the default origin, a configured PUBLIC_URL, and behind a proxy.
const dev = useTestServer({ env: { PORT: '3999' } });
const configured = useTestServer(() => ({
  database: dev.database,
  env: { PUBLIC_URL: 'https://app.example.com/some/path/' },
}));
const proxied = useTestServer(() => ({ database: dev.database, env: { TRUST_PROXY: 'true' } }));

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function registerWithForgedHost(server: TServer) {
  const name = uniqueName('host');
  const email = `${name}@example.com`;
  const res = await httpOf(server).post(
    '/api/user/register',
    { userName: name, email, password: GOOD_PASSWORD },
    { headers: FORGED },
  );
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
      const res = await httpOf(dev).post(url, payload, { cookie: u.cookie, headers: FORGED });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.url).toMatch(/^http:\/\/localhost:3999\/payments\/local-checkout\//);
    }
  });
});

describe('same-origin check of signed-in writes', () => {
  const write = (server: TServer, cookie: string, headers: Record<string, string>) =>
    httpOf(server).post('/api/user/createsession', { price_id: 'premium_monthly' }, { cookie, headers });

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
