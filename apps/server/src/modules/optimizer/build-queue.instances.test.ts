import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { json, openTestDatabase, startTestServer } from '../../../test/test-server';
import type { Database } from '../../db/client';
import { REPO_ROOT, startedJobs, startWorker, until, type TWorker } from './build-queue.test-support';
import { memberOn, slateOf, type TTestServer } from './optimizer.test-support';
import { redisForTests } from '../../../test/redis-for-tests';

// Two server instances on one Redis and one database, as behind a load balancer: one user's
// builds sent to both are limited as one user's (one running job, the cap counted once), and a
// job that waits past the queue's time limit answers 503 with Retry-After. On PostgreSQL
// (TEST_DATABASE_URL) a third instance runs as a process of its own and is killed mid-build: the
// build's answer, kept by the worker, is stored when the user reloads on another instance.
//
// Seam: BUILD_TEST_GATE file. Each test starts its worker process with a gate file of its own (a
// fresh temporary path): its builds of 150 lineups wait after their first lineup until the test
// writes that file, so a build runs for exactly as long as the test needs, however fast the
// machine is (a cancel still stops a held build at once).

const redisUrl = redisForTests('build-queue.instances.test', 'the two-instance tests');

const pgUrl = process.env.TEST_DATABASE_URL;
if (redisUrl && !pgUrl)
  console.warn(
    'build-queue.instances.test: TEST_DATABASE_URL is not set; skipping the server process killed mid-build (it needs a database two processes share).',
  );

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A server instance as a process of its own (`src/main.ts`), on the test's PostgreSQL and queue. */
async function startServerProcess(queueName: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      DEMO_SEASONS: 'all',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_IP_MAX: '1000000',
      DATABASE_URL: pgUrl,
      REDIS_URL: redisUrl,
      BUILD_QUEUE_NAME: queueName,
      // The build must end complete however busy the machine is (the test counts its lineups).
      BUILD_TIME_LIMIT_MS: '600000',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    'the server process answers',
    90_000,
  );
  return { child, url };
}

/** A plain build held at the worker's gate after its first lineup (until the test opens it). */
const HELD = { lineups: 150, settings: {} };

/** A POST as the user on one instance, with the answer's headers. */
async function postOn(server: TTestServer, cookie: string, url: string, payload: object = {}) {
  const res = await server.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  return { status: res.statusCode, headers: res.headers, ...json(res) };
}

