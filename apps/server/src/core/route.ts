import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { VERIFY_EMAIL_MESSAGE, type TEndpointDef, type TRole } from '@dfs/contracts';
import { AppError } from './app-error';
import type { TAuthContext } from './auth-context';
import { acceptsGzip, type TPreEncoded } from './pre-encoded';
import { assertSameOrigin } from './public-origin';

/** JSON text of a T (written by JSON.stringify or put together from such texts). */
export type TJsonText<T> = string & { readonly __jsonOf?: T };

/** What a handler returns: its data plus an optional message and `doc`. */
export type TRouteResult<T> = {
  data?: T;
  /** The data already as JSON text, sent as it is (a build's answer: its lineups came as JSON). */
  json?: TJsonText<T>;
  message?: string;
  doc?: unknown;
  status?: 200 | 201 | 202;
  /** The whole answer already serialised and compressed (hot cached answers; see pre-encoded.ts). */
  encoded?: TPreEncoded;
};

export type TRouteContext<D extends TEndpointDef, A extends boolean> = {
  body: z.output<D['body']>;
  params: D['params'] extends z.ZodType ? z.output<D['params']> : Record<string, never>;
  query: D['query'] extends z.ZodType ? z.output<D['query']> : Record<string, never>;
  auth: A extends true ? TAuthContext : TAuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type TRouteOptions<D extends TEndpointDef, A extends boolean> = {
  /** Require a signed-in user (default true). */
  auth?: A;
  /** Roles allowed; others get 403. */
  roles?: readonly TRole[];
  /** Route-level options such as a larger body limit for uploads. */
  bodyLimit?: number;
  /** Skip the same-origin check (provider webhooks that authenticate by signature). */
  crossOrigin?: boolean;
  /**
   * Open to a session that may only pay or verify its e-mail (TAuthContext.onlyPayOrVerify): the
   * checkout, verification, session and logout calls. Elsewhere such a session is refused with
   * the verify-your-e-mail message, or treated as a visitor on calls that need no session.
   */
  unverified?: boolean;
  handler: (ctx: TRouteContext<D, A>) => Promise<TRouteResult<z.input<D['data']>>>;
};

/** Resolves the session of a request; the auth module provides it. */
export type TAuthResolver = (request: FastifyRequest) => Promise<TAuthContext | null>;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const responseSchema = (data: z.ZodType) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: { type: 'string' },
    data: z.toJSONSchema(data, { io: 'output', unrepresentable: 'any' }),
    doc: {},
  },
  required: ['success', 'message'],
});

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  // No body at all counts as `{}`; an explicit JSON null does not.
  const res = schema.safeParse(value === undefined ? {} : value);
  if (res.success) return res.data;
  // The schema and value go with the refusal: its words name the nearest known key and what was given.
  throw Object.assign(res.error, { where, schema, input: value });
}

/**
 * Registers one call of the endpoint map: validates params, query and body with the contracts
 * schemas, authenticates and authorises, then answers the envelope with the handler's data.
 */
export function defineRoute<D extends TEndpointDef, A extends boolean = true>(
  app: FastifyInstance,
  resolveAuth: TAuthResolver,
  def: D,
  opts: TRouteOptions<D, A>,
): void {
  const requireAuth = opts.auth ?? true;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
    schema: {
      ...(def.method === 'POST' ? { body: jsonSchema(def.body) } : {}),
      ...(def.params ? { params: jsonSchema(def.params) } : {}),
      ...(def.query ? { querystring: jsonSchema(def.query) } : {}),
      response: { 200: responseSchema(def.data) },
    },
    handler: async (request, reply) => {
      const resolved = await resolveAuth(request);
      const limited = resolved?.onlyPayOrVerify && !opts.unverified;
      if (limited && requireAuth) throw new AppError('FORBIDDEN', VERIFY_EMAIL_MESSAGE);
      const auth = limited ? null : resolved;
      if (requireAuth && !auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
      if (auth && opts.roles && !opts.roles.includes(auth.user.role)) {
        throw new AppError('FORBIDDEN', 'You do not have access to this page.');
      }
      if (def.method === 'POST' && auth && !opts.crossOrigin) {
        assertSameOrigin(request, request.server.publicOrigin.url);
      }
      const body = def.method === 'POST' ? parse(def.body, request.body, 'body') : {};
      const params = def.params ? parse(def.params, request.params, 'params') : {};
      const query = def.query ? parse(def.query, request.query, 'query') : {};
      const result = await opts.handler({
        body,
        params,
        query,
        auth,
        request,
        reply,
      } as TRouteContext<D, A>);
      if (result.encoded) {
        const gzip = acceptsGzip(request.headers['accept-encoding']);
        void (reply as FastifyReply)
          .code(result.status ?? 200)
          .header('content-type', 'application/json; charset=utf-8')
          .header('vary', 'accept-encoding');
        if (gzip) void reply.header('content-encoding', 'gzip');
        return (reply as FastifyReply).send(gzip ? result.encoded.gzip : result.encoded.identity);
      }
      if (result.json !== undefined)
        return (reply as FastifyReply)
          .code(result.status ?? 200)
          .header('content-type', 'application/json; charset=utf-8')
          .send(`{"success":true,"message":${JSON.stringify(result.message ?? 'OK')},"data":${result.json}}`);
      return (reply as FastifyReply).code(result.status ?? 200).send({
        success: true,
        message: result.message ?? 'OK',
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(result.doc !== undefined ? { doc: result.doc } : {}),
      });
    },
  });
}
