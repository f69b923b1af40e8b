import { expect, type Page } from '@playwright/test';
import { SPORT_IDS, sportPath, type TSport } from './sport-path';

/** What a screen must show on the demo data: real rows, names and numbers. */
export type TScreen = { sport: TSport; path: string; heading: RegExp; check: (page: Page) => Promise<void> };

/** A data grid with at least `min` data rows whose first row holds a name and a number. */
export async function expectGridRows(page: Page, name: string, min = 3) {
  const grid = page.getByRole('grid', { name });
  // The shared test machine is slow: a grid with its data may take longer than the default wait.
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const rows = grid.locator('.MuiDataGrid-row');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(min);
  await expect(rows.first()).toHaveText(/[A-Za-z]{3,}.*\d/);
}

const cards = (page: Page, name: RegExp, min = 2) =>
  expect.poll(() => page.getByRole('article', { name }).count()).toBeGreaterThanOrEqual(min);

/** Every insight screen of SPEC section 2, per sport it exists for. */
export function insightScreens(): TScreen[] {
  const out: TScreen[] = [];
  for (const sport of Object.keys(SPORT_IDS) as TSport[]) {
    const S = sport.toUpperCase();
    out.push(
      {
        sport,
        path: `insight/teams-${sport}`,
        heading: /Browse Teams/,
        check: (p) => expectGridRows(p, `${S} teams`, 10),
      },
      {
        sport,
        path: `insight/top-players-${sport}`,
        heading: /Top Players/,
        check: (p) => expectGridRows(p, 'Top players', 10),
      },
      {
        sport,
        path: `insight/news-${sport}`,
        heading: new RegExp(`${S} News`),
        check: async (p) => {
          const items = p.getByRole('list', { name: 'News' }).getByRole('listitem');
          await expect.poll(() => items.count()).toBeGreaterThan(10);
          await expect(items.first()).toContainText('Analysis:');
        },
      },
      {
        sport,
        path: `insight/player-trends-${sport}`,
        heading: /Player Trends/,
        check: async (p) => {
          await expectGridRows(p, 'Player trends', 5);
          await expect(p.getByRole('img', { name: /DraftKings points per game/ })).toBeVisible();
        },
      },
    );
  }
  for (const sport of ['nba', 'mlb'] as const) {
    out.push({
      sport,
      path: `insight/daily-lineups-${sport}`,
      heading: /Daily Lineups/,
      check: async (p) => {
        await cards(p, /lineups$/);
        const first = p.getByRole('article', { name: /lineups$/ }).first();
        await expect(first.getByRole('listitem').first()).toHaveText(/[A-Z][a-z]+ [A-Z][a-z]+/);
        await expect(first).toContainText(/Total \d/);
      },
    });
  }
  for (const sport of ['nba', 'nfl'] as const) {
    out.push({
      sport,
      path: `insight/propick-${sport}`,
      heading: /Pro Picks/,
      check: (p) => expectGridRows(p, 'Pro picks', 5),
    });
  }
  for (const sport of ['mlb', 'nfl'] as const) {
    out.push({
      sport,
      path: `insight/${sport}-average-draft-point`,
      heading: /Average Draft Position/,
      check: async (p) => {
        await expectGridRows(p, 'Average draft position', 20);
        // Movement since the previous snapshot: some players rose, some fell.
        const grid = p.getByRole('grid', { name: 'Average draft position' });
        await expect(grid.getByRole('columnheader', { name: 'Move' })).toBeVisible();
        await expect(grid.getByText(/^up$/).first()).toBeAttached();
        await expect(grid.getByText(/^down$/).first()).toBeAttached();
      },
    });
  }
  out.push(
    {
      sport: 'nfl',
      path: 'insight/news-ranks',
      heading: /NFL Weekly Rankings/,
      check: async (p) => {
        const items = p.getByRole('list', { name: 'QB ranking' }).getByRole('listitem');
        await expect.poll(() => items.count()).toBeGreaterThan(10);
        await expect(items.first()).toHaveText(/^1\s*[A-Z][a-z]+ .*QB · [A-Z]{2,3}.*\d+\.\d pts/);
        await expect(p.getByRole('combobox', { name: 'Scoring' })).toHaveText('PPR');
      },
    },
    {
      sport: 'nfl',
      path: 'insight/nfl-depth-chart',
      heading: /NFL Depth Charts/,
      check: async (p) => {
        await expect.poll(() => p.getByRole('table').count()).toBeGreaterThanOrEqual(32);
        const first = p.getByRole('table').first();
        await expect(first.getByRole('row', { name: /^QB/ })).toHaveText(/[A-Z][a-z]+/);
        await expect(first.getByRole('row', { name: /^K/ })).toHaveText(/[A-Z][a-z]+/);
        await expect(p.getByTestId('grid-legend')).toContainText('marks a rookie');
        await expect.poll(() => p.getByRole('cell', { name: /\(rookie\)/ }).count()).toBeGreaterThan(10);
        await expect.poll(() => p.getByRole('cell', { name: /\((Q|D|O|IR)\)$/ }).count()).toBeGreaterThan(0);
      },
    },
    {
      sport: 'nfl',
      path: 'insight/nfl-matchup',
      heading: /NFL Matchup: [A-Z]{2,3} @ [A-Z]{2,3}/,
      check: async (p) => {
        await expect(p.getByRole('heading', { name: 'Defence against position' })).toBeVisible();
        await expect(p.getByRole('cell', { name: /#\d+, (soft|tough|average)/ }).first()).toBeVisible();
        await expect(p.getByText(/implied \d+(\.\d)? pts/).first()).toBeVisible();
        await expect(p.getByText(/Key players/).first()).toBeVisible();
      },
    },
    {
      sport: 'nfl',
      path: 'insight/nfl-ticker',
      heading: /NFL Ticker/,
      check: async (p) => {
        const games = p.getByRole('list', { name: 'NFL scores' }).getByRole('listitem');
        await expect.poll(() => games.count()).toBeGreaterThan(3);
        await expect(games.first()).toHaveText(/[A-Z]{2,3}.*[A-Z]{2,3}/);
      },
    },
    {
      sport: 'nfl',
      path: 'insight/nfl-odds',
      heading: /NFL Odds/,
      check: async (p) => {
        await cards(p, /odds$/);
        await expect(p.getByText('Best').first()).toBeVisible();
        await expect(p.getByRole('article', { name: /odds$/ }).first()).toContainText(/[+-]\d{3}/);
      },
    },
    {
      sport: 'nhl',
      path: 'insight/line-combination-nhl',
      heading: /NHL Line Combinations/,
      check: async (p) => {
        await expect.poll(() => p.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(20);
        const forwards = p.getByRole('table', { name: /forwards$/ }).first();
        await expect(forwards.getByRole('row', { name: /^L4/ }).getByRole('link')).toHaveCount(3);
        const pp = p.getByRole('table', { name: /power play$/ }).first();
        await expect(pp.getByRole('row', { name: /^PP1/ }).getByRole('link')).toHaveCount(5);
        await expect(
          p
            .getByRole('table', { name: /defence$/ })
            .first()
            .getByRole('row'),
        ).toHaveCount(4);
      },
    },
    {
      sport: 'nhl',
      path: 'insight/starting-goalies-nhl',
      heading: /NHL Starting Goalies/,
      check: async (p) => {
        await cards(p, /goalies$/);
        await expect(p.getByText(/\d+ GP · \d+ W · GAA \d/).first()).toBeVisible();
      },
    },
  );
  return out;
}

/** Opens a screen of the layout on DraftKings. */
export async function openScreen(page: Page, s: Pick<TScreen, 'sport' | 'path'>) {
  await page.goto(sportPath(s.sport, 'draftkings', s.path));
}
