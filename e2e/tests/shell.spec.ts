import { AppLayoutPage } from '../pages/app-layout-page';
import { LoginPage } from '../pages/login-page';
import { SignUpPage } from '../pages/sign-up-page';
import { E2E_ADMIN, GOOD_PASSWORD } from '../support/constants';
import {
  expect,
  registerViaApi,
  signInViaApi,
  test,
  uniqueName,
  verifyViaMailbox,
} from '../support/fixtures';

test('a new user signs up, logs in, moves between sports and operators, and logs out', async ({ page }) => {
  const userName = uniqueName('new');
  const account = { userName, email: `${userName}@example.com`, password: GOOD_PASSWORD };
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-up$/);

  const signUp = new SignUpPage(page);
  await signUp.signUp(account);
  await expect(page.getByText('Successfully Registration')).toBeVisible();

  // A Free account is active once its e-mail is verified (DECISIONS "Plans").
  await expect(page).toHaveURL(/\/freeuser\/success$/);
  await verifyViaMailbox(page.request, account.email);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account);
  await expect(page.getByText('Login Successfully')).toBeVisible();

  // A login lands on the optimizer of NFL (4) on DraftKings.
  await expect(page).toHaveURL(/\/4\/draftkings\/optimizer\/position-optimizer-nfl$/);
  const layout = new AppLayoutPage(page);
  await expect(layout.tab('Optimizer')).toHaveAttribute('aria-selected', 'true');
  await expect(layout.clock()).toContainText(/ET$/);

  await layout.chooseSport('NBA');
  await expect(page).toHaveURL(/\/1\/draftkings\/insight\/news-nba$/);
  await layout.chooseOperator('FanDuel');
  await expect(page).toHaveURL(/\/1\/fanduel\/insight\/news-nba$/);
  await layout.chooseSport('NHL');
  await expect(page).toHaveURL(/\/3\/fanduel\/insight\/news-nhl$/);

  await layout.tab('Optimizer').click();
  await expect(page).toHaveURL(/\/3\/fanduel\/optimizer\/position-optimizer-nhl$/);
  await expect(page.getByRole('heading', { name: 'Optimizer' })).toBeVisible();

  await layout.logout();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/4/draftkings/insight/teams-nfl');
  await expect(page).toHaveURL(/\/login$/);
});

test('the top-bar clock shows Eastern time and ticks every second', async ({ page }) => {
  const account = await registerViaApi(page.request, 'clk');
  await signInViaApi(page, account);
  await page.clock.install({ time: new Date('2026-11-21T15:30:00Z') });
  await page.goto('/4/draftkings/');
  const layout = new AppLayoutPage(page);
  // Let the app load with time flowing, then stop the clock at a known moment.
  await expect(layout.clock()).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-21T15:31:05Z'));
  // 15:31 UTC is 10:31 in New York in November, whatever the browser's own zone (Chicago here).
  await expect(layout.clock()).toHaveText('Sat, Nov 21, 10:31:05 AM ET');
  await page.clock.runFor(1000);
  await expect(layout.clock()).toHaveText('Sat, Nov 21, 10:31:06 AM ET');
  await page.clock.runFor(2000);
  await expect(layout.clock()).toHaveText('Sat, Nov 21, 10:31:08 AM ET');
});

test('a notification shows for 2.5 s and is gone after 4.5 s', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-21T15:30:00Z') });
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn({ userName: uniqueName('nobody'), password: 'Wrong#12345' });
  const notice = page.getByRole('alert').filter({ hasText: 'Invalid Password/userName' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCSS('opacity', '1');
  await page.clock.runFor(4600);
  await expect(notice).toHaveCount(0);
});

test('unknown addresses show the not-found page; unauthenticated app visits go to login', async ({
  page,
}) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/1/fanduel/optimizer/position-optimizer-nba');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin logs in and sees the admin entries of the user menu', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/4\/draftkings\/optimizer\/position-optimizer-nfl$/);
  const layout = new AppLayoutPage(page);
  const menu = await layout.openUserMenu();
  for (const item of ['Settings', 'Report', 'Users', 'Login Report', 'Best Bet', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
});

test('a subscriber does not see admin entries in the user menu', async ({ page }) => {
  const account = await registerViaApi(page.request, 'sub');
  await signInViaApi(page, account);
  await page.goto('/4/draftkings/');
  const menu = await new AppLayoutPage(page).openUserMenu();
  await expect(menu.getByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Report', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
});

test('the built code carries no sourceMappingURL comment; a served map is named by a header', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  let named = 0;
  for (const url of scripts) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain('sourceMappingURL');
    // The browser tests run outside production, where maps are served: the header names the
    // code's map when it has one (the bundler's tiny runtime chunk has none).
    const hasMap = (await request.get(`${url}.map`)).status() === 200;
    expect(res.headers().sourcemap, url).toBe(hasMap ? `${url.split('/').pop()}.map` : undefined);
    if (hasMap) named += 1;
  }
  expect(named).toBeGreaterThan(0);
});
