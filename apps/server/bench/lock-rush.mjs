// The lock rush: many users building at once before lock, against one built server on
// loopback, in three set-ups: the embedded queue (builds on the server's own thread pool), and the
// queue in Redis with 1 and with 2 worker processes (`npm run worker`, one build thread each).
// Run from the repo root after `npm run build`:
//   node apps/server/bench/lock-rush.mjs [--seconds 60] [--users 200] [--modes embedded,redis1,redis2]
//     [--phases saturated,80]
// Users: 60 % build 150 lineups (QB + 2 WR/TE stack, 50 % max exposure, min unique 2), 30 % build
// 20 lineups (min unique 2), all on Platinum accounts, each user on its own kept-alive connection
// (as a browser); 10 % are anonymous previews (each on a connection of its own and from its
// own address, X-Forwarded-For with TRUST_PROXY), half of them hostile: min unique at the roster
// size, abandoned after 3 s. Every build is on the real DraftKings NFL file
// (../shared/fixtures/operator-csv/dk_nfl_classic_2022wk11.csv, imported through the admin API).
// Two phases per set-up, `--seconds` each:
//   saturated: every user builds again as soon as answered: the set-up's capacity (builds/s);
//   80: users wait between builds (exponential think time) so that the paid builds offered per
//       second are 80 % of those the saturated phase answered per second.
// Printed per class: jobs done, refusals (4xx), abandoned, p50/p95 of queue wait (answer time less
// the build's own time) and of the build's own time; /api/health p99 (asked every 20 ms on its
// own connection); builds per second; the CPU seconds of each process (cpu-accounting.mjs). Redis: BENCH_REDIS_URL or REDIS_URL, else
// redis://127.0.0.1:6379; the Redis set-ups are skipped with the reason when it does not answer.
// The database is PostgreSQL as in production (a fresh database on BENCH_DATABASE_URL's server,
// else postgres://postgres@127.0.0.1:5432, dropped at the end); without one it says so and uses
// the embedded PGlite, which runs every query on the server's event loop.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { platinumCookie, signInAdmin, startBuiltServer } from '../../../scripts/lib/built-server.mjs';
import { percentile } from './bench-server.mjs';
import { cpuSnapshot, printCpu } from './cpu-accounting.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const argOf = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SECONDS = Number(argOf('seconds', 60));
const USERS = Number(argOf('users', 200));
const MODES = argOf('modes', 'embedded,redis1,redis2').split(',');
const PHASES = argOf('phases', 'saturated,80').split(',');
const REDIS_URL = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const FILE = path.resolve(root, '../shared/fixtures/operator-csv/dk_nfl_classic_2022wk11.csv');
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const HOSTILE_ABANDON_MS = 3000;
/** Length of each set-up's idle baseline (health polls only, no build), in seconds. */
const IDLE_SECONDS = 5;
// LOCK_RUSH_CPU_PROF=<dir>: the server and the workers write V8 CPU profiles there (to see where
// their CPU goes; NODE_OPTIONS may not carry --cpu-prof).
const PROFILE = process.env.LOCK_RUSH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOCK_RUSH_CPU_PROF}`]
  : [];
const STACK = [
  {
    parts: [
      { positions: ['QB'], count: 1 },
      { positions: ['WR', 'TE'], count: 2 },
    ],
  },
];

const fail = (message) => {
  console.error(`lock-rush: ${message}`);
  process.exit(1);
};
if (!fs.existsSync(FILE)) fail(`${FILE} is missing (the shared operator files sit beside the repository)`);

/** The user mix: 60 % 150 lineups, 30 % 20 lineups, 10 % previews (half hostile). */
function mix(users) {
  const previews = Math.max(2, Math.round(users * 0.1));
  const hostile = Math.max(1, Math.round(previews / 2));
  const big = Math.round(users * 0.6);
  const small = users - previews - big;
  return [
    ...Array.from({ length: big }, () => 'paid150'),
    ...Array.from({ length: small }, () => 'paid20'),
    ...Array.from({ length: hostile }, () => 'hostile'),
    ...Array.from({ length: previews - hostile }, () => 'preview'),
  ];
}
const CLASSES = ['paid150', 'paid20', 'preview', 'hostile'];

/**
 * One POST, on the user's kept-alive connection (`agent`, as a browser keeps its connection) or on
 * its own (no agent), abandoned (socket closed) after `abandonMs`.
 */
function post(port, url, body, headers, abandonMs, agent = false) {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      agent,
      headers: { 'content-type': 'application/json', ...headers },
    });
    const timer = abandonMs ? setTimeout(() => req.destroy(), abandonMs) : null;
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        if (timer) clearTimeout(timer);
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString());
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode, json });
      });
      res.on('error', () => resolve({ status: 0, json: null }));
    });
    req.on('error', () => {
      if (timer) clearTimeout(timer);
      resolve({ status: 0, json: null });
    });
    req.end(JSON.stringify(body));
  });
}

/** Starts `n` worker processes of the built server on the queue; resolves once each is ready. */
async function startWorkers(n, queueName) {
  const entry = path.join(root, 'apps/server/dist/worker.js');
  if (!fs.existsSync(entry)) fail(`${entry} is missing: run \`npm run build\` first`);
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve, reject) => {
          const child = spawn(process.execPath, [...PROFILE, entry], {
            cwd: root,
            env: {
              ...process.env,
              REDIS_URL,
              BUILD_QUEUE_NAME: queueName,
              BUILD_WORKERS: '1',
              LOG_LEVEL: 'info',
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          process.on('exit', () => child.kill('SIGKILL'));
          child.stdout.on('data', (c) => {
            if (c.toString().includes('"build worker ready"')) resolve(child);
          });
          child.once('exit', (code) => reject(new Error(`a worker exited with ${code}`)));
        }),
    ),
  );
}

