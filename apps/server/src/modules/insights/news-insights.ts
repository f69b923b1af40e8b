import type { TSportCode } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import { gate, iso, preview, type TInsightsContext } from './insights-context';

/** News of a sport, a team or a player: the news page, its public preview, team and player news. */
export class NewsInsights {
  constructor(private readonly ctx: TInsightsContext) {}

  /** The public preview: the first rows of a sport's news. */
  async previewNews(sport: TSportCode) {
    return preview(await this.newsItems(sport, { limit: 100 }));
  }

  /** A sport's news page: all of it for a plan with news, else the preview's rows. */
  async sportNews(user: TAuthUser | null, sport: TSportCode) {
    return gate(user, 'news', await this.newsItems(sport, { limit: 100 }));
  }

  /** A team's news (by abbreviation, or a slate's team id `sport:t:ABBR`). */
  teamNews(user: TAuthUser, sport: TSportCode, team: string) {
    plans.require(user, 'news');
    return this.newsItems(sport, {
      teamAbbr: team.includes(':t:') ? team.split(':t:')[1] : team.toUpperCase(),
      limit: 50,
    });
  }

  /** A player's news. */
  playerNews(user: TAuthUser, sport: TSportCode, playerId: string) {
    plans.require(user, 'news');
    return this.newsItems(sport, { playerId, limit: 50 });
  }

  /** News items, newest first, without a plan check (the team and player pages check their own). */
  newsItems(sport: TSportCode, opts: { playerId?: string; teamAbbr?: string; limit: number }) {
    return this.ctx.remember('news', [sport, opts], () => this.readNews(sport, opts));
  }

  private async readNews(sport: TSportCode, opts: { playerId?: string; teamAbbr?: string; limit: number }) {
    const rows = await this.ctx.repo.news(sport, opts);
    return rows.map(({ n, name, position }) => ({
      id: n.id,
      sport: n.sport,
      playerId: n.playerId,
      playerName: name,
      team: n.teamAbbr,
      Position: position,
      headline: n.headline,
      news: n.body,
      analysis: n.analysis,
      publishedAt: iso(n.publishedAt),
      provider: n.provider,
      updatedAt: iso(n.fetchedAt),
    }));
  }
}
