import type { TSportCode } from '@dfs/contracts';
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
export function createRosterInsights({ repo, cached, today, gamesBetween }: TInsightsContext) {
  const injuries = cached('injuries', async (sport: TSportCode, teamAbbr?: string) => {
    return (await repo.injuries(sport, teamAbbr)).map(({ i, name, position }) => ({
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
  });

  const depth = cached('depth', (sport: TSportCode, teamId?: string) => depthChartsOf(repo, sport, teamId));

  const lineups = cached('lineups', async (sport: TSportCode, date?: string) => {
    const games = await gamesBetween(sport, date ?? today(), date ? 1 : 2);
    const rows = await repo.lineups(games.map((g) => g.id));
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
      return teams.length
        ? [{ gameId: g.id, game: `${g.awayAbbr}@${g.homeAbbr}`, startTime: iso(g.startTime), teams }]
        : [];
    });
  });

  /** Games of a day (today and tomorrow by default) with both goalies and their season. */
  const goalieGames = cached('goalies', async (date?: string) => {
    const games = await gamesBetween('nhl', date ?? today(), date ? 1 : 2);
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
        ? [{ gameId: g.id, game: `${g.awayAbbr}@${g.homeAbbr}`, startTime: iso(g.startTime), goalies }]
        : [];
    });
  });

  return {
    /** Injuries of a sport, or of one team (by abbreviation), cached. */
    teamInjuries: injuries,
    /** Depth charts without the plan check (the team page includes its own). */
    depth,
    injuries: (sport: TSportCode, teamId?: string) => injuries(sport, teamId?.split(':t:')[1] ?? teamId),
    async depthCharts(user: TAuthUser, sport: TSportCode, teamId?: string) {
      plans.require(user, 'depthCharts');
      return depth(sport, teamId);
    },
    nflTeamDepthChart: (user: TAuthUser) => {
      plans.require(user, 'depthCharts');
      return depth('nfl');
    },
    previewLineups: async (sport: 'nba' | 'mlb') => preview(await lineups(sport)),
    previewGoalies: async () => preview(await goalieGames()),
    lineups: async (user: TAuthUser | null, sport: 'nba' | 'mlb', date?: string) =>
      gate(user, null, await lineups(sport, date)),
    goalies: async (user: TAuthUser | null, date?: string) => gate(user, null, await goalieGames(date)),
    todayLineup: (sport: TSportCode) =>
      sport === 'nba' || sport === 'mlb' ? lineups(sport, today()) : Promise.resolve([]),
    nhlLineTeams: cached('lines', async () => {
      const [rows, teams] = await Promise.all([repo.nhlLines(), repo.teams('nhl')]);
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
    }),
  };
}
export type TRosterInsights = ReturnType<typeof createRosterInsights>;
