import type { Page } from '@playwright/test';

/** /pricing and /upgrade-plan. */
export class PricingPage {
  constructor(readonly page: Page) {}
  readonly period = (name: 'Monthly' | 'Yearly') => this.page.getByRole('button', { name, exact: true });
  readonly plan = (name: 'Free' | 'Premium' | 'Platinum') =>
    this.page.getByRole('region', { name: `${name} plan` });

  async goto() {
    await this.page.goto('/pricing');
  }

  /** Picks a paid plan for a billing period. */
  async choose(plan: 'Premium' | 'Platinum', period: 'Monthly' | 'Yearly') {
    await this.period(period).click();
    await this.page.getByRole('button', { name: `Choose ${plan} ${period.toLowerCase()}` }).click();
  }
}

/** /payments/local-checkout/{id}: the built-in test checkout. */
export class LocalCheckoutPage {
  constructor(readonly page: Page) {}
  readonly testBanner = () => this.page.getByText(/TEST MODE/);
  readonly payWithTestCard = () => this.page.getByRole('button', { name: 'Pay with the test card' });
  readonly payWithPrepaidCard = () => this.page.getByRole('button', { name: 'Pay with a prepaid test card' });
  readonly decline = () => this.page.getByRole('button', { name: 'Simulate a declined card' });
}

/** /dev/mailbox: the development outbox. */
export class MailboxPage {
  constructor(readonly page: Page) {}
  readonly message = (subject: string) => this.page.getByRole('listitem').filter({ hasText: subject });

  async goto(recipient: string) {
    await this.page.goto('/dev/mailbox');
    await this.page.getByRole('textbox', { name: 'Recipient' }).fill(recipient);
  }

  /** Follows the first link of the newest message with this subject. */
  async openLink(subject: string) {
    await this.message(subject).first().getByRole('link').first().click();
  }
}

/** /reset-password: request the OTP, then OTP and new password. */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}
  readonly email = () => this.page.getByRole('textbox', { name: 'E-mail' });
  readonly sendCode = () => this.page.getByRole('button', { name: 'Send code' });
  readonly otp = () => this.page.getByRole('textbox', { name: 'One-time code' });
  readonly newPassword = () => this.page.getByRole('textbox', { name: 'New password' });
  readonly confirmPassword = () => this.page.getByRole('textbox', { name: 'Confirm password' });
  readonly submit = () => this.page.getByRole('button', { name: 'Reset password' });

  async goto() {
    await this.page.goto('/reset-password');
  }

  async requestCode(email: string) {
    await this.email().fill(email);
    await this.sendCode().click();
  }

  async setPassword(otp: string, password: string) {
    await this.otp().fill(otp);
    await this.newPassword().fill(password);
    await this.confirmPassword().fill(password);
    await this.submit().click();
  }
}
