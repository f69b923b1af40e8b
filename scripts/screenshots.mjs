// `npm run screenshots`: a PNG of every insight screen, the sportsbook and prop analyzers, every
// public page and widget, and the optimizer screens at desktop and phone width, on the demo data,
// into screenshots/ (see README). Builds the app first if needed.
// Uses Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through Playwright.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { call, platinumCookie, startBuiltServer } from './lib/built-server.mjs';
import { CHROMIUM_LAUNCH } from './lib/chromium.mjs';

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
    list.push([s, `team-profile/${encodeURIComponent(ids[s].teamId)}`, `team-profile-${s}`]);
    list.push([s, `player-details/${encodeURIComponent(ids[s].playerId)}`, `player-details-${s}`]);
  }
  for (const s of ['nba', 'mlb']) list.push([s, `insight/daily-lineups-${s}`]);
  for (const s of ['nba', 'nfl']) list.push([s, `insight/propick-${s}`]);
  for (const s of ['mlb', 'nfl']) list.push([s, `insight/${s}-average-draft-point`]);
  for (const p of ['news-ranks', 'nfl-depth-chart', 'nfl-ticker', 'nfl-odds'])
    list.push(['nfl', `insight/${p}`]);
  list.push(['nfl', `insight/nfl-matchup?fdw-gameId=${encodeURIComponent(ids.nfl.gameId)}`, 'nfl-matchup']);
  list.push(['nhl', 'insight/line-combination-nhl'], ['nhl', 'insight/starting-goalies-nhl']);
  // The betting tools: the sportsbook and the prop analyzer of each sport that has one.
  for (const s of ['nfl', 'nba', 'nhl']) list.push([s, 'betting/sport-book', `sportsbook`]);
  for (const s of ['nfl', 'nba', 'mlb']) list.push([s, `betting/props/projection-${s}`, 'prop-analyzer']);
  list.push(['nhl', 'props/projection-nhl', 'prop-analyzer']);
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
    // Out of season the trends are empty: a player of the team's roster then.
    const playerId =
      player?.playerId ??
      (await ask('POST', `/api/${sport}/teamProfile`, { teamId: team.id })).roster[0].playerId;
    ids[sport] = { teamId: team.id, playerId };
  }
  ids.nfl.gameId = (await ask('POST', '/api/nfl/getupcomingmatch', {}))[0]?.id ?? 'none';
  return ids;
}

/**
 * The optimizer screens: 20 lineups built first so the results, the exposure report
 * and the swap list have something to show, then saved and built again without the stack so two
 * builds can be compared; `then` is what a user clicks before the picture.
 */
