import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TMailRepository } from './mail.repository';
import { renderMail, type TMail } from './mail.templates';

export type TMailOptions = { smtpUrl: string | undefined; from: string; log: Logger };

/**
 * Sends the product's mail: over SMTP when SMTP_URL is set, else into the outbox table and the
 * log (the development mailbox reads it). Delivery never fails the request that caused it.
 */
export class MailService {
  constructor(
    private readonly repo: TMailRepository,
    private readonly opts: TMailOptions,
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  }

  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  private async deliver(to: string, userName: string, mail: TMail): Promise<void> {
    const { subject, text, html } = renderMail(mail, userName);
    try {
      if (this.transport) {
        await this.transport.sendMail({ from: this.opts.from, to, subject, text, html });
        this.opts.log.info({ to, kind: mail.kind }, 'mail sent');
      } else {
        await this.repo.insert({ to, subject, text, html, kind: mail.kind });
        this.opts.log.info({ to, kind: mail.kind, subject }, 'mail kept in the outbox (no SMTP_URL)');
      }
    } catch (err) {
      this.opts.log.error({ err, to, kind: mail.kind }, 'mail delivery failed');
    }
  }

  /** Queues one message; returns at once so the caller's answer and timing do not depend on it. */
  send(to: string, userName: string, mail: TMail): void {
    const p = this.deliver(to, userName, mail).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Resolves when every queued message is delivered (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  list(to: string | undefined) {
    return this.repo.list(to);
  }

  async close(): Promise<void> {
    await Promise.all([...this.pending]);
    this.transport?.close();
  }
}
export type TMailService = MailService;
