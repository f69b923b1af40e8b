import { endpoints } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { AppError } from '../../core/app-error';
import { defineRoute } from '../../core/route';

/** GET {sport}/getAllSlat/{id}, POST {sport}/getPlayers, {sport}/getTeamsBySlatID, GET user/getallsportslat. */
export function registerSlatesRoutes({ app, resolveAuth, services }: TRouteContext<'slates'>): void {
  defineRoute(app, resolveAuth, endpoints.getAllSlat, {
    handler: async ({ params, query, auth }) => {
      // A call naming a user id acts on the signed-in user only (DECISIONS "Accounts").
      if (params.id !== auth.user.id) throw new AppError('FORBIDDEN', 'You can only read your own slates.');
      const slates = await services.slates.listSlates(params.sport, { ...query, viewer: auth.user.id });
      const { plantype, status, role } = auth.user;
      return { data: { slates, userData: { plantype, status, role } } };
    },
  });

  defineRoute(app, resolveAuth, endpoints.getPlayers, {
    handler: async ({ params, body, auth }) => {
      const { encoded } = await services.slates.getPlayers(params.sport, body.slateId, auth.user.id);
      return { encoded };
    },
  });

  defineRoute(app, resolveAuth, endpoints.getTeamsBySlatID, {
    handler: async ({ params, body, auth }) => ({
      data: await services.slates.teamsOfSlate(params.sport, body.slateId, auth.user.id),
    }),
  });

  defineRoute(app, resolveAuth, endpoints.getAllSportSlat, {
    handler: async ({ query, auth }) => ({
      data: await services.slates.listAllSports({ ...query, viewer: auth.user.id }),
    }),
  });
}
