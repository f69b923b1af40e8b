// The optimizer screen's figures, against one built server on loopback (demo data, the seeded
// admin, so no plan limit). Run from the repo root after `npm run build`:
//   node apps/server/bench/createbuild-load.mjs [--runs 9] [--concurrent 16] [--browser-runs 3]
// 1. POST /api/nfl/createbuild, 150 lineups, QB + 2 WR/TE stack, 50% max exposure, min unique 2,
//    one at a time: median and p95 over HTTP, and the median of the solver's own time in the
//    answer (stats.ms), so the rest (database, worker messages, the answer) shows as the gap.
// 2. The same build 16 times at once while getPlayers is asked without pause on 16 more
//    connections: the builds' p95 and getPlayers' p99 (the event loop stays free: builds run in
//    the worker pool of BUILD_WORKERS threads).
// 3. In Chromium (/usr/bin/chromium or CHROMIUM_PATH): the optimizer page, click Build with the
//    same settings, until "150 lineups" and the first lineup's cells are drawn: median, measured
//    in the page from the click event's time stamp to the frame after they appear (the test
//    driver's own polling is not counted).
// BUILD_WORKERS and BENCH_PORT in the environment reach the server.
import fs from 'node:fs';
import { nflMainSlate, percentile, startBenchServer } from './bench-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 9);
const CONCURRENT = arg('concurrent', 16);
const BROWSER_RUNS = arg('browser-runs', 3);
const SETTINGS = {
  maxExposure: 0.5,
  minUnique: 2,
  stacks: [
    {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 2 },
      ],
    },
  ],
};

const server = await startBenchServer({
  name: 'createbuild-load',
  connections: 2 * CONCURRENT + 2,
  web: true,
  port: Number(process.env.BENCH_PORT) || undefined,
});
const { request, cookie, stop } = server;
const slate = await nflMainSlate(server);
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const sorted = (xs) => [...xs].sort((a, b) => a - b);

const solveMs = [];
async function build() {
  const t0 = process.hrtime.bigint();
  const res = await request(
    'POST',
    '/api/nfl/createbuild',
    { slateId: slate.id, lineups: 150, settings: SETTINGS },
    { cookie },
  );
  const took = ms(t0);
  const body = JSON.parse(res.body.toString());
  if (res.status !== 200 || body.data.allTeams.length !== 150)
    throw new Error(`createbuild: ${res.status} ${body.message}`);
  solveMs.push(body.data.stats.ms);
  return took;
}

await build(); // warm-up: the worker pool starts on the first build
solveMs.length = 0;
const single = sorted(
  await (async () => {
    const out = [];
    for (let i = 0; i < RUNS; i++) out.push(await build());
    return out;
  })(),
);
console.log(
  `createbuild over HTTP (${slate.playerCount}-player DK NFL slate, 150 lineups, QB+2 stack, 50% exposure, min unique 2)`,
);
const solve = sorted(solveMs);
console.log(
  `  one at a time, ${RUNS} runs: median ${percentile(single, 50).toFixed(0)} ms, p95 ${percentile(single, 95).toFixed(0)} ms (solver's own time in the answer: median ${percentile(solve, 50).toFixed(0)} ms)`,
);

let loading = true;
const readLatencies = [];
const reader = async () => {
  while (loading) {
    const t0 = process.hrtime.bigint();
    await request(
      'POST',
      '/api/nfl/getPlayers',
      { slateId: slate.id },
      { cookie, 'accept-encoding': 'gzip' },
    );
    readLatencies.push(ms(t0));
  }
};
const readers = Array.from({ length: CONCURRENT }, reader);
const together = sorted(await Promise.all(Array.from({ length: CONCURRENT }, build)));
loading = false;
await Promise.all(readers);
const reads = sorted(readLatencies);
console.log(
  `  ${CONCURRENT} at once while getPlayers is loaded on ${CONCURRENT} connections (build workers: ${process.env.BUILD_WORKERS || 'default, one less than the cores'}):`,
);
console.log(
  `    builds p95 ${percentile(together, 95).toFixed(0)} ms (median ${percentile(together, 50).toFixed(0)} ms)`,
);
console.log(
  `    getPlayers meanwhile: ${reads.length} answers, p50 ${percentile(reads, 50).toFixed(1)} ms, p99 ${percentile(reads, 99).toFixed(1)} ms`,
);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium) || BROWSER_RUNS === 0) {
  console.log(`  browser: skipped (no Chromium at ${chromium})`);
} else {
  const { chromium: launcher } = await import('@playwright/test');
  const browser = await launcher.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await (
    await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 1000 } })
  ).newPage();
  await page.request.post('/api/user/login', { data: server.admin });
  const clicks = [];
  for (let i = 0; i < BROWSER_RUNS; i++) {
    await page.goto('/4/draftkings/optimizer/position-optimizer-nfl');
    const panel = page.getByRole('region', { name: 'Build' });
    await panel.getByLabel('Lineups', { exact: true }).fill('150');
    await panel.getByLabel('Max exposure %', { exact: true }).fill('50');
    await panel.getByLabel('Min unique players', { exact: true }).fill('2');
    await panel.getByRole('combobox', { name: 'Team stack' }).click();
    await page.getByRole('option', { name: 'QB + 2 pass catchers (WR/TE)' }).click();
    const heading = page
      .getByRole('region', { name: 'Lineups' })
      .getByRole('heading', { name: '150 lineups' });
    // In the page: from the click event to the frame after the heading and the first lineup's
    // cells are in the document.
    const shown = page.evaluate(
      () =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Build');
          button.addEventListener(
            'click',
            (event) => {
              const ready = () =>
                [...document.querySelectorAll('section[aria-label="Lineups"] h2')].some(
                  (h) => h.textContent === '150 lineups',
                ) &&
                document.querySelector('section[aria-label="Lineups"] [role="gridcell"][data-field="slot0"]');
              const observer = new MutationObserver(() => {
                if (!ready()) return;
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - event.timeStamp)));
              });
              observer.observe(document.body, { childList: true, subtree: true, characterData: true });
            },
            { once: true },
          );
        }),
    );
    await panel.getByRole('button', { name: 'Build', exact: true }).click();
    clicks.push(await shown);
    await heading.waitFor({ timeout: 60_000 });
    // The next run starts from an empty screen: the last lineups are restored otherwise.
    await page.request.post('/api/user/saveLastLineup', { data: { slateId: slate.id, allTeams: [] } });
  }
  await browser.close();
  const c = sorted(clicks);
  console.log(
    `  browser, click Build to 150 lineups on screen (${BROWSER_RUNS} runs, in the page): median ${percentile(c, 50).toFixed(0)} ms, max ${c.at(-1).toFixed(0)} ms`,
  );
}
stop();
process.exit(0);
