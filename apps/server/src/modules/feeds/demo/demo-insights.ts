import type { TSportCode } from '@dfs/contracts';
import type {
  TAdpRow,
  TDepthRow,
  TGameRow,
  TGoalieRow,
  TInjuryRow,
  TLineupRow,
  TNhlLinesRow,
  TPropRow,
} from '../providers.types';
import { demoLeague, statLine, type TLeaguePlayer } from './demo-league';
import { createRandom, round1 } from './demo-random';
import { GAME_HOURS, type TDemoGame } from './demo-schedule';
import { DEMO_PROVIDER, injuryOf, startsOn } from './demo-slates';
import { COUNT_MARKETS, normalCdf } from '../../betting';
import { PROP_MARKETS } from './demo-stats';
import { finalScore, gameModel } from './demo-game-model';
import { american, BOOKS } from './demo-odds';

const PERIODS: Record<TSportCode, { count: number; name: (i: number) => string; minutes: number }> = {
  nba: { count: 4, name: (i) => `Q${i}`, minutes: 12 },
  nfl: { count: 4, name: (i) => `Q${i}`, minutes: 15 },
  nhl: { count: 3, name: (i) => `P${i}`, minutes: 20 },
  mlb: { count: 9, name: (i) => `Inning ${i}`, minutes: 0 },
};

const rosterOf = (sport: TSportCode, team: string) => demoLeague(sport).byTeam.get(team) ?? [];

/** A game row with its status, score, period and clock at `now` (the score drawn from the game's model, as its odds are). */
export function gameRow(g: TDemoGame, now: Date): TGameRow {
  const elapsed = (now.getTime() - g.start.getTime()) / (GAME_HOURS[g.sport] * 3_600_000);
  const { home: finalHome, away: finalAway } = finalScore(g, gameModel(g));
  const base = {
    id: g.id,
    sport: g.sport,
    homeTeamId: g.home.id,
    awayTeamId: g.away.id,
    homeAbbr: g.home.abbr,
    awayAbbr: g.away.abbr,
    startTime: g.start,
    venue: `${g.home.city} Arena`,
    externalId: null,
    provider: DEMO_PROVIDER,
    fetchedAt: now,
  };
  if (elapsed < 0)
    return { ...base, status: 'scheduled', homeScore: null, awayScore: null, period: null, clock: null };
  if (elapsed >= 1)
    return {
      ...base,
      status: 'final',
      homeScore: finalHome,
      awayScore: finalAway,
      period: 'Final',
      clock: null,
    };
  const p = PERIODS[g.sport];
  const at = elapsed * p.count;
  const period = Math.min(p.count, Math.floor(at) + 1);
  const left = p.minutes ? Math.round((1 - (at % 1)) * p.minutes * 60) : 0;
  return {
    ...base,
    status: 'live',
    homeScore: Math.floor(finalHome * elapsed),
    awayScore: Math.floor(finalAway * elapsed),
    period: p.name(period),
    clock: p.minutes ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : null,
  };
}

/** Current injuries of a sport on a date. */
export function injuriesOn(sport: TSportCode, date: string, now: Date): TInjuryRow[] {
  return demoLeague(sport).players.flatMap((p) => {
    const inj = injuryOf(p, date);
    if (!inj) return [];
    return [
      {
        playerId: p.id,
        sport,
        teamAbbr: p.team,
        status: inj.status,
        body: inj.body,
        detail: `${inj.body} injury; ${inj.status === 'Q' || inj.status === 'GTD' || inj.status === 'DTD' ? 'a game-time decision' : 'not expected to play'}.`,
        reportedAt: new Date(`${date}T14:00:00Z`),
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      },
    ];
  });
}

/** Depth charts of every team of a sport. */
export function depthCharts(sport: TSportCode, now: Date): TDepthRow[] {
  return demoLeague(sport).players.map((p) => ({
    teamId: `${sport}:t:${p.team}`,
    sport,
    position: p.position,
    depth: p.depth + 1,
    playerId: p.id,
    provider: DEMO_PROVIDER,
    fetchedAt: now,
  }));
}

const lp = (p: TLeaguePlayer, position = p.position) => ({ playerId: p.id, name: p.name, position });

