import type { FastifyRequest } from 'fastify';
import { endpoints } from '@dfs/contracts';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../core/app-error';
import { defineRoute } from '../../core/route';

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

/** GET dev/mailbox: the outbox for development; never registered in production. */
export function registerMailRoutes(ctx: TAppContext): void {
  const { app, resolveAuth, services, env, log } = ctx;
  if (env.NODE_ENV === 'production') return;
  if (!env.SMTP_URL)
    log.info('No SMTP_URL: mail is kept in the outbox, readable at /dev/mailbox from this machine');
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
