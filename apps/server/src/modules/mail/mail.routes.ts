import { endpoints } from '@dfs/contracts';
import type { TAppContext } from '../../app-context';
import { defineRoute } from '../../core/route';

/** GET dev/mailbox: the outbox for development; never registered in production. */
export function registerMailRoutes(ctx: TAppContext): void {
  const { app, resolveAuth, services, env } = ctx;
  if (env.NODE_ENV === 'production') return;
  defineRoute(app, resolveAuth, endpoints.devMailbox, {
    auth: false,
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
