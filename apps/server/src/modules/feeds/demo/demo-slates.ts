import type { TGameType, TOperator, TSportCode } from '@dfs/contracts';
import type { TSlateBundle, TSlatePlayerRow } from '../providers.types';
import { rosterSlotsFor } from '../roster-rules';
import { demoLeague, type TLeaguePlayer } from './demo-league';
import { SALARY_RANGES, SINGLE_SALARY_RANGES } from './demo-leagues.data';
import { createRandom, round1 } from './demo-random';
import { GAME_HOURS, gamesOn, type TDemoGame } from './demo-schedule';

export const DEMO_PROVIDER = 'demo';
const OP_CODE: Record<TOperator, string> = { draftkings: 'dk', fanduel: 'fd' };

const percentiles = new Map<string, Map<string, number>>();

/** A player's rank within his salary group (0 worst .. 1 best) by the operator's expected points. */
function percentileOf(operator: TOperator, p: TLeaguePlayer): number {
  const key = `${operator}:${p.sport}`;
  let table = percentiles.get(key);
  if (!table) {
    table = new Map();
    const groups = new Map<string, TLeaguePlayer[]>();
    for (const x of demoLeague(p.sport).players) {
      const g = groupOf(operator, x);
      const list = groups.get(g);
      if (list) list.push(x);
      else groups.set(g, [x]);
    }
    for (const list of groups.values()) {
      const mean = (x: TLeaguePlayer) => (operator === 'draftkings' ? x.meanDk : x.meanFd);
      list.sort((a, b) => mean(a) - mean(b));
      list.forEach((x, i) => table!.set(x.id, list.length > 1 ? i / (list.length - 1) : 1));
    }
    percentiles.set(key, table);
  }
  return table.get(p.id) ?? 0;
}

function groupOf(operator: TOperator, p: TLeaguePlayer): string {
  const ranges = SALARY_RANGES[operator][p.sport];
  return ranges[p.position] ? p.position : 'default';
}

/** The operator's salary of a player on a date: his rank mapped onto the real range, in $100 steps. */
export function salaryOf(operator: TOperator, p: TLeaguePlayer, date: string, gameType: TGameType): number {
  const [min, max] =
    gameType === 'single'
      ? SINGLE_SALARY_RANGES[operator]
      : SALARY_RANGES[operator][p.sport][groupOf(operator, p)]!;
  const r = createRandom(`${p.id}:${date}:${operator}:${gameType}`);
  const curve = Math.pow(percentileOf(operator, p), gameType === 'single' ? 1.5 : 2.2) + r.normal(0, 0.03);
  const raw = min + (max - min) * Math.min(1, Math.max(0, curve));
  return Math.round(raw / 100) * 100;
}

/** Whether a pitcher or goalie starts on a date (one starting pitcher per team, one goalie). */
export function startsOn(p: TLeaguePlayer, date: string): boolean {
  if (p.position === 'SP') {
    const day = Math.floor(new Date(`${date}T12:00:00Z`).getTime() / 86_400_000);
    return day % 5 === p.depth;
  }
  if (p.position === 'G') {
    const backup = createRandom(`goalie:${p.team}:${date}`).chance(0.2);
    return backup ? p.depth === 1 : p.depth === 0;
  }
  return true;
}

/** Injury of a player on a date, if any (about 5% of players, stable within the day). */
export function injuryOf(p: TLeaguePlayer, date: string): { status: string; body: string } | null {
  const r = createRandom(`injury:${p.id}:${date}`);
  if (!r.chance(0.05) || p.position === 'DST') return null;
  const statuses =
    p.sport === 'nfl'
      ? ['Q', 'D', 'O', 'IR']
      : p.sport === 'mlb'
        ? ['DTD', 'IL10', 'IL60']
        : ['Q', 'GTD', 'O'];
  return {
    status: r.pick(statuses),
    body: r.pick(['Ankle', 'Knee', 'Hamstring', 'Back', 'Illness', 'Shoulder', 'Wrist']),
  };
}

const OUT = new Set(['O', 'IR', 'IL10', 'IL60', 'D']);

/** Whether a player plays on a date: not ruled out by an injury, and starting if a pitcher or goalie. */
export function playsOn(p: TLeaguePlayer, date: string): boolean {
  const injury = injuryOf(p, date);
  return !(injury && OUT.has(injury.status)) && startsOn(p, date);
}