async function optimizerScreens(baseUrl, cookie) {
  const ask = async (method, url, body) => {
    const res = await call(baseUrl, method, url, body, cookie);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res.json.data;
  };
  const me = await ask('GET', '/api/user/me');
  const { slates } = await ask('GET', `/api/nfl/getAllSlat/${me._id}?operator=draftkings`);
  const slate = slates.find((x) => x.gameType === 'classic');
  if (!slate) {
    console.warn('  optimizer: no DraftKings NFL classic slate today (off-season?), no optimizer screens');
    return [];
  }
  await ask('POST', '/api/nfl/createbuild', {
    slateId: slate.id,
    lineups: 20,
    settings: {
      maxExposure: 0.5,
      stacks: [
        {
          parts: [
            { positions: ['QB'], count: 1 },
            { positions: ['WR', 'TE'], count: 2 },
          ],
        },
      ],
    },
  });
  // The contest sim screen shows the slate's last simulation of these lineups.
  await ask('POST', '/api/nfl/simulate', {
    slateId: slate.id,
    source: { from: 'last' },
    contest: { kind: 'preset', preset: 'dk-gpp', entryFee: 20 },
    fieldSize: 1000,
    iterations: 2000,
    seed: 1,
  });
  // A saved build to compare with (the stacked 20), then 20 lineups without the stack on screen;
  // own projections of a few players blended half and half; a rule template to list.
  const stacked = await ask('POST', '/api/user/getLastLineup', { slateId: slate.id });
  await ask('POST', '/api/user/saveLineup', {
    slateId: slate.id,
    name: 'Stacked 20',
    allTeams: stacked.allTeams,
  });
  const { players } = await ask('POST', '/api/nfl/getPlayers', { slateId: slate.id });
  const mine = players.filter((p) => p.projection > 0).slice(0, 5);
  await ask('POST', '/api/user/setPlayerSettings', {
    slateId: slate.id,
    players: mine.map((p) => ({ playerId: p.id, projection: Math.round(p.projection * 1.3 * 10) / 10 })),
  });
  await ask('POST', '/api/user/setProjectionBlend', { slateId: slate.id, weight: 0.5 });
  await ask('POST', '/api/nfl/createbuild', {
    slateId: slate.id,
    lineups: 20,
    settings: { maxExposure: 0.5 },
  });
  await ask('POST', '/api/user/saveRuleTemplate', {
    sport: 'nfl',
    name: 'GPP 150, QB + 2',
    settings: {
      form: {
        lineups: 150,
        minUnique: 2,
        maxExposure: '40',
        minSalary: '',
        randomness: 10,
        stack: 'qb2',
        bringBack: true,
      },
    },
  });
  // An entries file of the lineups on screen (bare ids), for the late swap review.
  const onScreen = (await ask('POST', '/api/user/getLastLineup', { slateId: slate.id })).allTeams;
  const entries = [
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST',
    ...onScreen
      .slice(0, 5)
      .map((l, k) => `${5001 + k},NFL Milly,111,$5,${l.players.map((p) => p.id).join(',')}`),
  ].join('\r\n');
  const base = '/4/draftkings/optimizer/position-optimizer-nfl';
  return [
    { name: 'optimizer-nfl', url: base },
    {
      name: 'optimizer-nfl-exposure-by-team',
      url: base,
      then: async (page) => {
        await page.getByRole('tab', { name: 'Exposure' }).click();
        await page.getByRole('button', { name: 'By team' }).click();
        await page.getByRole('grid', { name: 'Exposure by team' }).waitFor();
      },
    },
    {
      name: 'optimizer-nfl-swap',
      url: base,
      then: async (page) => {
        await page
          .getByRole('button', { name: /^Swap .* in lineup 1$/ })
          .nth(3)
          .click();
        await page.getByRole('list', { name: 'Swap candidates' }).waitFor();
      },
    },
    {
      name: 'optimizer-nfl-compare-builds',
      url: base,
      then: async (page) => {
        await page.getByRole('tab', { name: 'Compare builds' }).click();
        await page.getByRole('grid', { name: 'Exposure compared by player' }).waitFor();
        await page.getByRole('region', { name: 'Lineups' }).scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'optimizer-nfl-blend-and-templates',
      url: base,
      then: async (page) => {
        await page.getByLabel('Search players').fill(mine[0].name);
        await page.getByRole('form', { name: 'Projection blend' }).scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'optimizer-nfl-late-swap',
      url: base,
      then: async (page) => {
        await page.getByLabel('Late swap entries').setInputFiles({
          name: 'DKEntries.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(entries),
        });
        await page
          .getByRole('dialog', { name: 'Late swap: review before downloading' })
          .waitFor({ timeout: 30_000 });
      },
    },
    {
      name: 'optimizer-nfl-showdown',
      url: base,
      then: async (page) => {
        await page.getByRole('button', { name: 'Single game' }).click();
        await page.getByRole('button', { name: 'Single game', pressed: true }).waitFor();
      },
    },
    { name: 'optimizer-nba-fanduel-injuries', url: '/1/fanduel/optimizer/position-optimizer-nba' },
    { name: 'optimizer-nfl-saved', url: '/4/draftkings/optimizer/saved-lineup-nfl' },
    { name: 'optimizer-nfl-contest-sim', url: '/4/draftkings/optimizer/contest-sim-nfl' },
    { name: 'optimizer-nfl-team-stack', url: `/4/draftkings/nfl-team-stack/${encodeURIComponent(slate.id)}` },
    { name: 'optimizer-nfl-top-plays', url: '/4/draftkings/nfl-top-plays/studs' },
  ];
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
// The demo league as it is today: a sport out of season shows its off-season screens.
const { baseUrl, stop } = await startBuiltServer({ name: 'screenshots', env: { DEMO_SEASONS: 'real' } });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const cookie = await platinumCookie(baseUrl);
  const screens = [
    ...layoutScreens(await demoIds(baseUrl, cookie)),
    ...(await optimizerScreens(baseUrl, cookie)),
    ...PUBLIC,
  ];
  // `--only <text>`: the screens whose name holds the text (e.g. `--only optimizer`).
  const at = process.argv.indexOf('--only');
  const only = at > 0 ? process.argv[at + 1] : undefined;
  if (only) screens.splice(0, screens.length, ...screens.filter((x) => x.name.includes(only)));
  let written = 0;
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'America/New_York' });
    // Every cookie the sign-in set (the session is not the only one), each as its own pair.
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.url);
      // Ready when the page's heading shows and no loading skeleton is left.
      // A loaded machine can take longer than that: photographed as it is, with a warning.
      await page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(() => console.warn(`  ${screen.url}: no heading after 60 s`));
      await page
        .waitForFunction(() => !document.querySelector('.MuiSkeleton-root'), null, { timeout: 20_000 })
        .catch(() => {
          console.warn(`  ${screen.url}: still loading after 20 s, photographed as it is`);
        });
      if (screen.then) await screen.then(page).catch((e) => console.warn(`  ${screen.name}: ${e.message}`));
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
