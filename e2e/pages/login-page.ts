import type { Page } from '@playwright/test';

/** /login. */
export class LoginPage {
  constructor(readonly page: Page) {}
  readonly userName = () => this.page.getByRole('textbox', { name: 'User name' });
  readonly password = () => this.page.getByRole('textbox', { name: 'Password' });
  readonly submit = () => this.page.getByRole('button', { name: 'Log in' });

  async goto() {
    await this.page.goto('/login');
  }

  async logIn(account: { userName: string; password: string }) {
    await this.userName().fill(account.userName);
    await this.password().fill(account.password);
    await this.submit().click();
  }
}
