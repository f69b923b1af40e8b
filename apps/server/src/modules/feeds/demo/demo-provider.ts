import { addDays, etDate } from '@dfs/optimizer';
import { seasonDay } from '../../sports';
import type { TSportCode } from '@dfs/contracts';
import type { TFeedBatch, TGameLogRow, TPlayerRow, TProjectionRow, TTeamRow } from '../providers.types';
import { demoLeague, type TLeaguePlayer } from './demo-league';
import { createRandom } from './demo-random';
import { gamesOn, GAME_HOURS, type TDemoGame } from './demo-schedule';
import { DEMO_PROVIDER, playsOn, projectionOf, slatesOn } from './demo-slates';
import { fantasyPoints, simulateGame, type TStats } from './demo-stats';
import {
  adpRows,
  depthCharts,
  gameRow,
  goaliesFor,
  injuriesOn,
  lineupsFor,
  nhlLines,
  propsFor,
} from './demo-insights';
import { newsOn } from './demo-news';
import { oddsFor } from './demo-odds';
import { finalScore, gameModel } from './demo-game-model';

/** Days of games and slates kept ahead: NFL plays weekly, so it looks a week ahead. */
const AHEAD: Record<TSportCode, number> = { nba: 1, mlb: 1, nhl: 1, nfl: 7 };
const BEHIND: Record<TSportCode, number> = { nba: 2, mlb: 2, nhl: 2, nfl: 7 };
/** `real`: each sport plays its real regular season only; `all`: every sport plays every day. */
export type TDemoSeasons = 'real' | 'all';

/** Most past games of logs per team loaded at a start (a season to date, up to this many). */
export const LOG_GAMES = 30;

const range = (from: string, days: number) => Array.from({ length: days + 1 }, (_, i) => addDays(from, i));

function teamRows(sport: TSportCode, now: Date): TTeamRow[] {
  return demoLeague(sport).teams.map((t) => ({
    id: t.id,
    sport,
    abbr: t.abbr,
    city: t.city,
    name: t.name,
    conference: t.conference,
    division: t.division,
    provider: DEMO_PROVIDER,
    fetchedAt: now,
  }));
}

function playerRows(sport: TSportCode, now: Date): TPlayerRow[] {
  return demoLeague(sport).players.map((p) => ({
    id: p.id,
    sport,
    teamId: `${sport}:t:${p.team}`,
    teamAbbr: p.team,
    name: p.name,
    position: p.position,
    jersey: p.jersey,
    operatorIds: { draftkings: p.dkId, fanduel: p.fdId },
    operatorPositions: { draftkings: p.dkPosition, fanduel: p.fdPosition },
    externalId: null,
    rookie: p.rookie,
    provider: DEMO_PROVIDER,
    fetchedAt: now,
  }));
}

/**
 * A player's box score of his team's game on a date, or null when he did not play (ruled out, or a
 * pitcher or goalie not starting): the same draw whenever it is asked, so logs and props settle alike.
 */
export function boxScore(p: TLeaguePlayer, date: string): TStats | null {
  if (!playsOn(p, date)) return null;
  const stats = simulateGame(p.sport, p.position, p.q, createRandom(`log:${p.id}:${date}`));
  if (p.position === 'G') {
    // A goalie lets in what the other team scored (an overtime winner included) and wins with his team.
    const g = gamesOn(p.sport, date).find((x) => x.home.abbr === p.team || x.away.abbr === p.team);
    if (g) {
      const score = finalScore(g, gameModel(g));
      const home = g.home.abbr === p.team;
      const ga = home ? score.away : score.home;
      return { sv: stats.sv ?? 0, ga, w: (home ? score.home > score.away : score.away > score.home) ? 1 : 0 };
    }
  }
  return stats;
}

/** Box scores of every player of the given finished games. */
function logsOf(
  sport: TSportCode,
  list: TDemoGame[],
  now: Date,
  onlyTeams?: Map<string, Set<string>>,
): TGameLogRow[] {
  const league = demoLeague(sport);
  const rows: TGameLogRow[] = [];
  for (const g of list) {
    for (const p of [...(league.byTeam.get(g.home.abbr) ?? []), ...(league.byTeam.get(g.away.abbr) ?? [])]) {
      if (onlyTeams && !onlyTeams.get(g.id)?.has(p.team)) continue;
      // A player who did not play has no box score, as in a real feed (a resting pitcher or
      // goalie counted as a game played made a goalie's GAA 0.4).
      const stats = boxScore(p, g.date);
      if (!stats) continue;
      const pts = fantasyPoints(sport, p.position, stats);
      const home = p.team === g.home.abbr;
      rows.push({
        playerId: p.id,
        gameDate: g.date,
        sport,
        opponent: home ? g.away.abbr : g.home.abbr,
        isHome: home ? 1 : 0,
        stats,
        dkPoints: pts.dk,
        fdPoints: pts.fd,
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      });
    }
  }
  return rows;
}

