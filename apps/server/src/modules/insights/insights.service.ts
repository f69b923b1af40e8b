import type { TSlatesService } from '../slates';
import { AnswerCache, type TAnswerCache } from './insights-cache';
import { ANSWER_TTL_MS, InsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';
import { NewsInsights } from './news-insights';
import { PropInsights } from './prop-insights';
import { RankingInsights } from './ranking-insights';
import { RosterInsights } from './roster-insights';
import { SlateInsights } from './slate-insights';
import { TeamPlayerInsights } from './team-player-insights';

export { ANSWER_TTL_MS } from './insights-context';

/**
 * The per-sport insight calls over the sports data, one page family per class and file: teams and
 * players, news, rosters (injuries, depth, lineups, goalies, lines), props and trends, rankings,
 * slates. A route calls a family's method (`insights.roster.injuries(...)`). Plan rules come from
 * the plans service; the public pages (news, props, lineups, goalies) answer a preview to
 * signed-out visitors. Answers are shared through the answer cache.
 */
export class InsightsService {
  readonly news: NewsInsights;
  readonly roster: RosterInsights;
  readonly teamsAndPlayers: TeamPlayerInsights;
  readonly props: PropInsights;
  readonly rankings: RankingInsights;
  readonly slates: SlateInsights;

  constructor(
    repo: TInsightsRepository,
    slates: TSlatesService,
    cache: TAnswerCache = new AnswerCache({ ttlMs: ANSWER_TTL_MS, max: 2000 }),
  ) {
    const ctx = new InsightsContext(repo, cache);
    this.news = new NewsInsights(ctx);
    this.roster = new RosterInsights(ctx);
    this.teamsAndPlayers = new TeamPlayerInsights(ctx, this.roster, this.news);
    this.props = new PropInsights(ctx);
    this.rankings = new RankingInsights(ctx);
    this.slates = new SlateInsights(ctx, slates);
  }
}
export type TInsightsService = InsightsService;
