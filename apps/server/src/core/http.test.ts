import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer } from '../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('HTTP edge', () => {
  it('answers health with the database status and a request id', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: { database: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths 404 in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await server.app.inject({ method, url: '/api/no/such/path' });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx envelopes', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ success: false, code: 'VALIDATION', message: 'body: malformed JSON' });

    const text = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const big = await server.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { userName: 'a', email: 'a@b.co', password: 'x'.repeat(400_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(json(big).code).toBe('PAYLOAD_TOO_LARGE');

    const array = await server.app.inject({ method: 'POST', url: '/api/user/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const nul = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nul.statusCode).toBe(400);
  });

  it('sends security headers: CSP, no framing, no sniffing', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI description of the calls', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/user/register']));
  });

  it('lists the four sports', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/sports' });
    expect(json(res).data).toEqual([
      { SportId: 1, SportType: 'NBA', status: 1 },
      { SportId: 2, SportType: 'MLB', status: 1 },
      { SportId: 3, SportType: 'NHL', status: 1 },
      { SportId: 4, SportType: 'NFL', status: 1 },
    ]);
  });
});