describe.skipIf(!redisUrl)('the build queue on two server instances sharing Redis', () => {
  const queueName = `test-builds-${crypto.randomUUID()}`;
  let database: Database;
  let a: TTestServer;
  let b: TTestServer;
  let worker: TWorker;
  let nfl: { id: string };
  let gateFile = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { REDIS_URL: redisUrl!, BUILD_QUEUE_NAME: queueName, BUILD_QUEUE_PER_USER: '3' };
    a = await startTestServer({ database, env });
    // B gives up on a job that cannot start within 4 s.
    b = await startTestServer({ database, env: { ...env, BUILD_QUEUE_WAIT_MS: '2000' } });
    await a.ctx.services.feeds.loadDemo();
    nfl = await slateOf(a, 'nfl');
  }, 180_000);
  beforeEach(async () => {
    gateFile = path.join(os.tmpdir(), `build-gate-${crypto.randomUUID()}`);
    worker = await startWorker(redisUrl!, queueName, { gateFile });
    const capacity = (s: TTestServer) => s.ctx.services.builds.queueStats().capacity;
    await until(() => capacity(a) === 2 && capacity(b) === 2, 'both instances see the worker');
  }, 60_000);
  afterEach(async () => {
    // The next test starts a worker with a closed gate of its own.
    if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
      const exited = new Promise<void>((resolve) => worker.child.once('exit', () => resolve()));
      worker.child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(gateFile, { force: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    const queue = new Queue(queueName, { connection: { url: redisUrl! } });
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('runs one job of a user at a time across instances, counts their cap once, and times out a job that cannot start (seam: BUILD_TEST_GATE file)', async () => {
    const user = await memberOn(a, 'premium');
    const stats = (s: TTestServer) => s.ctx.services.builds.queueStats();
    const build = (s: TTestServer) =>
      postOn(s, user.cookie, '/api/nfl/createbuild', { slateId: nfl.id, ...HELD });

    const a1 = build(a);
    await until(() => stats(a).running === 1, 'the first build runs on A');
    // B has room for it, but the user's one running job is A's: it waits.
    const b1 = build(b);
    await until(() => stats(b).waiting === 1, 'the second build waits on B');
    expect(stats(b).running).toBe(0);
    const a2 = build(a);
    await until(() => stats(a).waiting === 1, 'the third build waits on A');

    // Three queued or running across the two instances: the fourth is refused, on B too.
    const b2 = await build(b);
    expect(b2.status).toBe(429);
    expect(b2.message).toBe(
      'You already have 3 builds queued or running; wait for one to finish or cancel it.',
    );

    // B's job cannot start within B's limit (2 s; A's first build waits at the gate, never opened
    // here, so it still runs when the user cancels below): removed and answered 503, with when to
    // come back.
    const late = await b1;
    expect(late.status).toBe(503);
    expect(late.headers['retry-after']).toBe('30');
    expect(late.message).toMatch(
      /^Your build waited 2 s in the queue without starting: the build servers are busy\./,
    );
    expect(stats(b)).toMatchObject({ waiting: 0, running: 0 });

    // The user stops everything on A: the running job's slot is given back across instances,
    // so a new build on B starts.
    expect((await postOn(a, user.cookie, '/api/user/cancelBuild', {})).data.cancelled).toBe(2);
    expect((await a1).data.outcome).toBe('cancelled');
    expect((await a2).data.outcome).toBe('cancelled');
    const b3 = build(b);
    await until(() => stats(b).running === 1, 'the new build runs on B');
    expect((await postOn(b, user.cookie, '/api/user/cancelBuild', {})).data.cancelled).toBe(1);
    expect((await b3).data.outcome).toBe('cancelled');
  }, 120_000);

  it("cancels a user's builds queued on another instance: the running one stops, the queued one is removed (seam: BUILD_TEST_GATE file)", async () => {
    const user = await memberOn(a, 'premium');
    const stats = (s: TTestServer) => s.ctx.services.builds.queueStats();
    const build = (s: TTestServer) =>
      postOn(s, user.cookie, '/api/nfl/createbuild', { slateId: nfl.id, ...HELD });
    const running = build(a);
    await until(() => stats(a).running === 1, 'the first build runs on A');
    const queued = build(a);
    await until(() => stats(a).waiting === 1, 'the second build waits on A');

    // The user's cancel lands on B, which holds none of their jobs: it reaches both on A.
    const res = await postOn(b, user.cookie, '/api/user/cancelBuild', {});
    expect(res.status).toBe(200);
    expect(res.data.cancelled).toBe(2);
    expect(res.message).toBe('Build cancelled.');
    expect((await running).data.outcome).toBe('cancelled');
    expect((await queued).data.outcome).toBe('cancelled');
    await until(() => stats(a).running === 0 && stats(a).waiting === 0, "A's queue is empty");
    // Nothing left anywhere: a second cancel reaches no job.
    expect((await postOn(b, user.cookie, '/api/user/cancelBuild', {})).data.cancelled).toBe(0);
  }, 120_000);

  it("cancels a user's simulation running on another instance", async () => {
    const user = await memberOn(a, 'platinum');
    const stats = (s: TTestServer) => s.ctx.services.builds.queueStats();
    expect(
      (await postOn(a, user.cookie, '/api/nfl/createbuild', { slateId: nfl.id, lineups: 10 })).status,
    ).toBe(200);
    // The plan's largest run: it is still running when the cancel comes.
    const simulation = postOn(a, user.cookie, '/api/nfl/simulate', {
      slateId: nfl.id,
      source: { from: 'last' },
      contest: { kind: 'preset', preset: 'dk-gpp', entryFee: 5 },
      fieldSize: 50_000,
      iterations: 20_000,
      seed: 3,
    });
    await until(() => stats(a).running === 1, 'the simulation runs on A');
    const res = await postOn(b, user.cookie, '/api/user/cancelSimulation', {});
    expect(res.data.cancelled).toBe(1);
    expect(res.message).toBe('Simulation cancelled.');
    const answer = await simulation;
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe('cancelled');
  }, 120_000);

  it.skipIf(!pgUrl)(
    'stores the lineups of a build whose server was killed mid-build when the user reloads on another instance (seam: BUILD_TEST_GATE file)',
    async () => {
      const user = await memberOn(a, 'premium');
      const doomed = await startServerProcess(queueName);
      try {
        const before = startedJobs(worker).length;
        // The user's build goes to the doomed instance; it dies (kill -9) once the worker took it
        // (the build waits at the worker's gate meanwhile, so it cannot be answered first).
        const answer = fetch(`${doomed.url}/api/nfl/createbuild`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ slateId: nfl.id, ...HELD }),
        }).then(
          () => 'answered',
          () => 'connection lost',
        );
        await until(() => startedJobs(worker).length > before, 'the worker takes the build', 60_000);
        doomed.child.kill('SIGKILL');
        expect(await answer).toBe('connection lost');
        // The worker's build goes on to its end.
        fs.writeFileSync(gateFile, '');

        // The page reloaded on A: once the worker has finished, the lineups are there, stored once.
        let last: { allTeams?: unknown[] } | null = null;
        await until(
          async () => {
            last = (await postOn(a, user.cookie, '/api/user/getLastLineup', { slateId: nfl.id })).data as {
              allTeams?: unknown[];
            } | null;
            return (last?.allTeams?.length ?? 0) > 0;
          },
          'the build appears on A',
          120_000,
        );
        expect(last!.allTeams).toHaveLength(150);
        expect(new Set(last!.allTeams!.map((t) => JSON.stringify(t))).size).toBe(150);
        expect(
          (await postOn(a, user.cookie, '/api/user/getSlatClients', { slateId: nfl.id })).data.builds,
        ).toBe(1);
        const saved = await postOn(a, user.cookie, '/api/user/getLastLineup', { slateId: nfl.id });
        expect(saved.data.allTeams).toEqual(last!.allTeams);
      } finally {
        // Whatever failed above, the spawned server does not outlive the test.
        if (doomed.child.exitCode === null && doomed.child.signalCode === null) doomed.child.kill('SIGKILL');
      }
    },
    240_000,
  );
});
