import { addDays, etDate } from '@dfs/optimizer';
import type { TSportCode } from '@dfs/contracts';
import type { TFeedBatch, TGameLogRow, TPlayerRow, TProjectionRow, TTeamRow } from '../providers.types';
import { demoLeague } from './demo-league';
import { createRandom } from './demo-random';
import { gamesOn, GAME_HOURS, type TDemoGame } from './demo-schedule';
import { DEMO_PROVIDER, projectionOf, slatesOn } from './demo-slates';
import { fantasyPoints, simulateGame } from './demo-stats';
import {
  adpRows,
  depthCharts,
  gameRow,
  goaliesFor,
  injuriesOn,
  lineupsFor,
  newsOn,
  nhlLines,
  oddsFor,
  propsFor,
} from './demo-insights';

/** Days of games and slates kept ahead: NFL plays weekly, so it looks a week ahead. */
const AHEAD: Record<TSportCode, number> = { nba: 1, mlb: 1, nhl: 1, nfl: 7 };
const BEHIND: Record<TSportCode, number> = { nba: 2, mlb: 2, nhl: 2, nfl: 7 };
/** Past games of logs per player. */
export const LOG_GAMES = 20;

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
      const r = createRandom(`log:${p.id}:${g.date}`);
      const plays =
        (p.position !== 'SP' || projectionOf('draftkings', p, g.date) > 0) &&
        (p.position !== 'G' || projectionOf('draftkings', p, g.date) > 0);
      const stats = plays ? simulateGame(sport, p.position, p.q, r) : {};
      const pts = plays ? fantasyPoints(sport, p.position, stats) : { dk: 0, fd: 0 };
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

/** The last LOG_GAMES finished games of every team before today, as logs. */
function historyLogs(sport: TSportCode, today: string, now: Date): TGameLogRow[] {
  const need = new Map(demoLeague(sport).teams.map((t) => [t.abbr, LOG_GAMES]));
  const picked: TDemoGame[] = [];
  const teamsOfGame = new Map<string, Set<string>>();
  for (let back = 1; back < 200 && [...need.values()].some((n) => n > 0); back++) {
    for (const g of gamesOn(sport, addDays(today, -back))) {
      const wanted = [g.home.abbr, g.away.abbr].filter((t) => (need.get(t) ?? 0) > 0);
      if (wanted.length === 0) continue;
      for (const t of wanted) need.set(t, (need.get(t) ?? 0) - 1);
      picked.push(g);
      teamsOfGame.set(g.id, new Set(wanted));
    }
  }
  return logsOf(sport, picked, now, teamsOfGame);
}

/**
 * Everything the demo provider has for one sport at `now`: teams, players, the games and slates
 * around today, projections, insights, odds and props; with `history`, 20 games of logs per player.
 */
export function demoBatch(sport: TSportCode, now: Date, opts: { history: boolean }): TFeedBatch {
  const today = etDate(now);
  const gameDays = range(addDays(today, -BEHIND[sport]), BEHIND[sport] + AHEAD[sport]);
  const allGames = gameDays.flatMap((d) => gamesOn(sport, d));
  const upcoming = allGames.filter((g) => g.date >= today);
  const finishedRecent = allGames.filter(
    (g) => g.date < today || now.getTime() > g.start.getTime() + GAME_HOURS[sport] * 3_600_000,
  );
  const slates = range(today, AHEAD[sport]).flatMap((d) => slatesOn(sport, d, now));
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
  return {
    teams: teamRows(sport, now),
    players: playerRows(sport, now),
    games: allGames.map((g) => gameRow(g, now)),
    slates,
    projections,
    injuries: injuriesOn(sport, today, now),
    news: newsOn(sport, range(addDays(today, -2), 2), now),
    depthCharts: depthCharts(sport, now),
    lineups: sport === 'nba' || sport === 'mlb' ? lineupsFor(soon, now) : [],
    nhlLines: sport === 'nhl' ? nhlLines(now) : [],
    goalies: sport === 'nhl' ? goaliesFor(soon, today, now) : [],
    odds: oddsFor(soon, now),
    props: propsFor(soon, now),
    adp: sport === 'mlb' || sport === 'nfl' ? adpRows(sport, now) : [],
    logs: opts.history
      ? historyLogs(sport, today, now)
      : logsOf(
          sport,
          finishedRecent.filter((g) => g.date >= addDays(today, -1)),
          now,
        ),
  };
}
