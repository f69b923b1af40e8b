import type { FastifyInstance } from 'fastify';

/** The embeddable widget pages (SPEC section 2): the only pages another site may frame. */
export const WIDGET_PATHS: ReadonlySet<string> = new Set([
  '/nhl-starting-goalies-widget',
  '/mlb-daily-lineups-widget',
  '/nba-daily-lineups-widget',
  '/news-widget',
]);

/** Whether a request URL is a widget page (query and a trailing slash ignored). */
export const isWidgetUrl = (url: string) =>
  WIDGET_PATHS.has((url.split('?')[0] ?? '').replace(/(.)\/$/, '$1'));

/**
 * Lets any site frame the widget pages: helmet answers every page with `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`; for a widget the directive becomes `*` and the legacy header goes (it
 * has no "allow any" value). Every other answer keeps helmet's headers as they are.
 */
export function registerFramePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !isWidgetUrl(request.url)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      void reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    }
    void reply.removeHeader('x-frame-options');
    return payload;
  });
}
