import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THealth } from '@dfs/contracts';
import { redisForTests } from '../../../test/redis-for-tests';
import { startTestServer } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { startWorker, stopRedisTest, until, type TWorker } from '../optimizer/build-queue.test-support';
import type { TTestServer } from '../optimizer/optimizer.test-support';

// /api/health says whether builds can run: with Redis and no worker process alive it answered
// 200 and nothing more while every build waited (issue 36). It now reports the queue's capacity
// and the workers seen, and `degraded` with the reason when no worker is connected.

/** The HTTP status beside the answer's data. */
const health = async (server: Pick<TTestServer, 'app'>) => {
  const res = await httpOf(server).get('/api/health');
  return { http: res.statusCode, ...res.json<{ data: THealth }>().data };
};

describe('health with the embedded build pool', () => {
  const server = useTestServer({ env: { FEEDS_ENABLED: 'false', BUILD_WORKERS: '1' } });

  it('is ok and reports the pool: capacity, jobs, no worker processes', async () => {
    expect(await health(server)).toMatchObject({
      http: 200,
      status: 'ok',
      problems: [],
      database: 'ok',
      builds: { mode: 'embedded', capacity: 1, running: 0, waiting: 0, workers: null },
    });
  });
});

const redisUrl = redisForTests('health.test', 'the health of the Redis build queue');

describe.skipIf(!redisUrl)('health with the Redis build queue', () => {
  let server: TTestServer;
  const workers: TWorker[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: { FEEDS_ENABLED: 'false', REDIS_URL: redisUrl! } });
  }, 60_000);
  afterAll(() => stopRedisTest(redisUrl!, server, workers));

  it('is degraded, saying why, while no worker process is connected; ok once one is', async () => {
    const without = await health(server);
    expect(without).toMatchObject({
      http: 200,
      status: 'degraded',
      problems: ['No build worker is connected to Redis: builds wait until one starts (npm run worker).'],
      builds: { mode: 'redis', capacity: 0, workers: { count: 0, threads: 0 } },
    });
    expect(without.builds.workers?.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    workers.push(await startWorker(redisUrl!, server.ctx.env.BUILD_QUEUE_NAME));
    await until(async () => (await health(server)).status === 'ok', 'the worker is seen');
    expect(await health(server)).toMatchObject({
      http: 200,
      status: 'ok',
      problems: [],
      builds: { mode: 'redis', capacity: 2, workers: { count: 1, threads: 1 } },
    });
  }, 60_000);
});
