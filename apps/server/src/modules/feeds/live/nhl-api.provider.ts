import { z } from 'zod';
import type {
  TFeedBatch,
  TFeedContext,
  TGameRow,
  TGoalieRow,
  TPlayerRow,
  TTeamRow,
} from '../providers.types';
import { fetchJson } from './http-json';

// NHL public web API (api-web.nhle.com), written to its documented response shapes:
// /v1/schedule/{date}, /v1/roster/{team}/current, /v1/gamecenter/{id}/boxscore.

export const NHL_PROVIDER = 'nhl-api';
const localized = z.object({ default: z.string() });
const ZNhlTeam = z.object({
  id: z.number(),
  abbrev: z.string().min(2).max(4),
  placeName: localized.optional(),
  commonName: localized.optional(),
  score: z.number().optional(),
});
const ZNhlGame = z.object({
  id: z.number(),
  startTimeUTC: z.iso.datetime(),
  gameState: z.string(),
  awayTeam: ZNhlTeam,
  homeTeam: ZNhlTeam,
  venue: localized.optional(),
  periodDescriptor: z.object({ number: z.number(), periodType: z.string().optional() }).optional(),
  clock: z.object({ timeRemaining: z.string() }).optional(),
});
export const ZNhlSchedule = z.object({
  gameWeek: z.array(z.object({ date: z.iso.date(), games: z.array(ZNhlGame) })),
});
const ZNhlPerson = z.object({
  id: z.number(),
  firstName: localized,
  lastName: localized,
  sweaterNumber: z.number().optional(),
  positionCode: z.enum(['C', 'L', 'R', 'D', 'G']),
});
export const ZNhlRoster = z.object({
  forwards: z.array(ZNhlPerson),
  defensemen: z.array(ZNhlPerson),
  goalies: z.array(ZNhlPerson),
});
const ZBoxGoalie = z.object({ playerId: z.number(), starter: z.boolean().optional() });
export const ZNhlBoxscore = z.object({
  id: z.number(),
  playerByGameStats: z
    .object({
      awayTeam: z.object({ goalies: z.array(ZBoxGoalie) }),
      homeTeam: z.object({ goalies: z.array(ZBoxGoalie) }),
    })
    .optional(),
});

const STATE: Record<string, TGameRow['status']> = {
  FUT: 'scheduled',
  PRE: 'scheduled',
  LIVE: 'live',
  CRIT: 'live',
  FINAL: 'final',
  OFF: 'final',
  PPD: 'postponed',
};
const POSITION: Record<string, string> = { C: 'C', L: 'LW', R: 'RW', D: 'D', G: 'G' };

/** Fetches the NHL schedule of a date with the rosters of its teams and the starters of started games. */
export async function fetchNhl(
  base: string,
  date: string,
  ctx: TFeedContext,
  http: { timeoutMs: number; retries: number; backoffMs?: number },
): Promise<TFeedBatch> {
  const opts = { ...http, signal: ctx.signal };
  const schedule = await fetchJson(`${base}/v1/schedule/${date}`, ZNhlSchedule, opts);
  const games = schedule.gameWeek.find((d) => d.date === date)?.games ?? [];
  const now = ctx.now;
  const teams = new Map<string, TTeamRow>();
  const gameRows: TGameRow[] = [];
  for (const g of games) {
    for (const t of [g.awayTeam, g.homeTeam]) {
      teams.set(t.abbrev, {
        id: `nhl:t:${t.abbrev}`,
        sport: 'nhl',
        abbr: t.abbrev,
        city: t.placeName?.default ?? t.abbrev,
        name: t.commonName?.default ?? t.abbrev,
        conference: null,
        division: null,
        provider: NHL_PROVIDER,
        fetchedAt: now,
      });
    }
    const status = STATE[g.gameState] ?? 'scheduled';
    gameRows.push({
      id: `nhl:live:${g.id}`,
      sport: 'nhl',
      homeTeamId: `nhl:t:${g.homeTeam.abbrev}`,
      awayTeamId: `nhl:t:${g.awayTeam.abbrev}`,
      homeAbbr: g.homeTeam.abbrev,
      awayAbbr: g.awayTeam.abbrev,
      startTime: new Date(g.startTimeUTC),
      status,
      homeScore: g.homeTeam.score ?? null,
      awayScore: g.awayTeam.score ?? null,
      period: g.periodDescriptor ? (status === 'final' ? 'Final' : `P${g.periodDescriptor.number}`) : null,
      clock: status === 'live' ? (g.clock?.timeRemaining ?? null) : null,
      venue: g.venue?.default ?? null,
      externalId: String(g.id),
      provider: NHL_PROVIDER,
      fetchedAt: now,
    });
  }
  const players: TPlayerRow[] = [];
  for (const abbr of teams.keys()) {
    const roster = await fetchJson(`${base}/v1/roster/${abbr}/current`, ZNhlRoster, opts);
    for (const p of [...roster.forwards, ...roster.defensemen, ...roster.goalies]) {
      players.push({
        id: `nhl:api:${p.id}`,
        sport: 'nhl',
        teamId: `nhl:t:${abbr}`,
        teamAbbr: abbr,
        name: `${p.firstName.default} ${p.lastName.default}`,
        position: POSITION[p.positionCode] ?? p.positionCode,
        jersey: p.sweaterNumber ?? null,
        operatorIds: {},
        operatorPositions: {},
        externalId: String(p.id),
        provider: NHL_PROVIDER,
        fetchedAt: now,
      });
    }
  }
  const goalies: TGoalieRow[] = [];
  for (const g of games.filter((x) => (STATE[x.gameState] ?? 'scheduled') !== 'scheduled')) {
    const box = await fetchJson(`${base}/v1/gamecenter/${g.id}/boxscore`, ZNhlBoxscore, opts);
    for (const [side, team] of [
      ['awayTeam', g.awayTeam],
      ['homeTeam', g.homeTeam],
    ] as const) {
      const starter = box.playerByGameStats?.[side].goalies.find((x) => x.starter);
      if (starter)
        goalies.push({
          gameId: `nhl:live:${g.id}`,
          teamId: `nhl:t:${team.abbrev}`,
          playerId: `nhl:api:${starter.playerId}`,
          status: 'confirmed',
          provider: NHL_PROVIDER,
          fetchedAt: now,
        });
    }
  }
  return { teams: [...teams.values()], players, games: gameRows, goalies };
}