/** Starting lineups (NBA, MLB) of the given games: confirmed within an hour of the start. */
export function lineupsFor(games: TDemoGame[], now: Date): TLineupRow[] {
  return games.flatMap((g) =>
    [g.away, g.home].map((team) => {
      const roster = rosterOf(g.sport, team.abbr);
      const status: 'confirmed' | 'expected' =
        g.start.getTime() - now.getTime() < 3_600_000 ? 'confirmed' : 'expected';
      let players: TLineupRow['players'];
      if (g.sport === 'nba')
        players = roster.filter((p) => p.depth === 0).map((p, i) => ({ ...lp(p), order: i + 1 }));
      else {
        const hitters = roster.filter((p) => p.position !== 'SP' && p.position !== 'RP');
        const starters = hitters.filter((p) => p.starter);
        const dh = hitters.filter((p) => !p.starter).sort((a, b) => b.q - a.q)[0];
        const order = createRandom(`order:${g.id}:${team.abbr}`)
          .shuffle([...starters, ...(dh ? [dh] : [])])
          .sort((a, b) => b.q - a.q + (a.q - b.q) * 0.5);
        const pitcher = roster.find((p) => p.position === 'SP' && startsOn(p, g.date));
        players = [
          ...(pitcher ? [{ ...lp(pitcher), order: 0 }] : []),
          ...order.map((p, i) => ({ ...lp(p, p === dh ? 'DH' : p.position), order: i + 1 })),
        ];
      }
      return {
        gameId: g.id,
        teamId: team.id,
        sport: g.sport,
        status,
        players,
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      };
    }),
  );
}

/** NHL line combinations of every team: four forward lines, three pairs, two power-play units. */
export function nhlLines(now: Date): TNhlLinesRow[] {
  const league = demoLeague('nhl');
  return league.teams.map((t) => {
    const roster = rosterOf('nhl', t.abbr);
    const at = (pos: string, depth: number) => roster.find((p) => p.position === pos && p.depth === depth);
    const forwards = [0, 1, 2, 3].map((d) =>
      [at('LW', d), at('C', d), at('RW', d)].filter((p): p is TLeaguePlayer => !!p).map((p) => lp(p)),
    );
    const defence = [0, 1, 2].map((d) =>
      [at('D', 2 * d), at('D', 2 * d + 1)].filter((p): p is TLeaguePlayer => !!p).map((p) => lp(p)),
    );
    const pp = (d: number) =>
      [at('LW', d), at('C', d), at('RW', d), at('D', d), at('D', d + 2)]
        .filter((p): p is TLeaguePlayer => !!p)
        .map((p) => lp(p));
    return {
      teamId: t.id,
      forwards,
      defence,
      powerPlay: [pp(0), pp(1)],
      provider: DEMO_PROVIDER,
      fetchedAt: now,
    };
  });
}

/** Starting goalies of NHL games: confirmed within two hours of the start, likely the same day. */
export function goaliesFor(games: TDemoGame[], today: string, now: Date): TGoalieRow[] {
  return games.flatMap((g) =>
    [g.away, g.home].flatMap((team) => {
      const goalie = rosterOf('nhl', team.abbr).find((p) => p.position === 'G' && startsOn(p, g.date));
      if (!goalie) return [];
      const soon = g.start.getTime() - now.getTime() < 2 * 3_600_000;
      const status: TGoalieRow['status'] = soon ? 'confirmed' : g.date === today ? 'likely' : 'unconfirmed';
      return [
        {
          gameId: g.id,
          teamId: team.id,
          playerId: goalie.id,
          status,
          provider: DEMO_PROVIDER,
          fetchedAt: now,
        },
      ];
    }),
  );
}

/** A prop's margin over both sides (about -110 / -110 at even chances). */
const PROP_MARGIN = 0.045;

/** Share of simulated games over a line, a half game added to each side so it is never 0 or 1. */
const shareOver = (values: number[], line: number) =>
  (values.filter((v) => v > line).length + 0.5) / (values.length + 1);

