import { readFileSync } from 'node:fs';
import { getRuleSet, importLineups, importSalaries } from '@dfs/optimizer';
import { OptimizerPage } from '../pages/optimizer-page';
import { expect, test } from '../support/fixtures';
import { readOperatorFile } from '../support/operator-files';
import { accountOnPlan } from '../support/plans';
import { sportPath } from '../pages/sport-path';

// What a player sees around lock: late swap on a slate whose first games are under way, the
// lineups left on screen after a build that made none, the slate each sport reopens on, the
// stack label of a lineup without a stack, a lineup swapped against a rule, and the lineup cards
// on a phone.

test('late swap keeps a started WR in his WR3 column and shows locked players, out → in and projections', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  // The week-11 DraftKings file as the member's own slate: the 1 PM games (2022) are under way,
  // the 4 PM games are moved to a later year, so they have not started.
  const salaries = readOperatorFile('dk_nfl_classic_2022wk11.csv').replace(
    /(\d\d\/\d\d\/)2022( 04:\d\dPM ET)/g,
    '$12099$2',
  );
  const players = importSalaries(salaries, 'week11.csv').slate!.players;
  const cell = (name: string) => `${name} (${players.find((p) => p.name === name)!.id})`;
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await page.getByLabel('Upload your salary file').setInputFiles({
    name: 'week11-late.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(salaries),
  });
  await expect(optimizer.slateChoice()).toContainText('week11-late');

  // Ten entries: Allen (QB), St. Brown (WR1) and Diggs (WR3) started; Virgil (4:05 PM) in WR2.
  const rows = ['Greg Dulcich', 'Hayden Hurst', 'Irv Smith Jr.', 'Foster Moreau', 'Darren Waller'].flatMap(
    (te) =>
      ['Noah Brown', 'K.J. Osborn'].map((flex) =>
        [
          'Josh Allen',
          'Latavius Murray',
          'Javonte Williams',
          'Amon-Ra St. Brown',
          'Jalen Virgil',
          'Stefon Diggs',
          te,
          flex,
          'Vikings',
        ].map(cell),
      ),
  );
  const entries = [
    'Entry ID,Contest Name,Contest ID,Entry Fee,QB,RB,RB,WR,WR,WR,TE,FLEX,DST,,Instructions',
    ...rows.map((r, i) => `${4000 + i},NFL Main,77,$5,${r.join(',')},,`),
  ].join('\r\n');
  await page.getByLabel('Late swap entries').setInputFiles({
    name: 'DKEntries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(entries),
  });
  const swap = page.getByRole('dialog', { name: 'Late swap: review before downloading' });
  await expect(swap).toContainText(/\d+ of 10 entries re-optimised/);
  const first = swap.getByRole('row').filter({ hasText: '4000' });
  await expect(first.locator('[data-field="locked"]')).toHaveText(
    'Josh Allen (QB), Amon-Ra St. Brown (WR1), Stefon Diggs (WR3)',
  );
  await expect(first.locator('[data-field="result"]')).toHaveText(/^Out: .+ → In: .+$/);
  await expect(first.locator('[data-field="result"]')).not.toContainText('Stefon Diggs');
  await expect(first.locator('[data-field="projection"]')).toHaveText(/^\d+\.\d\d → \d+\.\d\d$/);

  // The file written back: the started players stay in their columns in every entry.
  const download = page.waitForEvent('download');
  await swap.getByRole('button', { name: 'Download entries file' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  const back = importLineups(file, 'DKEntries.csv', getRuleSet('dk', 'nfl', 'classic'), players);
  expect(back.issues).toEqual([]);
  const id = (name: string) => players.find((p) => p.name === name)!.id;
  expect(back.lineups.map((l) => [0, 3, 5].map((k) => l.slots[k]?.playerId))).toEqual(
    rows.map(() => [id('Josh Allen'), id('Amon-Ra St. Brown'), id('Stefon Diggs')]),
  );
});

test('after a build that makes none, the lineups on screen say they are the last successful build', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await optimizer.setField('Lineups', 3);
  await optimizer.chooseStack('QB + 2 pass catchers (WR/TE)');
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups', { timeout: 30_000 });
  const notice = page.getByRole('status').filter({ hasText: 'last successful build' });
  await expect(notice).toHaveCount(0);

  // No lineup can cost more than the cap: the build makes none, the 3 lineups stay, marked.
  await optimizer.setField('Min salary', 60_000);
  await optimizer.build();
  await expect(notice).toContainText(
    /^These are the lineups of your last successful build \(\d{1,2}:\d\d [AP]M ET, 3 lineups, QB \+ 2 pass catchers \(WR\/TE\) stack\); the build just now made none: .+/,
  );
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');
  await expect(
    optimizer.results().getByRole('button', { name: 'Download DraftKings CSV (last successful build)' }),
  ).toBeVisible();

  // A build that makes lineups again clears the mark.
  await optimizer.setField('Min salary', '');
  await optimizer.build();
  await expect(
    optimizer.results().getByRole('button', { name: 'Download DraftKings CSV', exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(notice).toHaveCount(0);
});

test('each sport and operator reopens on its own game type and slate', async ({ page }) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  const gameType = page.getByRole('group', { name: 'Game type' });
  await optimizer.goto('nba');
  await gameType.getByRole('button', { name: 'Single game' }).click();
  await expect(gameType.getByRole('button', { name: 'Single game' })).toHaveAttribute('aria-pressed', 'true');

  await optimizer.goto('nfl');
  await expect(gameType.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('grid', { name: 'Player pool' })).toContainText('QB');
  await optimizer.goto('nfl', 'fanduel');
  await expect(gameType.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');

  // NBA on DraftKings still opens on its single-game slate; NBA on FanDuel on its classic one.
  await page.goto(sportPath('nba', 'draftkings', 'optimizer/position-optimizer-nba'));
  await expect(gameType.getByRole('button', { name: 'Single game' })).toHaveAttribute('aria-pressed', 'true');
  await optimizer.goto('nba', 'fanduel');
  await expect(gameType.getByRole('button', { name: 'Classic' })).toHaveAttribute('aria-pressed', 'true');
});

test('a lineup with no two players of one team reads "no stack"', async ({ page }) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  // The week-11 DraftKings file (22 teams) as the member's own slate, its games not yet played.
  await page.getByLabel('Upload your salary file').setInputFiles({
    name: 'week11-no-stack.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(readOperatorFile('dk_nfl_classic_2022wk11.csv').replaceAll('/2022 ', '/2099 ')),
  });
  await expect(optimizer.slateChoice()).toContainText('week11-no-stack');
  // Nine teams in nine slots: every player of another team.
  const rules = page.getByRole('region', { name: 'Rules' });
  await rules.getByRole('combobox', { name: 'Add a rule' }).click();
  await page.getByRole('option', { name: 'Number of teams' }).click();
  await rules.getByLabel('Min', { exact: true }).fill('9');
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await optimizer.setField('Lineups', 3);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups', { timeout: 60_000 });
  await expect(optimizer.results().locator('[role="gridcell"][data-field="stack"]')).toHaveText([
    'no stack',
    'no stack',
    'no stack',
  ]);
});

test('a lineup swapped against a rule of the build keeps a warning naming it, and the exposure report counts it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  await optimizer.setField('Lineups', 3);
  await optimizer.chooseStack('QB + 2 pass catchers (WR/TE)');
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups', { timeout: 30_000 });

  // Another team's quarterback in lineup 1 breaks the QB stack: swapped in anyway.
  await optimizer
    .results()
    .getByRole('button', { name: /^Swap .+ \(QB\) in lineup 1$/ })
    .click();
  const dialog = page.getByRole('dialog');
  const breaking = dialog.getByRole('button').filter({ hasText: 'Breaks: ' }).first();
  const rule = ((await breaking.textContent()) ?? '').split('Breaks: ')[1]!;
  expect(rule.length).toBeGreaterThan(0);
  await breaking.click();
  await dialog.getByRole('button', { name: 'Swap anyway' }).click();
  await expect(dialog).toBeHidden();

  const grid = optimizer.results().getByRole('grid', { name: 'Built lineups' });
  await expect(grid.locator('[role="gridcell"][data-field="breaks"]')).toHaveText([
    `⚠ Breaks a rule: ${rule}`,
    '',
    '',
  ]);
  // Kept across a reload (the slate's last lineups).
  await page.reload();
  await expect(grid.locator('[role="gridcell"][data-field="breaks"]').first()).toHaveText(
    `⚠ Breaks a rule: ${rule}`,
    { timeout: 60_000 },
  );
  await optimizer.results().getByRole('tab', { name: 'Exposure' }).click();
  await expect(optimizer.results().getByRole('status')).toHaveText(
    '1 of 3 lineups counted here breaks a rule of your build (a player swapped in anyway).',
  );
});

for (const { sport, gameType, slots } of [
  { sport: 'nfl', gameType: 'Classic', slots: 9 },
  { sport: 'nba', gameType: 'Single game', slots: 6 },
  { sport: 'mlb', gameType: 'Classic', slots: 10 },
] as const)
  test(`on a phone (390 x 844) every roster slot of a ${sport} ${gameType.toLowerCase()} lineup card is visible`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await accountOnPlan(page.request, 'premium');
    const optimizer = new OptimizerPage(page);
    await optimizer.goto(sport);
    await page.getByRole('group', { name: 'Game type' }).getByRole('button', { name: gameType }).click();
    await optimizer.setField('Lineups', 3);
    await optimizer.build();
    await expect(optimizer.resultsHeading()).toHaveText('3 lineups', { timeout: 60_000 });
    const card = optimizer.results().locator('[role="gridcell"][data-field="card"]').first();
    await card.scrollIntoViewIfNeeded();
    const lines = card.locator('li');
    // Every slot, then the salary and points.
    await expect(lines).toHaveCount(slots + 1);
    const cellBox = (await card.boundingBox())!;
    const clipped: string[] = [];
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!;
      if (box.y < cellBox.y - 0.5 || box.y + box.height > cellBox.y + cellBox.height + 0.5)
        clipped.push((await line.textContent()) ?? '');
    }
    expect(clipped).toEqual([]);
  });
