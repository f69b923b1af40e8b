import type { Page } from '@playwright/test';

/** /sign-up. */
export class SignUpPage {
  constructor(readonly page: Page) {}
  readonly userName = () => this.page.getByRole('textbox', { name: 'User name' });
  readonly email = () => this.page.getByRole('textbox', { name: 'E-mail' });
  readonly password = () => this.page.getByRole('textbox', { name: 'Password' });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign up' });

  async goto() {
    await this.page.goto('/sign-up');
  }

  async signUp(account: { userName: string; email: string; password: string }) {
    await this.userName().fill(account.userName);
    await this.email().fill(account.email);
    await this.password().fill(account.password);
    await this.submit().click();
  }
}
