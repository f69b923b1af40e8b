import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { issueWords, type TErrorEnvelope } from '@dfs/contracts';
import { AppError } from './app-error';

/** A field for the envelope's `fields`: `body.email` becomes `email`, array indexes stay (`allTeams.0`). */
const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'body';

/** The keys of the build settings, named "settings" as in the CLI's rules.json (`createbuild`, `setRules`). */
const SETTINGS_KEYS: readonly PropertyKey[] = ['settings', 'rules'];
const noun = (path: readonly PropertyKey[]) =>
  path.length > 1 && SETTINGS_KEYS.includes(path[0] as PropertyKey) ? 'setting' : 'field';

/** What the route's parse attaches to a refusal: the schema and the value it refused. */
type TParseRefusal = ZodError & { schema?: z.ZodType; input?: unknown };

/**
 * Turns zod issues into one message naming every offending field (the contracts' `issueWords`:
 * an unknown key with the nearest known one, a wrong type with the type expected).
 */
export function validationError(err: TParseRefusal): AppError {
  const words = issueWords(err, { schema: err.schema, input: err.input, noun });
  return new AppError('VALIDATION', words.map((w) => w.text).join('; ') || 'Invalid request', {
    fields: words.map((w) => fieldName(w.path)),
  });
}

/** Maps anything thrown to an AppError; unknown errors become INTERNAL and are logged. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return validationError(err);
  const fe = err as FastifyError & { validation?: unknown; cause?: unknown };
  if (fe.cause instanceof ZodError) return validationError(fe.cause);
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION', 'body: malformed JSON', { fields: ['body'] });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'body: request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'body: send JSON (Content-Type: application/json)');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION', 'body: Content-Length does not match the body');
    case 'FST_ERR_VALIDATION':
      return new AppError('VALIDATION', fe.message);
    default:
      break;
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 404) return new AppError('NOT_FOUND', 'Not found');
    if (fe.statusCode === 429) return new AppError('RATE_LIMITED', fe.message);
    return new AppError('VALIDATION', fe.message);
  }
  return new AppError('INTERNAL', 'Something went wrong, Try again later.');
}

/** Internal path a router error is answered on, so it passes every hook (headers, request id). */
const ROUTER_ERROR_PATH = '/api/__router-error';
const routerErrors = new WeakMap<IncomingMessage, string>();

/** What a router error means to the caller (the router gives no route, so no schema names it). */
function routerErrorOf(code: string | undefined): AppError {
  switch (code ?? '') {
    case 'FST_ERR_BAD_URL':
      return new AppError('VALIDATION', 'url: malformed (an invalid percent-encoding)', { fields: ['url'] });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('VALIDATION', 'url: a path segment is too long', { fields: ['url'] });
    default:
      return new AppError('VALIDATION', 'url: the request cannot be routed', { fields: ['url'] });
  }
}

/**
 * Fastify's `frameworkErrors`: the router refused a URL (`/%c0`, an overlong parameter) before any
 * hook ran. The request is routed again to an internal path that throws the error, so the answer
 * is the envelope with the security headers and request id like every other.
 */
export function rerouteFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  routerErrors.set(request.raw, error.code);
  request.raw.url = ROUTER_ERROR_PATH;
  request.server.routing(request.raw, reply.raw);
}

/** One error handler and one not-found handler, both answering the envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.all(ROUTER_ERROR_PATH, { schema: { hide: true } }, (request) => {
    throw routerErrorOf(routerErrors.get(request.raw));
  });
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err);
    // Refusals are the caller's doing: one info line without a stack, so nobody can fill the
    // error log by sending bad input. Only the unexpected is an error.
    if (appError.code === 'INTERNAL') request.log.error({ err }, 'unhandled error');
    else request.log.info({ code: appError.code, msg: appError.message }, 'request refused');
    const body: TErrorEnvelope = {
      success: false,
      message: appError.message,
      code: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
    };
    if (appError.headers) void reply.headers(appError.headers);
    return reply.status(appError.status).send(body);
  });
}
