import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/test-server';
import {
  listening,
  openSocket,
  startedJobs,
  startWorker,
  stopRedisTest,
  until,
  type TWorker,
} from './build-queue.test-support';
import { memberOn, slateOf, type TTestServer } from './optimizer.test-support';
import { redisForTests } from '../../../test/redis-for-tests';

// The build queue over Redis: a server with REDIS_URL queues builds in BullMQ and two worker
// processes (`npm run worker`, run here from the sources) take them. A worker killed with
// SIGKILL mid-build: the job goes to the other worker, the user gets the lineups once, and the
// build is stored once.
//
// Seam: BUILD_TEST_GATE file. Each test starts its two workers with a gate file of its own (a
// fresh temporary path): their builds of 150 lineups wait after their first lineup until the
// test writes that file, so a build is still running when the test kills or cancels it, however
// fast the machine is.

const redisUrl = redisForTests('build-queue.redis.test', 'the Redis build queue tests');

/** A plain build held at the workers' gate after its first lineup (until the test opens it). */
const HELD = { lineups: 150, settings: {} };

/** Kills a worker process (SIGKILL) and resolves once it has exited. */
function killWorker(w: TWorker): Promise<void> {
  if (w.child.exitCode !== null || w.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => w.child.once('exit', () => resolve()));
  w.child.kill('SIGKILL');
  return exited;
}

describe.skipIf(!redisUrl)('the build queue on Redis with two worker processes', () => {
  let server: TTestServer;
  let workers: TWorker[] = [];
  let nfl: { id: string };
  let gateFile = '';

  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: redisUrl! } });
    await server.ctx.services.feeds.loadDemo();
    nfl = await slateOf(server, 'nfl');
  }, 60_000);
  beforeEach(async () => {
    gateFile = path.join(os.tmpdir(), `build-gate-${crypto.randomUUID()}`);
    const queueName = server.ctx.env.BUILD_QUEUE_NAME;
    workers = await Promise.all([
      startWorker(redisUrl!, queueName, { gateFile }),
      startWorker(redisUrl!, queueName, { gateFile }),
    ]);
    await until(() => server.ctx.services.builds.queueStats().capacity === 4, 'the server sees both workers');
  }, 60_000);
  afterEach(async () => {
    await Promise.all(workers.map(killWorker));
    fs.rmSync(gateFile, { force: true });
  });
  afterAll(() => stopRedisTest(redisUrl!, server, workers));

  it('finishes a build on the other worker after a kill -9 mid-build: one answer, one stored build (seam: BUILD_TEST_GATE file)', async () => {
    expect(server.ctx.services.builds.queueStats().mode).toBe('redis');
    const user = await memberOn(server, 'premium');
    const socket = await openSocket(await listening(server), user.cookie);
    try {
      let buildId = '';
      const held = new Promise<void>((resolve) =>
        socket.on('buildProgress', (p) => {
          buildId = p.buildId;
          if (p.done >= 1) resolve();
        }),
      );
      const answer = user.post('/api/nfl/createbuild', { slateId: nfl.id, ...HELD });
      // The build has its first lineup: it waits at its worker's gate.
      await held;
      const holder = workers.find((w) => startedJobs(w).includes(buildId))!;
      const other = workers.find((w) => w !== holder)!;
      expect(holder).toBeDefined();
      await killWorker(holder);

      // The other worker takes the job the killed one held (its lock ran out); it is held at the
      // gate again until the test opens it.
      await until(() => startedJobs(other).includes(buildId), 'the other worker takes the job');
      fs.writeFileSync(gateFile, '');

      const res = await answer;
      expect(res.status, res.message).toBe(200);
      expect(res.data.buildId).toBe(buildId);
      expect(res.data.outcome).toBe('complete');
      expect(res.data.allTeams).toHaveLength(150);

      // Stored once: one build on the slate, and the last lineups are the answer's.
      expect((await user.post('/api/user/getSlatClients', { slateId: nfl.id })).data.builds).toBe(1);
      const last = await user.post('/api/user/getLastLineup', { slateId: nfl.id });
      expect(last.data.allTeams).toEqual(res.data.allTeams);
    } finally {
      socket.disconnect();
    }
  }, 120_000);

  it('stops a build running on a worker process when its user cancels, with the lineups found so far (seam: BUILD_TEST_GATE file)', async () => {
    const user = await memberOn(server, 'premium');
    const socket = await openSocket(await listening(server), user.cookie);
    try {
      // The build has its first lineup (and waits at the gate, never opened here): cancel it.
      let cancelled = false;
      socket.on('buildProgress', (p) => {
        if (cancelled || p.done < 1) return;
        cancelled = true;
        void user.post('/api/user/cancelBuild', { buildId: p.buildId });
      });
      const res = await user.post('/api/nfl/createbuild', { slateId: nfl.id, ...HELD });
      expect(res.status, res.message).toBe(200);
      expect(res.data.outcome).toBe('cancelled');
      expect(res.data.messages[0]).toBe('Cancelled after 1 of 150 lineups.');
      expect(res.data.allTeams).toHaveLength(1);
      await until(() => server.ctx.services.builds.queueStats().running === 0, 'the job is done');
    } finally {
      socket.disconnect();
    }
  }, 120_000);
});
