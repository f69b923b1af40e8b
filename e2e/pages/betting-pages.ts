import type { Locator, Page } from '@playwright/test';

/** The betting screens: prop analyzer, prop finder, sportsbook, best bets and their public preview. */
export class BettingPages {
  constructor(readonly page: Page) {}
  readonly grid = (name: string | RegExp) => this.page.getByRole('grid', { name });
  /** The text of every cell of one column on the grid's current page. */
  readonly cells = (grid: Locator, field: string) => grid.locator(`[role="gridcell"][data-field="${field}"]`);
  readonly rows = (grid: Locator) => grid.locator('.MuiDataGrid-row');
  readonly upgradePrompt = (title: string) =>
    this.page.getByRole('region', { name: `${title}: upgrade needed` });

  analyzer = (sportId: number, sport: string) =>
    this.page.goto(
      sport === 'nhl'
        ? `/${sportId}/draftkings/props/projection-nhl`
        : `/${sportId}/draftkings/betting/props/projection-${sport}`,
    );

  async setMinimumEdge(points: number) {
    await this.page.getByLabel('Minimum edge (percentage points)').fill(String(points));
  }

  async searchPlayer(name: string) {
    const form = this.page.getByRole('search', { name: 'Prop search' });
    await form.getByLabel('Player').fill(name);
    await form.getByRole('button', { name: 'Search' }).click();
  }
}
