import type { TPlan } from './user';

/** Features gated by plan (DECISIONS "Plans and limits"). */
export const FEATURES = [
  'projections',
  'teamStacks',
  'exposure',
  /** The lineup rules beyond stacks (groups, pairs, game stacks, ownership, ...). */
  'lineupRules',
  'propAnalyzer',
  'topPlays',
  'news',
  'rankings',
  'depthCharts',
  'propFinder',
  'sportsbook',
  'bestBets',
  'contestSim',
] as const;
export type TFeature = (typeof FEATURES)[number];

/** The lowest plan that allows each feature. */
export const FEATURE_PLAN: Record<TFeature, TPlan> = {
  projections: 'premium',
  teamStacks: 'premium',
  exposure: 'premium',
  lineupRules: 'premium',
  propAnalyzer: 'premium',
  topPlays: 'platinum',
  news: 'platinum',
  rankings: 'platinum',
  depthCharts: 'platinum',
  propFinder: 'platinum',
  sportsbook: 'platinum',
  bestBets: 'platinum',
  contestSim: 'platinum',
};

export const PLAN_RANK: Record<TPlan, number> = { free: 0, premium: 1, platinum: 2 };
export const PLAN_LABEL: Record<TPlan, string> = { free: 'Free', premium: 'Premium', platinum: 'Platinum' };

/**
 * Lineups per build, builds per slate, the contest simulator's largest run (iterations and
 * field size; 0 where the plan has no simulator), and the user's own salary files (slates of
 * theirs alone) kept live at once (`privateSlates`: slates whose games are not over).
 */
export const PLAN_LIMITS: Record<
  TPlan,
  {
    lineupsPerBuild: number;
    buildsPerSlate: number;
    simIterations: number;
    simFieldSize: number;
    privateSlates: number;
  }
> = {
  free: { lineupsPerBuild: 3, buildsPerSlate: 1, simIterations: 0, simFieldSize: 0, privateSlates: 3 },
  premium: {
    lineupsPerBuild: 150,
    buildsPerSlate: Number.POSITIVE_INFINITY,
    simIterations: 0,
    simFieldSize: 0,
    privateSlates: 20,
  },
  platinum: {
    lineupsPerBuild: 150,
    buildsPerSlate: Number.POSITIVE_INFINITY,
    simIterations: 20_000,
    simFieldSize: 50_000,
    privateSlates: 50,
  },
};

/** Whether a plan includes a feature. */
export const planAllows = (plan: TPlan, feature: TFeature) =>
  PLAN_RANK[plan] >= PLAN_RANK[FEATURE_PLAN[feature]];
