import { AppLayoutPage } from '../pages/app-layout-page';
import { LoginPage } from '../pages/login-page';
import { E2E_ADMIN } from '../support/constants';
import { expect, registerViaApi, seriousA11yViolations, signInViaApi, test } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';

// The front door's findings seen on a 390 px phone, and axe on the account pages, pricing and the layout
// at both widths.
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar shows the compact clock, the selectors unclipped, and Upgrade for a Free user', async ({
    page,
  }) => {
    const account = await registerViaApi(page.request, 'ph');
    await signInViaApi(page, account);
    await page.goto('/4/draftkings/');
    const layout = new AppLayoutPage(page);
    await expect(layout.clock()).toBeVisible();
    await expect(layout.clock()).toHaveText(/^\d{1,2}:\d{2} [AP]M ET$/);
    const bar = await page.getByRole('banner').boundingBox();
    for (const name of ['Sport', 'Operator']) {
      const select = layout.page.getByRole('combobox', { name });
      await expect(select).toBeVisible();
      // The combobox is named by its floating label (the first id it is labelled by).
      const labelId = (await select.getAttribute('aria-labelledby'))!.split(' ')[0]!;
      const box = await page.locator(`[id="${labelId}"]`).boundingBox();
      // The floating label sits wholly inside the bar and the screen.
      expect(box!.y, name).toBeGreaterThanOrEqual(bar!.y);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
    }
    // Everything of the first row stays on it: the menu button sits beside Upgrade.
    const upgrade = await page.getByRole('link', { name: 'Upgrade', exact: true }).boundingBox();
    const menuButton = await layout.userMenuButton().boundingBox();
    expect(
      Math.abs(menuButton!.y + menuButton!.height / 2 - (upgrade!.y + upgrade!.height / 2)),
    ).toBeLessThan(8);
    expect(menuButton!.x + menuButton!.width).toBeLessThanOrEqual(390);
    await layout.chooseSport('NBA');
    await expect(page).toHaveURL(/\/1\/draftkings\//);
  });

  test("the admin's menu has all six admin entries", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(E2E_ADMIN);
    await expect(page).toHaveURL(/\/4\/draftkings\//);
    const menu = await new AppLayoutPage(page).openUserMenu();
    for (const item of [
      'Settings',
      'Report',
      'Users',
      'Login Report',
      'Import Salaries',
      'Best Bet',
      'Logout',
    ]) {
      await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
  });
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width} px: no serious violation`, () => {
    test.use({ viewport });

    test('public account pages and pricing', async ({ page }) => {
      const pages: [string, string][] = [
        ['/sign-up', 'Create your account'],
        ['/login', 'Log in'],
        ['/pricing', 'Choose your plan'],
        ['/reset-password', 'Reset your password'],
        ['/user/cancel', 'Payment not completed'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
    });

    test('signed-in account pages and the layout with its menu', async ({ page }) => {
      await accountOnPlan(page.request, 'premium');
      const pages: [string, string][] = [
        ['/upgrade-plan', 'Upgrade your plan'],
        ['/user/success', 'Payment successful'],
        ['/recover-password', 'Reset Password'],
        ['/4/draftkings/', 'Insights'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        const target =
          heading === 'Insights'
            ? page.getByRole('tab', { name: heading })
            : page.getByRole('heading', { name: heading });
        await expect(target).toBeVisible();
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await new AppLayoutPage(page).openUserMenu();
      expect(await seriousA11yViolations(page), 'user menu').toEqual([]);
    });
  });
}
