import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { AppError } from '../../core/app-error';
import { defineRoute } from '../../core/route';
import { pingDatabase } from '../../db/client';

/** GET /api/health: answers only when the database does. */
export function registerHealthRoutes({ app, resolveAuth, database }: TRouteContext<never>): void {
  defineRoute(app, resolveAuth, endpoints.health, {
    auth: false,
    handler: async () => {
      try {
        await pingDatabase(database.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { data: { database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } };
    },
  });
}
