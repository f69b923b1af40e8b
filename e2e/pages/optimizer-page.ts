import type { Page } from '@playwright/test';
import { sportPath, type TOperator, type TSport } from './sport-path';

/** The position optimizer /{sportId}/{operator}/optimizer/position-optimizer-{sport}. */
export class OptimizerPage {
  constructor(readonly page: Page) {}

  goto(sport: TSport = 'nfl', operator: TOperator = 'draftkings') {
    return this.page.goto(sportPath(sport, operator, `optimizer/position-optimizer-${sport}`));
  }

  readonly heading = () => this.page.getByRole('heading', { name: 'Optimizer', exact: true });
  readonly pool = () => this.page.getByRole('grid', { name: 'Player pool' });
  readonly buildPanel = () => this.page.getByRole('region', { name: 'Build' });
  readonly results = () => this.page.getByRole('region', { name: 'Lineups' });
  readonly resultsHeading = () => this.results().getByRole('heading', { level: 2 });
  // The page's own upgrade prompt (a Free user also sees the Rules panel's).
  readonly upgradePrompt = () => this.page.getByRole('region', { name: /^(?!Lineup rules).*upgrade needed/ });
  readonly progress = () => this.buildPanel().getByRole('status');

  async setField(label: string, value: string | number) {
    const field = this.buildPanel().getByLabel(label, { exact: true });
    await field.fill(String(value));
  }

  async chooseStack(label: string) {
    await this.buildPanel().getByRole('combobox', { name: 'Team stack' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /**
   * Gives the lineups on screen a DraftKings NFL classic entries file with these entry rows
   * (`Entry ID,Contest Name,Contest ID,Entry Fee,...`); the review dialog opens.
   */
  async fillEntriesFile(rows: string[]) {
    const header = 'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions';
    await this.results()
      .getByLabel('Fill entries file')
      .setInputFiles({
        name: 'DKEntries.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...rows].join('\r\n')),
      });
  }

  readonly entriesReview = () =>
    this.page.getByRole('dialog', { name: 'Entries filled: review before downloading' });

  async build() {
    await this.buildPanel().getByRole('button', { name: 'Build', exact: true }).click();
  }

  /** Chooses a slate by (part of) its name in the slate picker. */
  async chooseSlate(name: string) {
    await this.page.getByRole('combobox', { name: 'Slate' }).click();
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
  }

  readonly slateChoice = () => this.page.getByRole('combobox', { name: 'Slate' });
  readonly outRegion = () => this.page.getByRole('region', { name: 'Players out' });
  readonly doubtfulRegion = () => this.page.getByRole('region', { name: 'Players doubtful or questionable' });
  /** A pool row by player name (search first). */
  readonly row = (name: string) => this.pool().getByRole('row').filter({ hasText: name });

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
