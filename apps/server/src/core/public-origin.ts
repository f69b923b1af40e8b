import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../env';
import { AppError } from './app-error';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, SESSION_COOKIE } from './session-cookie';

/** The app's public origin, read from configuration only: never from a request header. */
export type TPublicOrigin = {
  /** `https://app.example.com` (no path, no trailing slash): the base of every link we send. */
  url: string;
  /** True behind HTTPS: cookies are `Secure` and HSTS is sent. */
  secure: boolean;
  /** True when PUBLIC_URL is set (else the development default http://localhost:PORT). */
  configured: boolean;
};

/**
 * The one place the public origin is normalised: PUBLIC_URL's origin (scheme, host, port), or
 * http://localhost:PORT when it is unset (development and tests; production requires PUBLIC_URL).
 */
export function publicOriginOf(env: Pick<TEnv, 'PUBLIC_URL' | 'PORT'>): TPublicOrigin {
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL).origin;
    return { url, secure: url.startsWith('https:'), configured: true };
  }
  return { url: `http://localhost:${env.PORT}`, secure: false, configured: false };
}

/** Options of the session cookie: the one place its flags (and `Secure`) are decided. */
function sessionCookieOptions(origin: TPublicOrigin, expires?: Date): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: origin.secure,
    ...(expires ? { expires } : {}),
  };
}

/** Sets the session cookie (login, registration that signs in, a checkout's return). */
export function setSessionCookie(
  reply: FastifyReply,
  origin: TPublicOrigin,
  token: string,
  expires: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(origin, expires));
}

/**
 * Sets the login's device cookie (modules/auth/device-cookie.ts): sent to the login call only,
 * HttpOnly, kept DEVICE_DAYS.
 */
export function setDeviceCookie(
  reply: FastifyReply,
  origin: TPublicOrigin,
  value: string,
  days: number,
): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    ...sessionCookieOptions(origin, new Date(Date.now() + days * 86_400_000)),
    path: DEVICE_COOKIE_PATH,
  });
}

/** Clears the session cookie with the flags it was set with (else browsers keep it). */
export function clearSessionCookie(reply: FastifyReply, origin: TPublicOrigin): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(origin));
}

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused on top of the SameSite cookie. The Origin must
 * equal, scheme included, the configured public origin or the request's own origin (its Host, and
 * X-Forwarded-Host / -Proto only when TRUST_PROXY is on: Fastify reads them only then).
 */
export function assertSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): void {
  if (!originAllowed(request.headers.origin, `${request.protocol}://${request.host}`, publicOrigin)) {
    throw new AppError('FORBIDDEN', 'Cross-site request refused.');
  }
}

/**
 * The one rule for an Origin header (HTTP writes and the Socket.IO handshake): absent (not a
 * browser's cross-site request), or equal, scheme included, to the public origin or to the
 * request's own `scheme://host`.
 */
export function originAllowed(
  origin: string | undefined,
  own: string,
  publicOrigin: string | undefined,
): boolean {
  if (origin === undefined) return true;
  try {
    const given = new URL(origin).origin;
    return given === publicOrigin || given === new URL(own).origin;
  } catch {
    return false;
  }
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Decorated by app.ts: the configured public origin (see publicOriginOf). */
    publicOrigin: TPublicOrigin;
  }
}
