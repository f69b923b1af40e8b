import type { Page } from '@playwright/test';

/** The position optimizer /{sportId}/{operator}/optimizer/position-optimizer-{sport}. */
export class OptimizerPage {
  constructor(readonly page: Page) {}

  goto(sport: 'nfl' | 'nba' | 'mlb' | 'nhl' = 'nfl', operator: 'draftkings' | 'fanduel' = 'draftkings') {
    const id = { nba: 1, mlb: 2, nhl: 3, nfl: 4 }[sport];
    return this.page.goto(`/${id}/${operator}/optimizer/position-optimizer-${sport}`);
  }

  readonly heading = () => this.page.getByRole('heading', { name: 'Optimizer', exact: true });
  readonly pool = () => this.page.getByRole('grid', { name: 'Player pool' });
  readonly buildPanel = () => this.page.getByRole('region', { name: 'Build' });
  readonly results = () => this.page.getByRole('region', { name: 'Lineups' });
  readonly resultsHeading = () => this.results().getByRole('heading', { level: 2 });
  readonly upgradePrompt = () => this.page.getByRole('region', { name: /upgrade needed/ });
  readonly progress = () => this.buildPanel().getByRole('status');

  async setField(label: string, value: string | number) {
    const field = this.buildPanel().getByLabel(label, { exact: true });
    await field.fill(String(value));
  }

  async chooseStack(label: string) {
    await this.buildPanel().getByRole('combobox', { name: 'Team stack' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async build() {
    await this.buildPanel().getByRole('button', { name: 'Build', exact: true }).click();
  }

  async search(name: string) {
    await this.page.getByLabel('Search players').fill(name);
  }

  async mark(name: string, what: 'Lock' | 'Exclude') {
    await this.search(name);
    await this.pool()
      .getByRole('button', { name: `${what} ${name}`, exact: true })
      .click();
    await this.page.getByRole('button', { name: `${what} ${name}`, exact: true, pressed: true }).waitFor();
  }
}
