// HTTP load test of POST /api/nfl/getPlayers on the demo's 560-player NFL main slate, against one
// built server instance on loopback. Run from the repo root after `npm run build`:
//   node apps/server/bench/getplayers-load.mjs [--requests 20000] [--connections 32] [--seconds 30]
// It starts the built server on a free port with a temporary PGlite data directory, signs up a
// user, fires the requests over keep-alive connections, prints requests/s and p50/p99, and stops.
import { nflMainSlate, percentile, startBenchServer } from './bench-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg('requests', 20_000);
const CONNECTIONS = arg('connections', 32);
const MAX_SECONDS = arg('seconds', 30);
const WARMUP = 500;

const server = await startBenchServer({ name: 'getplayers-load', connections: CONNECTIONS });
const { request, cookie, startSeconds, stop } = server;
const slate = await nflMainSlate(server);
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
  const pct = (p) => percentile(latencies, p);
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
stop();
process.exit(r.failed > 0 ? 1 : 0);
