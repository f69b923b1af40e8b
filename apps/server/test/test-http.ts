import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TServer } from '../src/app';
import { json, startTestServer } from './test-server';

export type TTestServer = Awaited<ReturnType<typeof startTestServer>>;
type TTestServerOptions = Parameters<typeof startTestServer>[0];

/**
 * The test file's server: started before its tests (with `options`) and closed after them. The
 * answer stands for that server from the file's first hook on (it forwards to it), so a file
 * writes `server.app.inject(...)` and its own hooks run after the start.
 */
export function useTestServer(options: TTestServerOptions | (() => TTestServerOptions) = {}): TTestServer {
  let started: TTestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TTestServer, {
    get(_, key) {
      if (!started) throw new Error('The test server starts in beforeAll: use it in a hook or a test.');
      return Reflect.get(started, key) as unknown;
    },
  });
}

/** How one request is sent: a cookie, or a cookie, more headers and the client's address. */
export type TRequestOptions = string | { cookie?: string; headers?: Record<string, string>; ip?: string };

/**
 * A test file's `post` and `get` over its server (or the server a file starts itself, as a
 * function). `cookie()` is the cookie a call sends when it names none (the file's signed-in
 * member); a call names another as a string or in its options.
 */
export function httpOf(
  server: Pick<TServer, 'app'> | (() => Pick<TServer, 'app'>),
  cookie: () => string | undefined = () => undefined,
) {
  const send = (
    method: 'GET' | 'POST',
    url: string,
    payload: unknown,
    options: TRequestOptions | undefined,
  ): Promise<LightMyRequestResponse> => {
    const o = typeof options === 'string' ? { cookie: options } : (options ?? {});
    const sent = o.cookie ?? cookie();
    return (typeof server === 'function' ? server() : server).app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(sent ? { cookie: sent } : {}), ...o.headers },
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    });
  };
  return {
    post: (url: string, payload: unknown = {}, options?: TRequestOptions) =>
      send('POST', url, payload, options),
    get: (url: string, options?: TRequestOptions) => send('GET', url, undefined, options),
  };
}

/** An answer as a test reads it: the status beside the envelope's fields (`success`, `message`, `data`, ...). */
export function answerOf(res: LightMyRequestResponse) {
  return { status: res.statusCode, ...json(res) };
}
