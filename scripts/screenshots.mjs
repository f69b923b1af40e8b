// `npm run screenshots`: a PNG of every insight screen, public page and widget at desktop and
// phone width, on the demo data, into screenshots/ (see README). Builds the app first if needed.
// Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through Playwright.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { call, platinumCookie, startBuiltServer } from './lib/built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const ID = { nba: 1, mlb: 2, nhl: 3, nfl: 4 };

/** Layout screens per sport (paths relative to /{sportId}/draftkings/); `ids` from the demo data. */
function layoutScreens(ids) {
  const list = [];
  for (const s of Object.keys(ID)) {
    for (const p of [`teams-${s}`, `top-players-${s}`, `news-${s}`, `player-trends-${s}`])
      list.push([s, `insight/${p}`]);
    list.push([s, `insight/team-profile/${encodeURIComponent(ids[s].teamId)}`, `team-profile-${s}`]);
    list.push([s, `insight/player-details/${encodeURIComponent(ids[s].playerId)}`, `player-details-${s}`]);
  }
  for (const s of ['nba', 'mlb']) list.push([s, `insight/daily-lineups-${s}`]);
  for (const s of ['nba', 'nfl']) list.push([s, `insight/propick-${s}`]);
  for (const s of ['mlb', 'nfl']) list.push([s, `insight/${s}-average-draft-point`]);
  for (const p of ['news-ranks', 'nfl-depth-chart', 'nfl-ticker', 'nfl-odds'])
    list.push(['nfl', `insight/${p}`]);
  list.push(['nfl', `insight/nfl-matchup?fdw-gameId=${encodeURIComponent(ids.nfl.gameId)}`, 'nfl-matchup']);
  list.push(['nhl', 'insight/line-combination-nhl'], ['nhl', 'insight/starting-goalies-nhl']);
  return list.map(([s, p, name]) => ({
    name: `${s}-${name ?? p.split('/').pop()}`,
    url: `/${ID[s]}/draftkings/${p}`,
  }));
}

/** A team, a player and (NFL) a coming game of each sport on the demo data. */
async function demoIds(baseUrl, cookie) {
  const ask = async (method, url, body) => {
    const res = await call(baseUrl, method, url, body, cookie);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res.json.data;
  };
  const ids = {};
  for (const sport of Object.keys(ID)) {
    const [team] = await ask('POST', `/api/${sport}/getAllteams`, {});
    const [player] = await ask('POST', '/api/user/getPlayerTrends', { sport, limit: 1 });
    ids[sport] = { teamId: team.id, playerId: player.playerId };
  }
  ids.nfl.gameId = (await ask('POST', '/api/nfl/getupcomingmatch', {}))[0].id;
  return ids;
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
  const screens = [...layoutScreens(await demoIds(baseUrl, cookie)), ...PUBLIC];
  let written = 0;
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'America/New_York' });
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.url);
      // Ready when the page's heading shows and no loading skeleton is left.
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      await page
        .waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), null, { timeout: 20_000 })
        .catch(() => {
          console.warn(`  ${screen.url}: still loading after 20 s, photographed as it is`);
        });
      // A page wider than the window scrolls sideways: say so (the phone width must fit).
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      if (wide > viewport.width) console.warn(`  ${screen.url}: ${wide} px wide at ${viewport.width} px`);
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
