import { existsSync } from 'node:fs';
import { BuildGate } from '@dfs/optimizer';
import { loadEnv, workerCheck } from './env';
import { buildPoolSize } from './modules/optimizer/build-pool';
import { startBuildWorker } from './modules/optimizer/build-worker-process';

// `npm run worker`: a build worker process. With REDIS_URL the servers queue every build, late
// swap and preview in Redis (BUILD_QUEUE_NAME); processes like this one take them and run them
// on BUILD_WORKERS threads. Run as many as the machines have cores to spare, on any machine that
// reaches the Redis.

/**
 * Tests only: a BuildGate that opens once `file` exists (the test process cannot reach this
 * process's shared memory, so it opens the gate by writing the file).
 */
function fileGate(file: string): BuildGate {
  const gate = new BuildGate(150);
  const timer = setInterval(() => {
    if (!existsSync(file)) return;
    gate.open();
    clearInterval(timer);
  }, 10);
  timer.unref();
  return gate;
}

/** Starts the worker and stops it cleanly on SIGTERM/SIGINT (running jobs finish first). */
async function main(): Promise<void> {
  const env = loadEnv(undefined, workerCheck);
  const redisUrl = env.REDIS_URL ?? '';
  const log = (line: Record<string, unknown>) => {
    if (env.LOG_LEVEL !== 'silent') console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
  };
  const worker = await startBuildWorker({
    redisUrl,
    queueName: env.BUILD_QUEUE_NAME,
    threads: buildPoolSize(env.BUILD_WORKERS),
    lockMs: env.BUILD_JOB_LOCK_MS,
    log,
    ...(env.BUILD_TEST_GATE ? { gate: fileGate(env.BUILD_TEST_GATE) } : {}),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ msg: 'build worker shutting down', signal });
    const force = setTimeout(() => process.exit(1), 70_000);
    force.unref();
    worker
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
