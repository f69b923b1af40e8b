import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { AppError } from '../../core/app-error';
import { defineRoute } from '../../core/route';
import { pingDatabase } from '../../db/client';

/**
 * GET /api/health: 503 when the database does not answer; else the build queue's capacity, jobs
 * and workers, `degraded` when builds cannot run (Redis without a live worker process).
 */
export function registerHealthRoutes({
  app,
  resolveAuth,
  database,
  services,
}: TRouteContext<'builds'>): void {
  defineRoute(app, resolveAuth, endpoints.health, {
    auth: false,
    handler: async () => {
      try {
        await pingDatabase(database.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      const { builds, problem } = services.builds.queueHealth();
      return {
        data: {
          status: problem ? ('degraded' as const) : ('ok' as const),
          problems: problem ? [problem] : [],
          database: 'ok' as const,
          uptimeSeconds: Math.round(process.uptime()),
          builds,
        },
      };
    },
  });
}
