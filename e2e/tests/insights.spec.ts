import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/constants';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';
import { insightScreens, openScreen, type TScreen } from '../pages/insight-screens';

// Every insight screen on the demo data for a Platinum member, the plan gate for a Free one, the
// public previews, and the widgets framed by another origin.
// The file's tests are independent (each its own page and accounts): they spread over the
// workers (the file alone took 5 of the browser run's 12 minutes on one worker).
test.describe.configure({ mode: 'parallel' });

let platinum: BrowserContext;
test.beforeAll(async ({ browser }) => {
  platinum = await browser.newContext({ baseURL: E2E_BASE_URL });
  await accountOnPlan(platinum.request, 'platinum');
});
test.afterAll(() => platinum?.close());

async function visit(page: Page, screen: TScreen) {
  await openScreen(page, screen);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/not available/i)).toHaveCount(0);
  await screen.check(page);
  await expect(page.getByTestId('updated-at').first()).toContainText(/Updated .* ET/);
}

for (const screen of insightScreens()) {
  test(`${screen.sport} ${screen.path} shows its data`, async () => {
    const page = await platinum.newPage();
    await visit(page, screen);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
}

test('every screen fits a 390 px phone without sideways scrolling of the page', async ({ browser }) => {
  // One test walks all the screens: give it each screen's share of time, not one screen's.
  test.setTimeout(insightScreens().length * 10_000);
  const phone = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    storageState: await platinum.storageState(),
  });
  const page = await phone.newPage();
  for (const screen of insightScreens()) {
    await visit(page, screen);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, screen.path).toBeLessThanOrEqual(390);
  }
  await phone.close();
});

