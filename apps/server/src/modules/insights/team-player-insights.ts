import type { TSportCode } from '@dfs/contracts';
import { addDays } from '@dfs/optimizer';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import { iso, round1, type TInsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';
import { meanOf, toGame } from './insights-view';
import type { NewsInsights } from './news-insights';
import type { RosterInsights } from './roster-insights';

/** Each team with its wins and losses of the finished games. */
async function teamsWithRecords(repo: TInsightsRepository, sport: TSportCode) {
  const [teams, games] = await Promise.all([repo.teams(sport), repo.records(sport)]);
  const wl = new Map<string, [number, number]>();
  for (const g of games) {
    if (g.homeScore === null || g.awayScore === null) continue;
    const homeWon = g.homeScore > g.awayScore;
    const h = wl.get(g.team) ?? [0, 0];
    const a = wl.get(g.away) ?? [0, 0];
    wl.set(g.team, homeWon ? [h[0] + 1, h[1]] : [h[0], h[1] + 1]);
    wl.set(g.away, homeWon ? [a[0], a[1] + 1] : [a[0] + 1, a[1]]);
  }
  return teams.map((t) => ({
    id: t.id,
    sport: t.sport,
    abbr: t.abbr,
    city: t.city,
    name: t.name,
    conference: t.conference,
    division: t.division,
    wins: wl.get(t.abbr)?.[0] ?? 0,
    losses: wl.get(t.abbr)?.[1] ?? 0,
    provider: t.provider,
    updatedAt: iso(t.fetchedAt),
  }));
}

/** A player's season: totals and averages of every logged stat, and fantasy points per game. */
async function seasonStatsOf(repo: TInsightsRepository, sport: TSportCode, playerId: string) {
  const player = await repo.player(playerId);
  if (!player || player.sport !== sport) throw new AppError('NOT_FOUND', 'Player not found.');
  const logs = await repo.logs([playerId], 200);
  const totals: Record<string, number> = {};
  for (const l of logs)
    for (const [k, v] of Object.entries(l.stats)) totals[k] = round1((totals[k] ?? 0) + v);
  const averages = Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [k, logs.length ? round1(v / logs.length) : 0]),
  );
  const pointsAvg = (points: number[]) => meanOf(points, logs.length) ?? 0;
  return {
    playerId,
    name: player.name,
    team: player.teamAbbr,
    Position: player.position,
    games: logs.length,
    averages,
    totals,
    dkPointsAvg: pointsAvg(logs.map((l) => l.dkPoints)),
    fdPointsAvg: pointsAvg(logs.map((l) => l.fdPoints)),
    updatedAt: logs[0] ? iso(logs[0].fetchedAt) : null,
  };
}

/** Defence against each position, ranked per position (1 allows the fewest points). */
async function defenceVsPosition(repo: TInsightsRepository, sport: TSportCode) {
  const rows = (await repo.pointsAllowed(sport)).map((r) => ({
    team: r.team,
    position: r.position,
    pointsAllowed: r.games ? round1(r.points / r.games) : 0,
  }));
  return rows.map((r) => {
    const same = rows.filter((x) => x.position === r.position);
    return {
      ...r,
      rank: same.filter((x) => x.pointsAllowed < r.pointsAllowed).length + 1,
      teams: same.length,
    };
  });
}

/** Teams and players: the team list, upcoming games, defence against position, team and player pages. */
export class TeamPlayerInsights {
  constructor(
    private readonly ctx: TInsightsContext,
    private readonly roster: Pick<RosterInsights, 'teamInjuries' | 'depth'>,
    private readonly news: Pick<NewsInsights, 'newsItems'>,
  ) {}

  /** Each team of a sport with its wins and losses. */
  teams(sport: TSportCode) {
    return this.ctx.remember('teams', [sport], () => teamsWithRecords(this.ctx.repo, sport));
  }

  /** A player's season: totals and averages of every logged stat, and fantasy points per game. */
  seasonStats(sport: TSportCode, playerId: string) {
    return this.ctx.remember('season', [sport, playerId], () =>
      seasonStatsOf(this.ctx.repo, sport, playerId),
    );
  }

  /** Games of a day (or the next days: a week for the NFL, three days else) with their odds. */
  upcoming(sport: TSportCode, date?: string) {
    return this.ctx.remember('upcoming', [sport, date], () => this.readUpcoming(sport, date));
  }

