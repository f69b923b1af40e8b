import type { Page } from '@playwright/test';

/** The authenticated layout /{sportId}/{operator}/. */
export class AppLayoutPage {
  constructor(readonly page: Page) {}
  readonly clock = () => this.page.getByTestId('eastern-clock');
  readonly sportSelect = () => this.page.getByRole('combobox', { name: 'Sport' });
  readonly operatorSelect = () => this.page.getByRole('combobox', { name: 'Operator' });
  readonly tab = (name: string) => this.page.getByRole('tab', { name });
  readonly userMenuButton = () => this.page.getByRole('button', { name: /User menu for/ });
  readonly notice = (text: string) => this.page.getByRole('status').filter({ hasText: text });

  async chooseSport(label: string) {
    await this.sportSelect().click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async chooseOperator(label: string) {
    await this.operatorSelect().click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async openUserMenu() {
    await this.userMenuButton().click();
    return this.page.getByRole('menu');
  }

  async logout() {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  }
}
