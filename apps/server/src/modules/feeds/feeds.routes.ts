import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { ADMIN_ROOM } from '../../realtime/realtime';

/** Server processes are admin calls: roles client and manager only (DECISIONS). */
const ADMIN = ['client', 'manager'] as const;

/** GET user/getServerDetails, POST user/UpdateServer. */
export function registerFeedsRoutes({
  app,
  resolveAuth,
  services,
  realtime,
}: TRouteContext<'feeds' | 'audit'>): void {
  defineRoute(app, resolveAuth, endpoints.getServerDetails, {
    roles: ADMIN,
    handler: async () => ({ data: await services.feeds.list() }),
  });

  defineRoute(app, resolveAuth, endpoints.updateServer, {
    roles: ADMIN,
    handler: async ({ auth, body, request }) => {
      const data = await services.feeds.update(body.name, body.operation);
      const action = body.operation === 'start' ? 'process.start' : 'process.stop';
      await services.audit.recordFor({ auth, request }, action, body.name);
      // After the commit: open settings pages refetch the process list.
      realtime.io.to(ADMIN_ROOM).emit('serverProcessUpdated', { name: body.name });
      return { data, message: `${body.name} ${body.operation === 'start' ? 'started' : 'stopped'}.` };
    },
  });
}
