import { endpoints, VERIFY_EMAIL_MESSAGE } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { clearSessionCookie, setDeviceCookie } from '../../core/public-origin';
import { DEVICE_COOKIE } from '../../core/session-cookie';
import { DEVICE_DAYS, rememberDevice } from '../auth';

/** Password recovery and change, e-mail verification, account status and the Free plan. */
const EARLIER_LINKS = 'Links in earlier e-mails no longer work.';

export function registerAccountRoutes(ctx: TRouteContext<'account'>): void {
  const { app, resolveAuth, services } = ctx;
  const account = services.account;
  const origin = app.publicOrigin;
  const base = origin.url;

  defineRoute(app, resolveAuth, endpoints.forgotPassword, {
    auth: false,
    handler: async ({ body, request }) => {
      await account.forgotPassword(body, request.ip);
      // The same answer whether or not the address has an account.
      return { data: null, message: 'OTP sent successfully.' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.verifyOtp, {
    auth: false,
    handler: async ({ body, request, reply }) => {
      const key = await account.verifyOtp(body, request.ip);
      // The browser that proved the e-mail is a known device of the account (docs/ACCOUNTS.md).
      setDeviceCookie(reply, origin, rememberDevice(request.cookies[DEVICE_COOKIE], key), DEVICE_DAYS);
      return { data: null, message: 'Password reset successfully.' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.resetPassword, {
    handler: async ({ auth, body, request, reply }) => {
      const key = await account.resetPassword(auth, body);
      if (key.id === auth.user.id)
        setDeviceCookie(reply, origin, rememberDevice(request.cookies[DEVICE_COOKIE], key), DEVICE_DAYS);
      return { data: null, message: 'Successfully reset password, Now login with new credential.' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.userStatus, {
    unverified: true,
    handler: async ({ auth, body }) => ({ data: await account.userStatus(auth, body.userId) }),
  });

  defineRoute(app, resolveAuth, endpoints.sendVerifyEmail, {
    unverified: true,
    auth: false,
    handler: async ({ auth, body, request }) => {
      await account.sendVerifyEmail(auth, body, request.ip, base);
      // A new link replaces the old one (single use): say so, or an older mail looks broken.
      return { data: null, message: `A mail has been sent to email Id, Please verify. ${EARLIER_LINKS}` };
    },
  });

  defineRoute(app, resolveAuth, endpoints.verifyEmail, {
    unverified: true,
    auth: false,
    handler: async ({ body, request }) => ({
      data: await account.verifyEmail(body, request.ip),
      message: 'Verification Success !.',
    }),
  });

  defineRoute(app, resolveAuth, endpoints.createFreeSubscription, {
    unverified: true,
    handler: async ({ auth, body, reply }) => {
      const user = await account.createFreeSubscription(auth, body.userId, base);
      if (user.verifystatus === 1) return { data: user, message: 'Your Free plan is ready.' };
      // Unverified: the account's sessions ended; the browser's cookie goes too.
      if (user._id === auth.user.id) clearSessionCookie(reply, origin);
      return { data: user, message: `Your Free plan is ready. ${VERIFY_EMAIL_MESSAGE}` };
    },
  });
}
