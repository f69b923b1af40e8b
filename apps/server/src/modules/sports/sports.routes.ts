import { endpoints, type TSport, type TSportId } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';

/** GET /api/sports: the sport selector's list (SportId, SportType, status). */
export function registerSportsRoutes({ app, resolveAuth, repositories }: TRouteContext<never>): void {
  defineRoute(app, resolveAuth, endpoints.sports, {
    auth: false,
    handler: async () => {
      const rows = await repositories.sports.list();
      const data: TSport[] = rows.map((r) => ({
        SportId: r.id as TSportId,
        SportType: r.name,
        status: r.status === 0 ? 0 : 1,
      }));
      return { data };
    },
  });
}
