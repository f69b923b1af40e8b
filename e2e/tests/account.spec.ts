import { AppLayoutPage } from '../pages/app-layout-page';
import { LocalCheckoutPage, MailboxPage, PricingPage, ResetPasswordPage } from '../pages/account-pages';
import { LoginPage } from '../pages/login-page';
import { SignUpPage } from '../pages/sign-up-page';
import { E2E_ADMIN, GOOD_PASSWORD } from '../support/constants';
import { expect, lastMail, registerViaApi, signInViaApi, test, uniqueName } from '../support/fixtures';

const newAccount = (prefix: string) => {
  const userName = uniqueName(prefix);
  return { userName, email: `${userName}@example.com`, password: GOOD_PASSWORD };
};

test('signs up Free, is asked to verify, verifies through the mailbox, and logs in', async ({
  page,
  browser,
}) => {
  const account = newAccount('free');
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(account);
  await expect(page).toHaveURL(/\/freeuser\/success$/);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account);
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await expect(dialog).toContainText('Please verify your email address to continue.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The development mailbox shows only to a signed-in admin (it holds OTPs and links): an admin's
  // browser reads it and follows the link, which needs no session.
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInViaApi(adminPage, E2E_ADMIN);
    const mailbox = new MailboxPage(adminPage);
    await mailbox.goto(account.email);
    await expect(mailbox.message('Verify your e-mail address').first()).toBeVisible();
    await mailbox.openLink('Verify your e-mail address');
    await expect(adminPage).toHaveURL(/\/verifyemail\//);
    await expect(adminPage.getByRole('alert').filter({ hasText: 'Verification Success !.' })).toBeVisible();
  } finally {
    await adminContext.close();
  }
  await login.goto();

  await login.logIn(account);
  await expect(page).toHaveURL(/\/4\/draftkings\/optimizer\/position-optimizer-nfl$/);
  await expect(page.getByText('Your Subscription is active')).toBeVisible();
});

test('chooses Platinum, pays in the local checkout, lands active in the layout, cancels and is logged out', async ({
  page,
}) => {
  const account = newAccount('plat');
  const pricing = new PricingPage(page);
  await pricing.goto();
  await expect(pricing.plan('Platinum').getByText('Recommended')).toBeVisible();
  await expect(pricing.plan('Platinum').getByText('7-day free trial')).toBeVisible();
  await pricing.choose('Platinum', 'Yearly');
  await expect(page).toHaveURL(/\/sign-up\?price_id=platinum_yearly$/);
  await new SignUpPage(page).signUp(account);

  const checkout = new LocalCheckoutPage(page);
  await expect(page).toHaveURL(/\/payments\/local-checkout\/[\w-]+$/);
  await expect(checkout.testBanner()).toBeVisible();
  await expect(page.getByText('Platinum yearly: $34.99')).toBeVisible();
  await checkout.payWithTestCard().click();

  // Every completed payment shows its confirmation first.
  await expect(page).toHaveURL(/\/user\/success$/);
  await page.getByRole('link', { name: 'Go to Optimizer' }).click();
  await expect(page).toHaveURL(/\/4\/draftkings\/optimizer\/position-optimizer-nfl$/);
  const status = await page.request.get('/api/user/me');
  expect(((await status.json()) as { data: { status: string; plantype: string } }).data).toMatchObject({
    status: 'active',
    plantype: 'platinum',
  });

  const layout = new AppLayoutPage(page);
  const menu = await layout.openUserMenu();
  await menu.getByRole('menuitem', { name: 'Cancel Sub' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to Cancel Subscription ?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Subscription cancelled successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/4/draftkings/insight/teams-nfl');
  await expect(page).toHaveURL(/\/login$/);
});

test('recovers a forgotten password with the OTP from the mail', async ({ page }) => {
  const account = await registerViaApi(page.request, 'otp');
  const reset = new ResetPasswordPage(page);
  await reset.goto();
  await reset.requestCode(account.email);
  await expect(page.getByText('OTP sent successfully.')).toBeVisible();
  const mail = await lastMail(account.email, 'otp');
  const otp = /one-time code is (\d{6})/.exec(mail.text)?.[1] ?? '';
  const newPassword = 'Brand#New123';
  await reset.setPassword(otp, newPassword);
  await expect(page.getByText('Password reset successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.logIn({ userName: account.userName, password: account.password });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Password/userName' })).toBeVisible();
  await login.logIn({ userName: account.userName, password: newPassword });
  await expect(page).toHaveURL(/\/4\/draftkings\//);
});

test('refuses a prepaid card with the dialog, at checkout and again at login', async ({ page }) => {
  const account = newAccount('pre');
  await page.goto('/sign-up?price_id=premium_monthly');
  await new SignUpPage(page).signUp(account);
  const checkout = new LocalCheckoutPage(page);
  await expect(checkout.testBanner()).toBeVisible();
  await checkout.payWithPrepaidCard().click();

  const dialog = page.getByRole('dialog', { name: 'Prepaid cards are not accepted' });
  await expect(dialog).toContainText('Prepaid cards are not accepted for subscriptions');
  await dialog.getByRole('button', { name: 'I Understand' }).click();
  // The payment failed: the cancel page stays in view with the way back.
  await expect(page).toHaveURL(/\/user\/cancel$/);
  await expect(page.getByRole('link', { name: 'Back to pricing' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  const login = new LoginPage(page);
  await expect(page).toHaveURL(/\/login$/);
  await login.logIn(account);
  await expect(page.getByRole('dialog', { name: 'Prepaid cards are not accepted' })).toBeVisible();
  await page.getByRole('button', { name: 'I Understand' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
