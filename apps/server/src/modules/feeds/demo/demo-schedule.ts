import type { TSportCode } from '@dfs/contracts';
import { addDays, etToUtc } from '@dfs/optimizer';
import { demoLeague, type TLeagueTeam } from './demo-league';
import { createRandom } from './demo-random';

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** One scheduled demo game. */
export type TDemoGame = {
  id: string;
  sport: TSportCode;
  date: string;
  home: TLeagueTeam;
  away: TLeagueTeam;
  start: Date;
  /** `AWAY@HOME`, the operators' game key. */
  key: string;
};

const TIMES: Record<Exclude<TSportCode, 'nfl'>, [number, number][]> = {
  nba: [
    [19, 0],
    [19, 30],
    [20, 0],
    [20, 30],
    [22, 0],
  ],
  nhl: [
    [19, 0],
    [19, 0],
    [19, 30],
    [20, 0],
    [22, 0],
  ],
  mlb: [
    [13, 5],
    [16, 10],
    [18, 40],
    [19, 5],
    [19, 10],
    [20, 10],
    [21, 40],
    [22, 10],
  ],
};
const COUNTS: Record<Exclude<TSportCode, 'nfl'>, [number, number]> = {
  nba: [5, 10],
  nhl: [5, 12],
  mlb: [13, 15],
};

function makeGame(
  sport: TSportCode,
  date: string,
  away: TLeagueTeam,
  home: TLeagueTeam,
  start: Date,
): TDemoGame {
  const key = `${away.abbr}@${home.abbr}`;
  return { id: `${sport}:g:${date}:${key}`, sport, date, home, away, start, key };
}

/**
 * The games of a sport on a date, deterministic. NFL follows its week: one Thursday game, fourteen
 * on Sunday and one on Monday (all 32 teams); the other leagues play most days.
 */
export function gamesOn(sport: TSportCode, date: string): TDemoGame[] {
  const key = `${sport}:${date}`;
  const hit = scheduleCache.get(key);
  if (hit) return hit;
  const list = scheduleOf(sport, date);
  if (scheduleCache.size > 5000) scheduleCache.clear();
  scheduleCache.set(key, list);
  return list;
}

const scheduleCache = new Map<string, TDemoGame[]>();

function scheduleOf(sport: TSportCode, date: string): TDemoGame[] {
  const { teams } = demoLeague(sport);
  if (sport === 'nfl') {
    const day = weekday(date);
    const sinceThursday = (day + 3) % 7;
    const thursday = addDays(date, -sinceThursday);
    const order = createRandom(`nfl:week:${thursday}`).shuffle(teams);
    const pair = (i: number) => [order[2 * i]!, order[2 * i + 1]!] as const;
    if (day === 4) return [makeGame(sport, date, ...pair(0), etToUtc(date, 20, 15))];
    if (day === 1) return [makeGame(sport, date, ...pair(15), etToUtc(date, 20, 15))];
    if (day !== 0) return [];
    const kick: [number, number][] = [
      ...Array<[number, number]>(9).fill([13, 0]),
      [16, 5],
      [16, 5],
      [16, 25],
      [16, 25],
      [20, 20],
    ];
    return kick.map((t, i) => makeGame(sport, date, ...pair(i + 1), etToUtc(date, t[0], t[1])));
  }
  const r = createRandom(`${sport}:day:${date}`);
  const [lo, hi] = COUNTS[sport];
  const count = r.int(lo, Math.min(hi, Math.floor(teams.length / 2)));
  const order = r.shuffle(teams);
  const times = TIMES[sport];
  const list = Array.from({ length: count }, (_, i) => {
    const t = times[Math.min(times.length - 1, Math.floor((i / count) * times.length))]!;
    return makeGame(sport, date, order[2 * i]!, order[2 * i + 1]!, etToUtc(date, t[0], t[1]));
  });
  return list.sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key));
}

/** How long a game lasts, for its live/final status. */
export const GAME_HOURS: Record<TSportCode, number> = { nba: 2.5, nhl: 2.6, mlb: 3, nfl: 3.3 };
