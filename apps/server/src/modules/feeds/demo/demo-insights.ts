import type { TSportCode } from '@dfs/contracts';
import type {
  TAdpRow,
  TDepthRow,
  TGameRow,
  TGoalieRow,
  TInjuryRow,
  TLineupRow,
  TNewsRow,
  TNhlLinesRow,
  TOddsRow,
  TPropRow,
} from '../providers.types';
import { demoLeague, statLine, type TLeaguePlayer } from './demo-league';
import { createRandom, round1 } from './demo-random';
import { GAME_HOURS, type TDemoGame } from './demo-schedule';
import { DEMO_PROVIDER, injuryOf, startsOn } from './demo-slates';
import { normalCdf } from '../../betting';
import { PROP_MARKETS } from './demo-stats';

const BOOKS = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars'];
const PERIODS: Record<TSportCode, { count: number; name: (i: number) => string; minutes: number }> = {
  nba: { count: 4, name: (i) => `Q${i}`, minutes: 12 },
  nfl: { count: 4, name: (i) => `Q${i}`, minutes: 15 },
  nhl: { count: 3, name: (i) => `P${i}`, minutes: 20 },
  mlb: { count: 9, name: (i) => `Inning ${i}`, minutes: 0 },
};
const AVG_SCORE: Record<TSportCode, number> = { nba: 113, nfl: 22, nhl: 3, mlb: 4.5 };

const teamsOf = (sport: TSportCode) => new Map(demoLeague(sport).players.map((p) => [p.id, p]));
const rosterOf = (sport: TSportCode, team: string) => demoLeague(sport).byTeam.get(team) ?? [];