/** Player props of each game at three books, lines near each player's average. */
export function propsFor(games: TDemoGame[], now: Date): TPropRow[] {
  return games.flatMap((g) =>
    [g.away, g.home].flatMap((team) =>
      rosterOf(g.sport, team.abbr)
        .filter((p) => p.starter && startsOn(p, g.date) && !injuryOf(p, g.date))
        .flatMap((p) =>
          PROP_MARKETS[g.sport]
            .filter((m) => m.positions.includes(p.position))
            .flatMap((m) => {
              const r = createRandom(`prop:${g.id}:${p.id}:${m.market}`);
              const stats = statLine(p);
              const mean = stats.means[m.stat] ?? 0;
              if (mean < 0.5) return [];
              const sd = Math.max(stats.sds[m.stat] ?? 0, 0.5);
              const openLine = Math.floor(mean * (0.95 + 0.1 * r.next())) + 0.5;
              return BOOKS.slice(0, 3).map((book) => {
                const line = Math.max(0.5, openLine + (r.chance(0.3) ? (r.chance(0.5) ? 1 : -1) : 0));
                // Each book prices the line from the player's true distribution (a book's own read
                // moves it up to 3 points) with its margin on both sides: a line far under the
                // average gets a short over price, as real books quote it, not -110 both ways.
                // Small counts (hits, shots) are priced from the simulated games themselves: a
                // normal curve overprices their overs.
                const fair = COUNT_MARKETS.has(m.market)
                  ? shareOver(stats.values[m.stat] ?? [], line)
                  : 1 - normalCdf((line - mean) / sd);
                const over = Math.min(0.9, Math.max(0.1, fair + r.normal(0, 0.015)));
                return {
                  gameId: g.id,
                  playerId: p.id,
                  book,
                  market: m.market,
                  sport: g.sport,
                  line,
                  openLine,
                  overPrice: american(over + PROP_MARGIN / 2),
                  underPrice: american(1 - over + PROP_MARGIN / 2),
                  provider: DEMO_PROVIDER,
                  fetchedAt: now,
                };
              });
            }),
        ),
    ),
  );
}

/**
 * Players a 12-team season-long league starts at each position (flex spots shared out): the
 * replacement level of the draft. A draft takes value over that level, not raw points, so a
 * quarterback who scores the most still goes after the top backs and receivers, and defenses last.
 */
const DRAFT_STARTERS: Record<'mlb' | 'nfl', Record<string, number>> = {
  nfl: { QB: 12, RB: 30, WR: 42, TE: 14, DST: 12 },
  mlb: { C: 12, '1B': 18, '2B': 18, '3B': 18, SS: 18, OF: 60, SP: 72 },
};
/**
 * Season value per point of a game: a starting pitcher plays about one game in five (his points
 * per game are a start's); drafters stream defenses week to week, so they take one in the last
 * rounds whatever it scores.
 */
const DRAFT_WEIGHT: Record<string, number> = { SP: 0.22, DST: 0.25 };

/**
 * Season-long ADP (MLB, NFL): players ranked by expected FanDuel points over their position's
 * replacement level, with some disagreement, as average picks (one decimal, increasing, from
 * 1.0); and the ADP of the snapshot a week before (the movement column). The feed store keeps
 * the previous snapshot's value when a later one changes a player's ADP.
 */
export function adpRows(sport: 'mlb' | 'nfl', now: Date): TAdpRow[] {
  const r = createRandom(`adp:${sport}`);
  const before = createRandom(`adp-previous:${sport}`);
  const previousAt = new Date(now.getTime() - 7 * 86_400_000);
  const scored = demoLeague(sport)
    .players.filter((p) => DRAFT_STARTERS[sport][p.position] !== undefined)
    .map((p) => ({ p, score: p.meanFd * (0.85 + 0.3 * r.next()) }));
  const replacement = new Map<string, number>();
  for (const [position, starters] of Object.entries(DRAFT_STARTERS[sport])) {
    const scores = scored
      .filter((s) => s.p.position === position)
      .map((s) => s.score)
      .sort((a, b) => b - a);
    replacement.set(position, scores[Math.min(starters, scores.length) - 1] ?? 0);
  }
  // Average picks: the value order blurred by drafters' disagreement (more further down).
  const picks = scored
    .map((s) => ({
      p: s.p,
      value: (s.score - (replacement.get(s.p.position) ?? 0)) * (DRAFT_WEIGHT[s.p.position] ?? 1),
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, 300)
    .map((s, i) => ({ p: s.p, pick: i + 1 + r.normal(0, 0.5 * Math.sqrt(i + 1)) }))
    .sort((a, b) => a.pick - b.pick);
  const byPos = new Map<string, number>();
  let last = 0.9;
  return picks.map(({ p, pick }) => {
    const positionRank = (byPos.get(p.position) ?? 0) + 1;
    byPos.set(p.position, positionRank);
    const adp = round1(Math.max(last + 0.1, pick));
    last = adp;
    // A fifth of the players did not move; the others drifted by about a fifth of their spread.
    const drift = before.chance(0.2) ? 0 : before.normal(0, 0.25 * Math.sqrt(adp) + 0.3);
    return {
      playerId: p.id,
      sport,
      source: DEMO_PROVIDER,
      adp,
      positionRank,
      previousAdp: Math.max(1, round1(adp + drift)),
      previousAt,
      provider: DEMO_PROVIDER,
      fetchedAt: now,
    };
  });
}
