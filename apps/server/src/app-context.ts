import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TAuthResolver } from './core/route';
import type { Database } from './db/client';
import type { TEnv } from './env';
import type { TAuthRepository } from './modules/auth/auth.repository';
import type { TAuthService } from './modules/auth/auth.service';
import type { TSportsRepository } from './modules/sports/sports.repository';
import type { TRealtime } from './realtime/realtime';

/** Everything a module's routes need, built once per server instance. */
export type TAppContext = {
  app: FastifyInstance;
  env: TEnv;
  log: Logger;
  database: Database;
  resolveAuth: TAuthResolver;
  repositories: { auth: TAuthRepository; sports: TSportsRepository };
  services: { auth: TAuthService };
  realtime: TRealtime;
};
