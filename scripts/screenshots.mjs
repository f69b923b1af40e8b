// `npm run screenshots`: a PNG of every insight screen, public page and widget at desktop and
// phone width, on the demo data, into screenshots/ (see README). Builds the app first if needed.
// Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through Playwright.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { platinumCookie, startBuiltServer } from './lib/built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const ID = { nba: 1, mlb: 2, nhl: 3, nfl: 4 };

/** Layout screens per sport (paths relative to /{sportId}/draftkings/). */
function layoutScreens() {
  const list = [];
  for (const s of Object.keys(ID)) {
    for (const p of [`teams-${s}`, `top-players-${s}`, `news-${s}`, `player-trends-${s}`])
      list.push([s, `insight/${p}`]);
  }
  for (const s of ['nba', 'mlb']) list.push([s, `insight/daily-lineups-${s}`]);
  for (const s of ['nba', 'nfl']) list.push([s, `insight/propick-${s}`]);
  for (const s of ['mlb', 'nfl']) list.push([s, `insight/${s}-average-draft-point`]);
  for (const p of ['news-ranks', 'nfl-depth-chart', 'nfl-matchup', 'nfl-ticker', 'nfl-odds'])
    list.push(['nfl', `insight/${p}`]);
  list.push(['nhl', 'insight/line-combination-nhl'], ['nhl', 'insight/starting-goalies-nhl']);
  return list.map(([s, p]) => ({ name: `${s}-${p.split('/').pop()}`, url: `/${ID[s]}/draftkings/${p}` }));
}

const PUBLIC = [
  '/nba-news',
  '/mlb-news',
  '/nhl-news',
  '/nfl-news',
  '/nhl-starting-goalies',
  '/mlb-daily-lineups',
  '/nba-daily-lineups',
  '/nhl-starting-goalies-widget',
  '/mlb-daily-lineups-widget',
  '/nba-daily-lineups-widget',
  '/news-widget',
].map((url) => ({ name: `public-${url.slice(1)}`, url }));

if (
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))
) {
  console.log('Building the app first…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
fs.mkdirSync(outDir, { recursive: true });
const { baseUrl, stop } = await startBuiltServer({ name: 'screenshots' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const cookie = await platinumCookie(baseUrl);
  const [name, value] = cookie.split('=');
  let written = 0;
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'America/New_York' });
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    for (const screen of [...layoutScreens(), ...PUBLIC]) {
      await page.goto(screen.url);
      // Ready when the page's heading shows and no loading skeleton is left.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page
        .waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), null, { timeout: 20_000 })
        .catch(() => {
          console.warn(`  ${screen.url}: still loading after 20 s, photographed as it is`);
        });
      const file = path.join(outDir, `${screen.name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: size === 'phone' ? false : true });
      written++;
    }
    await context.close();
  }
  console.log(`${written} screenshots written to ${path.relative(root, outDir)}/`);
} finally {
  await browser.close();
  stop();
}