/**
 * The finished games of the current regular season before today (the last season's when out of
 * season), at most LOG_GAMES per team, newest first: what a team's record, trends and logs read.
 * The NFL on Thanksgiving has 11 weeks of them, an NBA team in late November about 18 games.
 */
export function historyGames(
  sport: TSportCode,
  today: string,
  seasons: TDemoSeasons = 'real',
): { games: TDemoGame[]; teamsOfGame: Map<string, Set<string>> } {
  // With every sport in season, the history is simply the games before today.
  const season =
    seasons === 'all' ? { start: addDays(today, -200), end: today } : seasonDay(sport, today).season;
  const last = season.end < today ? season.end : addDays(today, -1);
  const need = new Map(demoLeague(sport).teams.map((t) => [t.abbr, LOG_GAMES]));
  const games: TDemoGame[] = [];
  const teamsOfGame = new Map<string, Set<string>>();
  for (let day = last; day >= season.start && [...need.values()].some((n) => n > 0); day = addDays(day, -1)) {
    for (const g of gamesOn(sport, day)) {
      const wanted = [g.home.abbr, g.away.abbr].filter((t) => (need.get(t) ?? 0) > 0);
      if (wanted.length === 0) continue;
      for (const t of wanted) need.set(t, (need.get(t) ?? 0) - 1);
      games.push(g);
      teamsOfGame.set(g.id, new Set(wanted));
    }
  }
  return { games, teamsOfGame };
}

/**
 * Everything the demo provider has for one sport at `now`: teams, players, the games and slates
 * around today, projections, insights, odds and props; with `history`, the season's games to date
 * (up to LOG_GAMES a team) with their logs.
 */
export function demoBatch(
  sport: TSportCode,
  now: Date,
  opts: { history: boolean; seasons?: TDemoSeasons },
): TFeedBatch {
  const today = etDate(now);
  const seasons = opts.seasons ?? 'real';
  // Out of its regular season a sport plays no games and has no slates (MLB in November).
  const inSeason = (date: string) => seasons === 'all' || seasonDay(sport, date).phase === 'regular';
  const gameDays = range(addDays(today, -BEHIND[sport]), BEHIND[sport] + AHEAD[sport]).filter(inSeason);
  const allGames = gameDays.flatMap((d) => gamesOn(sport, d));
  const upcoming = allGames.filter((g) => g.date >= today);
  const finishedRecent = allGames.filter(
    (g) => g.date < today || now.getTime() > g.start.getTime() + GAME_HOURS[sport] * 3_600_000,
  );
  const slates = range(today, AHEAD[sport])
    .filter(inSeason)
    .flatMap((d) => slatesOn(sport, d, now));
  const projectionDate = new Map<string, string>();
  for (const g of [...upcoming].reverse()) {
    projectionDate.set(g.home.abbr, g.date);
    projectionDate.set(g.away.abbr, g.date);
  }
  const projections: TProjectionRow[] = demoLeague(sport).players.flatMap((p) => {
    const date = projectionDate.get(p.team);
    if (!date) return [];
    return (['draftkings', 'fanduel'] as const).map((operator) => ({
      playerId: p.id,
      operator,
      source: DEMO_PROVIDER,
      points: projectionOf(operator, p, date),
      floor: null,
      ceiling: null,
      provider: DEMO_PROVIDER,
      fetchedAt: now,
      updatedAt: now,
    }));
  });
  const soon = upcoming.filter((g) => g.date <= addDays(today, sport === 'nfl' ? 7 : 1));
  const history = opts.history ? historyGames(sport, today, seasons) : null;
  return {
    teams: teamRows(sport, now),
    players: playerRows(sport, now),
    games: [
      ...new Map([...(history?.games ?? []), ...allGames].map((g) => [g.id, gameRow(g, now)])).values(),
    ],
    slates,
    projections,
    injuries: inSeason(today) ? injuriesOn(sport, today, now) : [],
    news: newsOn(sport, range(addDays(today, -2), 2), now, inSeason),
    depthCharts: depthCharts(sport, now),
    lineups: sport === 'nba' || sport === 'mlb' ? lineupsFor(soon, now) : [],
    nhlLines: sport === 'nhl' ? nhlLines(now) : [],
    goalies: sport === 'nhl' ? goaliesFor(soon, today, now) : [],
    odds: oddsFor(soon, now),
    props: propsFor(soon, now),
    adp: sport === 'mlb' || sport === 'nfl' ? adpRows(sport, now) : [],
    // In season today or within the coming days (NFL: the week ahead), the sport can be chosen.
    sportStatus: [{ code: sport, status: inSeason(today) || upcoming.length > 0 ? 1 : 0 }],
    logs: history
      ? logsOf(sport, history.games, now, history.teamsOfGame)
      : logsOf(
          sport,
          finishedRecent.filter((g) => g.date >= addDays(today, -1)),
          now,
        ),
  };
}
