import { endpoints } from '@dfs/contracts';
import type { TAppContext } from '../../app-context';
import { defineRoute } from '../../core/route';

/** Server processes are admin calls: roles client and manager only (DECISIONS). */
const ADMIN = ['client', 'manager'] as const;

/** GET user/getServerDetails, POST user/UpdateServer. */
export function registerFeedsRoutes({ app, resolveAuth, services }: TAppContext): void {
  defineRoute(app, resolveAuth, endpoints.getServerDetails, {
    roles: ADMIN,
    handler: async () => ({ data: await services.feeds.list() }),
  });

  defineRoute(app, resolveAuth, endpoints.updateServer, {
    roles: ADMIN,
    handler: async ({ body }) => {
      const data = await services.feeds.update(body.name, body.operation);
      return { data, message: `${body.name} ${body.operation === 'start' ? 'started' : 'stopped'}.` };
    },
  });
}
