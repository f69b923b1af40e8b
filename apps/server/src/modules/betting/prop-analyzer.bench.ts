// Latency of the prop analyzer's call (GET /api/{sport}/prop_analyzer) for a full day of props on
// the demo data, through Fastify's router in-process (no network), on an in-memory database.
// Run from the repo root: `node apps/server/bench/prop-analyzer.mjs [--runs 20]`.
// Prints, per sport: rows, p50/p95 of a fresh computation inside the request (the analyses
// forgotten first: what only the first request after a start pays), of a served answer, and of a
// served answer while every sport is recomputed in the background (what requests get after an
// odds feed run: feed runs rebuild the analysis, requests never wait for it).
import { buildServer } from '../../app';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { testEnv } from '../../env';
import { hashPassword } from '../auth';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 20);

const database = await openDatabase({ dataDir: 'memory' });
const server = await buildServer(testEnv({ WEB_DIST: '/nonexistent' }), { database });
await server.ctx.services.feeds.loadDemo();
const password = 'Bench#Admin1';
await database.db.insert(users).values({
  userName: 'benchowner',
  email: 'benchowner@example.com',
  passwordHash: await hashPassword(password),
  role: 'client',
  status: 'active',
  plantype: 'platinum',
  verifystatus: 1,
});
const login = await server.app.inject({
  method: 'POST',
  url: '/api/user/login',
  payload: { userName: 'benchowner', password },
});
const cookie = String(login.headers['set-cookie']).split(';')[0]!;

const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
async function time(url: string) {
  const t = process.hrtime.bigint();
  const res = await server.app.inject({ method: 'GET', url, headers: { cookie } });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms, rows: res.json<{ data: { rows: unknown[] } }>().data.rows.length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const f = (l: number[]) => `p50 ${pct(l, 50).toFixed(1)} ms, p95 ${pct(l, 95).toFixed(1)} ms`;
const betting = server.ctx.services.betting;

console.log(`prop analyzer call, in-process on PGlite, ${RUNS} runs each (target: served p95 <= 100 ms)`);
console.log('  fresh: the analysis computed inside the request (only the first request after a start);');
console.log(
  '  served: answered from the last analysis, idle and while every sport is recomputed as after an odds feed run',
);
for (const sport of ['nba', 'mlb', 'nhl', 'nfl']) {
  const url = `/api/${sport}/prop_analyzer`;
  const fresh: number[] = [];
  const idle: number[] = [];
  const during: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    betting.invalidate();
    const cold = await time(url);
    fresh.push(cold.ms);
    rows = cold.rows;
    idle.push((await time(url)).ms);
    // Every sport recomputed in the background, as after the odds feed's run; the request comes
    // at a different point of the recomputation each run.
    const rebuilt = betting.dataWritten('odds-feed');
    await sleep((i * 37) % 200);
    during.push((await time(url)).ms);
    await rebuilt;
  }
  console.log(
    `  ${sport}: ${rows} props; fresh ${f(fresh)}; served ${f(idle)}; served during a recomputation ${f(during)}`,
  );
}
await server.close();
await database.close();
