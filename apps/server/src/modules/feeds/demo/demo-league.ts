import type { TSportCode } from '@dfs/contracts';
import { DEMO_TEAMS, NAMES, ROSTER_TEMPLATE } from './demo-leagues.data';
import { createRandom, round1, type TRandom } from './demo-random';
import { fantasyPoints, simulateGame, type TStats } from './demo-stats';

/** A demo team with its strength (0..1), which drives scores, odds and spreads. */
export type TLeagueTeam = {
  id: string;
  abbr: string;
  city: string;
  name: string;
  conference: string;
  division: string;
  strength: number;
};

/** A demo player: positions per operator, quality within his position and expected points. */
export type TLeaguePlayer = {
  id: string;
  sport: TSportCode;
  team: string;
  name: string;
  position: string;
  dkPosition: string;
  fdPosition: string;
  jersey: number;
  /** 0 = first on the depth chart at his position. */
  depth: number;
  starter: boolean;
  q: number;
  /** Expected DraftKings / FanDuel points and stat means over many simulated games. */
  meanDk: number;
  meanFd: number;
  /** Stable ids on each operator. */
  dkId: string;
  fdId: string;
  /** In his first season (never a team defence). */
  rookie: boolean;
};

export type TLeague = {
  sport: TSportCode;
  teams: TLeagueTeam[];
  players: TLeaguePlayer[];
  /** Players by team abbreviation. */
  byTeam: Map<string, TLeaguePlayer[]>;
};

const DUAL: Partial<Record<TSportCode, Record<string, string[]>>> = {
  nba: { PG: ['PG/SG'], SG: ['PG/SG', 'SG/SF'], SF: ['SG/SF', 'SF/PF'], PF: ['SF/PF', 'PF/C'], C: ['PF/C'] },
  mlb: {
    '1B': ['1B/3B', '1B/OF'],
    '2B': ['2B/SS', '2B/3B'],
    '3B': ['1B/3B', '3B/OF'],
    SS: ['2B/SS'],
    C: ['C/1B'],
    OF: ['1B/OF'],
  },
};

function operatorPositions(sport: TSportCode, position: string, r: TRandom): { dk: string; fd: string } {
  const duals = DUAL[sport]?.[position];
  const dk = duals && r.chance(0.3) ? r.pick(duals) : position;
  switch (sport) {
    case 'nba':
      return { dk, fd: position };
    case 'mlb':
      return { dk, fd: position === 'SP' || position === 'RP' ? 'P' : dk };
    case 'nhl':
      return { dk, fd: position === 'LW' || position === 'RW' ? 'W' : position };
    case 'nfl':
      return { dk, fd: position === 'DST' ? 'D' : position };
  }
}

const leagues = new Map<TSportCode, TLeague>();

/**
 * The league of a sport: every real team, generated players in real positional proportions with a
 * quality and the expected fantasy points that follow from it. Pure and memoised.
 */
export function demoLeague(sport: TSportCode): TLeague {
  const cached = leagues.get(sport);
  if (cached) return cached;
  const r = createRandom(`league:${sport}`);
  const usedNames = new Set<string>();
  const teams: TLeagueTeam[] = DEMO_TEAMS[sport].map(([abbr, city, name, conference, division]) => ({
    id: `${sport}:t:${abbr}`,
    abbr,
    city,
    name,
    conference,
    division,
    strength: round1(r.next() * 10) / 10,
  }));
  const players: TLeaguePlayer[] = [];
  let serial = 0;
  for (const team of teams) {
    const jerseys = r.shuffle(Array.from({ length: 98 }, (_, i) => i + 1));
    for (const slot of ROSTER_TEMPLATE[sport]) {
      // Quality falls with depth; the team's strength lifts everyone a little.
      const qs = Array.from({ length: slot.count }, (_, depth) =>
        Math.min(
          1,
          Math.max(
            0.02,
            (depth === 0 ? 0.55 : 0.35 / depth) * (0.55 + r.next() * 0.9) + team.strength * 0.15,
          ),
        ),
      ).sort((a, b) => b - a);
      qs.forEach((q, depth) => {
        serial++;
        let name: string;
        if (slot.position === 'DST') name = team.name;
        else {
          do name = `${r.pick(NAMES.first)} ${r.pick(NAMES.last)}`;
          while (usedNames.has(name));
          usedNames.add(name);
        }
        const { dk, fd } = operatorPositions(sport, slot.position, r);
        players.push(
          makePlayer(sport, team, slot, { q, depth, name, dk, fd, serial, jersey: jerseys.pop() ?? 0 }),
        );
      });
    }
  }
  // Kickers come last, from a stream of their own, so adding them left every other player as he was.
  if (sport === 'nfl') {
    const k = createRandom('league:nfl:K');
    for (const team of teams) {
      serial++;
      let name: string;
      do name = `${k.pick(NAMES.first)} ${k.pick(NAMES.last)}`;
      while (usedNames.has(name));
      usedNames.add(name);
      const taken = new Set(players.filter((p) => p.team === team.abbr).map((p) => p.jersey));
      let jersey = 1 + k.int(0, 19);
      while (taken.has(jersey)) jersey++;
      const q = Math.min(1, 0.3 + k.next() * 0.6 + team.strength * 0.1);
      const slot = { position: 'K', count: 1, starters: 1 };
      players.push(makePlayer(sport, team, slot, { q, depth: 0, name, dk: 'K', fd: 'K', serial, jersey }));
    }
  }
  const byTeam = new Map<string, TLeaguePlayer[]>(teams.map((t) => [t.abbr, []]));
  for (const p of players) byTeam.get(p.team)?.push(p);
  const league = { sport, teams, players, byTeam };
  leagues.set(sport, league);
  return league;
}

