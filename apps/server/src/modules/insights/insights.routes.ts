import { endpoints, type TSportCode } from '@dfs/contracts';
import type { TRouteContext } from '../../app-context';
import { defineRoute } from '../../core/route';
import { registerInsightsPublicRoutes } from './insights-public.routes';

/** The per-sport insight calls of SPEC section 7 and the shared `user/...` insight calls. */
export function registerInsightsRoutes(ctx: TRouteContext<'insights'>): void {
  const { app, resolveAuth, services } = ctx;
  const s = services.insights;
  registerInsightsPublicRoutes(ctx);
  const r = <D extends (typeof endpoints)[keyof typeof endpoints], A extends boolean = true>(
    def: D,
    opts: Parameters<typeof defineRoute<D, A>>[3],
  ) => defineRoute<D, A>(app, resolveAuth, def, opts);

  r(endpoints.getAllteams, {
    handler: async ({ params }) => ({ data: await s.teamsAndPlayers.teams(params.sport) }),
  });
  r(endpoints.getupcomingmatch, {
    handler: async ({ params, body }) => ({
      data: await s.teamsAndPlayers.upcoming(params.sport, body.date),
    }),
  });
  r(endpoints.getdvp, {
    handler: async ({ params }) => ({ data: await s.teamsAndPlayers.dvp(params.sport) }),
  });
  r(endpoints.getinjuries, {
    handler: async ({ params, body }) => ({ data: await s.roster.injuries(params.sport, body.teamId) }),
  });
  r(endpoints.getdepthchart, {
    handler: async ({ params, body, auth }) => ({
      data: await s.roster.depthCharts(auth.user, params.sport, body.teamId),
    }),
  });
  r(endpoints.getTopPlayers, {
    handler: async ({ params, body, auth }) => ({
      data: await s.slates.topPlayers(auth.user.id, params.sport, body.slateId),
    }),
  });
  r(endpoints.teamProfile, {
    handler: async ({ params, body, auth }) => ({
      data: await s.teamsAndPlayers.teamProfile(auth.user, params.sport, body.teamId),
    }),
  });
  r(endpoints.playerDetails, {
    handler: async ({ params, body, auth }) => ({
      data: await s.teamsAndPlayers.playerDetails(auth.user, params.sport, body.playerId),
    }),
  });

  const perSport = <K extends 'News' | 'Props'>(kind: K, sport: TSportCode) => endpoints[`${sport}${kind}`];
  for (const sport of ['nba', 'mlb', 'nhl', 'nfl'] as const) {
    r(perSport('News', sport), {
      auth: false,
      handler: async ({ auth }) => ({ data: await s.news.sportNews(auth?.user ?? null, sport) }),
    });
    r(perSport('Props', sport), {
      auth: false,
      handler: async ({ auth }) => ({ data: await s.props.sportProps(auth?.user ?? null, sport) }),
    });
  }
  r(endpoints.mlbAdp, { handler: async () => ({ data: await s.rankings.adp('mlb') }) });
  r(endpoints.nflAdp, { handler: async () => ({ data: await s.rankings.adp('nfl') }) });
  r(endpoints.mlbStartingLineups, {
    auth: false,
    handler: async ({ auth }) => ({ data: await s.roster.lineups(auth?.user ?? null, 'mlb') }),
  });
  r(endpoints.nbaStartingLineups, {
    auth: false,
    handler: async ({ auth }) => ({ data: await s.roster.lineups(auth?.user ?? null, 'nba') }),
  });
  r(endpoints.nflTeamDepthChart, {
    handler: async ({ auth }) => ({ data: await s.roster.nflTeamDepthChart(auth.user) }),
  });
  r(endpoints.nflWeeklyRankings, {
    handler: async ({ auth }) => ({ data: await s.rankings.weeklyRankings(auth.user) }),
  });
  r(endpoints.nflSaveRanking, {
    handler: async ({ body, auth }) => ({
      data: await s.rankings.saveRanking(auth.user, body),
      message: 'Player Rankings set Successfully',
    }),
  });
  r(endpoints.nflGetRanking, {
    handler: async ({ body, auth }) => ({
      data: await s.rankings.getRanking(auth.user, body.week, body.position),
    }),
  });
  r(endpoints.nhlGoalies, {
    auth: false,
    handler: async ({ body, auth }) => ({ data: await s.roster.goalies(auth?.user ?? null, body.date) }),
  });
  r(endpoints.nhlLineTeams, { handler: async () => ({ data: await s.roster.nhlLineTeams() }) });
  r(endpoints.getPlayerScore, {
    handler: async ({ body, auth }) => ({
      data: await s.slates.playerScores(auth.user.id, body.sport, body.slateId),
    }),
  });
  r(endpoints.getPlayerTrends, {
    handler: async ({ body }) => ({
      encoded: await s.props.trendsEncoded(body.sport, body.playerId, body.limit ?? 50),
    }),
  });
  r(endpoints.getTeamNews, {
    handler: async ({ body, auth }) => ({ data: await s.news.teamNews(auth.user, body.sport, body.team) }),
  });
  r(endpoints.getPlayerSeasonStats, {
    handler: async ({ body }) => ({ data: await s.teamsAndPlayers.seasonStats(body.sport, body.playerId) }),
  });
  r(endpoints.getPlayerNews, {
    handler: async ({ body, auth }) => ({
      data: await s.news.playerNews(auth.user, body.sport, body.playerId),
    }),
  });
  r(endpoints.getTodayLineup, {
    handler: async ({ body }) => ({ data: await s.roster.todayLineup(body.sport) }),
  });
}
