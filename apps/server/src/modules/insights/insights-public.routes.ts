import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';

/**
 * The public preview calls behind the public pages and the embeddable widgets. They answer the same
 * first rows to everyone (signed in or not), so no paid data leaves through them, and count against
 * a per-address budget like the account calls do (a widget on a busy site is many addresses).
 */
export function registerInsightsPublicRoutes({
  app,
  resolveAuth,
  services,
  rateLimiter,
  env,
}: TRouteContext<'insights'>) {
  const s = services.insights;
  const budget = env.RATE_LIMIT_IP_MAX * 3;
  const limit = (ip: string) => rateLimiter.consume(`preview:ip:${ip}`, budget);

  defineRoute(app, resolveAuth, endpoints.previewNews, {
    auth: false,
    handler: async ({ params, request }) => {
      await limit(request.ip);
      return { data: await s.news.previewNews(params.sport) };
    },
  });
  defineRoute(app, resolveAuth, endpoints.previewLineups, {
    auth: false,
    handler: async ({ params, request }) => {
      await limit(request.ip);
      return { data: await s.roster.previewLineups(params.sport) };
    },
  });
  defineRoute(app, resolveAuth, endpoints.previewGoalies, {
    auth: false,
    handler: async ({ request }) => {
      await limit(request.ip);
      return { data: await s.roster.previewGoalies() };
    },
  });
}