/** A fresh PostgreSQL database for one set-up, or null (PGlite) when no server answers. */
async function freshDatabase() {
  const name = `lock_rush_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function redisAnswers() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Runs one phase: every user loops until the end; `thinkMs(cls)` is the mean pause between builds. */
async function runPhase({ port, slateId, cookies, users, seconds, thinkMs }) {
  const records = Object.fromEntries(
    CLASSES.map((c) => [
      c,
      { done: 0, late: 0, refused: 0, busy: 0, abandoned: 0, failed: 0, wait: [], build: [], lineups: 0 },
    ]),
  );
  const health = [];
  const end = performance.now() + seconds * 1000;
  // A think time ends at the phase's end at the latest: the phase (and its CPU accounting) would
  // otherwise wait for the longest draw, minutes past the end at a 20 s mean.
  const pause = (mean) =>
    mean > 0
      ? new Promise((r) =>
          setTimeout(r, Math.max(0, Math.min(-Math.log(1 - Math.random()) * mean, end - performance.now()))),
        )
      : null;
  const user = async (cls, i) => {
    const rec = records[cls];
    // A signed-in user's browser keeps its connection between builds; previews each open their own.
    const agent = cls.startsWith('paid') ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
    // Users do not all start at once. With think time, the first builds are spread over one
    // think time, so the offered load is the phase's from its first second (started within 2 s,
    // 180 users' first builds were a burst the queue took ~15 s to drain at 12 builds/s, and that
    // burst, not the 80 % load, set the p95).
    await new Promise((r) => setTimeout(r, Math.random() * (thinkMs(cls) || 500)));
    while (performance.now() < end) {
      const t0 = performance.now();
      let res;
      if (cls === 'paid150' || cls === 'paid20') {
        const settings =
          cls === 'paid150' ? { minUnique: 2, maxExposure: 0.5, stacks: STACK } : { minUnique: 2 };
        res = await post(
          port,
          '/api/nfl/createbuild',
          { slateId, lineups: cls === 'paid150' ? 150 : 20, settings },
          { cookie: cookies[i] },
          0,
          agent,
        );
      } else {
        const ip = `10.${Math.floor(i / 250)}.${i % 250}.7`;
        res = await post(
          port,
          '/api/nfl/previewbuild',
          { settings: cls === 'hostile' ? { minUnique: 9 } : { minUnique: 2 } },
          { 'x-forwarded-for': ip },
          cls === 'hostile' ? HOSTILE_ABANDON_MS : 0,
        );
      }
      const took = performance.now() - t0;
      if (res.status === 0) rec.abandoned++;
      else if (res.status >= 400 && res.status < 500) rec.refused++;
      // Waited BUILD_QUEUE_WAIT_MS without starting: the queue's own answer, not a failure.
      else if (res.status === 503 && res.json?.message?.startsWith('Your build waited')) rec.busy++;
      else if (res.status !== 200) rec.failed++;
      else if (performance.now() > end) rec.late++;
      else {
        rec.done++;
        const own = res.json?.data?.stats?.ms ?? 0;
        rec.build.push(own);
        rec.wait.push(Math.max(0, took - own));
        rec.lineups += res.json?.data?.allTeams?.length ?? 0;
      }
      // A hostile client sends its next preview when it abandons the last (3 s after sending it,
      // or when refused before that); the others pause after a refusal, and think.
      if (cls === 'hostile') await new Promise((r) => setTimeout(r, Math.max(0, HOSTILE_ABANDON_MS - took)));
      else if (res.status !== 200) await new Promise((r) => setTimeout(r, 500));
      await pause(thinkMs(cls));
    }
    if (agent) agent.destroy();
  };
  await Promise.all([...users.map((cls, i) => user(cls, i)), pollHealth(port, end, health)]);
  return { records, health: health.sort((a, b) => a - b), seconds };
}

/** Asks /api/health every 20 ms on its own kept-alive connection until `end`; pushes each time taken. */
async function pollHealth(port, end, health) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() < end) {
    const t0 = performance.now();
    await new Promise((resolve) =>
      http
        .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', resolve),
    );
    health.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  agent.destroy();
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const fmt = (xs, p) => (xs.length ? percentile(sorted(xs), p).toFixed(0) : '-');

function printPhase(label, { records, health, seconds, cpu }, idle) {
  const builds = records.paid150.done + records.paid20.done;
  console.log(
    `  ${label}: builds/s ${(builds / seconds).toFixed(2)} (150-lineup ${(records.paid150.done / seconds).toFixed(2)}, 20-lineup ${(records.paid20.done / seconds).toFixed(2)}), previews/s ${(records.preview.done / seconds).toFixed(2)}, /api/health p99 ${percentile(health, 99).toFixed(0)} ms (${health.length} answers)`,
  );
  console.log(
    '    class      done  refused  abandoned  waited too long  failed  wait p50/p95 ms   build p50/p95 ms   wait+build p95 ms',
  );
  for (const cls of CLASSES) {
    const r = records[cls];
    const total = r.wait.map((w, k) => w + r.build[k]);
    console.log(
      `    ${cls.padEnd(9)} ${String(r.done).padStart(5)} ${String(r.refused).padStart(8)} ${String(r.abandoned).padStart(10)} ${String(r.busy).padStart(16)} ${String(r.failed).padStart(7)}  ${`${fmt(r.wait, 50)} / ${fmt(r.wait, 95)}`.padStart(15)}  ${`${fmt(r.build, 50)} / ${fmt(r.build, 95)}`.padStart(17)}  ${fmt(total, 95).padStart(17)}`,
    );
  }
  // The CPU is measured until the last answer: builds answered after the phase's end count there.
  printCpu(cpu, builds + records.paid150.late + records.paid20.late, idle);
}

async function runMode(mode) {
  const workers = mode === 'embedded' ? 0 : Number(mode.replace('redis', ''));
  if (workers > 0 && !(await redisAnswers())) {
    console.log(`\n${mode}: skipped (no Redis answers at ${REDIS_URL})`);
    return null;
  }
  const queueName = `lock-rush-${crypto.randomUUID()}`;
  const database = await freshDatabase();
  const server = await startBuiltServer({
    name: `lock-rush-${mode}`,
    web: false,
    connections: 8,
    nodeArgs: PROFILE,
    port: Number(process.env.BENCH_PORT) || undefined,
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_IP_MAX: '1000000',
      RATE_LIMIT_WINDOW_MS: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(workers > 0 ? { REDIS_URL, BUILD_QUEUE_NAME: queueName } : {}),
    },
  }).catch((e) => fail(e.message));
  const children = workers > 0 ? await startWorkers(workers, queueName).catch((e) => fail(e.message)) : [];
  try {
    const { cookie } = await signInAdmin(server);
    const imported = await server.request(
      'POST',
      '/api/admin/importSalaries',
      {
        sport: 'nfl',
        operator: 'draftkings',
        gameType: 'classic',
        name: 'Lock rush: DK NFL 2022 week 11',
        csv: fs.readFileSync(FILE, 'utf8'),
      },
      { cookie },
    );
    if (imported.status !== 200) fail(`import failed: ${imported.body.toString().slice(0, 300)}`);
    const slateId = imported.json().data.slate.id;
    const users = mix(USERS);
    const paidCount = users.filter((c) => c.startsWith('paid')).length;
    const cookies = [];
    const tag = crypto.randomBytes(3).toString('hex');
    for (let i = 0; i < paidCount; i += 6) {
      const batch = Array.from({ length: Math.min(6, paidCount - i) }, (_, k) =>
        platinumCookie(server.baseUrl, `rush${tag}${i + k}`),
      );
      cookies.push(...(await Promise.all(batch)));
    }
    // Warm-up: the threads start and the slate's players are read once.
    await post(server.port, '/api/nfl/createbuild', { slateId, lineups: 3 }, { cookie: cookies[0] });
    console.log(
      `\n${mode === 'embedded' ? 'Embedded queue (the server runs builds on its own thread pool)' : `Redis queue, ${workers} worker process${workers > 1 ? 'es' : ''} (1 build thread each)`}: ${USERS} users, ${SECONDS} s per phase, ${database ? 'PostgreSQL' : 'PGlite (no PostgreSQL answered)'}`,
    );
    const out = {};
    // The idle baseline: what the health poller and the processes' own timers (queue capacity
    // polls, BullMQ's blocking reads, lock renewals) cost with no build, so each phase can say
    // how much of its CPU per build is the builds'.
    {
      const idle = await cpuSnapshot({
        serverPid: server.pid,
        workerPids: children.map((c) => c.pid),
        pgUrl: PG_URL,
        database: database?.name,
        redisUrl: workers > 0 ? REDIS_URL : null,
      });
      await pollHealth(server.port, performance.now() + IDLE_SECONDS * 1000, []);
      out.idle = await idle.end();
    }
    const measured = async (phase) => {
      const cpu = await cpuSnapshot({
        serverPid: server.pid,
        workerPids: children.map((c) => c.pid),
        pgUrl: PG_URL,
        database: database?.name,
        redisUrl: workers > 0 ? REDIS_URL : null,
      });
      const result = await runPhase(phase);
      return { ...result, cpu: await cpu.end() };
    };
    if (PHASES.includes('saturated') || PHASES.includes('80')) {
      out.saturated = await measured({
        port: server.port,
        slateId,
        cookies,
        users,
        seconds: SECONDS,
        thinkMs: () => 0,
      });
      if (PHASES.includes('saturated'))
        printPhase('saturated (no pause between builds)', out.saturated, out.idle);
    }
    if (PHASES.includes('80')) {
      // Offered load = 80 % of the capacity measured in the saturated phase (paid builds answered
      // per second, HTTP, database and serialising included, not only the solver's time): every
      // paid user's mean cycle (think + wait + build) C is set so that users / C = 0.8 x capacity.
      const mean = (cls) => {
        const b = out.saturated.records[cls].build;
        return b.length ? b.reduce((s, x) => s + x, 0) / b.length : 0;
      };
      const paidUsers = users.filter((cls) => cls.startsWith('paid')).length;
      const paidDone = ['paid150', 'paid20'].reduce(
        (s, cls) => s + out.saturated.records[cls].build.length,
        0,
      );
      const capacity = paidDone / SECONDS;
      const cycle = capacity > 0 ? (paidUsers * 1000) / (0.8 * capacity) : 0;
      out.at80 = await measured({
        port: server.port,
        slateId,
        cookies,
        users,
        seconds: SECONDS,
        thinkMs: (cls) => (cls === 'hostile' ? 0 : Math.max(0, cycle - mean(cls))),
      });
      printPhase(`80 % of capacity (mean cycle ${(cycle / 1000).toFixed(1)} s per user)`, out.at80, out.idle);
    }
    return out;
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await server.stop();
    await database?.drop();
    if (workers > 0) {
      // Redis keeps nothing of this run's queue.
      const queue = new Queue(queueName, { connection: { url: REDIS_URL } });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }
}

console.log(
  `Lock rush on the real DK NFL file, one server instance on loopback (${USERS} users: 60 % 150 lineups, 30 % 20 lineups, 10 % previews, half of them hostile)`,
);
const results = {};
for (const mode of MODES) results[mode] = await runMode(mode);

console.log('\nTargets');
for (const [mode, r] of Object.entries(results)) {
  if (!r) continue;
  const hostile = r.saturated?.records.hostile;
  const at80 = r.at80?.records.paid150;
  const total = at80 ? at80.wait.map((w, k) => w + at80.build[k]) : [];
  const healthP99 = Math.max(...[r.saturated, r.at80].filter(Boolean).map((p) => percentile(p.health, 99)));
  console.log(
    `  ${mode}: hostile previews ${hostile ? `${hostile.done} ran, ${hostile.refused} refused before queueing, ${hostile.abandoned} abandoned` : '-'}; paid 150-lineup wait + build p95 at 80 %: ${total.length ? `${fmt(total, 95)} ms (target <= 3000)` : '-'}; /api/health p99 ${healthP99.toFixed(0)} ms (target < 100)`,
  );
}
const bps = (m) => {
  const s = results[m]?.saturated;
  return s ? (s.records.paid150.done + s.records.paid20.done) / s.seconds : null;
};
if (bps('redis1') && bps('redis2'))
  console.log(
    `  2 workers / 1 worker builds per second: ${(bps('redis2') / bps('redis1')).toFixed(2)}x (target >= 1.6x)`,
  );
// What the cores allow: every build costs the workers' CPU and the other processes' (server,
// PostgreSQL, Redis, this client); on C cores no set-up can exceed C / (both per build).
const cpuOfRun = (m) => results[m]?.saturated?.cpu;
if (bps('redis1') && cpuOfRun('redis2')) {
  const c = cpuOfRun('redis2');
  const r = results.redis2.saturated.records;
  const builds = r.paid150.done + r.paid150.late + r.paid20.done + r.paid20.late;
  const others = (c.server + c.postgres + c.redis + c.bench) / builds;
  const workers = c.workers.reduce((s, x) => s + x, 0) / builds;
  const cores = os.cpus().length;
  const bound = cores / (others + workers);
  const idle = results.redis2.idle;
  const idleOthers = idle
    ? ((idle.server + idle.postgres + idle.redis + idle.bench) / idle.seconds) * (c.seconds / builds)
    : 0;
  console.log(
    `  CPU per build with 2 workers: ${(others * 1000).toFixed(1)} ms outside the workers (${(idleOthers * 1000).toFixed(1)} ms of it the idle baseline: health polls and timers) + ${(workers * 1000).toFixed(1)} ms in them; on ${cores} cores at most ${bound.toFixed(1)} builds/s, ${(bound / bps('redis1')).toFixed(2)}x of 1 worker's measured rate (Redis counts every client of the Redis server)`,
  );
}
