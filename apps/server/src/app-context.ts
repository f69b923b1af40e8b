import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TAuthResolver } from './core/route';
import type { Database } from './db/client';
import type { TEnv } from './env';
import type { TRateLimiter } from './core/rate-limit';
import type { TServices } from './composition-root';
import type { TAuthRepository } from './modules/auth/auth.repository';
import type { TPaymentsRepository } from './modules/payments/payments.repository';
import type { TSportsRepository } from './modules/sports/sports.repository';
import type { TRealtime } from './realtime/realtime';

/** Everything a module's routes need, built once per server instance. */
export type TAppContext = {
  app: FastifyInstance;
  env: TEnv;
  log: Logger;
  database: Database;
  resolveAuth: TAuthResolver;
  repositories: { auth: TAuthRepository; sports: TSportsRepository; payments: TPaymentsRepository };
  /**
   * Every service, built once in `composition-root.ts` (auth, account, mail, payments, billing,
   * slates, insights, feeds, imports, betting, bestBets, slateState, builds, savedBuilds, ruleTemplates, admin,
   * reports, and `audit.record({ actorId, action, target, ip })` after every admin write).
   */
  services: TServices;
  /** Login, sign-up and OTP limits: in-process, or Redis with REDIS_URL. */
  rateLimiter: TRateLimiter;
  realtime: TRealtime;
};

/**
 * What one route file receives: the app context with only the services it uses, so a route
 * file's signature lists its dependencies (the composition root still builds each service once).
 */
export type TRouteContext<K extends keyof TServices> = Omit<TAppContext, 'services'> & {
  services: Pick<TServices, K>;
};
