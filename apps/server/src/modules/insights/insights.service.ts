import type { TSlatesService } from '../slates';
import { createAnswerCache, type TAnswerCache } from './insights-cache';
import { ANSWER_TTL_MS, createInsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';
import { createNewsInsights } from './news-insights';
import { createPropInsights } from './prop-insights';
import { createRankingInsights } from './ranking-insights';
import { createRosterInsights } from './roster-insights';
import { createSlateInsights } from './slate-insights';
import { createTeamPlayerInsights } from './team-player-insights';

export { ANSWER_TTL_MS } from './insights-context';

/**
 * The per-sport insight calls over the sports data, one page family per file: teams and players,
 * news, rosters (injuries, depth, lineups, goalies, lines), props and trends, rankings, slates.
 * Plan rules come from the plans service; the public pages (news, props, lineups, goalies) answer
 * a preview to signed-out visitors. Answers are shared through the answer cache.
 */
export function createInsightsService(
  repo: TInsightsRepository,
  slates: TSlatesService,
  cache: TAnswerCache = createAnswerCache({ ttlMs: ANSWER_TTL_MS, max: 2000 }),
) {
  const ctx = createInsightsContext(repo, cache);
  const news = createNewsInsights(ctx);
  const roster = createRosterInsights(ctx);
  // The raw cached reads the team and player pages build on stay inside.
  const { newsItems: _newsItems, ...newsCalls } = news;
  const { teamInjuries: _teamInjuries, depth: _depth, ...rosterCalls } = roster;
  return {
    ...createTeamPlayerInsights(ctx, roster, news),
    ...newsCalls,
    ...rosterCalls,
    ...createPropInsights(ctx),
    ...createRankingInsights(ctx),
    ...createSlateInsights(ctx, slates),
  };
}
export type TInsightsService = ReturnType<typeof createInsightsService>;
