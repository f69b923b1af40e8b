import { endpoints, type TSportCode } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import type { TAuthUser } from '../../core/auth-context';
import { BEST_BET_WRITERS, type TBestBetInput } from './best-bets.service';

const SAVED = 'Best Bet saved succesfully !';
const LOADED = 'Best Bet Loaded !';

/** The betting tools' calls: prop analyzer and its public preview, prop finder, sportsbook, best bets. */
export function registerBettingRoutes({
  app,
  resolveAuth,
  services,
}: TRouteContext<'betting' | 'bestBets' | 'audit'>): void {
  const { betting, bestBets } = services;
  const r = <D extends (typeof endpoints)[keyof typeof endpoints], A extends boolean = true>(
    def: D,
    opts: Parameters<typeof defineRoute<D, A>>[3],
  ) => defineRoute<D, A>(app, resolveAuth, def, opts);
  const sportOf = (params: { sport: TSportCode }) => params.sport;
  // Best bets are an admin write: each one goes to the audit log once it is stored.
  const saveAndRecord = async (
    from: { auth: { user: TAuthUser }; request: { ip: string } },
    input: TBestBetInput,
  ) => {
    const saved = await bestBets.save(from.auth.user, input);
    await services.audit.recordFor(from, 'bestbet.save', saved.id);
    return { data: saved, message: SAVED, status: 201 as const };
  };

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
    handler: ({ body, auth, request }) => saveAndRecord({ auth, request }, { kind: 'game', pick: body }),
  });
  r(endpoints.saveBestBetProps, {
    roles: BEST_BET_WRITERS,
    handler: ({ body, auth, request }) => saveAndRecord({ auth, request }, { kind: 'prop', pick: body }),
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
