import { beforeAll, describe, expect, it } from 'vitest';
import { httpOf, useTestServer } from '../../../test/test-http';
import { MAX_RULE_TEMPLATES } from '@dfs/contracts';
import { memberOn, playersOf, slateOf } from './optimizer.test-support';

// The optimizer's workflow tools: the blend of the slate's and the user's projections
// that builds use, and rule templates saved per sport.

type TLineup = { players: { id: string; projection: number }[] };

const server = useTestServer();
beforeAll(async () => {
  await server.ctx.services.feeds.loadDemo();
});

describe('the projection blend', () => {
  it('is stored with the slate state and is what the build uses', async () => {
    const premium = await memberOn(server, 'premium');
    const slate = await slateOf(server, 'nba');
    const players = await playersOf(server, 'nba', slate.id);
    // A cheap player given a huge projection of the user's: in every lineup whatever the blend.
    const cheap = players.filter((p) => p.projection > 0).sort((a, b) => a.salary - b.salary)[0]!;
    await premium.post('/api/user/setProjection', { slateId: slate.id, playerId: cheap.id, projection: 300 });
    const projectionOf = async () => {
      const built = await premium.post('/api/nba/createbuild', { slateId: slate.id, lineups: 1 });
      expect(built.status, built.message).toBe(200);
      const lineup = (built.data.allTeams as TLineup[])[0]!;
      return lineup.players.find((p) => p.id === cheap.id)?.projection;
    };
    const before = await premium.post('/api/user/getSlateState', { slateId: slate.id });
    expect(before.data.blendWeight).toBe(1);
    expect(await projectionOf()).toBe(300);

    const set = await premium.post('/api/user/setProjectionBlend', { slateId: slate.id, weight: 0.5 });
    expect(set.status, set.message).toBe(200);
    expect(set.data.blendWeight).toBe(0.5);
    expect(await projectionOf()).toBeCloseTo((300 + cheap.projection) / 2, 1);

    const after = await premium.post('/api/user/getSlateState', { slateId: slate.id });
    expect(after.data).toMatchObject({
      blendWeight: 0.5,
      projections: [{ playerId: cheap.id, projection: 300 }],
    });
  });

  it('refuses a weight outside 0..1, an unknown slate and the Free plan', async () => {
    const premium = await memberOn(server, 'premium');
    const slate = await slateOf(server, 'nba');
    const high = await premium.post('/api/user/setProjectionBlend', { slateId: slate.id, weight: 1.5 });
    expect(high.status).toBe(400);
    expect(high.message).toMatch(/at most 1/);
    const unknown = await premium.post('/api/user/setProjectionBlend', {
      slateId: 'no-such-slate',
      weight: 0.5,
    });
    expect(unknown.status).toBe(404);
    const free = await memberOn(server, 'free');
    const refused = await free.post('/api/user/setProjectionBlend', { slateId: slate.id, weight: 0.5 });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('PLAN_LIMIT');
  });
});

describe('rule templates', () => {
  const settings = { lineups: 20, minUnique: 2, stack: 'qb2', rules: { anything: ['a later panel'] } };

  it('are saved per sport with every setting kept, replaced by name, listed and deleted', async () => {
    const user = await memberOn(server, 'free');
    const saved = await user.post('/api/user/saveRuleTemplate', { sport: 'nfl', name: 'GPP', settings });
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data).toMatchObject({ sport: 'nfl', name: 'GPP', settings });
    await user.post('/api/user/saveRuleTemplate', { sport: 'nba', name: 'Cash', settings: { lineups: 1 } });
    const replaced = await user.post('/api/user/saveRuleTemplate', {
      sport: 'nfl',
      name: 'GPP',
      settings: { ...settings, lineups: 150 },
    });
    expect(replaced.data.id).toBe(saved.data.id);

    const nfl = await user.post('/api/user/getRuleTemplates', { sport: 'nfl' });
    expect(nfl.data).toEqual([
      expect.objectContaining({ name: 'GPP', settings: { ...settings, lineups: 150 } }),
    ]);
    const other = await memberOn(server, 'free');
    expect((await other.post('/api/user/getRuleTemplates', { sport: 'nfl' })).data).toEqual([]);
    const notMine = await other.post('/api/user/deleteRuleTemplate', { id: saved.data.id });
    expect(notMine.status).toBe(404);

    const gone = await user.post('/api/user/deleteRuleTemplate', { id: saved.data.id });
    expect(gone.status).toBe(200);
    expect((await user.post('/api/user/getRuleTemplates', { sport: 'nfl' })).data).toEqual([]);
    expect((await user.post('/api/user/getRuleTemplates', { sport: 'nba' })).data).toHaveLength(1);
  });

  it('refuse bad input with a 4xx that names it', async () => {
    const user = await memberOn(server, 'free');
    const save = (body: object) => user.post('/api/user/saveRuleTemplate', body);
    expect((await save({ sport: 'nfl', name: ' ', settings })).status).toBe(400);
    expect((await save({ sport: 'cricket', name: 'x', settings })).status).toBe(400);
    const empty = await save({ sport: 'nfl', name: 'x', settings: {} });
    expect(empty.status).toBe(400);
    expect(empty.message).toMatch(/nothing to save/);
    expect((await save({ sport: 'nfl', name: 'x', settings: { note: 'a\u0000b' } })).status).toBe(400);
    expect((await save({ sport: 'nfl', name: 'x', settings: { note: 'x'.repeat(20_001) } })).status).toBe(
      400,
    );
    expect((await user.post('/api/user/deleteRuleTemplate', { id: 'nope' })).status).toBe(400);
    const res = await httpOf(server).post('/api/user/getRuleTemplates', { sport: 'nfl' });
    expect(res.statusCode).toBe(401);
  });

  it(`keep at most ${MAX_RULE_TEMPLATES} per sport; an existing name is still replaced`, async () => {
    const user = await memberOn(server, 'free');
    for (let i = 0; i < MAX_RULE_TEMPLATES; i++)
      await user.post('/api/user/saveRuleTemplate', {
        sport: 'nhl',
        name: `T${i}`,
        settings: { lineups: i + 1 },
      });
    const over = await user.post('/api/user/saveRuleTemplate', { sport: 'nhl', name: 'one more', settings });
    expect(over.status).toBe(400);
    expect(over.message).toMatch(/delete one/);
    const again = await user.post('/api/user/saveRuleTemplate', { sport: 'nhl', name: 'T0', settings });
    expect(again.status).toBe(200);
  });
});
