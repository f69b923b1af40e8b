import type { Page } from '@playwright/test';
import { AppLayoutPage } from '../pages/app-layout-page';
import { LocalCheckoutPage, PricingPage } from '../pages/account-pages';
import { LoginPage } from '../pages/login-page';
import { SignUpPage } from '../pages/sign-up-page';
import { GOOD_PASSWORD } from '../support/constants';
import { expect, lastMail, registerViaApi, signInViaApi, test, uniqueName } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';

// The front door (sign-up, login, pricing, checkout), at the desktop width where it was seen (phone items: front-door-phone).
test.use({ viewport: { width: 1366, height: 900 } });

const newAccount = (prefix: string) => {
  const userName = uniqueName(prefix);
  return { userName, email: `${userName}@example.com`, password: GOOD_PASSWORD };
};

/** Console errors and warnings, and answers of 400 or more, while the page is used. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

test('assets come pre-compressed with long caching, index.html is revalidated, API answers are compressed', async ({
  page,
}) => {
  const answers: { url: string; headers: Record<string, string>; size: number }[] = [];
  page.on('response', async (r) =>
    answers.push({ url: r.url(), headers: await r.allHeaders(), size: (await r.body()).length }),
  );
  await page.goto('/sign-up');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  const scripts = answers.filter((a) => /\/assets\/.+\.js$/.test(a.url));
  expect(scripts.length).toBeGreaterThan(3);
  for (const s of scripts) {
    // Files of a few hundred bytes are sent as they are: compressing them saves nothing.
    if (s.size >= 1024) expect(s.headers['content-encoding'], s.url).toBe('br');
    expect(s.headers.vary, s.url).toMatch(/accept-encoding/i);
    expect(s.headers['cache-control'], s.url).toBe('public, max-age=31536000, immutable');
  }
  const html = answers.find((a) => a.url.endsWith('/sign-up'));
  expect(html?.headers['cache-control']).toBe('no-cache');
  expect(html?.headers['content-encoding']).toBe('br');

  const docs = await page.request.get('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
  expect(docs.headers()['content-encoding']).toBe('gzip');
  expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
});

test("a visitor's console stays clean: no HydrateFallback warning, no failed session call", async ({
  page,
}) => {
  const problems = watchConsole(page);
  for (const path of ['/sign-up', '/login', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('sign-up and login lead to the plans; a Free user finds Upgrade in the top bar and the menu', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await page.getByRole('link', { name: 'Compare plans and prices' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(new PricingPage(page).plan('Platinum')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');

  const account = await registerViaApi(page.request, 'upg');
  await signInViaApi(page, account);
  await page.goto('/4/draftkings/');
  await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(/\/upgrade-plan$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your plan: Free.' })).toBeVisible();
  await page.goBack();
  const menu = await new AppLayoutPage(page).openUserMenu();
  await menu.getByRole('menuitem', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade-plan$/);
});

test('a declined payment lands on /user/cancel with the way to pricing; after login the user can log out', async ({
  page,
}) => {
  const account = newAccount('dec');
  await page.goto('/sign-up?price_id=premium_yearly');
  await new SignUpPage(page).signUp(account);
  const checkout = new LocalCheckoutPage(page);
  await expect(checkout.testBanner()).toBeVisible();
  await checkout.decline().click();
  await expect(page).toHaveURL(/\/user\/cancel$/);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('There was an error with payment. No money was taken.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The account has a payment customer: login opens its billing portal, which has a way out.
  await new LoginPage(page).logIn(account);
  await expect(page).toHaveURL(/\/payments\/local-portal$/);
  await expect(page.getByRole('status').filter({ hasText: 'Going to Portal...' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out')).toBeVisible();
});

test('confirmations survive full-page redirects, and a plan without trial lands on /user/success', async ({
  page,
}) => {
  const account = newAccount('fls');
  await page.goto('/sign-up?price_id=premium_yearly');
  await new SignUpPage(page).signUp(account);
  // The checkout is a new page load: the notices said before it are shown there.
  await expect(page).toHaveURL(/\/payments\/local-checkout\//);
  await expect(page.getByRole('status').filter({ hasText: 'Successfully Registration' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Created session Successfully.' })).toBeVisible();
  await new LocalCheckoutPage(page).payWithTestCard().click();
  await expect(page).toHaveURL(/\/user\/success$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Your Premium subscription is active.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Optimizer' }).click();
  await expect(page).toHaveURL(/\/4\/draftkings\//);

  const menu = await new AppLayoutPage(page).openUserMenu();
  await menu.getByRole('menuitem', { name: 'Account Info' }).click();
  await expect(page).toHaveURL(/\/payments\/local-portal/);
  await expect(page.getByRole('status').filter({ hasText: 'Going to Portal...' })).toBeVisible();
});

test('/upgrade-plan says the plan the user has and offers only higher plans, trial included', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'premium');
  const pricing = new PricingPage(page);
  await page.goto('/upgrade-plan');
  await expect(page.getByRole('status').filter({ hasText: 'Your plan: Premium.' })).toBeVisible();
  await expect(pricing.plan('Platinum')).toBeVisible();
  await expect(pricing.plan('Premium')).toHaveCount(0);
  await expect(pricing.plan('Free')).toHaveCount(0);

  // A Platinum trial (monthly Platinum has one) is the top plan: nothing is offered.
  await page.context().clearCookies();
  const trial = await registerViaApi(page.request, 'trl');
  await signInViaApi(page, trial);
  const session = await page.request.post('/api/user/createsession', {
    data: { price_id: 'platinum_monthly' },
  });
  const sessionId = ((await session.json()) as { data: { url: string } }).data.url.split('/').pop();
  await page.request.post('/api/payments/local/complete', { data: { sessionId, outcome: 'paid' } });
  await page.goto('/upgrade-plan');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your plan: Platinum (free trial).' }),
  ).toContainText('nothing higher to upgrade to');
  for (const plan of ['Free', 'Premium', 'Platinum'] as const)
    await expect(pricing.plan(plan)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/4\/draftkings\//);
});

test('a used verification link says to log in; the resend answer says earlier links stop working', async ({
  page,
}) => {
  const account = newAccount('vfy');
  await page.request.post('/api/user/register', { data: account });
  const first = /\/verifyemail\/[^\s]+/.exec((await lastMail(account.email, 'verify-email')).text)![0];

  // Asked again at login, the new mail replaces the first link, and says so.
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account);
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await dialog.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'A mail has been sent to email Id, Please verify. Links in earlier e-mails no longer work.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();

  const second = /\/verifyemail\/[^\s]+/.exec((await lastMail(account.email, 'verify-email')).text)![0];
  expect(second).not.toBe(first);
  await page.goto(second);
  await expect(page.getByRole('alert').filter({ hasText: 'Verification Success !.' })).toBeVisible();
  await page.goto(second);
  await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('login errors use the labels; reset shows the password rule; a wrong current password has a way back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit().click();
  await expect(page.getByText('Enter your user name or e-mail')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
  await expect(page.getByText(/userName|password is required/)).toHaveCount(0);

  const account = await registerViaApi(page.request, 'rst');
  await page.goto('/reset-password');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const rules = page.getByRole('list', { name: 'Password rules' });
  await expect(rules).toContainText('At least 8 characters (not met)');
  await page.getByRole('textbox', { name: 'New password' }).fill('abcdefgh');
  await expect(rules).toContainText('At least 8 characters (met)');
  await expect(rules).toContainText('An uppercase letter (not met)');

  await signInViaApi(page, account);
  await page.goto('/recover-password');
  await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong#Pass123');
  await page.getByRole('textbox', { name: 'New password' }).fill('Brand#New123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Brand#New123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/recover-password$/);
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/4\/draftkings\//);
});

test('a deep link opened while logged out comes back after login, on its sport; login and sign-up send a signed-in user on', async ({
  page,
}) => {
  const account = await registerViaApi(page.request, 'deep');
  await page.context().clearCookies();
  await page.goto('/2/fanduel/optimizer/position-optimizer-mlb');
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).logIn(account);
  await expect(page).toHaveURL(/\/2\/fanduel\/optimizer\/position-optimizer-mlb$/);
  await expect(new AppLayoutPage(page).sportSelect()).toHaveText('MLB');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/4\/(draftkings|fanduel)\//);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/4\/(draftkings|fanduel)\//);
});

test('admin pages send a visitor to login and a Free user to pricing; best-bet needs login', async ({
  page,
}) => {
  const pages = ['/all-users', '/settings', '/report', '/login-history', '/best-bet'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  const account = await registerViaApi(page.request, 'grd');
  await signInViaApi(page, account);
  for (const path of pages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/pricing$/);
  }
});

test('the pricing page names its buttons by their labels', async ({ page }) => {
  await page.goto('/pricing');
  const pricing = new PricingPage(page);
  await expect(pricing.plan('Free').getByRole('button', { name: 'Start free', exact: true })).toBeVisible();
  await expect(
    pricing.plan('Premium').getByRole('button', { name: /^Choose Premium monthly$/ }),
  ).toBeVisible();
});
