import type { FastifyRequest } from 'fastify';
import { endpoints, VERIFY_EMAIL_MESSAGE } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../../core/public-origin';
import { DEVICE_COOKIE } from '../../core/session-cookie';
import { DEVICE_DAYS } from './device-cookie';

/** POST user/register, user/login, user/logout; GET user/me, user/session. */
export function registerAuthRoutes(ctx: TRouteContext<'auth'>): void {
  const { app, resolveAuth, services } = ctx;
  const origin = app.publicOrigin;
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    baseUrl: origin.url,
  });

  defineRoute(app, resolveAuth, endpoints.register, {
    auth: false,
    handler: async ({ body, request }) => {
      const user = await services.auth.register(body, { ...client(request), region: 'Unknown' });
      return { data: user, message: 'Successfully Registration', status: 201 };
    },
  });

  defineRoute(app, resolveAuth, endpoints.login, {
    unverified: true,
    auth: false,
    handler: async ({ body, request, reply, auth }) => {
      const { user, session, device } = await services.auth.login(
        body,
        { ...client(request), deviceCookie: request.cookies[DEVICE_COOKIE] },
        auth?.sessionId,
      );
      setDeviceCookie(reply, origin, device, DEVICE_DAYS);
      if (!session) {
        // Unverified Free account: no session; the web shows the verify-your-e-mail dialog.
        clearSessionCookie(reply, origin);
        return { data: user, message: VERIFY_EMAIL_MESSAGE };
      }
      setSessionCookie(reply, origin, session.token, session.expiresAt);
      return { data: user, message: 'Login Successfully' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.logout, {
    unverified: true,
    handler: async ({ auth, reply }) => {
      await services.auth.logout(auth.sessionId);
      await ctx.realtime.recheckUser(auth.user.id);
      clearSessionCookie(reply, origin);
      return { data: null, message: 'Logged out' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.me, {
    unverified: true,
    handler: async ({ auth }) => ({ data: await services.auth.me(auth.user.id) }),
  });

  defineRoute(app, resolveAuth, endpoints.session, {
    unverified: true,
    auth: false,
    handler: async ({ auth }) => ({ data: auth ? await services.auth.me(auth.user.id) : null }),
  });
}
