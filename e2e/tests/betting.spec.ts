import { BettingPages } from '../pages/betting-pages';
import { E2E_BASE_URL, E2E_MANAGER } from '../support/constants';
import { expect, seriousA11yViolations, signInViaApi, test, uniqueName } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';

const edgeOf = (text: string) => Number(/([+-]?\d+(\.\d+)?) pp/.exec(text)?.[1]);

test('a Premium user filters the prop analyzer to edges of 5 percentage points or more and sees only such rows', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'premium');
  const betting = new BettingPages(page);
  await betting.analyzer(1, 'nba');
  const grid = betting.grid('NBA prop analyzer');
  await expect(betting.rows(grid).first()).toBeVisible();
  await expect(page.getByTestId('updated-at')).toContainText('Books:');
  const counted = page.getByText(/^\d+ of \d+ props$/);
  const [all] = /^\d+/.exec(await counted.innerText()) ?? [];

  await betting.setMinimumEdge(5);
  // Fewer rows pass, and every row shown has an edge of 5 points or more.
  await expect
    .poll(async () => Number(/^\d+/.exec(await counted.innerText())?.[0]))
    .toBeLessThan(Number(all));
  await expect
    .poll(async () => (await betting.cells(grid, 'edge').allInnerTexts()).every((t) => edgeOf(t) >= 5))
    .toBe(true);
  const after = await betting.cells(grid, 'edge').allInnerTexts();
  expect(after.length).toBeGreaterThan(0);

  // The chart of a prop's recent results against its line.
  await grid
    .getByRole('button', { name: /^Recent results of / })
    .first()
    .click();
  await expect(page.getByRole('region', { name: /in the last \d+ games against the line/ })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a Platinum user finds a player\u2019s props in the prop finder and the best line in the sportsbook', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'platinum');
  const res = await page.request.get('/api/nba/prop_analyzer');
  const name = ((await res.json()) as { data: { rows: { name: string }[] } }).data.rows[0]!.name;
  const betting = new BettingPages(page);
  await page.goto('/1/draftkings/betting/prop-finder');
  await betting.searchPlayer(name);
  await expect(page).toHaveURL(new RegExp(`player=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  const grid = betting.grid('Prop finder results');
  await expect(betting.cells(grid, 'name').first()).toContainText(name);
  for (const text of await betting.cells(grid, 'name').allInnerTexts()) expect(text).toContain(name);
  // The search lives in the URL: reloading (or sharing the link) runs it again.
  await page.reload();
  await expect(page.getByRole('search', { name: 'Prop search' }).getByLabel('Player')).toHaveValue(name);
  await expect(betting.cells(betting.grid('Prop finder results'), 'name').first()).toContainText(name);

  await page.goto('/1/draftkings/betting/sport-book');
  const table = page.getByRole('table', { name: /odds by book$/ }).first();
  await expect(table).toBeVisible();
  await expect(page.getByTestId('updated-at')).toContainText('Books:');
  // The moneyline home column: the cell marked Best holds the highest price of the column.
  const prices = await table.locator('tbody tr').evaluateAll((rows) =>
    rows
      .map((r) => r.querySelectorAll('td')[0])
      .filter((td): td is HTMLTableCellElement => !!td?.dataset.price)
      .map((td) => ({ price: Number(td.dataset.price), best: td.dataset.best === 'true' })),
  );
  const decimal = (a: number) => (a > 0 ? 1 + a / 100 : 1 + 100 / -a);
  const top = Math.max(...prices.map((p) => decimal(p.price)));
  expect(prices.filter((p) => p.best).length).toBeGreaterThan(0);
  for (const p of prices.filter((x) => x.best)) expect(decimal(p.price)).toBe(top);
  await expect(table.getByText('Best').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a manager saves a best bet on /best-bet and a user sees it in NFL Best Bet', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, E2E_MANAGER);
  await page.goto('/best-bet');
  const form = page.getByRole('form', { name: 'Game pick' });
  await form.getByLabel('Game').click();
  await page.getByRole('option').first().click();
  await expect(form.getByLabel('Odds (American)')).not.toHaveValue('');
  const note = `E2E pick ${uniqueName('n')}`;
  await form.getByLabel('Analysis').fill(note);
  await form.getByRole('button', { name: 'Save best bet' }).click();
  await expect(page.getByText('Best Bet saved succesfully !')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Published best bets' })).toContainText(note);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const user = await context.newPage();
  await accountOnPlan(user.request, 'platinum');
  await user.goto('/4/draftkings/betting/nfl-best-bet');
  await expect(user.getByRole('grid', { name: 'NFL Best Bet' })).toContainText(note);
  await expect(user.getByRole('group', { name: 'Record of past picks' })).toContainText('W-L-P');
  expect(await seriousA11yViolations(user)).toEqual([]);
  await context.close();
});

test('a Free user meets the plan gate on the betting tools', async ({ page }) => {
  await accountOnPlan(page.request, 'free');
  const betting = new BettingPages(page);
  await betting.analyzer(1, 'nba');
  await expect(betting.upgradePrompt('Prop Analyzer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.goto('/1/draftkings/betting/sport-book');
  await expect(betting.upgradePrompt('Sportsbook')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Platinum' })).toBeVisible();
});

test('the public props page shows 10 rows without login, on a phone too', async ({ page }) => {
  const betting = new BettingPages(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/nba-props', '/nhl-projection']) {
    await page.goto(path);
    const grid = betting.grid(/preview$/);
    await expect(betting.rows(grid)).toHaveCount(10);
    await expect(page.getByText(/You are seeing 10 of \d+ props/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    // One cell says the market, line and pick, so a row reads without scrolling sideways.
    await expect(grid.getByRole('columnheader', { name: 'Pick' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Best over' })).toHaveCount(0);
    await expect(betting.rows(grid).first()).toContainText(/(Over|Under) .* edge .* EV|No pick/);
    const pick = betting.rows(grid).first().locator('[data-field="phonePick"]');
    const box = await pick.boundingBox();
    expect(box && box.x + box.width, 'the pick cell ends inside the screen').toBeLessThanOrEqual(390);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  // The table scrolls inside its frame; the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the public NFL props page stakes a quarter Kelly, as the app does, and says so', async ({ page }) => {
  const betting = new BettingPages(page);
  await page.goto('/nfl-props');
  const grid = betting.grid(/preview$/);
  await expect(betting.rows(grid)).toHaveCount(10);
  await expect(grid.getByRole('columnheader', { name: 'Stake (1/4 Kelly)' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /^Edge \(percentage points\)/ })).toBeVisible();
});
