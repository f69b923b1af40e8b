import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { devMailboxOn } from '../../env';

/**
 * GET dev/mailbox: the outbox for development. Registered only when DEV_MAILBOX asks for it (the
 * development and test scripts set it), never in production and never because a variable is unset.
 * The outbox holds OTPs and verification links, so only a signed-in admin reads it: where a
 * request comes from proves nothing (a plain TCP relay on the same host looks like this machine).
 */
export function registerMailRoutes(ctx: TRouteContext<'mail'>): void {
  const { app, resolveAuth, services, env } = ctx;
  if (!devMailboxOn(env)) return;
  defineRoute(app, resolveAuth, endpoints.devMailbox, {
    roles: ['client', 'manager'],
    handler: async ({ query }) => {
      const rows = await services.mail.list(query.to);
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          kind: r.kind,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });
}
