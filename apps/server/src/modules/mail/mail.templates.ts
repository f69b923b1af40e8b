/** The messages the product sends, as text and minimal HTML. */
export type TMail =
  | { kind: 'otp'; otp: string }
  | { kind: 'verify-email'; link: string }
  | { kind: 'subscription-started'; plan: string; trial: boolean }
  | { kind: 'payment-failed'; pricingUrl: string }
  | { kind: 'subscription-cancelled'; pricingUrl: string };

export type TRendered = { subject: string; text: string; html: string };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders one message; every value is escaped in the HTML part. */
export function renderMail(mail: TMail, userName: string): TRendered {
  const hello = `Hello ${userName},`;
  const lines = ((): { subject: string; body: string[]; link?: string } => {
    switch (mail.kind) {
      case 'otp':
        return {
          subject: 'Your password reset code',
          body: [
            `Your one-time code is ${mail.otp}.`,
            'It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this e-mail.',
          ],
        };
      case 'verify-email':
        return {
          subject: 'Verify your e-mail address',
          body: ['Please verify your e-mail address to continue. The link is valid for 24 hours:'],
          link: mail.link,
        };
      case 'subscription-started':
        return {
          subject: `Your ${mail.plan} subscription has started`,
          body: [
            mail.trial
              ? `Your ${mail.plan} trial has started. Enjoy every feature of the plan.`
              : `Thank you: your ${mail.plan} subscription is active.`,
          ],
        };
      case 'payment-failed':
        return {
          subject: 'Your payment failed',
          body: ['We could not take your payment. Please update your card or choose a plan again:'],
          link: mail.pricingUrl,
        };
      case 'subscription-cancelled':
        return {
          subject: 'Your subscription was cancelled',
          body: ['Your subscription has been cancelled. You can subscribe again at any time:'],
          link: mail.pricingUrl,
        };
    }
  })();
  const text = [hello, '', ...lines.body, ...(lines.link ? ['', lines.link] : [])].join('\n');
  const html = [
    `<p>${escape(hello)}</p>`,
    ...lines.body.map((b) => `<p>${escape(b)}</p>`),
    ...(lines.link ? [`<p><a href="${escape(lines.link)}">${escape(lines.link)}</a></p>`] : []),
  ].join('\n');
  return { subject: lines.subject, text, html };
}
