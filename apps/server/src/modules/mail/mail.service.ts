import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TMailRepository } from './mail.repository';
import { renderMail, type TMail } from './mail.templates';

/**
 * Sends the product's mail: over SMTP when SMTP_URL is set, else into the outbox table and the
 * log (the development mailbox reads it). Delivery never fails the request that caused it.
 */
export function createMailService(
  repo: TMailRepository,
  opts: { smtpUrl: string | undefined; from: string; log: Logger },
) {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, userName: string, mail: TMail): Promise<void> {
    const { subject, text, html } = renderMail(mail, userName);
    try {
      if (transport) {
        await transport.sendMail({ from: opts.from, to, subject, text, html });
        opts.log.info({ to, kind: mail.kind }, 'mail sent');
      } else {
        await repo.insert({ to, subject, text, html, kind: mail.kind });
        opts.log.info({ to, kind: mail.kind, subject }, 'mail kept in the outbox (no SMTP_URL)');
      }
    } catch (err) {
      opts.log.error({ err, to, kind: mail.kind }, 'mail delivery failed');
    }
  }

  return {
    /** Queues one message; returns at once so the caller's answer and timing do not depend on it. */
    send(to: string, userName: string, mail: TMail): void {
      const p = deliver(to, userName, mail).finally(() => pending.delete(p));
      pending.add(p);
    },
    /** Resolves when every queued message is delivered (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    list: (to: string | undefined) => repo.list(to),
    close: async () => {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}
export type TMailService = ReturnType<typeof createMailService>;
