// The worst /api/health gap during a large admin salary import (8,000 rows, about 870 kB), its
// re-import into the same slate and a 100,000-row projection file, against
// one built server instance on loopback. Run from the repo root after `npm run build`:
//   node apps/server/bench/import-health-gap.mjs [--rows 8000]
// It starts the built server on a free port with a temporary PGlite data directory, signs in the
// seeded admin, posts the generated DraftKings NBA file to /api/admin/importSalaries and, while it
// runs, asks /api/health one request after the other; it prints the longest time between two
// health answers (the first measured from the upload's start) and the slowest health answer.
import { signInAdmin, startBuiltServer } from '../../../scripts/lib/built-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = arg('rows', 8000);

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

const fail = (message) => {
  console.error(`import-health-gap: ${message}`);
  process.exit(1);
};
const server = await startBuiltServer({
  name: 'import-health-gap',
  production: true,
  web: false,
  connections: 4,
}).catch((e) => fail(e.message));
const { request } = server;
const { cookie } = await signInAdmin(server).catch((e) => fail(e.message));
setTimeout(() => {
  void server.stop();
  fail('gave up after 5 minutes');
}, 300_000).unref();

/**
 * Asks /api/health one request after the other (5 ms apart) until `done()`; returns the answers,
 * the ones not 200, the longest time between two answers (the first measured from `t0`) with
 * when it ended, and the slowest answer.
 */
async function healthGaps(t0, done) {
  let last = t0;
  const out = { answers: 0, failed: 0, worstGap: 0, worstEnd: 0, slowest: 0, last: t0 };
  while (!done()) {
    const s = performance.now();
    const res = await request('GET', '/api/health');
    const now = performance.now();
    if (done()) break;
    out.answers++;
    if (res.status !== 200) out.failed++;
    if (now - last > out.worstGap) {
      out.worstGap = now - last;
      out.worstEnd = now - t0;
    }
    out.slowest = Math.max(out.slowest, now - s);
    last = now;
    await new Promise((r) => setTimeout(r, 5));
  }
  out.last = last;
  return out;
}

const csv = salaryCsv(ROWS);
// The same loop for 3 s without an import first: the gaps this machine makes anyway (its load).
const quietStart = performance.now();
const quiet = await healthGaps(quietStart, () => performance.now() - quietStart > 3000);

/** Posts one file while asking /api/health; prints the worst gap and answers the report. */
async function measure(title, url, payload) {
  // The body is written before the clock starts: this process's own JSON work is not the server's.
  const body = JSON.stringify(payload);
  let done = false;
  const t0 = performance.now();
  const importing = request('POST', url, body, { cookie }).finally(() => {
    done = true;
  });
  const gaps = await healthGaps(t0, () => done);
  let { worstGap, worstEnd } = gaps;
  const { answers, failed, slowest, last } = gaps;
  const res = await importing;
  const importMs = performance.now() - t0;
  // The time from the last health answer to the import's end counts as a gap too.
  if (importMs - (last - t0) > worstGap) {
    worstGap = importMs - (last - t0);
    worstEnd = importMs;
  }
  if (res.status !== 200) fail(`${title} failed: ${res.body.toString().slice(0, 300)}`);
  const report = res.json().data;
  console.log(title);
  console.log(
    `  import: ${(importMs / 1000).toFixed(1)} s, ${report.imported} imported, ${report.updated} updated, ${report.rejectedCount ?? report.rejected.length} rejected (answer ${(res.body.length / 1000).toFixed(0)} kB)`,
  );
  console.log(`  /api/health during the import: ${answers} answers, ${failed} not 200`);
  console.log(
    `  worst /api/health gap: ${worstGap.toFixed(0)} ms, ending ${(worstEnd / 1000).toFixed(2)} s into the import (slowest answer ${slowest.toFixed(0)} ms)`,
  );
  console.log(`  target < 100 ms: ${worstGap < 100 ? 'met' : 'NOT met'}`);
  return report;
}

const salaries = { sport: 'nba', operator: 'draftkings', gameType: 'classic', csv };
const kB = (text) => `${(text.length / 1000).toFixed(0)} kB`;
const first = await measure(
  `Admin salary import of ${ROWS} rows (${kB(csv)}) into a new slate, one instance, loopback`,
  '/api/admin/importSalaries',
  salaries,
);
const slateId = first.slate.id;
await measure(
  `The same file re-imported into that slate (the switch into the stored players)`,
  '/api/admin/importSalaries',
  { ...salaries, slateId },
);
// 100,000 projection rows, nearly all for players the slate does not have (once a 6.8 MB answer).
const projections = ['ID,Projection', '500000,31.5'];
for (let i = 0; i < 100_000; i++) projections.push(`${i % 10},1`);
const projectionCsv = projections.join('\n');
await measure(
  `A projection file of 100,000 rows (${kB(projectionCsv)}) into that slate`,
  '/api/admin/importProjections',
  { slateId, csv: projectionCsv },
);
console.log(
  `  without an import, the same loop for 3 s: worst gap ${quiet.worstGap.toFixed(0)} ms (slowest answer ${quiet.slowest.toFixed(0)} ms; the machine's own delay)`,
);
await server.stop();
