import type { Database } from '../../db/client';
import type { TEnv } from '../../env';
import type { TRateLimiter } from '../../core/rate-limit';
import type { TRealtime } from '../../realtime/realtime';
import type { TSlatesRepository } from '../slates/slates.repository';
import type { TSlatesService } from '../slates/slates.service';
import { buildPoolSize, lazyBuildPool } from './build-pool';
import { createBuildsService } from './builds.service';
import { createOptimizerRepository } from './optimizer.repository';
import { createSavedBuildsService } from './saved-builds.service';
import { createSlateLookup } from './slate-players';
import { createMarksCache, createSlateStateService } from './slate-state.service';

/** The marks cache comes first: the slates service merges it into getPlayers. */
export function createOptimizerMarks(database: Database) {
  const repo = createOptimizerRepository(database.db);
  return { repo, marks: createMarksCache(repo) };
}

/** The optimizer's services: slate state, builds (worker pool of BUILD_WORKERS threads), saved builds. */
export function createOptimizerModules(deps: {
  env: TEnv;
  realtime: TRealtime;
  limiter: TRateLimiter;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  base: ReturnType<typeof createOptimizerMarks>;
}) {
  const { repo, marks } = deps.base;
  const pool = lazyBuildPool(buildPoolSize(deps.env.BUILD_WORKERS));
  const slateState = createSlateStateService({
    repo,
    marks,
    slatePlayers: createSlateLookup(deps.slates, deps.slatesRepo),
  });
  const builds = createBuildsService({
    repo,
    slates: deps.slates,
    slatesRepo: deps.slatesRepo,
    slateState,
    pool,
    realtime: deps.realtime,
    limiter: deps.limiter,
    timeLimitMs: deps.env.BUILD_TIME_LIMIT_MS,
  });
  const saved = createSavedBuildsService({ repo, slatesRepo: deps.slatesRepo });
  return { slateState, builds, saved, close: () => pool.close() };
}
export type TOptimizerModules = ReturnType<typeof createOptimizerModules>;
