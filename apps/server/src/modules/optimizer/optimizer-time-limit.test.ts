import { BuildGate, getRuleSet, optimize, toJsonLineup } from '@dfs/optimizer';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { asOptimizerPlayers } from './build-input';
import { memberOn, playersOf, QB_WITH_TWO_CATCHERS, slateOf } from './optimizer.test-support';

// The server's watchdog (BUILD_TIME_LIMIT_MS): a build that runs past the limit answers the
// lineups found so far, exactly the first lineups of the same build without a limit, and says why.

// Seam: the server's pool has a BuildGate that holds a 150-lineup build after its first lineup,
// so the build cannot end before the limit, however fast the machine (1 lineup found, or 0 if a
// slow machine reaches the limit first).
const HELD = { minUnique: 2, stacks: [QB_WITH_TWO_CATCHERS] };

describe('createbuild past BUILD_TIME_LIMIT_MS', () => {
  const server = useTestServer({ env: { BUILD_TIME_LIMIT_MS: '1000' }, buildGate: new BuildGate(150) });
  let nfl: { id: string };

  beforeAll(async () => {
    await server.ctx.services.feeds.loadDemo();
    nfl = await slateOf(server, 'nfl');
  });

  it('answers the lineups found so far with the reason, and the next build runs', async () => {
    const premium = await memberOn(server, 'premium');
    // A first small build starts the pool, so the limit measures building, not thread start.
    expect((await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 })).status).toBe(200);

    const res = await premium.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 150,
      settings: HELD,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.data.outcome).toBe('partial');
    expect(res.data.messages).toEqual([expect.stringContaining('time limit of 1 s')]);
    const found = res.data.allTeams.length as number;
    expect(found).toBeLessThanOrEqual(1);
    expect(res.data.messages[0]).toContain(`${found} of 150 lineups found so far`);
    expect(res.data.status).toBe(found > 0 ? 0 : 1);

    const players = asOptimizerPlayers(await playersOf(server, 'nfl', nfl.id));
    const rules = getRuleSet('dk', 'nfl', 'classic');
    // The same build in this process, stopped once it has as many (the solver is deterministic:
    // its first lineups do not depend on when it stops).
    let done = 0;
    const reference = optimize(
      { rules, players, lineups: 150, settings: HELD },
      { onProgress: (d) => (done = d), shouldCancel: () => done >= found },
    );
    expect(res.data.allTeams).toEqual(reference.lineups.map(toJsonLineup));

    const next = await premium.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    expect(next.status).toBe(200);
    expect(next.data.outcome).toBe('complete');
    expect(next.data.allTeams).toHaveLength(3);
  }, 120_000);
});
