// HTTP load test of POST /api/nfl/getPlayers on the demo's 560-player NFL main slate, against one
// built server instance on loopback. Run from the repo root after `npm run build`:
//   node apps/server/bench/getplayers-load.mjs [--requests 20000] [--connections 32] [--seconds 30]
// It starts the built server on a free port with a temporary PGlite data directory, signs up a
// user, fires the requests over keep-alive connections, prints requests/s and p50/p99, and stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 20_000);
const CONNECTIONS = arg('connections', 32);
const MAX_SECONDS = arg('seconds', 30);
const WARMUP = 500;

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '../dist/main.js');
if (!fs.existsSync(entry)) {
  console.error(`getplayers-load: ${entry} is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
const child = spawn(process.execPath, [entry], {
  cwd: path.resolve(here, '../../..'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    DEMO_DATA: 'true',
    FEEDS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'Bench#Admin1',
    WEB_DIST: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  child.kill('SIGTERM');
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500).unref();
};
process.on('exit', stop);
const deadline = setTimeout(() => {
  console.error('getplayers-load: gave up after 5 minutes');
  stop();
  process.exit(1);
}, 300_000);
deadline.unref();

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
function request(method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
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
}

const started = Date.now();
for (;;) {
  try {
    const res = await request('GET', '/api/health');
    if (res.status === 200) break;
  } catch {
    // not listening yet
  }
  if (child.exitCode !== null) {
    console.error('getplayers-load: the server exited during start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}
const startSeconds = (Date.now() - started) / 1000;

// The seeded admin signs in (a new free account would first have to verify its e-mail).
const login = await request('POST', '/api/user/login', { userName: 'benchadmin', password: 'Bench#Admin1' });
const cookie = []
  .concat(login.headers['set-cookie'] ?? [])
  .map((c) => c.split(';')[0])
  .join('; ');
const userId = JSON.parse(login.body.toString()).data._id;
if (login.status !== 200) {
  console.error(`getplayers-load: login failed: ${login.body}`);
  stop();
  process.exit(1);
}
const slates = JSON.parse(
  (await request('GET', `/api/nfl/getAllSlat/${userId}`, undefined, { cookie })).body.toString(),
);
if (!slates.data) {
  console.error(`getplayers-load: slates: ${JSON.stringify(slates)}`);
  stop();
  process.exit(1);
}
const slate = slates.data.slates
  .filter((s) => s.gameType === 'classic')
  .sort((a, b) => Math.abs(a.playerCount - 560) - Math.abs(b.playerCount - 560))[0];
if (!slate) {
  console.error('getplayers-load: no NFL classic slate found');
  stop();
  process.exit(1);
}

async function run(total, seconds) {
  const latencies = [];
  let sent = 0;
  let failed = 0;
  let bytes = 0;
  const until = Date.now() + seconds * 1000;
  const t0 = process.hrtime.bigint();
  const worker = async () => {
    while (sent < total && Date.now() < until) {
      sent++;
      const s = process.hrtime.bigint();
      // As a browser asks: the cached answer goes out gzipped.
      const res = await request(
        'POST',
        '/api/nfl/getPlayers',
        { slateId: slate.id },
        { cookie, 'accept-encoding': 'gzip, deflate, br' },
      );
      latencies.push(Number(process.hrtime.bigint() - s) / 1e6);
      bytes += res.body.length;
      if (res.status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    count: latencies.length,
    failed,
    elapsed,
    bytes,
    p50: pct(50),
    p99: pct(99),
    max: latencies.at(-1) ?? 0,
  };
}

await run(WARMUP, 10);
const r = await run(REQUESTS, MAX_SECONDS);
const rps = r.count / r.elapsed;
console.log(`getPlayers load test (one instance, loopback, ${CONNECTIONS} keep-alive connections)`);
console.log(`  server start with demo load: ${startSeconds.toFixed(1)} s`);
console.log(
  `  slate ${slate.id}: ${slate.playerCount} players, ${(r.bytes / r.count / 1024).toFixed(0)} KB per answer on the wire (gzip)`,
);
console.log(`  requests: ${r.count} in ${r.elapsed.toFixed(1)} s, failed ${r.failed}`);
console.log(`  requests/s: ${rps.toFixed(0)}`);
console.log(`  latency p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
console.log(
  `  target >= 1000 requests/s and p99 <= 50 ms: ${rps >= 1000 && r.p99 <= 50 ? 'met' : 'NOT met'}`,
);
agent.destroy();
stop();
process.exit(r.failed > 0 ? 1 : 0);
