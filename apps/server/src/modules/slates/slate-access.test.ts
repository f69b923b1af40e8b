import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type TEndpointDef } from '@dfs/contracts';
import { signedInAs } from '../admin/admin-test-data';
import { SMALL_DK_NBA, smallDkNbaSalaryCsv } from '../imports/imports-test-files';
import { memberOn } from '../optimizer/optimizer.test-support';
import { answerOf, httpOf, useTestServer } from '../../../test/test-http';

// A user's own salary file is a slate of theirs alone: every call that names a slate answers
// another user exactly as it answers an id no slate has (issue 36: top players, player scores,
// teams, exposure and projection files showed another user's private slate).

const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
const http = httpOf(server);
let owner: Awaited<ReturnType<typeof memberOn>>;
let other: Awaited<ReturnType<typeof memberOn>>;
let adminCookie = '';
let privateId = '';
const UNKNOWN_ID = 'dk-nba-import-no-such-slate';

beforeAll(async () => {
  owner = await memberOn(server, 'platinum');
  other = await memberOn(server, 'platinum');
  adminCookie = (await signedInAs(server, 'client')).cookie;
  const up = await owner.post('/api/user/uploadSalaries', { name: 'Mine', csv: smallDkNbaSalaryCsv() });
  expect(up.status, up.message).toBe(200);
  privateId = up.data.slate.id as string;
}, 120_000);

const ids = SMALL_DK_NBA.map((p) => p[2]);
const lineup = {
  projection: 160,
  salary: 41_200,
  players: ids.map((id, i) => ({ id, name: `P${id}`, slot: String(i), salary: 5000, projection: 20 })),
};
const contest = { kind: 'preset', preset: 'dk-gpp', entryFee: 3 };

/** A valid body for every call that names a slate, so that only the slate can make it fail. */
const BODIES: Record<string, (slateId: string) => object> = {
  getPlayers: (slateId) => ({ slateId }),
  getTeamsBySlatID: (slateId) => ({ slateId }),
  getTopPlayers: (slateId) => ({ slateId }),
  getPlayerScore: (slateId) => ({ sport: 'nba', slateId }),
  importSalaries: (slateId) => ({
    sport: 'nba',
    operator: 'draftkings',
    gameType: 'classic',
    slateId,
    csv: smallDkNbaSalaryCsv(),
  }),
  importProjections: (slateId) => ({ slateId, csv: 'ID,Proj\n101,33' }),
  createBuild: (slateId) => ({ slateId, lineups: 1 }),
  getSwapPlayers: (slateId) => ({ slateId, lineup: ids, slot: 0 }),
  lateSwap: (slateId) => ({ slateId, csv: 'Entry ID,Contest Name\n1,x' }),
  getSlateState: (slateId) => ({ slateId }),
  setRules: (slateId) => ({ slateId, rules: {} }),
  lockPlayer: (slateId) => ({ slateId, playerId: '101', type: 'lock' }),
  unlockPlayer: (slateId) => ({ slateId, playerId: '101' }),
  resetSlat: (slateId) => ({ slateId }),
  setPlayerSettings: (slateId) => ({ slateId, players: [{ playerId: '101', mark: 'exclude' }] }),
  setExposure: (slateId) => ({ slateId, playerId: '101', max: 0.5 }),
  getExposure: (slateId) => ({ slateId }),
  setProjection: (slateId) => ({ slateId, playerId: '101', projection: 30 }),
  submitCsvProjection: (slateId) => ({ slateId, csv: 'ID,Projection\n101,30' }),
  playerPerTeam: (slateId) => ({ slateId, teams: [{ team: 'BOS', minNoOfPlayer: 2 }] }),
  mlbplayerPerTeam: (slateId) => ({ slateId, teams: [{ team: 'BOS', minNoOfPlayer: 2 }] }),
  setTopPlays: (slateId) => ({ slateId, playerIds: ['101'] }),
  getTopplays: (slateId) => ({ slateId }),
  getSlatClients: (slateId) => ({ slateId }),
  saveLineup: (slateId) => ({ slateId, name: 'Kept', allTeams: [lineup] }),
  saveLastLineup: (slateId) => ({ slateId, allTeams: [lineup] }),
  getLastLineup: (slateId) => ({ slateId }),
  simulate: (slateId) => ({ slateId, source: { from: 'last' }, contest, fieldSize: 100, iterations: 100 }),
  getLastSimulation: (slateId) => ({ slateId }),
  buildPortfolio: (slateId) => ({
    slateId,
    source: { from: 'last' },
    contest,
    fieldSize: 100,
    iterations: 100,
    size: 1,
  }),
  setProjectionBlend: (slateId) => ({ slateId, weight: 0.5 }),
};
/** The one answer of a slate the caller may not see, whatever the call. */
const NOT_FOUND_ANSWER = {
  status: 404,
  success: false,
  code: 'NOT_FOUND',
  message: 'Data not available, please try again..',
};
/** Admin calls: the other user here is an admin (a subscriber is refused them whatever the slate). */
const ADMIN_CALLS = new Set(['importSalaries', 'importProjections']);

