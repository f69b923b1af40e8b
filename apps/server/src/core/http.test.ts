import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { json, startTestServer } from '../../test/test-server';
import { useTestServer } from '../../test/test-http';

const server = useTestServer();

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

  it('answers a malformed URL or an overlong path segment with the envelope and the security headers', async () => {
    for (const [method, url] of [
      ['GET', '/%c0'],
      ['GET', '/api/%c0'],
      ['POST', '/api/user/login%c0?x=1'],
      ['GET', '/api/nfl/getAllSlat/%ED%A0%80'],
    ] as const) {
      const res = await server.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(json(res), url).toMatchObject({ success: false, code: 'VALIDATION', fields: ['url'] });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
    const long = await server.app.inject({ method: 'GET', url: `/api/nfl/getAllSlat/${'x'.repeat(300)}` });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expect(json(long).success).toBe(false);
    expect(long.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('logs a refused body at info level without a stack, so anonymous callers cannot fill the error log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logged = await startTestServer({
      database: server.database,
      env: { LOG_LEVEL: 'info' },
      logStream: stream,
    });
    try {
      for (const userName of ['a\u0000b', '\ud800']) {
        const res = await logged.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { userName, password: 'x' },
        });
        expect(res.statusCode).toBe(400);
        expect(json(res).fields).toEqual(['userName']);
      }
    } finally {
      await logged.close();
    }
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg?: string; err?: unknown });
    const refused = entries.filter((e) => e.msg === 'request refused');
    expect(refused).toHaveLength(2);
    expect(entries.filter((e) => e.level >= 40)).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/stack|"err"/);
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
    // Status (in season or not) is the demo-seasons test's subject; on a shared PostgreSQL it may be
    // writing MLB's status while this file runs.
    const res = await server.app.inject({ method: 'GET', url: '/api/sports' });
    const sports = json(res).data as { SportId: number; SportType: string; status: number }[];
    expect(sports.map(({ SportId, SportType }) => ({ SportId, SportType }))).toEqual([
      { SportId: 1, SportType: 'NBA' },
      { SportId: 2, SportType: 'MLB' },
      { SportId: 3, SportType: 'NHL' },
      { SportId: 4, SportType: 'NFL' },
    ]);
    for (const s of sports) expect([0, 1]).toContain(s.status);
  });
});
