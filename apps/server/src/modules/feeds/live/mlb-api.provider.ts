import { z } from 'zod';
import type {
  TFeedBatch,
  TFeedContext,
  TGameRow,
  TLineupRow,
  TPlayerRow,
  TTeamRow,
} from '../providers.types';
import { fetchJson } from './http-json';

// MLB Stats API (statsapi.mlb.com), written to its documented response shapes:
// /api/v1/schedule?sportId=1&date=YYYY-MM-DD&hydrate=probablePitcher,lineups,team,linescore

export const MLB_PROVIDER = 'mlb-statsapi';
const ZPerson = z.object({
  id: z.number(),
  fullName: z.string(),
  primaryPosition: z.object({ abbreviation: z.string() }).optional(),
});
const ZSide = z.object({
  score: z.number().optional(),
  team: z.object({
    id: z.number(),
    name: z.string(),
    abbreviation: z.string().min(2).max(4),
    teamName: z.string().optional(),
    locationName: z.string().optional(),
  }),
  probablePitcher: ZPerson.optional(),
});
const ZMlbGame = z.object({
  gamePk: z.number(),
  gameDate: z.iso.datetime(),
  status: z.object({
    abstractGameState: z.string(),
    detailedState: z.string(),
    codedGameState: z.string().optional(),
  }),
  teams: z.object({ away: ZSide, home: ZSide }),
  venue: z.object({ name: z.string() }).optional(),
  lineups: z
    .object({ homePlayers: z.array(ZPerson).optional(), awayPlayers: z.array(ZPerson).optional() })
    .optional(),
  linescore: z
    .object({ currentInningOrdinal: z.string().optional(), inningHalf: z.string().optional() })
    .optional(),
});
export const ZMlbSchedule = z.object({
  dates: z.array(z.object({ date: z.iso.date(), games: z.array(ZMlbGame) })),
});

function status(g: z.infer<typeof ZMlbGame>): TGameRow['status'] {
  if (g.status.detailedState === 'Postponed') return 'postponed';
  if (g.status.abstractGameState === 'Final') return 'final';
  return g.status.abstractGameState === 'Live' ? 'live' : 'scheduled';
}

/** Fetches the MLB schedule of a date with probable pitchers and posted lineups. */
export async function fetchMlb(
  base: string,
  date: string,
  ctx: TFeedContext,
  http: { timeoutMs: number; retries: number; backoffMs?: number },
): Promise<TFeedBatch> {
  const url = `${base}/api/v1/schedule?sportId=1&date=${date}&hydrate=probablePitcher,lineups,team,linescore`;
  const schedule = await fetchJson(url, ZMlbSchedule, { ...http, signal: ctx.signal });
  const now = ctx.now;
  const teams = new Map<string, TTeamRow>();
  const players = new Map<string, TPlayerRow>();
  const games: TGameRow[] = [];
  const lineups: TLineupRow[] = [];
  const person = (p: z.infer<typeof ZPerson>, abbr: string, position?: string) => {
    const id = `mlb:api:${p.id}`;
    if (!players.has(id)) {
      players.set(id, {
        id,
        sport: 'mlb',
        teamId: `mlb:t:${abbr}`,
        teamAbbr: abbr,
        name: p.fullName,
        position: position ?? p.primaryPosition?.abbreviation ?? 'UT',
        jersey: null,
        operatorIds: {},
        operatorPositions: {},
        externalId: String(p.id),
        provider: MLB_PROVIDER,
        fetchedAt: now,
      });
    }
    return id;
  };
  for (const g of schedule.dates.find((d) => d.date === date)?.games ?? []) {
    const { away, home } = g.teams;
    for (const side of [away, home]) {
      const t = side.team;
      teams.set(t.abbreviation, {
        id: `mlb:t:${t.abbreviation}`,
        sport: 'mlb',
        abbr: t.abbreviation,
        city: t.locationName ?? t.name,
        name: t.teamName ?? t.name,
        conference: null,
        division: null,
        provider: MLB_PROVIDER,
        fetchedAt: now,
      });
    }
    const gameId = `mlb:live:${g.gamePk}`;
    const st = status(g);
    games.push({
      id: gameId,
      sport: 'mlb',
      homeTeamId: `mlb:t:${home.team.abbreviation}`,
      awayTeamId: `mlb:t:${away.team.abbreviation}`,
      homeAbbr: home.team.abbreviation,
      awayAbbr: away.team.abbreviation,
      startTime: new Date(g.gameDate),
      status: st,
      homeScore: home.score ?? null,
      awayScore: away.score ?? null,
      period:
        st === 'final'
          ? 'Final'
          : g.linescore?.currentInningOrdinal
            ? `${g.linescore.inningHalf ?? ''} ${g.linescore.currentInningOrdinal}`.trim()
            : null,
      clock: null,
      venue: g.venue?.name ?? null,
      externalId: String(g.gamePk),
      provider: MLB_PROVIDER,
      fetchedAt: now,
    });
    for (const [side, list] of [
      [away, g.lineups?.awayPlayers],
      [home, g.lineups?.homePlayers],
    ] as const) {
      const abbr = side.team.abbreviation;
      const pitcher = side.probablePitcher;
      if (!pitcher && !list?.length) continue;
      lineups.push({
        gameId,
        teamId: `mlb:t:${abbr}`,
        sport: 'mlb',
        status: list?.length ? 'confirmed' : 'expected',
        players: [
          ...(pitcher
            ? [{ playerId: person(pitcher, abbr, 'SP'), name: pitcher.fullName, position: 'SP', order: 0 }]
            : []),
          ...(list ?? []).map((p, i) => ({
            playerId: person(p, abbr),
            name: p.fullName,
            position: p.primaryPosition?.abbreviation ?? '',
            order: i + 1,
          })),
        ],
        provider: MLB_PROVIDER,
        fetchedAt: now,
      });
    }
  }
  return { teams: [...teams.values()], players: [...players.values()], games, lineups };
}
