import { readFileSync } from 'node:fs';
import { ContestSimPage } from '../pages/contest-sim-page';
import { OptimizerPage } from '../pages/optimizer-page';
import { apiData } from '../support/api';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { nflSlate, type TLineup } from '../support/optimizer-data';
import { accountOnPlan } from '../support/plans';

// The contest simulator as a Platinum user drives it: build on the optimizer, open the contest
// sim beside the lineups, run a simulation with its progress, read the tables, keep the best 20
// and find them in the saved lineups and the upload file, then choose a portfolio of 10 under an
// exposure cap. A Premium user sees the upgrade prompt.

type TSim = { id: string; status: string; lineups: { roi: number; lineup: TLineup }[] };

test('a Platinum user runs a contest sim from the screen and keeps the best 20', async ({ page }) => {
  test.setTimeout(180_000);
  await accountOnPlan(page.request, 'platinum');
  const { slateId } = await nflSlate(page.request);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.setField('Lineups', 40);
  await optimizer.setField('Randomness %', 20);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('40 lineups', { timeout: 60_000 });

  await optimizer.results().getByRole('button', { name: 'Contest sim' }).click();
  const sim = new ContestSimPage(page);
  await expect(sim.heading()).toBeVisible();
  await expect(page.getByText('No simulation on this slate yet')).toBeVisible();
  await sim.setField('Field size', 2000);
  await sim.setField('Iterations', 20000);
  await sim.run();
  // The progress bar and its words while the job runs on the build queue.
  await expect(sim.progressBar()).toBeVisible();
  await expect(sim.progressText()).toHaveText(/Drawing the field…|Queued|of 20,000 iterations/);
  await expect(sim.lineups()).toBeVisible({ timeout: 120_000 });
  await expect(sim.progressBar()).toHaveCount(0);
  await expect(sim.results()).toContainText('2,000 entries, 20,000 iterations');
  await expect(sim.results().getByRole('img', { name: /ROI of the 40 lineups/ })).toBeVisible();

  // The table is sorted by ROI, best first; sorting by Cash puts the best cash rate on top.
  const stored = await apiData<TSim>(page.request, 'post', '/api/user/getLastSimulation', { slateId });
  expect(stored.status).toBe('done');
  const rois = stored.lineups.map((l) => l.roi).sort((a, b) => b - a);
  const firstRoi = sim.lineups().getByRole('row').nth(1).getByRole('gridcell').nth(3);
  await expect(firstRoi).toHaveText(`${(rois[0]! * 100).toFixed(1)}%`);
  await sim.lineups().getByRole('columnheader', { name: 'Cash' }).click();
  await expect(sim.lineups().getByRole('columnheader', { name: 'Cash' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );

  await sim.results().getByRole('tab', { name: 'Players' }).click();
  await expect(sim.players().getByRole('columnheader', { name: 'Leverage' })).toBeVisible();
  await expect(sim.players().getByRole('row').nth(1)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Keep the best 20 by ROI: saved, and downloadable as the DraftKings upload file.
  await sim.keepForm().getByRole('button', { name: 'Keep best 20' }).click();
  await expect(page.getByText(/Saved as “Sim best 20 by ROI”/)).toBeVisible();
  const download = page.waitForEvent('download');
  await sim.keepForm().getByRole('button', { name: 'Download DraftKings CSV (20)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(21);
  const best = [...stored.lineups].sort((a, b) => b.roi - a.roi)[0]!.lineup;
  expect(csv[1]).toContain(best.players[0]!.id);

  // A portfolio of 10 of the 40 lineups with no player in more than 80 % of them, against the top
  // 10 by projection in the same simulations, downloadable as the upload file.
  await sim.setField('Iterations', 2000);
  await sim.portfolio().getByLabel('Lineups to enter', { exact: true }).fill('10');
  await sim.portfolio().getByLabel('Max exposure (%)', { exact: true }).fill('80');
  await sim.portfolio().getByRole('button', { name: 'Build portfolio' }).click();
  await expect(sim.portfolioAnswer()).toContainText(
    /^10 of 40 lineups: ROI -?\d+\.\d%, against -?\d+\.\d% for the top 10 by projection \(\d+\.\d points (better|worse)\)\./,
    { timeout: 120_000 },
  );
  const portfolioDownload = page.waitForEvent('download');
  await sim.portfolioAnswer().getByRole('button', { name: 'Download DraftKings CSV (10)' }).click();
  const rows = readFileSync(await (await portfolioDownload).path(), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  expect(rows).toHaveLength(10);
  const inLineups = new Map<string, number>();
  for (const row of rows)
    for (const id of new Set(row.split(',').map((cell) => cell.match(/\((\d+)\)/)?.[1] ?? cell)))
      if (/^\d+$/.test(id)) inLineups.set(id, (inLineups.get(id) ?? 0) + 1);
  expect(Math.max(...inLineups.values())).toBeLessThanOrEqual(8);

  await page.goto('/4/draftkings/optimizer/saved-lineup-nfl');
  await page.getByRole('button', { name: 'Open Sim best 20 by ROI' }).click();
  await expect(page.getByRole('region', { name: 'Lineups' }).getByRole('heading', { level: 2 })).toHaveText(
    '20 lineups',
  );

  // The last simulation comes back on the screen, and fits a 390 px phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await sim.goto();
  await expect(sim.lineups()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the contest sim at 390 px, and the upgrade prompt for Premium', async ({ page }) => {
  await accountOnPlan(page.request, 'premium');
  const sim = new ContestSimPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await sim.goto();
  await expect(page.getByRole('region', { name: /Contest simulator: upgrade needed/ })).toContainText(
    'Platinum',
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
