import { publicOriginOf } from './core/public-origin';
import { apiDocsOn, devMailboxOn, sourceMapsOn, type TEnv } from './env';
import { describePaymentsMode, paymentsModeOf } from './modules/payments/payments-mode';

/** Where the product's mail goes, in one line. */
function mailLine(env: TEnv, url: string): string {
  if (env.SMTP_URL) {
    let host = 'the configured server';
    try {
      host = new URL(env.SMTP_URL).host;
    } catch {
      // An unparsable URL is nodemailer's to report; the banner just does not name the host.
    }
    return `Mail: sent through SMTP (${host}).`;
  }
  return devMailboxOn(env)
    ? `Mail: no SMTP_URL, kept in the outbox table and the log; readable at ${url}/dev/mailbox by a signed-in admin (DEV_MAILBOX).`
    : 'Mail: no SMTP_URL, kept in the outbox table and the log only (no mailbox page: DEV_MAILBOX is off).';
}

/**
 * What the start banner says besides the admin login: the public origin, which payment provider
 * is live, where mail goes, and what the server exposes beyond the app and its API.
 */
export function startupBanner(env: TEnv): string[] {
  const { url } = publicOriginOf(env);
  const on = (v: boolean) => (v ? 'on' : 'off');
  return [
    `DFS Optimizer is running at ${url} (${env.NODE_ENV})`,
    describePaymentsMode(paymentsModeOf(env)),
    mailLine(env, url),
    `Exposed: the web app and /api; API docs (/api/docs) ${on(apiDocsOn(env))}; source maps ${on(
      sourceMapsOn(env),
    )}; development mailbox ${on(devMailboxOn(env))}.`,
  ];
}
