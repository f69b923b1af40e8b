import { endpoints, type TSportCode } from '@dfs/contracts';
import type { TAppContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { BEST_BET_WRITERS } from './best-bets.service';

const SAVED = 'Best Bet saved succesfully !';
const LOADED = 'Best Bet Loaded !';

/** The betting tools' calls: prop analyzer and its public preview, prop finder, sportsbook, best bets. */
export function registerBettingRoutes({ app, resolveAuth, services }: TAppContext): void {
  const { betting, bestBets } = services;
  const r = <D extends (typeof endpoints)[keyof typeof endpoints], A extends boolean = true>(
    def: D,
    opts: Parameters<typeof defineRoute<D, A>>[3],
  ) => defineRoute<D, A>(app, resolveAuth, def, opts);
  const sportOf = (params: { sport: TSportCode }) => params.sport;
  // Best bets are an admin write: each one goes to the audit log once it is stored.
  const recordSave = (actorId: string, id: string, ip: string) =>
    services.audit.record({ actorId, action: 'bestbet.save', target: id, ip });

  r(endpoints.propAnalyzer, {
    handler: async ({ params, auth }) => ({
      encoded: await betting.propAnalyzer(auth.user, sportOf(params)),
    }),
  });
  r(endpoints.propPreview, {
    auth: false,
    handler: async ({ params }) => ({ data: await betting.propPreview(sportOf(params)) }),
  });
  r(endpoints.propFinder, {
    handler: async ({ body, auth }) => ({ data: await betting.propFinder(auth.user, body) }),
  });
  r(endpoints.sportsbook, {
    handler: async ({ params, body, auth }) => ({
      data: await betting.sportsbook(auth.user, sportOf(params), body.date),
    }),
  });
  r(endpoints.saveBestBet, {
    roles: BEST_BET_WRITERS,
    handler: async ({ body, auth, request }) => {
      const saved = await bestBets.save(auth.user, { kind: 'game', pick: body });
      await recordSave(auth.user.id, saved.id, request.ip);
      return { data: saved, message: SAVED, status: 201 };
    },
  });
  r(endpoints.saveBestBetProps, {
    roles: BEST_BET_WRITERS,
    handler: async ({ body, auth, request }) => {
      const saved = await bestBets.save(auth.user, { kind: 'prop', pick: body });
      await recordSave(auth.user.id, saved.id, request.ip);
      return { data: saved, message: SAVED, status: 201 };
    },
  });
  r(endpoints.getBestBet, {
    handler: async ({ params, auth }) => ({
      data: await bestBets.list(auth.user, params.id, 'game'),
      message: LOADED,
    }),
  });
  r(endpoints.getBestBetProps, {
    handler: async ({ params, auth }) => ({
      data: await bestBets.list(auth.user, params.id, 'prop'),
      message: LOADED,
    }),
  });
}
