import type { Page } from '@playwright/test';
import { sportPath, type TOperator, type TSport } from './sport-path';

/** The contest sim screen /{sportId}/{operator}/optimizer/contest-sim-{sport}. */
export class ContestSimPage {
  constructor(readonly page: Page) {}

  goto(sport: TSport = 'nfl', operator: TOperator = 'draftkings') {
    return this.page.goto(sportPath(sport, operator, `optimizer/contest-sim-${sport}`));
  }

  readonly heading = () => this.page.getByRole('heading', { name: 'Contest sim', exact: true });
  readonly settings = () => this.page.getByRole('region', { name: 'Simulation settings' });
  readonly progressBar = () => this.page.getByRole('progressbar', { name: 'Simulation progress' });
  readonly progressText = () => this.settings().getByRole('status');
  readonly results = () => this.page.getByRole('region', { name: 'Simulation results' });
  readonly lineups = () => this.page.getByRole('grid', { name: 'Simulated lineups' });
  readonly players = () => this.page.getByRole('grid', { name: /^Players: ownership/ });
  readonly keepForm = () => this.page.getByRole('form', { name: 'Keep the best lineups' });
  readonly portfolio = () => this.page.getByRole('region', { name: 'Portfolio' });
  readonly portfolioAnswer = () => this.portfolio().getByRole('group', { name: 'Portfolio answer' });

  async setField(label: string, value: string | number) {
    await this.settings().getByLabel(label, { exact: true }).fill(String(value));
  }

  async run() {
    await this.settings().getByRole('button', { name: 'Run simulation' }).click();
  }
}
