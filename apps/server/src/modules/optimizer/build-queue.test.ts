import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer } from '../../../test/test-server';
import type { Database } from '../../db/client';
import { BuildGate } from '@dfs/optimizer';
import { listening, openSocket, rawPost, until } from './build-queue.test-support';
import { memberOn, slateOf, type TTestServer } from './optimizer.test-support';

// The lock rush, each finding reproduced over HTTP on one server with ONE build thread
// (as on the 2-core machine): hostile anonymous previews, a client that hangs up, one user's
// flood of builds, a rule set that cannot finish, the Free plan's last build on two instances,
// and /api/health during builds. Seam: the server's pool has a BuildGate, which holds every
// 150-lineup build after its first lineup until the test opens it, so a build holds the thread
// for exactly as long as a test needs (a cancel still stops it at once).

let server: TTestServer;
let nfl: { id: string };
let url: string;
const gate = new BuildGate(150);
/** A build that holds the build thread at the gate (after its first lineup) until cancelled. */
const HELD = { lineups: 150, settings: {} };

beforeAll(async () => {
  server = await startTestServer({ env: { BUILD_WORKERS: '1', BUILD_QUEUE_PER_USER: '3' }, buildGate: gate });
  await server.ctx.services.feeds.loadDemo();
  nfl = await slateOf(server, 'nfl');
  url = await listening(server);
  // The pool's thread starts on the first build: start it, so the tests see the queue, not that.
  const warm = await memberOn(server, 'premium');
  expect((await warm.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 1 })).status).toBe(200);
});
afterAll(() => server?.close());

const stats = () => server.ctx.services.builds.queueStats();
const preview = (ip: string, settings: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/nfl/previewbuild',
    payload: { settings },
    remoteAddress: ip,
  });

