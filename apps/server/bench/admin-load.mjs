// Latency of the admin user list and revenue calls on 100,000 users, 200,000 logins and 500,000
// ledger rows in PostgreSQL. Run from the repo root after `npm run build`:
//   node apps/server/bench/admin-load.mjs [--requests 100] [--pg postgres://postgres@127.0.0.1:5432/postgres]
// It creates its own database, starts the built server on it (migrations included), fills it with
// SQL, times each call one request at a time, prints p50 and p95 per call, then drops the database.
import pg from 'pg';
import { signInAdmin, startBuiltServer } from '../../../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const REQUESTS = Number(arg('requests', 100));
const ADMIN_URL = arg('pg', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET_MS = 150;

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

// Started once the database is made; the data is written after migrations ran (fill below).
let server;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await server?.stop();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.end();
}

// Stopped from outside (a time limit, Ctrl-C): the database is still dropped.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

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

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times one call `REQUESTS` times, one at a time, after a short warm-up. */
async function time(label, cookie, url, init = {}) {
  const once = async (i) => {
    const t = performance.now();
    const res = await server.request(
      init.method ?? 'GET',
      typeof url === 'function' ? url(i) : url,
      init.body,
      {
        cookie,
      },
    );
    if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
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
  server = await startBuiltServer({
    name: 'admin-load',
    production: true,
    web: false,
    env: { DATABASE_URL: dbUrl },
  });
  await fill();
  const { cookie } = await signInAdmin(server);
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
