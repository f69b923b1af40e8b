// The worst /api/health gap during a large admin salary import (8,000 rows, about 870 kB), against
// one built server instance on loopback. Run from the repo root after `npm run build`:
//   node apps/server/bench/import-health-gap.mjs [--rows 8000]
// It starts the built server on a free port with a temporary PGlite data directory, signs in the
// seeded admin, posts the generated DraftKings NBA file to /api/admin/importSalaries and, while it
// runs, asks /api/health one request after the other; it prints the longest time between two
// health answers (the first measured from the upload's start) and the slowest health answer.
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
const ROWS = arg('rows', 8000);

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '../dist/main.js');
if (!fs.existsSync(entry)) {
  console.error(`import-health-gap: ${entry} is missing; run \`npm run build\` first.`);
  process.exit(1);
}

/** The same file as largeDkNbaSalaryCsv of the server's tests (imports-test-files.ts). */
function salaryCsv(rows) {
  const teams = ['ATL', 'BOS', 'BKN', 'CHA', 'CHI', 'CLE', 'DAL', 'DEN', 'DET', 'GSW', 'HOU', 'IND'];
  const positions = ['PG', 'SG', 'SF', 'PF', 'C'];
  const lines = ['Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame'];
  for (let i = 0; i < rows; i++) {
    const team = teams[i % teams.length];
    const game = Math.floor((i % teams.length) / 2);
    const pos = positions[i % positions.length];
    const id = String(500_000 + i);
    const name = `Gen Player${String(i).padStart(5, '0')} Jr`;
    const salary = 3000 + ((i * 37) % 70) * 100;
    lines.push(
      `${pos},${name} (${id}),${name},${id},${pos}/UTIL,${salary},${teams[game * 2]}@${teams[game * 2 + 1]} 12/03/2030 07:30PM ET,${team},${(i % 50) + 0.5}`,
    );
  }
  return lines.join('\n');
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
    PUBLIC_URL: `http://127.0.0.1:${port}`,
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
const fail = (message) => {
  console.error(`import-health-gap: ${message}`);
  stop();
  process.exit(1);
};
setTimeout(() => fail('gave up after 5 minutes'), 300_000).unref();

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
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

for (;;) {
  try {
    const res = await request('GET', '/api/health');
    if (res.status === 200) break;
  } catch {
    // not listening yet
  }
  if (child.exitCode !== null) fail('the server exited during start');
  await new Promise((r) => setTimeout(r, 200));
}

const login = await request('POST', '/api/user/login', { userName: 'benchadmin', password: 'Bench#Admin1' });
if (login.status !== 200) fail(`login failed: ${login.body}`);
const cookie = []
  .concat(login.headers['set-cookie'] ?? [])
  .map((c) => c.split(';')[0])
  .join('; ');

const csv = salaryCsv(ROWS);
let done = false;
const t0 = performance.now();
const importing = request(
  'POST',
  '/api/admin/importSalaries',
  { sport: 'nba', operator: 'draftkings', gameType: 'classic', csv },
  { cookie },
).finally(() => {
  done = true;
});
let last = t0;
let worstGap = 0;
let worstEnd = 0;
let slowest = 0;
let answers = 0;
let failed = 0;
while (!done) {
  const s = performance.now();
  const res = await request('GET', '/api/health');
  const now = performance.now();
  if (done) break;
  answers++;
  if (res.status !== 200) failed++;
  if (now - last > worstGap) {
    worstGap = now - last;
    worstEnd = now - t0;
  }
  slowest = Math.max(slowest, now - s);
  last = now;
  await new Promise((r) => setTimeout(r, 5));
}
const res = await importing;
const importMs = performance.now() - t0;
// The time from the last health answer to the import's end counts as a gap too.
if (importMs - (last - t0) > worstGap) {
  worstGap = importMs - (last - t0);
  worstEnd = importMs;
}
if (res.status !== 200) fail(`the import failed: ${res.body.toString().slice(0, 300)}`);
const report = JSON.parse(res.body.toString()).data;
console.log(
  `Admin salary import of ${ROWS} rows (${(csv.length / 1000).toFixed(0)} kB), one instance, loopback`,
);
console.log(`  import: ${(importMs / 1000).toFixed(1)} s, ${report.imported} players imported`);
console.log(`  /api/health during the import: ${answers} answers, ${failed} not 200`);
console.log(
  `  worst /api/health gap: ${worstGap.toFixed(0)} ms, ending ${(worstEnd / 1000).toFixed(2)} s into the import (slowest answer ${slowest.toFixed(0)} ms)`,
);
console.log(`  target < 100 ms: ${worstGap < 100 ? 'met' : 'NOT met'}`);
agent.destroy();
stop();