/** The operator's projection of a player on a date (0 when out or not starting). */
export function projectionOf(operator: TOperator, p: TLeaguePlayer, date: string): number {
  if (!playsOn(p, date)) return 0;
  const mean = operator === 'draftkings' ? p.meanDk : p.meanFd;
  return round1(Math.max(0, mean * (0.85 + createRandom(`proj:${p.id}:${date}`).next() * 0.3)));
}

function slatePlayer(
  operator: TOperator,
  gameType: TGameType,
  p: TLeaguePlayer,
  g: TDemoGame,
  now: Date,
): TSlatePlayerRow {
  const opPosition = operator === 'draftkings' ? p.dkPosition : p.fdPosition;
  const positions = opPosition.split('/');
  const salary = salaryOf(operator, p, g.date, gameType);
  const isDkSingle = operator === 'draftkings' && gameType === 'single';
  const injury = injuryOf(p, g.date);
  return {
    slateId: '',
    operatorPlayerId: operator === 'draftkings' ? p.dkId : p.fdId,
    playerId: p.id,
    name: p.name,
    team: p.team,
    opponent: g.home.abbr === p.team ? g.away.abbr : g.home.abbr,
    game: g.key,
    startTime: g.start,
    positions,
    rosterSlots: rosterSlotsFor(operator, p.sport, gameType, positions),
    salary,
    captainSalary: isDkSingle ? Math.round((salary * 1.5) / 100) * 100 : null,
    captainId: isDkSingle ? String(Number(p.dkId) + 1) : null,
    projection: projectionOf(operator, p, g.date),
    projectionSource: DEMO_PROVIDER,
    avgPoints: operator === 'draftkings' ? p.meanDk : p.meanFd,
    injury: injury?.status ?? null,
    line: null,
    provider: DEMO_PROVIDER,
    fetchedAt: now,
  };
}

function slateStatus(sport: TSportCode, list: TDemoGame[], now: Date): 'upcoming' | 'live' | 'completed' {
  const first = Math.min(...list.map((g) => g.start.getTime()));
  const last = Math.max(...list.map((g) => g.start.getTime())) + GAME_HOURS[sport] * 3_600_000;
  if (now.getTime() < first) return 'upcoming';
  return now.getTime() < last ? 'live' : 'completed';
}

/** Which games get a single-game slate: the first two of a day, and every prime-time NFL game. */
function singleGames(sport: TSportCode, list: TDemoGame[]): TDemoGame[] {
  if (sport === 'nfl') return list.length === 1 ? list : list.slice(-1);
  return list.slice(0, 2);
}

/** The demo slates of one sport and date for both operators: a classic main slate and single games. */
export function slatesOn(sport: TSportCode, date: string, now: Date): TSlateBundle[] {
  const list = gamesOn(sport, date);
  if (list.length === 0) return [];
  const { byTeam } = demoLeague(sport);
  const bundles: TSlateBundle[] = [];
  const make = (
    operator: TOperator,
    gameType: TGameType,
    games: TDemoGame[],
    suffix: string,
    name: string,
  ) => {
    const id = `${OP_CODE[operator]}-${sport}-${date}-${suffix}`;
    // An operator lists only players its contest can use: FanDuel's MLB single game has no
    // pitchers, so a player without an eligible roster slot is left off that slate.
    // Kickers have no slot in any DraftKings or FanDuel contest.
    const players = games.flatMap((g) =>
      [...(byTeam.get(g.away.abbr) ?? []), ...(byTeam.get(g.home.abbr) ?? [])]
        .filter((p) => p.position !== 'K')
        .map((p) => ({ ...slatePlayer(operator, gameType, p, g, now), slateId: id }))
        .filter((row) => row.rosterSlots.length > 0),
    );
    bundles.push({
      slate: {
        id,
        operator,
        sport,
        gameType,
        name,
        startTime: new Date(Math.min(...games.map((g) => g.start.getTime()))),
        games: games.map((g) => ({ key: g.key, gameId: g.id, startTime: g.start.toISOString() })),
        status: slateStatus(sport, games, now),
        playerCount: players.length,
        provider: DEMO_PROVIDER,
        fetchedAt: now,
        updatedAt: now,
      },
      players,
    });
  };
  for (const operator of ['draftkings', 'fanduel'] as const) {
    if (list.length >= 2) make(operator, 'classic', list, 'classic', `Main (${list.length} games)`);
    for (const g of singleGames(sport, list))
      make(operator, 'single', [g], `single-${g.key}`, `${g.away.abbr} @ ${g.home.abbr}`);
  }
  return bundles;
}
