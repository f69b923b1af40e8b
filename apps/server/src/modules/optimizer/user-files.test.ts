import type { TLineup } from '@dfs/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpOf, useTestServer } from '../../../test/test-http';
import { json, setUserFields, signUpAndLogin } from '../../../test/test-server';
import { smallDkNbaSalaryCsv } from '../imports/imports-test-files';
import { memberOn } from './optimizer.test-support';

// What a member sends the optimizer: projection files (the one projection rule, a capped report
// of rejected rows) and saved lineups (the slate's rule set).

const server = useTestServer();
const { post } = httpOf(server);
let slateId = '';
let premium: Awaited<ReturnType<typeof memberOn>>;
beforeAll(async () => {
  const admin = await signUpAndLogin(server);
  await setUserFields(server, admin.user._id, { role: 'client', status: 'active' });
  const res = await post(
    '/api/admin/importSalaries',
    { sport: 'nba', operator: 'draftkings', gameType: 'classic', csv: smallDkNbaSalaryCsv() },
    admin.cookie,
  );
  slateId = json(res).data.slate.id;
  premium = await memberOn(server, 'premium');
});

const projectionOf = async (id: string) => {
  const state = await premium.post('/api/user/getSlateState', { slateId });
  return (state.data?.projections as { playerId: string; projection: number }[] | undefined)?.find(
    (p) => p.playerId === id,
  )?.projection;
};

describe('a member projection file', () => {
  it('refuses projections beyond the one rule (as setProjection does), naming player and line', async () => {
    const typed = await premium.post('/api/user/setProjection', {
      slateId,
      playerId: '101',
      projection: 1e308,
    });
    expect(typed).toMatchObject({ status: 400, message: 'projection: must be at most 1000' });
    const csv = ['ID,Projection', '101,1e308', '102,-1e308', '103,-5', '104,44.5'].join('\n');
    const res = await premium.post('/api/user/submitCsvProjection', { slateId, csv });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      rows: 4,
      applied: 1,
      rejected: [
        { line: 2, reason: 'Alan Carter: the projection 1e+308 must be at most 1000.' },
        { line: 3, reason: 'Ben Doyle: the projection -1e+308 must be 0 or more.' },
        { line: 4, reason: 'Carl Evans: the projection -5 must be 0 or more.' },
      ],
      rejectedCount: 3,
    });
    expect(await projectionOf('101')).toBeUndefined();
    expect(await projectionOf('104')).toBe(44.5);
  });

  it('answers a 100,000-row file with the first 100 rejected rows and a count', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `${i % 10},1`);
    const csv = ['ID,Projection', '105,21', ...rows].join('\n');
    const res = await post('/api/user/submitCsvProjection', { slateId, csv }, premium.cookie);
    expect(res.statusCode).toBe(200);
    const report = json(res).data;
    expect(report).toMatchObject({ rows: 100_001, applied: 1, rejectedCount: 100_000 });
    expect(report.rejected).toHaveLength(100);
    expect(report.rejected[0].line).toBe(3);
    expect(report.rejected[99].line).toBe(102);
    // Megabytes before (6.8 MB listing every row).
    expect(res.body.length).toBeLessThan(30_000);
    expect(await projectionOf('105')).toBe(21);
  });

  it('reads an ownership column in percents as percents: 1 among 12 and 30 is 1 %, not 100 %', async () => {
    const csv = ['ID,Ownership', '105,12', '106,1', '107,30'].join('\n');
    const res = await premium.post('/api/user/submitCsvProjection', { slateId, csv });
    expect(res.status, res.message).toBe(200);
    const state = await premium.post('/api/user/getSlateState', { slateId });
    const facts = state.data.facts as { playerId: string; ownership: number | null }[];
    const ownership = (id: string) => facts.find((f) => f.playerId === id)?.ownership;
    expect(['105', '106', '107'].map(ownership)).toEqual([0.12, 0.01, 0.3]);
  });
});

describe('saved lineups', () => {
  const save = (allTeams: unknown[]) =>
    premium.post('/api/user/saveLineup', { slateId, name: 'Mine', allTeams });
  const slots: [string, string][] = [
    ['PG', '101'],
    ['SG', '102'],
    ['SF', '103'],
    ['PF', '104'],
    ['C', '105'],
    ['G', '106'],
    ['F', '107'],
    ['UTIL', '108'],
  ];
  const lineupOf = (pairs: [string, string][]): TLineup => ({
    projection: 160,
    salary: 41_200,
    players: pairs.map(([slot, id]) => ({ id, slot, name: id, salary: 0, projection: 20 })),
  });

  it('saves a lineup that keeps the rule set', async () => {
    const saved = await save([lineupOf(slots)]);
    expect(saved).toMatchObject({ status: 200, data: { lineupCount: 1 } });
    // Changing its lineups goes through the same check.
    const updated = await premium.post('/api/user/updateLineup', {
      id: saved.data.id,
      allTeams: [lineupOf([])],
    });
    expect(updated).toMatchObject({ status: 400, fields: ['allTeams.0'] });
  });

  it('refuses an empty lineup, a player twice, a player in a slot he cannot play, or one not on the slate', async () => {
    const empty = await save([{ projection: 0, salary: 0, players: [] }]);
    expect(empty.status).toBe(400);
    expect(empty.message).toBe(
      'allTeams.0: lineup 1: a DraftKings NBA Classic lineup fills PG, SG, SF, PF, C, G, F, UTIL; this one has no players.',
    );
    expect(empty.fields).toEqual(['allTeams.0']);
    const twice = slots.map(([slot, id]): [string, string] => [slot, slot === 'UTIL' ? '101' : id]);
    expect((await save([lineupOf(slots), lineupOf(twice)])).message).toBe(
      'allTeams.1: lineup 2: Alan Carter is in the lineup twice.',
    );
    const misplaced = slots.map(([slot, id]): [string, string] => [
      slot,
      slot === 'C' ? '101' : slot === 'PG' ? '105' : id,
    ]);
    expect((await save([lineupOf(misplaced)])).message).toBe('allTeams.0: lineup 1: Dan Fox cannot play PG.');
    const stranger = slots.map(([slot, id]): [string, string] => [slot, slot === 'SG' ? '999999' : id]);
    expect((await save([lineupOf(stranger)])).message).toBe(
      'allTeams.0: lineup 1: player 999999 is not on this slate.',
    );
  });
});
