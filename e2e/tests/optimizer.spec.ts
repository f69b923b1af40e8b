import { readFileSync } from 'node:fs';
import { getRuleSet, importLineups } from '@dfs/optimizer';
import { OptimizerPage } from '../pages/optimizer-page';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';
import { apiData } from '../support/api';
import { asOptimizerPlayers, lastLineups, nflSlate, type TLineup } from '../support/optimizer-data';

// The optimizer screen as its users drive it: plan limits with the upgrade prompt, a Premium
// build of 150 stacked lineups with progress, saving, reopening and the DraftKings upload file,
// lock/exclude, uploaded projections, an infeasible setting, and the public preview.

test('Free builds 3 lineups, and a 4th lineup or a second build shows the upgrade prompt', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'free');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.heading()).toBeVisible();
  await optimizer.setField('Lineups', 4);
  await optimizer.build();
  await expect(optimizer.upgradePrompt()).toContainText('Premium');
  await expect(optimizer.results()).toHaveCount(0);

  await optimizer.setField('Lineups', 3);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');
  await expect(optimizer.upgradePrompt()).toHaveCount(0);
  await expect(optimizer.buildPanel()).toContainText('Builds on this slate: 1 of 1');

  await optimizer.build();
  await expect(optimizer.upgradePrompt()).toContainText('Premium');
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');
});

test('Premium builds 150 stacked NFL lineups with progress, saves, reopens and downloads the DK file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'premium');
  const { slateId, players } = await nflSlate(page.request);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.setField('Lineups', 150);
  await optimizer.setField('Max exposure %', 50);
  await optimizer.setField('Randomness %', 10);
  await optimizer.chooseStack('QB + 2 pass catchers (WR/TE)');
  await optimizer.build();
  await expect(optimizer.progress()).toHaveText(/^\d+ of 150 lineups$/, { timeout: 60_000 });
  await expect(optimizer.resultsHeading()).toHaveText('150 lineups', { timeout: 60_000 });

  const built = await lastLineups(page.request, slateId);
  expect(built).toHaveLength(150);
  const teamOf = new Map(players.map((p) => [p.id, p]));
  const uses = new Map<string, number>();
  for (const l of built) {
    const qb = teamOf.get(l.players[0]!.id)!;
    const mates = l.players.filter((s) => {
      const p = teamOf.get(s.id)!;
      return p.team === qb.team && (p.positions.includes('WR') || p.positions.includes('TE'));
    });
    expect(mates.length).toBeGreaterThanOrEqual(2);
    for (const s of l.players) uses.set(s.id, (uses.get(s.id) ?? 0) + 1);
  }
  expect(Math.max(...uses.values())).toBeLessThanOrEqual(75);

  await optimizer.results().getByRole('button', { name: 'Save build' }).click();
  await page.getByLabel('Build name').fill('Sunday 150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Build saved successfully.')).toBeVisible();

  await page.goto('/4/draftkings/optimizer/saved-lineup-nfl');
  await page.getByRole('button', { name: 'Open Sunday 150' }).click();
  await expect(optimizer.resultsHeading()).toHaveText('150 lineups');
  const download = page.waitForEvent('download');
  await optimizer.results().getByRole('button', { name: 'Download DraftKings CSV' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');

  // The file re-imports through the optimizer package's importer to the same lineups.
  const rules = getRuleSet('dk', 'nfl', 'classic');
  const imported = importLineups(file, 'upload.csv', rules, asOptimizerPlayers(players));
  expect(imported.issues).toEqual([]);
  expect(imported.lineups.map((l) => l.slots.map((s) => s?.playerId))).toEqual(
    built.map((l) => l.players.map((p) => p.id)),
  );
});

test('locked and excluded players are honoured, and uploaded projections change the next build', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'premium');
  const { slateId, players } = await nflSlate(page.request);
  const best = [...players].sort((a, b) => b.projection - a.projection);
  const excluded = best[0]!;
  const locked = best.find((p) => p.positions.includes('WR') && p.salary < 4500)!;
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.mark(locked.name, 'Lock');
  await optimizer.mark(excluded.name, 'Exclude');
  await optimizer.setField('Lineups', 3);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');
  for (const l of await lastLineups(page.request, slateId)) {
    expect(l.players.map((p) => p.id)).toContain(locked.id);
    expect(l.players.map((p) => p.id)).not.toContain(excluded.id);
  }
  await page.getByRole('button', { name: 'Reset players' }).click();
  await page
    .getByRole('dialog', { name: 'Reset players?' })
    .getByRole('button', { name: 'Reset', exact: true })
    .click();
  await expect(page.getByText('Players has been reset.')).toBeVisible();

  const cheapQb = players.filter((p) => p.positions.includes('QB')).sort((a, b) => a.salary - b.salary)[0]!;
  await page.getByLabel('Upload projections').setInputFiles({
    name: 'my-projections.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`ID,Name,Projection\n${cheapQb.id},${cheapQb.name},90\n`),
  });
  await expect(page.getByText('1 of 1 rows applied.').first()).toBeVisible();
  await optimizer.setField('Lineups', 1);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('1 lineup');
  const [lineup] = await lastLineups(page.request, slateId);
  expect(lineup!.players[0]!.id).toBe(cheapQb.id);
});

test('a setting that cannot work shows the optimizer’s explanation', async ({ page }) => {
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.setField('Min salary', 60000);
  await optimizer.build();
  await expect(page.getByText('No Lineup has been created!!')).toBeVisible();
  await expect(optimizer.buildPanel().getByRole('alert')).toContainText(/salary/i);
});

test('the public NFL optimizer builds 3 lineups without a login', async ({ page }) => {
  await page.goto('/nfl-optimizer');
  await expect(page.getByRole('heading', { name: 'NFL lineup optimizer' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Salary' })).toBeVisible();
  await page.getByRole('button', { name: 'Build 3 lineups' }).click();
  await expect(page.getByRole('region', { name: 'Lineups' }).getByRole('heading', { level: 2 })).toHaveText(
    '3 lineups',
  );
  await expect(page.getByRole('complementary', { name: 'Sign up' })).toBeVisible();
});

test('saved builds open, rename and delete on the saved-lineup page', async ({ page }) => {
  await accountOnPlan(page.request, 'free');
  const { slateId } = await nflSlate(page.request);
  const built = await apiData<{ allTeams: TLineup[] }>(page.request, 'post', '/api/nfl/createbuild', {
    slateId,
    lineups: 2,
  });
  await apiData(page.request, 'post', '/api/user/saveLineup', {
    slateId,
    name: 'Early',
    allTeams: built.allTeams,
  });
  await page.goto('/4/draftkings/optimizer/saved-lineup-nfl');
  await page.getByRole('button', { name: 'Open Early' }).click();
  await expect(page.getByRole('region', { name: 'Lineups' }).getByRole('heading', { level: 2 })).toHaveText(
    '2 lineups',
  );
  await page.getByRole('button', { name: 'Rename Early' }).click();
  await page.getByLabel('Build name').fill('Late');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Open Late' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Late' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Lineups In Nfl Yet.')).toBeVisible();
});

test('the optimizer page has no serious accessibility violations', async ({ page }) => {
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