/** One player with his expected points from simulated games; rookies from a stream of their own. */
function makePlayer(
  sport: TSportCode,
  team: TLeagueTeam,
  slot: { position: string; starters: number },
  o: { q: number; depth: number; name: string; dk: string; fd: string; serial: number; jersey: number },
): TLeaguePlayer {
  const { q, depth, name, dk, fd, serial } = o;
  const sim = createRandom(`sim:${sport}:${serial}`);
  let sumDk = 0;
  let sumFd = 0;
  const runs = 24;
  for (let i = 0; i < runs; i++) {
    const pts = fantasyPoints(sport, slot.position, simulateGame(sport, slot.position, q, sim));
    sumDk += pts.dk;
    sumFd += pts.fd;
  }
  const id = `${sport}:p:${team.abbr}-${slot.position}-${depth + 1}`;
  // About one player in eight is a rookie, more often a backup than a starter.
  const rookie =
    slot.position !== 'DST' && createRandom(`rookie:${id}`).chance(depth < slot.starters ? 0.06 : 0.18);
  return {
    id,
    sport,
    team: team.abbr,
    name,
    position: slot.position,
    dkPosition: dk,
    fdPosition: fd,
    jersey: o.jersey,
    depth,
    starter: depth < slot.starters,
    q,
    meanDk: round1(Math.max(0, sumDk / runs)),
    meanFd: round1(Math.max(0, sumFd / runs)),
    dkId: String(30_000_000 + serial * 7),
    fdId: `${90_000 + serial}`,
    rookie,
  };
}

const statLines = new Map<string, TStatLine>();
/** Simulated games behind a player's prop lines. */
const STAT_RUNS = 400;

/** A player's stats over many simulated games: means, deviations and each stat's values. */
export type TStatLine = { means: TStats; sds: TStats; values: Record<string, number[]> };

/**
 * A player's mean and game-to-game standard deviation of each stat, and the simulated values, from
 * which the demo books set and price his prop lines: 400 simulated games (24 left the lines off by
 * a fifth of a spread and the prop analyzer showed +45 points of edge; 72 still left the books'
 * probabilities five points off on shots on goal). Made on first use, for the players with props
 * only, so a demo start does not pay for them.
 */
export function statLine(p: TLeaguePlayer): TStatLine {
  const hit = statLines.get(p.id);
  if (hit) return hit;
  const sim = createRandom(`sim-stats:${p.id}`);
  const values: Record<string, number[]> = {};
  for (let i = 0; i < STAT_RUNS; i++)
    for (const [k, v] of Object.entries(simulateGame(p.sport, p.position, p.q, sim)))
      (values[k] ??= []).push(v);
  const line: TStatLine = { means: {}, sds: {}, values };
  for (const [k, list] of Object.entries(values)) {
    const m = list.reduce((a, b) => a + b, 0) / list.length;
    line.means[k] = round1(m);
    line.sds[k] = Math.sqrt(Math.max(0, list.reduce((a, v) => a + v * v, 0) / list.length - m * m));
  }
  statLines.set(p.id, line);
  return line;
}