/** The calls of the endpoint map whose body, path or query names a slate (any spelling). */
function slateScoped(): string[] {
  const names = Object.entries(endpoints as Record<string, TEndpointDef>).filter(([, def]) =>
    [def.body, def.params, def.query].some((schema) => {
      const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      return Object.keys(shape).some((key) => /^slat(e)?id$/i.test(key));
    }),
  );
  return names.map(([name]) => name).sort();
}

function call(name: string, slateId: string, cookie: string) {
  const def = (endpoints as Record<string, TEndpointDef>)[name]!;
  const url = `/api${def.path.replace(':sport', 'nba')}`;
  return http.post(url, BODIES[name]!(slateId), cookie).then(answerOf);
}

describe('the slate access guard', () => {
  it('has a request for every call of the endpoint map that names a slate', () => {
    expect(Object.keys(BODIES).sort()).toEqual(slateScoped());
  });

  it.each(slateScoped())("%s: another user's private slate answers 404, as an unknown one", async (name) => {
    const cookie = ADMIN_CALLS.has(name) ? adminCookie : other.cookie;
    expect(await call(name, privateId, cookie)).toEqual(NOT_FOUND_ANSWER);
  });

  // An admin's salary import under an unknown id creates that slate, so it is left out here.
  it.each(slateScoped().filter((n) => n !== 'importSalaries'))(
    '%s: an unknown slate answers that same 404',
    async (name) => {
      const cookie = ADMIN_CALLS.has(name) ? adminCookie : other.cookie;
      expect(await call(name, UNKNOWN_ID, cookie)).toEqual(NOT_FOUND_ANSWER);
    },
  );

  it.each(slateScoped().filter((n) => !ADMIN_CALLS.has(n)))(
    '%s: the owner is answered on the same slate',
    async (name) => {
      const answer = await call(name, privateId, owner.cookie);
      expect(answer.message).not.toBe('Data not available, please try again..');
    },
  );

  it("leaves the owner's slate as it was and shows no user id in its players", async () => {
    const players = await owner.post('/api/nba/getPlayers', { slateId: privateId });
    expect(players.status).toBe(200);
    const sources = new Set(
      (players.data.players as { projectionSource: string }[]).map((p) => p.projectionSource),
    );
    expect([...sources]).toEqual(['user-file']);
    expect(JSON.stringify(players.data.players)).not.toContain(owner.id);
    expect(players.data.slate.provider).toBe(`user-file:${owner.id}`);
  });

  it('gives a private slate an id with 128 random bits', async () => {
    const second = await owner.post('/api/user/uploadSalaries', { csv: smallDkNbaSalaryCsv() });
    for (const id of [privateId, second.data.slate.id as string])
      expect(id).toMatch(/^dk-nba-import-[0-9a-z]+-[0-9a-f]{32}$/);
    expect(second.data.slate.id).not.toBe(privateId);
  });
});
