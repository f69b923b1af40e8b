import fs from 'node:fs';
import { expect, registerViaApi, seriousA11yViolations, signInViaApi, test } from '../support/fixtures';
import { E2E_ADMIN, E2E_MANAGER } from '../support/constants';
import { readOperatorFile } from '../support/operator-files';

// The e2e server seeds E2E_ADMIN with role client; E2E_MANAGER (role manager) is written into the
// new database before the server starts (support/serve.mjs), since no call changes a role.

test('the client finds a user and deletes them after confirming', async ({ page, request }) => {
  const victim = await registerViaApi(request, 'del');
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/all-users');
  await page.getByLabel('Search name or e-mail').fill(victim.userName);
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByText(victim.email)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Delete ${victim.userName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully.')).toBeVisible();
  await expect(grid.getByText('No account matches these filters.')).toBeVisible();
  const login = await request.post('/api/user/login', {
    data: { userName: victim.userName, password: victim.password },
  });
  expect(login.ok()).toBe(false);
});

test('the client stops and starts a feed process; another open settings page follows live', async ({
  page,
}) => {
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/settings');
  // A second tab of the same admin: it changes nothing itself, so only the realtime event updates it.
  const watcher = await page.context().newPage();
  await watcher.goto('/settings');
  const status = page.getByTestId('status-news-feed');
  const watched = watcher.getByTestId('status-news-feed');
  await expect(watched).toBeVisible();
  const before = (await status.textContent()) ?? '';
  const first = before === 'online' ? 'Stop' : 'Start';
  const second = first === 'Stop' ? 'Start' : 'Stop';
  const shown = (op: string) => (op === 'Stop' ? 'stopped' : /online|errored/);
  await page.getByRole('button', { name: `${first} news-feed` }).click();
  await expect(status).toHaveText(shown(first));
  await expect(watched).toHaveText(shown(first));
  await page.getByRole('button', { name: `${second} news-feed` }).click();
  await expect(status).toHaveText(shown(second));
  await expect(watched).toHaveText(shown(second));
});

test('the client exports the revenue of a year as CSV: 12 month rows', async ({ page }) => {
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/report');
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page.getByRole('grid', { name: /^Revenue \d{4}$/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^revenue_\d{4}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('month,new,renew,total');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
  ]);
});

test('the New Trials and State tabs export the date range on screen as CSV', async ({ page }) => {
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/report');
  const exported = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return download.suggestedFilename();
  };
  await expect(page.getByRole('grid', { name: 'New trials' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await expect(page.getByText('From must not be after To').first()).toBeVisible();
  // An inverted range is shown as an error, and the export keeps only its start.
  expect(await exported()).toBe('new_trials_2026-03-10_today.csv');
  await page.getByLabel('To', { exact: true }).fill('2026-03-20');
  await expect(page.getByText('From must not be after To')).toHaveCount(0);
  expect(await exported()).toBe('new_trials_2026-03-10_2026-03-20.csv');

  await page.getByRole('tab', { name: 'State' }).click();
  await expect(page.getByRole('grid', { name: 'Sign-ups by state' })).toBeVisible();
  expect(await exported()).toBe('signups_by_state_start_today.csv');
  await page.getByLabel('To', { exact: true }).fill('2026-02-28');
  expect(await exported()).toBe('signups_by_state_start_2026-02-28.csv');
});

test('the users page fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/all-users');
  await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the other admin pages have no serious accessibility violation', async ({ page }) => {
  await signInViaApi(page, E2E_ADMIN);
  for (const [path, ready] of [
    ['/settings', 'Feed processes'],
    ['/login-history', 'Login attempts'],
    ['/report', 'New trials'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByLabel(ready).first()).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});

test('a subscriber opening an admin page is sent to pricing', async ({ page, request }) => {
  const account = await registerViaApi(request, 'sub');
  await signInViaApi(page, account);
  for (const path of ['/report', '/all-users']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/pricing$/);
  }
});

test('a manager opens Users but not Report: /report sends them to pricing and the server refuses revenue', async ({
  page,
}) => {
  await signInViaApi(page, E2E_MANAGER);
  await page.goto('/all-users');
  await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
  await page.goto('/report');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveCount(0);
  const revenue = await page.request.post('/api/user/getRevenue', {
    data: { year: String(new Date().getFullYear()) },
  });
  expect(revenue.status()).toBe(403);
});

test('the client imports a salary file on the import screen: a wrong operator is refused, past games are warned of', async ({
  page,
}) => {
  await signInViaApi(page, E2E_ADMIN);
  await page.goto('/');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Import Salaries' }).click();
  await expect(page).toHaveURL(/\/import-salaries$/);
  await expect(page.getByRole('heading', { name: 'Import salaries' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Salary file import' });
  await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
  const choose = (file: string) =>
    form.getByLabel('Choose salary file').setInputFiles({
      name: file,
      mimeType: 'text/csv',
      buffer: Buffer.from(readOperatorFile(file)),
    });

  // A FanDuel file imported as DraftKings: refused, with the reason, and nothing imported.
  await choose('fd_nfl_classic_2018wk13.csv');
  await expect(form.getByText('Chosen: fd_nfl_classic_2018wk13.csv')).toBeVisible();
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'the file is a FanDuel salary file, not DraftKings; nothing was imported',
  );

  // The DraftKings NFL file of 2022 week 11: imported, and the screen says its slate will not show.
  await choose('dk_nfl_classic_2022wk11.csv');
  await form.getByLabel('Slate name').fill('E2E past DK NFL');
  await form.getByRole('button', { name: 'Import' }).click();
  const result = page.getByRole('status').filter({ hasText: 'players imported' });
  await expect(result).toContainText('Imported, but the slate will not show');
  await expect(result).toContainText(/E2E past DK NFL: \d{3} players imported, 0 updated\./);
  await expect(result).toContainText(/last start 2022-11-\d\d\): a slate whose games are past is not listed/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