for (const sport of ['nba', 'mlb', 'nhl', 'nfl'] as const)
  test(`${sport}: a team opens its profile, a player his details with a chart of his last games`, async () => {
    const page = await platinum.newPage();
    await openScreen(page, { sport, path: `insight/teams-${sport}` });
    const link = page
      .getByRole('grid', { name: `${sport.toUpperCase()} teams` })
      .getByRole('link')
      .first();
    const team = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: team })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedule and results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team news' })).toBeVisible();
    const player = page
      .getByRole('grid', { name: /roster/ })
      .getByRole('link')
      .first();
    const name = (await player.textContent()) ?? '';
    await player.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name: /fantasy points in the last \d+ games/ })).toBeVisible();
    await expect(page.getByText(/Season: \d+ games/)).toBeVisible();
    await expect(page.getByText(/DraftKings: (\$[\d,]+ salary|not on the current slate)/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

test('a Platinum member reorders the weekly QB ranking and saves it', async () => {
  const page = await platinum.newPage();
  await openScreen(page, { sport: 'nfl', path: 'insight/news-ranks' });
  const items = page.getByRole('list', { name: 'QB ranking' }).getByRole('listitem');
  await expect.poll(() => items.count()).toBeGreaterThan(3);
  const first = (await items.first().getByRole('link').textContent()) ?? '';
  await page.getByRole('button', { name: `Move ${first} down` }).click();
  await expect(items.nth(1)).toContainText(first);
  await page.getByRole('button', { name: 'Save ranking' }).click();
  await expect(page.getByText('Player Rankings set Successfully')).toBeVisible();
  await page.reload();
  await expect(items.nth(1)).toContainText(first);
  await page.close();
});

test('weekly rankings switch scoring and rank kickers and the FLEX', async () => {
  const page = await platinum.newPage();
  await openScreen(page, { sport: 'nfl', path: 'insight/news-ranks' });
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const pointsOf = async (list: string) =>
    Number(
      /(\d+\.\d) pts/.exec(
        (await page.getByRole('list', { name: list }).getByRole('listitem').first().textContent()) ?? '',
      )?.[1],
    );
  await choose('Position', 'WR');
  const items = page.getByRole('list', { name: 'WR ranking' }).getByRole('listitem');
  await expect.poll(() => items.count()).toBeGreaterThan(20);
  const ppr = await pointsOf('WR ranking');
  await choose('Scoring', 'Standard');
  // A catch is worth a point in PPR and nothing in Standard: the top receiver scores less.
  await expect.poll(() => pointsOf('WR ranking')).toBeLessThan(ppr);
  await choose('Scoring', 'Half PPR');
  const half = await pointsOf('WR ranking');
  expect(half).toBeLessThan(ppr);
  await choose('Position', 'K');
  const kickers = page.getByRole('list', { name: 'K ranking' }).getByRole('listitem');
  await expect.poll(() => kickers.count()).toBe(32);
  await expect(kickers.first()).toHaveText(/K · [A-Z]{2,3}/);
  await choose('Position', 'FLEX');
  const flex = page.getByRole('list', { name: 'FLEX ranking' });
  await expect(flex.getByText(/RB · /).first()).toBeVisible();
  await expect(flex.getByText(/WR · /).first()).toBeVisible();
  await expect(flex.getByText(/QB · /)).toHaveCount(0);
  await page.close();
});

test('the ticker refetches the scores when the NFL feed runs', async ({ browser }) => {
  const page = await platinum.newPage();
  await openScreen(page, { sport: 'nfl', path: 'insight/nfl-ticker' });
  await expect(page.getByRole('list', { name: 'NFL scores' })).toBeVisible();
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
  const login = await admin.request.post('/api/user/login', { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const refetch = page.waitForRequest((r) => r.url().endsWith('/api/nfl/getupcomingmatch'), {
    timeout: 20_000,
  });
  const run = await admin.request.post('/api/user/UpdateServer', {
    data: { name: 'nfl-feed', operation: 'start' },
  });
  expect(run.status(), await run.text()).toBe(200);
  await refetch;
  await admin.close();
  await page.close();
});

test('a Free user sees what the Platinum screens are and how to get them', async ({ page }) => {
  await accountOnPlan(page.request, 'free');
  for (const path of ['insight/news-nfl', 'insight/news-ranks', 'insight/nfl-depth-chart']) {
    await page.goto(`/4/draftkings/${path}`);
    const gate = page.getByRole('region', { name: /upgrade needed/ });
    await expect(gate).toContainText('It is part of the Platinum plan.');
    await expect(gate.getByRole('link', { name: 'Upgrade to Platinum' })).toBeVisible();
  }
  // The free screens stay open to him.
  await page.goto('/4/draftkings/insight/teams-nfl');
  await expect(page.getByRole('grid', { name: 'NFL teams' })).toBeVisible();
});

test.describe('public pages', () => {
  for (const sport of ['nba', 'mlb', 'nhl', 'nfl']) {
    test(`/${sport}-news previews 10 items with a sign-up call and the embed code`, async ({ page }) => {
      await page.goto(`/${sport}-news`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${sport.toUpperCase()} News` }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem')).toHaveCount(10);
      await expect(page.getByText(/You are seeing 10 of \d+ news items/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
      await expect(page.getByTestId('embed-code')).toHaveValue(new RegExp(`/news-widget\\?sport=${sport}`));
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
  for (const [path, name] of [
    ['/nba-daily-lineups', /lineups$/],
    ['/mlb-daily-lineups', /lineups$/],
    ['/nhl-starting-goalies', /goalies$/],
  ] as const) {
    test(`${path} previews its games to a visitor`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByRole('article', { name });
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(10);
      await expect(cards.first()).toContainText(/[A-Z][a-z]+ [A-Z][a-z]+/);
      await expect(page.getByRole('complementary', { name: 'Sign up' })).toBeVisible();
      await expect(page.getByTestId('embed-code')).toHaveValue(new RegExp(`${path}-widget`));
    });
  }
});

test.describe('widgets', () => {
  let host: http.Server;
  let hostUrl = '';
  test.beforeAll(async () => {
    // Another origin (another port on 127.0.0.1) whose page frames our pages.
    host = http.createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>Host</title><iframe title="embedded" src="${E2E_BASE_URL}${src}" width="360" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  for (const [src, heading, row] of [
    ['/news-widget?sport=nhl', 'NHL News', 'listitem'],
    ['/nhl-starting-goalies-widget', 'NHL Starting Goalies', 'article'],
    ['/nba-daily-lineups-widget', 'NBA Daily Lineups', 'article'],
    ['/mlb-daily-lineups-widget', 'MLB Daily Lineups', 'article'],
  ] as const) {
    test(`${src} renders inside another site's iframe`, async ({ page }) => {
      await page.goto(`${hostUrl}?src=${encodeURIComponent(src)}`);
      const frame = page.frameLocator('iframe[title="embedded"]');
      await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => frame.getByRole(row).count()).toBeGreaterThan(0);
      // No app chrome: no top bar with log-in and sign-up.
      await expect(frame.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    });
  }

  test('a page that is not a widget refuses to be framed by another site', async ({ page }) => {
    await page.goto(`${hostUrl}?src=${encodeURIComponent('/nba-news')}`);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'NBA News' })).toHaveCount(0);
  });
});
