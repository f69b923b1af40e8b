// What other modules may use of the optimizer module (the contest simulator's module builds its
// jobs from the same slates, settings and saved lineups, and runs them on the same queue).
export { asOptimizerPlayers, mergeSettings, SITE } from './build-input';
export type { TBuildQueue, TJobClass } from './build-queue';
export type { TOptimizerRepository } from './optimizer.repository';
export type { TSlateStateService } from './slate-state.service';
export type { TSavedBuildsService } from './saved-builds.service';
