import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TStripeCall = { method: string; path: string; form: Record<string, string> };

/**
 * A stand-in for api.stripe.com on a local port, so the Stripe provider's real SDK calls run in
 * tests without the network. It answers the few endpoints the provider uses and records each call.
 */
export async function startFakeStripe() {
  const calls: TStripeCall[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method ?? '', path, form });
      n += 1;
      // Ids unique across runs: the PostgreSQL test database keeps earlier runs' customers.
      const id = `${n}x${crypto.randomBytes(6).toString('hex')}`;
      const send = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/customers')
        return send(200, { id: `cus_fake${id}`, object: 'customer' });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        return send(200, {
          id: `cs_fake${id}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/cs_fake${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: `bps_fake${n}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p${n}`,
        });
      }
      const cancel = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'DELETE' && cancel) {
        return send(200, { id: cancel[1], object: 'subscription', status: 'canceled' });
      }
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such route' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
