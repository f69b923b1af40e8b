import {
  FEATURE_PLAN,
  PAID_STATUSES,
  PLAN_LABEL,
  PLAN_LIMITS,
  planAllows,
  type TFeature,
  type TPlan,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';

/** The plan a user may use right now: a paid plan lapses to Free when its subscription is not live. */
export function effectivePlan(user: Pick<TAuthUser, 'plantype' | 'status' | 'role'>): TPlan {
  if (user.role !== 'user') return 'platinum';
  if (user.plantype === 'free') return 'free';
  return PAID_STATUSES.has(user.status) ? user.plantype : 'free';
}

/**
 * The one place that answers "may this user do X, and how much". Every feature's service calls it;
 * a refusal is PLAN_LIMIT (403) naming the plan that allows it.
 */
export const plans = {
  allows: (user: TAuthUser, feature: TFeature) => planAllows(effectivePlan(user), feature),

  require(user: TAuthUser, feature: TFeature): void {
    if (!planAllows(effectivePlan(user), feature)) {
      const needed = PLAN_LABEL[FEATURE_PLAN[feature]];
      throw new AppError('PLAN_LIMIT', `This feature needs the ${needed} plan. Upgrade to use it.`);
    }
  },

  limits: (user: TAuthUser) => PLAN_LIMITS[effectivePlan(user)],

  /** Refuses a build asking for more lineups than the plan allows. */
  requireLineups(user: TAuthUser, asked: number): void {
    const { lineupsPerBuild } = PLAN_LIMITS[effectivePlan(user)];
    if (asked > lineupsPerBuild) {
      throw new AppError(
        'PLAN_LIMIT',
        `Your plan builds up to ${lineupsPerBuild} lineups at a time; the Premium plan builds 150.`,
      );
    }
  },

  /** Refuses a simulation the plan does not include, or one over its iterations or field size. */
  requireSimulation(user: TAuthUser, asked: { iterations: number; fieldSize: number }): void {
    plans.require(user, 'contestSim');
    const { simIterations, simFieldSize } = PLAN_LIMITS[effectivePlan(user)];
    const fmt = (n: number) => n.toLocaleString('en-US');
    if (asked.iterations > simIterations)
      throw new AppError('PLAN_LIMIT', `Your plan simulates up to ${fmt(simIterations)} iterations.`);
    if (asked.fieldSize > simFieldSize)
      throw new AppError('PLAN_LIMIT', `Your plan simulates fields of up to ${fmt(simFieldSize)} entries.`);
  },

  /** Refuses a new build once the plan's builds per slate are used. */
  requireBuildSlot(user: TAuthUser, buildsSoFar: number): void {
    const { buildsPerSlate } = PLAN_LIMITS[effectivePlan(user)];
    if (buildsSoFar >= buildsPerSlate) {
      throw new AppError(
        'PLAN_LIMIT',
        `Your plan allows ${buildsPerSlate} build per slate; the Premium plan allows unlimited builds.`,
      );
    }
  },
};