  /** Defence against each position, ranked per position (1 allows the fewest points). */
  dvp(sport: TSportCode) {
    return this.ctx.remember('dvp', [sport], () => defenceVsPosition(this.ctx.repo, sport));
  }

  /** A team's page: roster, games, injuries, depth chart, and its news for a plan with news. */
  async teamProfile(user: TAuthUser, sport: TSportCode, teamId: string) {
    const base = await this.profile(sport, teamId);
    return {
      ...base,
      news: plans.allows(user, 'news')
        ? await this.news.newsItems(sport, { teamAbbr: base.team.abbr, limit: 10 })
        : [],
    };
  }

  /** A player's page: season, recent games, injury, next game, and news for a plan with news. */
  async playerDetails(user: TAuthUser, sport: TSportCode, playerId: string) {
    const base = await this.playerPage(sport, playerId);
    return {
      ...base,
      news: plans.allows(user, 'news') ? await this.news.newsItems(sport, { playerId, limit: 10 }) : [],
    };
  }

  /** A team's page without its news (news depends on the caller's plan). */
  private profile(sport: TSportCode, teamId: string) {
    return this.ctx.remember('profile', [sport, teamId], () => this.readProfile(sport, teamId));
  }

  /** A player's page without its news (news depends on the caller's plan). */
  private playerPage(sport: TSportCode, playerId: string) {
    return this.ctx.remember('player', [sport, playerId], () => this.readPlayerPage(sport, playerId));
  }

  private async readUpcoming(sport: TSportCode, date?: string) {
    const games = await this.ctx.gamesBetween(
      sport,
      date ?? this.ctx.today(),
      date ? 1 : sport === 'nfl' ? 8 : 3,
    );
    const odds = await this.ctx.repo.odds(games.map((g) => g.id));
    return games.map((g) =>
      toGame(
        g,
        odds.filter((o) => o.gameId === g.id),
      ),
    );
  }

  private async readProfile(sport: TSportCode, teamId: string) {
    const { repo } = this.ctx;
    const roster = this.roster;
    const team = (await this.teams(sport)).find((t) => t.id === teamId || t.abbr === teamId);
    if (!team) throw new AppError('NOT_FOUND', 'Team not found.');
    const [players, games, inj, depthCharts] = await Promise.all([
      repo.players(sport, team.abbr),
      this.ctx.gamesBetween(sport, addDays(this.ctx.today(), -7), 14, team.abbr),
      roster.teamInjuries(sport, team.abbr),
      roster.depth(sport, team.id),
    ]);
    const logs = await repo.recentDkPoints(
      players.map((p) => p.id),
      10,
    );
    const injuryOf = new Map(inj.map((i) => [i.playerId, i.status]));
    const logsOf = new Map<string, number[]>();
    for (const l of logs) logsOf.set(l.playerId, [...(logsOf.get(l.playerId) ?? []), l.dkPoints]);
    return {
      team,
      roster: players.map((p) => ({
        playerId: p.id,
        name: p.name,
        team: p.teamAbbr,
        Position: p.position,
        jersey: p.jersey,
        dkPointsAvg: meanOf(logsOf.get(p.id) ?? [], 10),
        injury: injuryOf.get(p.id) ?? null,
      })),
      games: games.map((g) => toGame(g)),
      injuries: inj,
      depthChart: depthCharts[0] ?? null,
    };
  }

  private async readPlayerPage(sport: TSportCode, playerId: string) {
    const { repo } = this.ctx;
    const stats = await this.seasonStats(sport, playerId);
    const player = (await repo.player(playerId))!;
    const [logs, inj, games] = await Promise.all([
      repo.logs([playerId], 10),
      this.roster.teamInjuries(sport, player.teamAbbr),
      this.ctx.gamesBetween(sport, this.ctx.today(), 8, player.teamAbbr),
    ]);
    const next = games.find((g) => g.status !== 'final');
    return {
      player: {
        id: player.id,
        name: player.name,
        team: player.teamAbbr,
        teamId: player.teamId,
        Position: player.position,
        jersey: player.jersey,
        operatorIds: player.operatorIds,
      },
      injury: inj.find((i) => i.playerId === playerId) ?? null,
      seasonStats: stats,
      recentGames: logs.map((l) => ({
        date: l.gameDate,
        opponent: l.opponent,
        home: l.isHome === 1,
        stats: l.stats,
        dkPoints: l.dkPoints,
        fdPoints: l.fdPoints,
      })),
      nextGame: next ? toGame(next) : null,
    };
  }
}
