// Prints what a real first visit to /sign-up costs in Chromium: the bytes the browser receives
// (after compression, headers included, as DevTools counts them), the number of requests, and the
// time until the sign-up form can be used (fields editable, button enabled). The built server runs
// on a fresh database; each run uses a new browser profile, so nothing is cached.
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/built-server.mjs';
import { CHROMIUM_LAUNCH } from './lib/chromium.mjs';

const port = Number(process.env.BENCH_PORT ?? 3226);
const RUNS = 3;
const BUDGET_KB = 200;

async function visit(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  const start = performance.now();
  await page.goto(`${server.baseUrl}/sign-up`);
  await page.getByRole('textbox', { name: 'User name' }).waitFor({ state: 'visible' });
  await page.locator('form[aria-label="Sign up"] button[type="submit"]:not([disabled])').waitFor();
  const usableMs = performance.now() - start;
  // Let late requests (fonts, lazy chunks, API answers) finish before counting.
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes, requests, usableMs };
}

const server = await startBuiltServer({ name: 'bench-first-visit', port });
try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await visit(browser));
  await browser.close();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const kb = median(runs.map((r) => r.bytes)) / 1024;
  const ms = median(runs.map((r) => r.usableMs));
  console.log(
    `/sign-up first visit (Chromium, loopback, median of ${RUNS}): ${runs[0].requests} requests, ` +
      `${kb.toFixed(1)} kB transferred (budget ${BUDGET_KB} kB: ${kb <= BUDGET_KB ? 'within' : 'OVER'}), ` +
      `usable sign-up form after ${ms.toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
