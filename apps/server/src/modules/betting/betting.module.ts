import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../../db/client';
import { createBestBetsService } from './best-bets.service';
import { createBettingRepository } from './betting.repository';
import { createBettingService } from './betting.service';

export { registerBettingRoutes } from './betting.routes';

/** The betting tools' services over one repository (the app's composition root calls this). */
export function createBettingModules(db: Db, log: Logger) {
  const repo = createBettingRepository(db, log);
  return { betting: createBettingService(repo, { log }), bestBets: createBestBetsService(repo) };
}