describe('the build queue on one build thread', () => {
  it('serves a paid build before hostile anonymous previews queued ahead of it, and the previews stop at their small budget', async () => {
    // minUnique at the roster size is refused before it is queued.
    const refused = await preview('10.25.0.1', { minUnique: 9 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^minUnique: 9 is the whole roster .* use at most 8\.$/);

    // The thread is busy with another user's long build, so everything below waits.
    const blocker = await memberOn(server, 'premium');
    const blocking = blocker.post('/api/nfl/createbuild', { slateId: nfl.id, ...HELD });
    await until(() => stats().running === 1, 'the long build runs');

    // minUnique 8 is allowed, and eats any budget: six such previews from six addresses.
    const order: string[] = [];
    const previews = Array.from({ length: 6 }, (_, i) =>
      preview(`10.25.1.${i + 1}`, { minUnique: 8 }).then((res) => {
        order.push(`preview${i}`);
        return res.json<{ data: { outcome: string; messages: string[] } }>();
      }),
    );
    await until(() => stats().waiting === 6, 'the six previews are queued');
    // A seventh, over real HTTP, is abandoned while it waits (as after 3 s): it leaves the queue.
    const abandoned = rawPost(url, '/api/nfl/previewbuild', { settings: { minUnique: 8 } });
    await until(() => stats().waiting === 7, 'the seventh preview is queued');
    abandoned.abort();
    expect(await abandoned.answer).toBeNull();
    await until(() => stats().waiting === 6, 'the abandoned preview leaves the queue');

    const paid = await memberOn(server, 'platinum');
    const build = paid.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 }).then((res) => {
      order.push('paid');
      return res;
    });
    await until(() => stats().waiting === 7, 'the paid build is queued behind the previews');
    expect((await blocker.post('/api/user/cancelBuild', {})).data.cancelled).toBe(1);
    expect((await blocking).data.outcome).toBe('cancelled');

    const res = await build;
    expect(res.status).toBe(200);
    expect(res.data.outcome).toBe('complete');
    // Queued last, served first.
    expect(order[0]).toBe('paid');

    const answers = await Promise.all(previews);
    for (const a of answers) {
      expect(a.data.outcome).toBe('partial');
      expect(a.data.messages[0]).toContain('work budget (1,000,000 units');
    }
  });

  it('removes the queued job of a client that hangs up, and stops the running one', async () => {
    const a = await memberOn(server, 'premium');
    const b = await memberOn(server, 'premium');
    const [socketA, socketB] = await Promise.all([openSocket(url, a.cookie), openSocket(url, b.cookie)]);
    try {
      const startedA = new Promise<void>((resolve) =>
        socketA.on('buildProgress', (p) => p.done >= 1 && resolve()),
      );
      const positionsB: number[] = [];
      socketB.on('buildQueued', (p) => positionsB.push(p.position));
      const slow = { slateId: nfl.id, ...HELD };
      const reqA = rawPost(url, '/api/nfl/createbuild', slow, a.cookie);
      await startedA;
      const reqB = rawPost(url, '/api/nfl/createbuild', slow, b.cookie);
      await until(() => positionsB.includes(1), 'B is told it waits first in line');
      expect(stats()).toMatchObject({ running: 1, waiting: 1 });

      reqB.abort();
      expect(await reqB.answer).toBeNull();
      await until(() => stats().waiting === 0, "B's job leaves the queue");
      expect(stats().running).toBe(1);
      // B's build never ran: its claimed slot is given back (the claim row is dropped once the
      // job is gone, a moment after the queue lets go of it), so it does not count against B's plan.
      const buildsOfB = async () =>
        (await b.post('/api/user/getSlatClients', { slateId: nfl.id })).data.builds as number;
      await until(async () => (await buildsOfB()) === 0, "B's claimed build slot is given back");
      expect(await buildsOfB()).toBe(0);

      reqA.abort();
      await until(() => stats().running === 0, "A's build stops at its next lineup");
      const next = await b.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
      expect(next.data.outcome).toBe('complete');
    } finally {
      socketA.disconnect();
      socketB.disconnect();
    }
  }, 60_000);

  it("caps one user's queued builds with a clear 429, and cancel empties the user's queue", async () => {
    const user = await memberOn(server, 'premium');
    const slow = { slateId: nfl.id, ...HELD };
    const arrived = gate.arrived();
    const three = [0, 1, 2].map(() => user.post('/api/nfl/createbuild', slow));
    await until(() => stats().waiting + stats().running === 3, 'three builds queued');
    await until(() => gate.arrived() === arrived + 1, 'the running build waits at the gate with 1 lineup');
    // One runs at a time per user; the others wait.
    expect(stats()).toMatchObject({ running: 1, waiting: 2 });
    const fourth = await user.post('/api/nfl/createbuild', slow);
    expect(fourth).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(fourth.message).toBe(
      'You already have 3 builds queued or running; wait for one to finish or cancel it.',
    );

    const cancel = await user.post('/api/user/cancelBuild', {});
    expect(cancel.data.cancelled).toBe(3);
    const outcomes = (await Promise.all(three)).map((r) => r.data.messages[0] as string).sort();
    expect(outcomes.filter((m) => m === 'Cancelled before it started.')).toHaveLength(2);
    expect(outcomes.filter((m) => m === 'Cancelled after 1 of 150 lineups.')).toHaveLength(1);
    expect(stats()).toMatchObject({ running: 0, waiting: 0 });
  }, 60_000);

  it('refuses 150 lineups at min unique 9 before queueing, and runs a Free build at min unique 8', async () => {
    const paid = await memberOn(server, 'platinum');
    const res = await paid.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 150,
      settings: { minUnique: 9 },
    });
    expect(res).toMatchObject({ status: 400, code: 'VALIDATION', fields: ['settings.minUnique'] });
    expect(res.message).toContain('minUnique: 9 is the whole roster');
    expect(stats()).toMatchObject({ running: 0, waiting: 0 });

    const free = await memberOn(server, 'free');
    // min unique 8 of 9 on the Free plan's 3 lineups: allowed, and queued like any build. (It
    // used to spend the Free plan's 10,000,000-unit budget; the search now finishes it on the
    // demo slates, and no Free setting makes a build that reliably does: the budget's stop and
    // its message are checked on the previews above, at their 1,000,000 units.)
    const hard = await free.post('/api/nfl/createbuild', {
      slateId: nfl.id,
      lineups: 3,
      settings: { minUnique: 8 },
    });
    expect(hard.status, hard.message).toBe(200);
    expect(hard.data.outcome).toBe('complete');
    expect(hard.data.allTeams).toHaveLength(3);
  }, 60_000);

  it('answers /api/health throughout four 150-lineup builds', async () => {
    // These builds run to their end: the gate opens (this is the describe's last test).
    gate.open();
    const users = await Promise.all([0, 1, 2, 3].map(() => memberOn(server, 'premium')));
    const settings = {
      minUnique: 2,
      maxExposure: 0.5,
      stacks: [
        {
          parts: [
            { positions: ['QB'], count: 1 },
            { positions: ['WR', 'TE'], count: 2 },
          ],
        },
      ],
    };
    let building = true;
    const agent = new http.Agent({ keepAlive: true });
    const healthDuring: number[] = [];
    const poll = (async () => {
      while (building) {
        const status = await new Promise<number>((resolve, reject) =>
          http
            .get(`${url}/api/health`, { agent }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            })
            .on('error', reject),
        );
        if (building) healthDuring.push(status);
      }
    })();
    const answers = await Promise.all(
      users.map((u) => u.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 150, settings })),
    );
    building = false;
    await poll;
    agent.destroy();
    expect(answers.map((a) => (a.data as { allTeams: unknown[] }).allTeams.length)).toEqual([
      150, 150, 150, 150,
    ]);
    // Health kept answering while the builds ran (the event loop was never held for long).
    expect(healthDuring.length).toBeGreaterThan(20);
    expect(healthDuring.every((s) => s === 200)).toBe(true);
  }, 120_000);
});

describe('the Free plan on two instances of one database', () => {
  let database: Database;
  let one: TTestServer;
  let two: TTestServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    one = await startTestServer({ database, env: { BUILD_WORKERS: '1' } });
    two = await startTestServer({ database, env: { BUILD_WORKERS: '1' } });
    await one.ctx.services.feeds.loadDemo();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  it('grants the one build per slate once when six builds arrive at once over both', async () => {
    const free = await memberOn(one, 'free');
    const slate = await slateOf(one, 'nfl');
    const onTwo = async () => {
      const res = await two.app.inject({
        method: 'POST',
        url: '/api/nfl/createbuild',
        payload: { slateId: slate.id, lineups: 3 },
        headers: { cookie: free.cookie },
      });
      return { status: res.statusCode, ...res.json<{ code?: string; data: unknown }>() };
    };
    const six = await Promise.all([
      free.post('/api/nfl/createbuild', { slateId: slate.id, lineups: 3 }),
      onTwo(),
      free.post('/api/nfl/createbuild', { slateId: slate.id, lineups: 3 }),
      onTwo(),
      free.post('/api/nfl/createbuild', { slateId: slate.id, lineups: 3 }),
      onTwo(),
    ]);
    expect(six.filter((r) => r.status === 200)).toHaveLength(1);
    expect(six.filter((r) => r.status === 403 && r.code === 'PLAN_LIMIT')).toHaveLength(5);
    expect((await free.post('/api/user/getSlatClients', { slateId: slate.id })).data.builds).toBe(1);
  }, 60_000);
});
