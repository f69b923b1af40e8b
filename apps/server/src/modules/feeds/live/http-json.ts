import type { z } from 'zod';

/** A failed fetch of a live source: the message says what went wrong, for the admin page. */
export class FeedHttpError extends Error {}

/**
 * GETs JSON with a time limit, retrying timeouts, network errors and 5xx answers with backoff;
 * the answer must match the documented shape (zod), else it is refused as malformed.
 */
export async function fetchJson<T extends z.ZodType>(
  url: string,
  schema: T,
  opts: { timeoutMs: number; retries: number; signal?: AbortSignal; backoffMs?: number },
): Promise<z.output<T>> {
  let lastError: Error = new FeedHttpError(`GET ${url}: no attempt made`);
  for (let attempt = 0; attempt <= opts.retries; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, (opts.backoffMs ?? 500) * 2 ** (attempt - 1)));
    if (opts.signal?.aborted) break;
    const signal = AbortSignal.any([
      AbortSignal.timeout(opts.timeoutMs),
      ...(opts.signal ? [opts.signal] : []),
    ]);
    let res: Response;
    try {
      res = await fetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (err) {
      lastError = new FeedHttpError(
        `GET ${url}: ${err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : String((err as Error).message ?? err)}`,
      );
      continue;
    }
    if (res.status >= 500 || res.status === 429) {
      lastError = new FeedHttpError(`GET ${url}: HTTP ${res.status}`);
      await res.body?.cancel();
      continue;
    }
    if (!res.ok) throw new FeedHttpError(`GET ${url}: HTTP ${res.status}`);
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      // Garbage is not retried: the source answered, just not with JSON.
      throw new FeedHttpError(`GET ${url}: malformed answer (not JSON)`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new FeedHttpError(
        `GET ${url}: malformed answer (${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'})`,
      );
    }
    return parsed.data;
  }
  throw lastError;
}
