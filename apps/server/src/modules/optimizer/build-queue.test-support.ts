import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Queue } from 'bullmq';
import { io as connect, type Socket } from 'socket.io-client';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';
import type { TTestServer } from './optimizer.test-support';

export type TClient = Socket<TServerToClientEvents, TClientToServerEvents>;

/** The listening server's base URL (starts listening on a free port the first time). */
export async function listening(server: TTestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}

/** A signed-in socket, resolved once the server greeted it (it is in its user's room). */
export function openSocket(url: string, cookie: string): Promise<TClient> {
  return new Promise((resolve, reject) => {
    const socket: TClient = connect(url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    socket.once('hello', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * A real HTTP POST whose socket the test can close (`abort`), as a closed tab does. `answer`
 * resolves the status and JSON body, or null when the request was aborted.
 */
export function rawPost(url: string, path: string, body: object, cookie?: string) {
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    agent: false,
  });
  const answer = new Promise<{ status: number; body: unknown } | null>((resolve) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
        }),
      );
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
  });
  req.end(JSON.stringify(body));
  return { answer, abort: () => req.destroy() };
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The repository's root (worker processes and servers are started from the sources there). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
export type TWorker = { child: ChildProcess; lines: Record<string, unknown>[] };

/**
 * Starts a build worker process (`npm run worker`, from the sources) on the queue; resolves once
 * it is ready to take jobs. Its job lock is 2 s, so a killed worker's job moves on within seconds.
 * With `gateFile` (seam: BUILD_TEST_GATE file), its builds of 150+ lineups wait after their first
 * lineup until that file exists: the test opens the gate with `fs.writeFileSync(gateFile, '')`.
 */
export function startWorker(
  redisUrl: string,
  queueName: string,
  options: { gateFile?: string } = {},
): Promise<TWorker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      REDIS_URL: redisUrl,
      BUILD_QUEUE_NAME: queueName,
      BUILD_WORKERS: '1',
      BUILD_JOB_LOCK_MS: '2000',
      LOG_LEVEL: 'info',
      ...(options.gateFile ? { BUILD_TEST_GATE: options.gateFile } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const worker: TWorker = { child, lines: [] };
  return new Promise((resolve, reject) => {
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        worker.lines.push(parsed);
        if (parsed['msg'] === 'build worker ready') resolve(worker);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/** The ids of the jobs a worker process started, in order. */
export const startedJobs = (w: TWorker) =>
  w.lines.filter((l) => l['msg'] === 'build job started').map((l) => l['jobId'] as string);

/**
 * The end of a Redis test: its worker processes stop, its server closes, and the shared Redis
 * keeps nothing of its queue.
 */
export async function stopRedisTest(redisUrl: string, server: TTestServer | undefined, workers: TWorker[]) {
  for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGTERM');
  const queueName = server?.ctx.env.BUILD_QUEUE_NAME;
  await server?.close();
  if (queueName) {
    const queue = new Queue(queueName, { connection: { url: redisUrl } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}
