// Latency of the admin user list and revenue calls on 100,000 users, 200,000 logins and 500,000
// ledger rows in PostgreSQL. Run from the repo root after `npm run build`:
//   node apps/server/bench/admin-load.mjs [--requests 100] [--pg postgres://postgres@127.0.0.1:5432/postgres]
// It creates its own database, starts the built server on it (migrations included), fills it with
// SQL, times each call one request at a time, prints p50 and p95 per call, then drops the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const REQUESTS = Number(arg('requests', 100));
const ADMIN_URL = arg('pg', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET_MS = 150;

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '../dist/main.js');
if (!fs.existsSync(entry)) {
  console.error(`admin-load: ${entry} is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const dbName = `dfs_bench_admin_${process.pid}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const admin = new pg.Client({ connectionString: ADMIN_URL });
try {
  await admin.connect();
} catch (err) {
  console.log(`(skipped: no PostgreSQL at ${ADMIN_URL}: ${err.message})`);
  process.exit(0);
}
await admin.query(`create database ${dbName}`);

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
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [entry], {
  cwd: path.resolve(here, '../../..'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // Production needs its public origin (links in mail, the same-origin check).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    REDIS_URL: '',
    FEEDS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'Bench#Admin1',
    WEB_DIST: '/nonexistent',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  await admin.query(`drop database if exists ${dbName}`);
  await admin.end();
}

// Stopped from outside (a time limit, Ctrl-C): the database is still dropped.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** The data, written by PostgreSQL itself: generate_series is far faster than inserts from here. */
async function fill() {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const t = Date.now();
  await db.query(`insert into users (user_name, email, password_hash, status, plantype, payment_type, state, istrial, created_at)
    select 'bench' || g, 'bench' || g || '@bench.example', 'x',
      (array['active','trialing','incomplete','inactive','canceled'])[g % 5 + 1],
      (array['free','premium','platinum'])[g % 3 + 1],
      (array['stripe','clickbank','local','free'])[g % 4 + 1],
      (array['Ohio','Texas','Goa','Unknown','Bavaria'])[g % 5 + 1], g % 7 / 6,
      now() - (g || ' minutes')::interval
    from generate_series(1, 100000) g`);
  await db.query(`create temporary table ids as select id, row_number() over () as n from users`);
  await db.query(`create index on ids (n)`);
  await db.query(`insert into login_history (user_id, user_name, success, ip, user_agent, created_at)
    select ids.id, 'bench' || ids.n, g % 4 <> 0, '10.0.0.1', 'bench', now() - (g || ' seconds')::interval
    from generate_series(1, 200000) g join ids on ids.n = g % 100000 + 1`);
  await db.query(`insert into payments_ledger (provider, user_id, amount_cents, kind, external_id, occurred_at)
    select 'stripe', ids.id, case when g % 20 = 0 then -399 else 399 + g % 3000 end,
      (array['refund','new','renewal'])[case when g % 20 = 0 then 1 else g % 2 + 2 end],
      'bench-' || g, now() - (g * 3 || ' minutes')::interval
    from generate_series(1, 500000) g join ids on ids.n = g % 100000 + 1`);
  await db.query('analyze');
  await db.end();
  console.log(`data: 100,000 users, 200,000 logins, 500,000 ledger rows written in ${Date.now() - t} ms`);
}

async function signIn() {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'benchadmin', password: 'Bench#Admin1' }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times one call `REQUESTS` times, one at a time, after a short warm-up. */
async function time(label, cookie, url, init = {}) {
  const once = async (i) => {
    const t = performance.now();
    const res = await fetch(`${base}${typeof url === 'function' ? url(i) : url}`, {
      ...init,
      headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await once(i);
  const ms = [];
  for (let i = 0; i < REQUESTS; i++) ms.push(await once(i));
  ms.sort((a, b) => a - b);
  const p95 = pct(ms, 95);
  console.log(
    `${label.padEnd(44)} p50 ${pct(ms, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${p95 <= TARGET_MS ? 'ok' : `over the ${TARGET_MS} ms target`}`,
  );
}

try {
  await waitForHealth();
  await fill();
  const cookie = await signIn();
  const year = new Date().getFullYear();
  console.log(`${REQUESTS} sequential requests per call (target p95 <= ${TARGET_MS} ms)`);
  await time('getRevenue (this year)', cookie, '/api/user/getRevenue', {
    method: 'POST',
    body: JSON.stringify({ year: String(year) }),
  });
  await time('getAlluser (newest first, pages 0-49)', cookie, (i) => `/api/user/getAlluser?page=${i % 50}`);
  await time(
    'getAlluser (search name or e-mail)',
    cookie,
    (i) => `/api/user/getAlluser?search=bench${(i % 900) + 100}`,
  );
  await time(
    'getAlluser (status + plan filters)',
    cookie,
    '/api/user/getAlluser?status=active&plantype=premium&page=3',
  );
  await time(
    'getAlluser (by name, page 200)',
    cookie,
    '/api/user/getAlluser?sort=userName&order=asc&page=200',
  );
} finally {
  await cleanUp();
}
