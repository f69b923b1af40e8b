import type { TPlan } from './user';

/** Features gated by plan (DECISIONS "Plans and limits"). */
export const FEATURES = [
  'projections',
  'teamStacks',
  'exposure',
  'propAnalyzer',
  'topPlays',
  'news',
  'rankings',
  'depthCharts',
  'propFinder',
  'sportsbook',
  'bestBets',
] as const;
export type TFeature = (typeof FEATURES)[number];

/** The lowest plan that allows each feature. */
export const FEATURE_PLAN: Record<TFeature, TPlan> = {
  projections: 'premium',
  teamStacks: 'premium',
  exposure: 'premium',
  propAnalyzer: 'premium',
  topPlays: 'platinum',
  news: 'platinum',
  rankings: 'platinum',
  depthCharts: 'platinum',
  propFinder: 'platinum',
  sportsbook: 'platinum',
  bestBets: 'platinum',
};

export const PLAN_RANK: Record<TPlan, number> = { free: 0, premium: 1, platinum: 2 };
export const PLAN_LABEL: Record<TPlan, string> = { free: 'Free', premium: 'Premium', platinum: 'Platinum' };

/** Lineups per build and builds per slate. */
export const PLAN_LIMITS: Record<TPlan, { lineupsPerBuild: number; buildsPerSlate: number }> = {
  free: { lineupsPerBuild: 3, buildsPerSlate: 1 },
  premium: { lineupsPerBuild: 150, buildsPerSlate: Number.POSITIVE_INFINITY },
  platinum: { lineupsPerBuild: 150, buildsPerSlate: Number.POSITIVE_INFINITY },
};

/** Whether a plan includes a feature. */
export const planAllows = (plan: TPlan, feature: TFeature) =>
  PLAN_RANK[plan] >= PLAN_RANK[FEATURE_PLAN[feature]];
