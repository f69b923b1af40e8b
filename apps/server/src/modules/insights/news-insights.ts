import type { TSportCode } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import { gate, iso, preview, type TInsightsContext } from './insights-context';

/** News of a sport, a team or a player: the news page, its public preview, team and player news. */
export function createNewsInsights({ repo, cached }: TInsightsContext) {
  const newsItems = cached(
    'news',
    async (sport: TSportCode, opts: { playerId?: string; teamAbbr?: string; limit: number }) => {
      const rows = await repo.news(sport, opts);
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
    },
  );

  return {
    newsItems,
    previewNews: async (sport: TSportCode) => preview(await newsItems(sport, { limit: 100 })),
    news: async (user: TAuthUser | null, sport: TSportCode) =>
      gate(user, 'news', await newsItems(sport, { limit: 100 })),
    teamNews: (user: TAuthUser, sport: TSportCode, team: string) => {
      plans.require(user, 'news');
      return newsItems(sport, {
        teamAbbr: team.includes(':t:') ? team.split(':t:')[1] : team.toUpperCase(),
        limit: 50,
      });
    },
    playerNews: (user: TAuthUser, sport: TSportCode, playerId: string) => {
      plans.require(user, 'news');
      return newsItems(sport, { playerId, limit: 50 });
    },
  };
}
export type TNewsInsights = ReturnType<typeof createNewsInsights>;
