import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../core/compress-answers';
import { httpOf, useTestServer } from '../../test/test-http';
import { json } from '../../test/test-server';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(() => {
  // A small stand-in for apps/web/dist with the build's brotli and gzip twins.
  fs.mkdirSync(path.join(dist, 'assets'));
  const html = `<!doctype html><title>t</title>${'<!-- pad -->'.repeat(200)}`;
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
});
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

// Started after the stand-in is written, closed before it is removed.
const server = useTestServer({ env: { WEB_DIST: dist } });
const http = httpOf(server);
const get = (url: string, encoding?: string) =>
  http.get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('sends the build-time brotli or gzip twin of a hashed asset, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // A script keeps the headers that apply to it and sends none of a document's (budget bytes).
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'etag',
      'x-request-id',
    ])
      expect(br.headers[name], name).toBeUndefined();

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for client routes, compressed and never cached as fresh', async () => {
    const res = await get('/sign-up', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<!doctype html>/);
    // The page itself keeps every security header.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const big = await get('/api/docs/json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const small = await get('/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(json(small).success).toBe(true);
  });

  it('answers a visitor the session null with 200, not a 401', async () => {
    const res = await get('/api/user/session');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: null });
  });

  it('picks brotli before gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
