import { expect, registerViaApi, seriousA11yViolations, signInViaApi, test } from '../support/fixtures';

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('sign-up page', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('authenticated layout', async ({ page }) => {
    const account = await registerViaApi(page.request, 'a11y');
    await signInViaApi(page, account);
    await page.goto('/4/draftkings/');
    await expect(page.getByRole('tab', { name: 'Insights' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