/** A game row with its status, score, period and clock at `now` (scores follow team strength). */
export function gameRow(g: TDemoGame, now: Date): TGameRow {
  const elapsed = (now.getTime() - g.start.getTime()) / (GAME_HOURS[g.sport] * 3_600_000);
  const r = createRandom(`score:${g.id}`);
  const score = (strength: number, home: boolean) =>
    Math.max(
      0,
      Math.round(
        r.normal(
          AVG_SCORE[g.sport] * (0.85 + 0.3 * strength) + (home ? 1 : 0) * (g.sport === 'nba' ? 3 : 0),
          g.sport === 'nba' ? 9 : AVG_SCORE[g.sport] * 0.35,
        ),
      ),
    );
  const finalHome = score(g.home.strength, true);
  let finalAway = score(g.away.strength, false);
  if (finalAway === finalHome && g.sport !== 'nfl')
    finalAway += r.chance(0.5) ? 1 : -1 * Math.min(1, finalAway);
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

const HEADLINES = [
  (p: TLeaguePlayer) => [
    `${p.name} logs full practice`,
    `${p.name} was a full participant and carries no designation.`,
    'His role looks secure; keep him in lineups at his usual exposure.',
  ],
  (p: TLeaguePlayer) => [
    `${p.name} leads team in usage`,
    `${p.name} has led the ${p.team} in usage over the last five games.`,
    'The volume makes him a strong value at his salary.',
  ],
  (p: TLeaguePlayer) => [
    `${p.name} moves up the depth chart`,
    `${p.name} is expected to see more work after a lineup change.`,
    'A cheap source of points until the price catches up.',
  ],
  (p: TLeaguePlayer) => [
    `${p.name} struggles in loss`,
    `${p.name} was held in check in his last outing.`,
    'One quiet game does not change his outlook; a buy-low spot in tournaments.',
  ],
  (p: TLeaguePlayer) => [
    `${p.name} posts season high`,
    `${p.name} set a season high in his last game.`,
    'Expect his salary to rise; his projection already reflects the role.',
  ],
];

/** News of a sport for the last three days: a few items a day plus one per injury. */
export function newsOn(sport: TSportCode, dates: string[], now: Date): TNewsRow[] {
  const players = demoLeague(sport).players.filter((p) => p.starter);
  return dates.flatMap((date) => {
    const r = createRandom(`news:${sport}:${date}`);
    const items = r
      .shuffle(players)
      .slice(0, 12)
      .map((p, i) => {
        const [headline, body, analysis] = r.pick(HEADLINES)(p) as [string, string, string];
        const publishedAt = new Date(new Date(`${date}T13:00:00Z`).getTime() + i * 40 * 60_000);
        return {
          id: `${sport}:n:${date}:${i}`,
          sport,
          playerId: p.id,
          teamAbbr: p.team,
          headline,
          body,
          analysis,
          publishedAt,
          provider: DEMO_PROVIDER,
          fetchedAt: now,
        };
      });
    const injured = injuriesOn(sport, date, now)
      .slice(0, 8)
      .map((inj, i) => ({
        id: `${sport}:n:${date}:inj:${i}`,
        sport,
        playerId: inj.playerId,
        teamAbbr: inj.teamAbbr,
        headline: `${teamsOf(sport).get(inj.playerId)?.name ?? 'Player'} listed ${inj.status} (${inj.body.toLowerCase()})`,
        body: inj.detail,
        analysis: 'Check the status before lock; his backup gains value if he sits.',
        publishedAt: new Date(`${date}T15:30:00Z`),
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      }));
    return [...items, ...injured].filter(
      (n) => n.publishedAt.getTime() <= now.getTime() || date === dates[0],
    );
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

const american = (p: number) =>
  p >= 0.5 ? -Math.round((100 * p) / (1 - p)) : Math.round((100 * (1 - p)) / p);

/** A prop's margin over both sides (about -110 / -110 at even chances). */
const PROP_MARGIN = 0.045;

/** Odds of each game at four books: spread and moneyline from team strength, open and current. */
export function oddsFor(games: TDemoGame[], now: Date): TOddsRow[] {
  const spreadScale: Record<TSportCode, number> = { nba: 14, nfl: 10, nhl: 1.5, mlb: 1.5 };
  return games.flatMap((g) => {
    const r = createRandom(`odds:${g.id}`);
    const edge = g.home.strength - g.away.strength + 0.1;
    const openSpread = -Math.round(edge * spreadScale[g.sport] * 2) / 2 || -0.5;
    const openTotal = Math.round(AVG_SCORE[g.sport] * 2 * (0.95 + 0.1 * r.next()) * 2) / 2;
    const pHome = Math.min(0.85, Math.max(0.15, 0.5 + edge * 0.45));
    return BOOKS.map((book) => {
      const move = r.normal(0, 0.03);
      const ph = Math.min(0.9, Math.max(0.1, pHome + move + 0.02));
      const pa = Math.min(0.9, Math.max(0.1, 1 - pHome - move + 0.02));
      return {
        gameId: g.id,
        book,
        sport: g.sport,
        homeMoneyline: american(ph),
        awayMoneyline: american(pa),
        homeSpread:
          g.sport === 'nhl' || g.sport === 'mlb'
            ? openSpread < 0
              ? -1.5
              : 1.5
            : openSpread + Math.round(r.normal(0, 0.6)) / 2,
        spreadPrice: -110 + r.int(-6, 6),
        total: openTotal + (g.sport === 'nba' || g.sport === 'nfl' ? Math.round(r.normal(0, 1)) / 2 : 0),
        overPrice: -110 + r.int(-8, 8),
        underPrice: -110 + r.int(-8, 8),
        open: {
          homeMoneyline: american(pHome + 0.02),
          awayMoneyline: american(1 - pHome + 0.02),
          homeSpread: openSpread,
          total: openTotal,
        },
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      };
    });
  });
}

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
                const line = openLine + (r.chance(0.3) ? (r.chance(0.5) ? 1 : -1) : 0);
                // Each book prices the line from the player's true spread (a book's own read
                // moves it up to 3 points) with its margin on both sides: a line far under the
                // average gets a short over price, as real books quote it, not -110 both ways.
                const over = Math.min(
                  0.9,
                  Math.max(0.1, 1 - normalCdf((line - mean) / sd) + r.normal(0, 0.015)),
                );
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
