import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bytes of an answer; a long string is measured no further than it needs. */
const byteSize = (payload: string | Buffer) =>
  typeof payload !== 'string'
    ? payload.length
    : payload.length >= COMPRESS_MIN_BYTES
      ? payload.length
      : Buffer.byteLength(payload);

/** The best encoding the request accepts (brotli before gzip); null for none. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses JSON answers of the API above COMPRESS_MIN_BYTES, off the event loop (zlib's thread
 * pool). An answer that already names its encoding (the pre-encoded players of a slate) is left
 * alone, so nothing is compressed twice; static files carry their own build-time twins.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    if (byteSize(payload) < COMPRESS_MIN_BYTES) return payload;
    void reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Copied into a buffer only to be compressed (150 lineups are ~100 kB).
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const packed =
      encoding === 'br'
        ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await gzip(body, { level: 6 });
    void reply.header('content-encoding', encoding);
    void reply.removeHeader('content-length');
    return packed;
  });
}
