// Starts the built server for a benchmark: a free loopback port, a temporary PGlite data
// directory with the demo data, the seeded admin signed in. Used by the bench scripts here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const ADMIN = { userName: 'benchadmin', password: 'Bench#Admin1' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the server; returns `request(method, url, body?, headers?)`, the admin's `cookie` and
 * `userId`, the start time in seconds, the base URL and `stop()`. `web` serves the built web app;
 * `port` fixes the port (else a free one).
 */
export async function startBenchServer({ name, connections = 32, web = false, env = {}, port: fixed }) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) {
    console.error(`${name}: ${entry} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
  const port = fixed || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // Production needs its public origin (links in mail, the same-origin check).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'true',
      FEEDS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: web ? path.join(root, 'apps/web/dist') : path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    agent.destroy();
    child.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500).unref();
  };
  process.on('exit', stop);
  const deadline = setTimeout(() => {
    console.error(`${name}: gave up after 5 minutes`);
    stop();
    process.exit(1);
  }, 300_000);
  deadline.unref();

  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (method, url, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const started = Date.now();
  for (;;) {
    try {
      if ((await request('GET', '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) {
      console.error(`${name}: the server exited during start`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const startSeconds = (Date.now() - started) / 1000;
  // The seeded admin signs in (a new free account would first have to verify its e-mail).
  const login = await request('POST', '/api/user/login', ADMIN);
  if (login.status !== 200) {
    console.error(`${name}: login failed: ${login.body}`);
    stop();
    process.exit(1);
  }
  const cookie = []
    .concat(login.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = JSON.parse(login.body.toString()).data._id;
  return { request, cookie, userId, startSeconds, baseUrl: `http://127.0.0.1:${port}`, admin: ADMIN, stop };
}

/** The NFL classic slate closest to 560 players (the demo's main slate). */
export async function nflMainSlate({ request, cookie, userId }) {
  const res = JSON.parse(
    (await request('GET', `/api/nfl/getAllSlat/${userId}`, undefined, { cookie })).body.toString(),
  );
  return res.data?.slates
    .filter((s) => s.gameType === 'classic')
    .sort((a, b) => Math.abs(a.playerCount - 560) - Math.abs(b.playerCount - 560))[0];
}

/** Percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
