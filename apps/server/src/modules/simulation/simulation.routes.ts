import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { clientGone } from '../../core/client-gone';

/** The contest simulator's calls: simulate, read back, cancel, keep the best, portfolio. */
export function registerSimulationRoutes({ app, resolveAuth, services }: TRouteContext<'simulation'>): void {
  const { simulation } = services;
  defineRoute(app, resolveAuth, endpoints.simulate, {
    handler: ({ params, body, auth, reply }) =>
      simulation.simulate(auth.user, params.sport, body, clientGone(reply)),
  });
  defineRoute(app, resolveAuth, endpoints.getSimulation, {
    handler: async ({ params, auth }) => ({ data: await simulation.get(auth.user, params.id) }),
  });
  defineRoute(app, resolveAuth, endpoints.getLastSimulation, {
    handler: async ({ body, auth }) => ({ data: await simulation.last(auth.user, body.slateId) }),
  });
  defineRoute(app, resolveAuth, endpoints.cancelSimulation, {
    handler: async ({ body, auth }) => {
      const cancelled = await simulation.cancel(auth.user, body.simulationId);
      return { data: { cancelled }, message: cancelled ? 'Simulation cancelled.' : 'No simulation running.' };
    },
  });
  defineRoute(app, resolveAuth, endpoints.keepSimLineups, {
    handler: async ({ body, auth }) => ({
      data: await simulation.keep(auth.user, body),
      message: `Kept the best ${body.count} lineups.`,
    }),
  });
  defineRoute(app, resolveAuth, endpoints.buildPortfolio, {
    handler: async ({ params, body, auth, reply }) => ({
      data: await simulation.portfolio(auth.user, params.sport, body, clientGone(reply)),
    }),
  });
}
