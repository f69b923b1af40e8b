import zlib from 'node:zlib';
import { promisify } from 'node:util';

/** A whole success envelope, serialised and compressed once, for answers served many times. */
export type TPreEncoded = { identity: Buffer; gzip: Buffer };

/**
 * Builds `{ success: true, message, data }` from data already serialised as JSON, plus its gzip.
 * Hot cached answers (a slate's players: hundreds of KB) then cost a buffer write per request
 * instead of a JSON.stringify and a compression.
 */
export function preEncodeEnvelope(dataJson: string, message = 'OK'): TPreEncoded {
  const identity = Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"data":${dataJson}}`);
  return { identity, gzip: zlib.gzipSync(identity, { level: 6 }) };
}

/** Whether an Accept-Encoding header allows gzip (absent q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'gzip' && name?.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

const gzipAsync = promisify(zlib.gzip);

/**
 * `preEncodeEnvelope` for answers built off the request path: the compression runs on libuv's
 * thread pool, so requests served meanwhile do not wait for it.
 */
export async function preEncodeEnvelopeInBackground(dataJson: string, message = 'OK'): Promise<TPreEncoded> {
  const identity = Buffer.from(`{"success":true,"message":${JSON.stringify(message)},"data":${dataJson}}`);
  return { identity, gzip: await gzipAsync(identity, { level: 6 }) };
}
