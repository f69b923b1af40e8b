import type { APIRequestContext } from '@playwright/test';
import { points, salary, type Player } from '@dfs/optimizer';
import { apiData } from './api';

// The optimizer's data as the browser tests read it through the API (the user's session).

/** A slate player as getPlayers answers it (the fields the tests read). */
export type TApiPlayer = {
  id: string;
  name: string;
  team: string;
  positions: string[];
  rosterSlots: string[];
  salary: number;
  projection: number;
  captainId: string | null;
  opponent: string | null;
  fppd: number | null;
  injury: string | null;
  injuryLevel: 'out' | 'doubtful' | 'questionable' | null;
};
/** A lineup in the CLI's JSON shape. */
export type TLineup = { players: { id: string; name: string; slot: string }[] };

/** The first DraftKings NFL classic slate and its players. */
export async function nflSlate(request: APIRequestContext) {
  const me = await apiData<{ _id: string }>(request, 'get', '/api/user/me');
  const { slates } = await apiData<{ slates: { id: string; gameType: string }[] }>(
    request,
    'get',
    `/api/nfl/getAllSlat/${me._id}?operator=draftkings`,
  );
  const slate = slates.find((s) => s.gameType === 'classic')!;
  const { players } = await apiData<{ players: TApiPlayer[] }>(request, 'post', '/api/nfl/getPlayers', {
    slateId: slate.id,
  });
  return { slateId: slate.id, players, userId: me._id };
}

/** The lineups last on screen for a slate. */
export const lastLineups = async (request: APIRequestContext, slateId: string) =>
  (await apiData<{ allTeams: TLineup[] }>(request, 'post', '/api/user/getLastLineup', { slateId })).allTeams;

/** A slate's players. */
export async function slatePlayers(request: APIRequestContext, sport: string, slateId: string) {
  return (await apiData<{ players: TApiPlayer[] }>(request, 'post', `/api/${sport}/getPlayers`, { slateId }))
    .players;
}

/**
 * A slate's players as the optimizer package's, for reading a downloaded file back through its
 * importers (the `line` is the player's row in a salary file with a header).
 */
export const asOptimizerPlayers = (players: readonly TApiPlayer[]): Player[] =>
  players.map((p, i) => ({
    id: p.id,
    name: p.name,
    team: p.team,
    opponent: null,
    game: null,
    startTime: null,
    gameStarted: false,
    positions: p.positions,
    salary: salary(p.salary),
    projection: points(p.projection),
    avgPoints: points(0),
    injury: null,
    injuryDetails: null,
    rosterSlots: p.rosterSlots,
    line: i + 2,
  }));
