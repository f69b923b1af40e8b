import type { FastifyRequest } from 'fastify';
import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { AppError } from '../../core/app-error';
import { defineRoute } from '../../core/route';
import { devMailboxOn } from '../../env';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds OTPs and verification links, so even outside production it is shown only to
 * this machine (a direct loopback request, not one relayed by a proxy) or to an admin.
 */
function mayReadMailbox(request: FastifyRequest, role: string | undefined): boolean {
  if (role === 'client' || role === 'manager') return true;
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && LOOPBACK.has(request.socket.remoteAddress ?? '') && LOOPBACK.has(request.ip);
}

/**
 * GET dev/mailbox: the outbox for development. Registered only when DEV_MAILBOX asks for it (the
 * development and test scripts set it), never in production and never because a variable is unset.
 */
export function registerMailRoutes(ctx: TRouteContext<'mail'>): void {
  const { app, resolveAuth, services, env } = ctx;
  if (!devMailboxOn(env)) return;
  defineRoute(app, resolveAuth, endpoints.devMailbox, {
    auth: false,
    handler: async ({ query, request, auth }) => {
      if (!mayReadMailbox(request, auth?.user.role)) {
        throw new AppError(
          'FORBIDDEN',
          'The development mailbox is only shown on this machine or to an admin.',
        );
      }
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
