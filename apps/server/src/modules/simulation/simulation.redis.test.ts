import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisForTests } from '../../../test/redis-for-tests';
import { startTestServer } from '../../../test/test-server';
import { simulations } from '../../db/schema';
import { resultKey } from '../optimizer/build-queue.redis';
import {
  listening,
  openSocket,
  startedJobs,
  startWorker,
  stopRedisTest,
  until,
  type TWorker,
} from '../optimizer/build-queue.test-support';
import { memberOn, slateOf, type TTestServer } from '../optimizer/optimizer.test-support';
import { ORPHANED } from './simulation.service';

// A simulation on the Redis build queue: the server queues it in BullMQ like a build, a worker
// process (`npm run worker`, from the sources) runs it on its build threads, progress reaches
// the user's socket, and the answer comes back through Redis.

const redisUrl = redisForTests('simulation.redis.test', 'the Redis simulation test');

describe.skipIf(!redisUrl)('a simulation on the Redis build queue', () => {
  let server: TTestServer;
  let worker: TWorker | undefined;

  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: redisUrl! } });
    await server.ctx.services.feeds.loadDemo();
    worker = await startWorker(redisUrl!, server.ctx.env.BUILD_QUEUE_NAME);
    await until(() => server.ctx.services.builds.queueStats().capacity > 0, 'the server sees the worker');
  }, 400_000);
  afterAll(() => stopRedisTest(redisUrl!, server, worker ? [worker] : []));

  it('runs on the worker process with progress to the user', async () => {
    const nfl = await slateOf(server, 'nfl');
    const user = await memberOn(server, 'platinum');
    const built = await user.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 10 });
    expect(built.data.allTeams).toHaveLength(10);
    const socket = await openSocket(await listening(server), user.cookie);
    try {
      const progress: number[] = [];
      socket.on('simProgress', (p) => progress.push(p.done));
      const res = await user.post('/api/nfl/simulate', {
        slateId: nfl.id,
        source: { from: 'last' },
        contest: { kind: 'preset', preset: 'double-up', entryFee: 5 },
        fieldSize: 300,
        iterations: 1000,
        seed: 1,
      });
      expect(res.status, res.message).toBe(200);
      expect(res.data.status).toBe('done');
      expect(res.data.lineups).toHaveLength(10);
      expect(startedJobs(worker!)).toContain(res.data.id);
      await until(() => progress.includes(1000), 'the last progress event');
    } finally {
      socket.disconnect();
    }
  }, 120_000);

  it('adopts the answer a worker kept for a simulation whose server died, and fails one with no answer', async () => {
    const nfl = await slateOf(server, 'nfl');
    const user = await memberOn(server, 'platinum');
    const built = await user.post('/api/nfl/createbuild', { slateId: nfl.id, lineups: 3 });
    const lineups = built.data.allTeams as unknown[];
    // Two rows their (dead) server queued a minute ago: no owner lease holds them any more. The
    // worker finished the first and stored its answer under the job's key, as it does for any job.
    const row = (id: string) => ({
      id,
      userId: user.id,
      sport: 'nfl' as const,
      slateId: nfl.id,
      status: 'running' as const,
      settings: { iterations: 100 },
      lineups,
      createdAt: new Date(Date.now() - 60_000),
    });
    const answered = crypto.randomUUID();
    const lost = crypto.randomUUID();
    await server.ctx.database.db.insert(simulations).values([row(answered), row(lost)]);
    const stats = {
      roi: 0.5,
      roiStdErr: 0.1,
      win: 0.01,
      top1: 0.02,
      cash: 0.3,
      mean: 120,
      sd: 20,
      p90: 150,
      p99: 170,
    };
    const output = {
      type: 'task',
      outcome: { status: 'done', result: { lineups: lineups.map(() => stats), players: [] } },
    };
    const redis = new Redis(redisUrl!);
    try {
      await redis.set(
        resultKey(server.ctx.env.BUILD_QUEUE_NAME, answered),
        JSON.stringify(output),
        'EX',
        600,
      );
      const adopted = await user.get(`/api/user/getSimulation/${answered}`);
      expect(adopted.data.status).toBe('done');
      expect(adopted.data.lineups).toHaveLength(3);
      expect(adopted.data.lineups[0]).toMatchObject({ ...stats, lineup: lineups[0] });
      // Taken once: the key is gone, and reading again answers the stored row.
      expect(await redis.exists(resultKey(server.ctx.env.BUILD_QUEUE_NAME, answered))).toBe(0);
      expect((await user.get(`/api/user/getSimulation/${answered}`)).data.lineups).toHaveLength(3);
      const failed = await user.get(`/api/user/getSimulation/${lost}`);
      expect(failed.data).toMatchObject({ status: 'failed', message: ORPHANED });
    } finally {
      redis.disconnect();
    }
  });
});
