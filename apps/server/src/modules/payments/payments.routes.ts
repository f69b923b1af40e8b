import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { clearSessionCookie } from '../../core/public-origin';

/** Checkout, portal, cancellation, the local test checkout and the ClickBank notification. */
export function registerPaymentsRoutes(ctx: TRouteContext<'payments' | 'account'>): void {
  const { app, resolveAuth, services } = ctx;
  const payments = services.payments;
  // Checkout, portal and order-form links come back to the configured origin, never the Host.
  const origin = app.publicOrigin;
  const base = origin.url;

  defineRoute(app, resolveAuth, endpoints.prices, {
    unverified: true,
    auth: false,
    handler: () => Promise.resolve({ data: payments.prices() }),
  });

  defineRoute(app, resolveAuth, endpoints.createSession, {
    unverified: true,
    handler: async ({ auth, body }) => ({
      data: await payments.createSession(auth, body.price_id, true, base),
      message: 'Created session Successfully.',
    }),
  });

  defineRoute(app, resolveAuth, endpoints.createSessionWithoutTrial, {
    unverified: true,
    handler: async ({ auth, body }) => ({
      data: await payments.createSession(auth, body.price_id, false, base),
      message: 'Created session Successfully.',
    }),
  });

  defineRoute(app, resolveAuth, endpoints.createPortal, {
    unverified: true,
    handler: async ({ auth }) => ({
      data: await payments.createPortal(auth, base),
      message: 'Going to Portal...',
    }),
  });

  defineRoute(app, resolveAuth, endpoints.clickbankOrder, {
    unverified: true,
    handler: async ({ auth }) => ({
      data: await payments.clickbankOrder(auth, base),
    }),
  });

  defineRoute(app, resolveAuth, endpoints.cancelSubscription, {
    handler: async ({ auth, body, reply }) => {
      const userId = await payments.cancelSubscription(auth, body.userId);
      // Cancelling logs the user out (SPEC section 4): every session of the account ends.
      await services.account.endSessions(userId);
      if (userId === auth.user.id) clearSessionCookie(reply, origin);
      return { data: null, message: 'Subscription cancelled successfully.' };
    },
  });

  defineRoute(app, resolveAuth, endpoints.localCheckout, {
    unverified: true,
    handler: async ({ auth, params }) => ({ data: await payments.localCheckout(auth, params.id) }),
  });

  defineRoute(app, resolveAuth, endpoints.localComplete, {
    unverified: true,
    handler: async ({ auth, body }) => ({
      data: await payments.completeLocal(auth, body.sessionId, body.outcome),
    }),
  });

  defineRoute(app, resolveAuth, endpoints.clickbankNotification, {
    auth: false,
    crossOrigin: true,
    handler: async ({ body }) => {
      const result = await payments.clickbankNotification(body);
      return { data: null, message: result };
    },
  });

  // Stripe signs the exact bytes it sent, so this route keeps the raw body (its own JSON parser,
  // scoped to this plugin) and answers the envelope itself rather than through defineRoute.
  void app.register((child, _opts, done) => {
    child.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    child.post('/api/payments/stripe/webhook', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      const result = await payments.stripeWebhook(raw, typeof signature === 'string' ? signature : undefined);
      return reply.send({ success: true, message: result });
    });
    done();
  });
}
