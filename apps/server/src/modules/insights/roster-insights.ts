import { gameLabel, type TSportCode } from '@dfs/contracts';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import { gate, iso, preview, type TInsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';
import { goalieSeason } from './insights-view';

type TDepthPlayer = { playerId: string; name: string; depth: number; injury: string | null; rookie: boolean };
type TDepthTeam = {
  teamId: string;
  team: string;
  name: string;
  positions: Map<string, TDepthPlayer[]>;
  updatedAt: string | null;
  provider: string | null;
};

/** Depth charts per team, each player with his injury status and rookie mark. */
async function depthChartsOf(repo: TInsightsRepository, sport: TSportCode, teamId?: string) {
  const [rows, teams, inj] = await Promise.all([
    repo.depth(sport, teamId),
    repo.teams(sport),
    repo.injuries(sport),
  ]);
  const injuryOf = new Map(inj.map((r) => [r.i.playerId, r.i.status]));
  const teamName = new Map(teams.map((t) => [t.id, t]));
  const out = new Map<string, TDepthTeam>();
  for (const { d, name, rookie } of rows) {
    const t = teamName.get(d.teamId);
    const entry = out.get(d.teamId) ?? {
      teamId: d.teamId,
      team: t?.abbr ?? d.teamId,
      name: t ? `${t.city} ${t.name}` : d.teamId,
      positions: new Map<string, TDepthPlayer[]>(),
      updatedAt: iso(d.fetchedAt),
      provider: d.provider,
    };
    const list = entry.positions.get(d.position) ?? [];
    list.push({
      playerId: d.playerId,
      name,
      depth: d.depth,
      injury: injuryOf.get(d.playerId) ?? null,
      rookie,
    });
    entry.positions.set(d.position, list);
    out.set(d.teamId, entry);
  }
  return [...out.values()].map((e) => ({
    ...e,
    positions: [...e.positions].map(([position, players]) => ({ position, players })),
  }));
}

/** Who plays: injuries, depth charts, starting lineups (NBA, MLB), goalies and lines (NHL). */
export class RosterInsights {
  constructor(private readonly ctx: TInsightsContext) {}

  /** Injuries of a sport, or of one team (by abbreviation or a slate's team id `sport:t:ABBR`). */
  injuries(sport: TSportCode, teamId?: string) {
    return this.teamInjuries(sport, teamId?.split(':t:')[1] ?? teamId);
  }

  /** Depth charts of a sport, or of one team (a plan with depth charts). */
  async depthCharts(user: TAuthUser, sport: TSportCode, teamId?: string) {
    plans.require(user, 'depthCharts');
    return this.depth(sport, teamId);
  }

  /** Every NFL team's depth chart (a plan with depth charts). */
  nflTeamDepthChart(user: TAuthUser) {
    plans.require(user, 'depthCharts');
    return this.depth('nfl');
  }

  /** The public preview: the first rows of today's and tomorrow's starting lineups. */
  async previewLineups(sport: 'nba' | 'mlb') {
    return preview(await this.gameLineups(sport));
  }

  /** The public preview: the first rows of today's and tomorrow's goalies. */
  async previewGoalies() {
    return preview(await this.goalieGames());
  }

  /** Starting lineups of a day's games (today and tomorrow by default); a visitor sees the preview's rows. */
  async lineups(user: TAuthUser | null, sport: 'nba' | 'mlb', date?: string) {
    return gate(user, null, await this.gameLineups(sport, date));
  }

  /** Goalies of a day's games (today and tomorrow by default); a visitor sees the preview's rows. */
  async goalies(user: TAuthUser | null, date?: string) {
    return gate(user, null, await this.goalieGames(date));
  }

  /** Today's starting lineups (NBA and MLB; other sports have none). */
  todayLineup(sport: TSportCode) {
    return sport === 'nba' || sport === 'mlb'
      ? this.gameLineups(sport, this.ctx.today())
      : Promise.resolve([]);
  }

  /** Each NHL team's forward, defence and power-play lines. */
  nhlLineTeams() {
    return this.ctx.remember('lines', [], () => this.readLines());
  }

  /** Injuries of a sport, or of one team (by abbreviation), cached; no plan check. */
  teamInjuries(sport: TSportCode, teamAbbr?: string) {
    return this.ctx.remember('injuries', [sport, teamAbbr], () => this.readInjuries(sport, teamAbbr));
  }

  /** Depth charts without the plan check (the team page includes its own). */
  depth(sport: TSportCode, teamId?: string) {
    return this.ctx.remember('depth', [sport, teamId], () => depthChartsOf(this.ctx.repo, sport, teamId));
  }

  private gameLineups(sport: TSportCode, date?: string) {
    return this.ctx.remember('lineups', [sport, date], () => this.readLineups(sport, date));
  }

  /** Games of a day (today and tomorrow by default) with both goalies and their season. */
  private goalieGames(date?: string) {
    return this.ctx.remember('goalies', [date], () => this.readGoalies(date));
  }

  private async readInjuries(sport: TSportCode, teamAbbr?: string) {
    return (await this.ctx.repo.injuries(sport, teamAbbr)).map(({ i, name, position }) => ({
      playerId: i.playerId,
      name: name ?? i.playerId,
      team: i.teamAbbr,
      Position: position ?? '',
      status: i.status,
      body: i.body,
      detail: i.detail,
      reportedAt: iso(i.reportedAt),
      provider: i.provider,
      updatedAt: iso(i.fetchedAt),
    }));
  }

  private async readLineups(sport: TSportCode, date?: string) {
    const games = await this.ctx.gamesBetween(sport, date ?? this.ctx.today(), date ? 1 : 2);
    const rows = await this.ctx.repo.lineups(games.map((g) => g.id));
    return games.flatMap((g) => {
      const teams = rows
        .filter((r) => r.gameId === g.id)
        .map((r) => ({
          teamId: r.teamId,
          team: r.teamId === g.homeTeamId ? g.homeAbbr : g.awayAbbr,
          status: r.status,
          players: r.players,
          updatedAt: iso(r.fetchedAt),
        }));
      return teams.length ? [{ gameId: g.id, game: gameLabel(g), startTime: iso(g.startTime), teams }] : [];
    });
  }

  private async readGoalies(date?: string) {
    const { repo } = this.ctx;
    const games = await this.ctx.gamesBetween('nhl', date ?? this.ctx.today(), date ? 1 : 2);
    const rows = await repo.goalies(games.map((g) => g.id));
    const logs = await repo.logs([...new Set(rows.map((r) => r.g.playerId))], 200);
    return games.flatMap((g) => {
      const goalies = rows
        .filter((r) => r.g.gameId === g.id)
        .map((r) => ({
          teamId: r.g.teamId,
          team: r.g.teamId === g.homeTeamId ? g.homeAbbr : g.awayAbbr,
          playerId: r.g.playerId,
          name: r.name,
          status: r.g.status,
          provider: r.g.provider,
          season: goalieSeason(logs.filter((l) => l.playerId === r.g.playerId).map((l) => l.stats)),
          updatedAt: iso(r.g.fetchedAt),
        }));
      return goalies.length
        ? [{ gameId: g.id, game: gameLabel(g), startTime: iso(g.startTime), goalies }]
        : [];
    });
  }

  private async readLines() {
    const [rows, teams] = await Promise.all([this.ctx.repo.nhlLines(), this.ctx.repo.teams('nhl')]);
    const teamOf = new Map(teams.map((t) => [t.id, t]));
    return rows.map((r) => ({
      teamId: r.teamId,
      team: teamOf.get(r.teamId)?.abbr ?? r.teamId,
      name: teamOf.get(r.teamId)?.name ?? '',
      forwards: r.forwards,
      defence: r.defence,
      powerPlay: r.powerPlay,
      provider: r.provider,
      updatedAt: iso(r.fetchedAt),
    }));
  }
}
