import {
  FEATURE_PLAN,
  PAID_STATUSES,
  PLAN_LABEL,
  PLAN_LIMITS,
  PLAN_RANK,
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

  /**
   * Refuses a build (or a late swap of `asked` entries) asking for more lineups than the caller's
   * plan allows, naming the plan that builds more, or saying that none does.
   */
  requireLineups(user: TAuthUser, asked: number, what: 'lineups' | 'entries' = 'lineups'): void {
    const plan = effectivePlan(user);
    const { lineupsPerBuild } = PLAN_LIMITS[plan];
    if (asked <= lineupsPerBuild) return;
    const better = betterPlan(plan, (l) => l.lineupsPerBuild > lineupsPerBuild);
    const more = better
      ? `the ${PLAN_LABEL[better]} plan builds ${PLAN_LIMITS[better].lineupsPerBuild}`
      : 'no plan builds more';
    const head = what === 'entries' ? `This file has ${asked} entries. ` : '';
    throw new AppError(
      'PLAN_LIMIT',
      `${head}Your ${PLAN_LABEL[plan]} plan builds up to ${lineupsPerBuild} lineups at a time; ${more}.`,
    );
  },

  /**
   * Refuses a user's own salary file once the plan's live private slates (`live`: their slates
   * whose games are not over) are used, naming the limit and the plan that keeps more.
   */
  requirePrivateSlate(user: TAuthUser, live: number): void {
    const plan = effectivePlan(user);
    const { privateSlates } = PLAN_LIMITS[plan];
    if (live < privateSlates) return;
    const better = betterPlan(plan, (l) => l.privateSlates > privateSlates);
    const more = better ? `; the ${PLAN_LABEL[better]} plan keeps ${PLAN_LIMITS[better].privateSlates}` : '';
    throw new AppError(
      'PLAN_LIMIT',
      `Your ${PLAN_LABEL[plan]} plan keeps up to ${privateSlates} uploaded slates whose games are not over, and you have ${live}${more}.`,
    );
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

/** The lowest plan above `plan` whose limits pass `better`, if any. */
function betterPlan(
  plan: TPlan,
  better: (limits: (typeof PLAN_LIMITS)[TPlan]) => boolean,
): TPlan | undefined {
  return (Object.keys(PLAN_RANK) as TPlan[])
    .filter((p) => PLAN_RANK[p] > PLAN_RANK[plan] && better(PLAN_LIMITS[p]))
    .sort((a, b) => PLAN_RANK[a] - PLAN_RANK[b])[0];
}
