import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/test-server';
import {
  LONG_BUILD,
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

const redisUrl = redisForTests('build-queue.redis.test', 'the Redis build queue tests');

describe.skipIf(!redisUrl)('the build queue on Redis with two worker processes', () => {
  let server: TTestServer;
  let workers: TWorker[] = [];
  let nfl: { id: string };

  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: redisUrl! } });
    await server.ctx.services.feeds.loadDemo();
    nfl = await slateOf(server, 'nfl');
    const queueName = server.ctx.env.BUILD_QUEUE_NAME;
    workers = await Promise.all([startWorker(redisUrl!, queueName), startWorker(redisUrl!, queueName)]);
    await until(() => server.ctx.services.builds.queueStats().capacity === 4, 'the server sees both workers');
  }, 60_000);
  afterAll(() => stopRedisTest(redisUrl!, server, workers));

  it('finishes a build on the other worker after a kill -9 mid-build: one answer, one stored build', async () => {
    expect(server.ctx.services.builds.queueStats().mode).toBe('redis');
    const user = await memberOn(server, 'premium');
    const socket = await openSocket(await listening(server), user.cookie);
    try {
      let buildId = '';
      const progressed = new Promise<void>((resolve) =>
        socket.on('buildProgress', (p) => {
          buildId = p.buildId;
          if (p.done >= 2) resolve();
        }),
      );
      const answer = user.post('/api/nfl/createbuild', {
        slateId: nfl.id,
        lineups: 40,
        settings: LONG_BUILD,
      });
      await progressed;
      const holder = workers.find((w) => startedJobs(w).includes(buildId))!;
      const other = workers.find((w) => w !== holder)!;
      expect(holder).toBeDefined();
      holder.child.kill('SIGKILL');

      const res = await answer;
      expect(res.status, res.message).toBe(200);
      expect(res.data.buildId).toBe(buildId);
      expect(res.data.outcome).toBe('complete');
      expect(res.data.allTeams).toHaveLength(40);
      // The other worker took the job the killed one held.
      expect(startedJobs(other)).toContain(buildId);

      // Stored once: one build on the slate, and the last lineups are the answer's.
      expect((await user.post('/api/user/getSlatClients', { slateId: nfl.id })).data.builds).toBe(1);
      const last = await user.post('/api/user/getLastLineup', { slateId: nfl.id });
      expect(last.data.allTeams).toEqual(res.data.allTeams);
    } finally {
      socket.disconnect();
    }
  }, 120_000);

  it('stops a build running on a worker process when its user cancels, with the lineups found so far', async () => {
    const user = await memberOn(server, 'premium');
    const socket = await openSocket(await listening(server), user.cookie);
    try {
      let cancelled = false;
      socket.on('buildProgress', (p) => {
        if (cancelled || p.done < 2) return;
        cancelled = true;
        void user.post('/api/user/cancelBuild', { buildId: p.buildId });
      });
      const res = await user.post('/api/nfl/createbuild', {
        slateId: nfl.id,
        lineups: 150,
        settings: LONG_BUILD,
      });
      expect(res.status, res.message).toBe(200);
      expect(res.data.outcome).toBe('cancelled');
      expect(res.data.messages[0]).toMatch(/^Cancelled after \d+ of 150 lineups\.$/);
      expect(res.data.allTeams.length).toBeGreaterThanOrEqual(2);
      expect(res.data.allTeams.length).toBeLessThan(150);
      await until(() => server.ctx.services.builds.queueStats().running === 0, 'the job is done');
    } finally {
      socket.disconnect();
    }
  }, 120_000);
});
