import { readFileSync } from 'node:fs';
import { OptimizerPage } from '../pages/optimizer-page';
import { apiData } from '../support/api';
import { expect, test } from '../support/fixtures';
import { lastLineups, nflSlate } from '../support/optimizer-data';
import { accountOnPlan } from '../support/plans';

// The workflow around the build: the slate's and the user's projections side by side
// and blended for the build (8), two builds compared (9), rule templates saved and applied (10),
// and late swap showing who went out for whom before the file is written (11).

type TBuilt = { players: { id: string; projection: number }[] };

test('8, 9, 11: projection blend used by the build, two builds compared, late swap out -> in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Tall enough for the comparison's rows (two one-lineup builds) to be drawn at once.
  await page.setViewportSize({ width: 1366, height: 1400 });
  await accountOnPlan(page.request, 'platinum');
  const { slateId, players } = await nflSlate(page.request);
  // A cheap receiver whose game is hours away (late swap may change him), given 300 points of the user's.
  const later = (p: (typeof players)[number]) => {
    const start = (p as { startTime?: string | null }).startTime;
    return !!start && Date.parse(start) > Date.now() + 3 * 3600_000;
  };
  const cheap = players
    .filter((p) => p.positions.includes('WR') && p.projection > 0 && !p.injury && later(p))
    .sort((a, b) => a.salary - b.salary)[0]!;
  await apiData(page.request, 'post', '/api/user/setProjection', {
    slateId,
    playerId: cheap.id,
    projection: 300,
  });

  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });

  // 8. Both sources side by side; the projection builds use is the user's until blended.
  await optimizer.search(cheap.name);
  const row = optimizer.row(cheap.name).first();
  await expect(row.locator('[data-field="slateProjection"]')).toHaveText(String(cheap.projection));
  await expect(row.locator('[data-field="ownProjection"]')).toHaveText('300');
  await expect(row.locator('[data-field="projection"]')).toHaveText('300');
  const blendForm = page.getByRole('form', { name: 'Projection blend' });
  await blendForm.getByLabel('My projections %').fill('50');
  await blendForm.getByRole('button', { name: 'Apply blend' }).click();
  await expect(page.getByText('Builds use 50% of your projections.')).toBeVisible();
  const blended = Math.round(((300 + cheap.projection) / 2) * 100) / 100;
  await expect(row.locator('[data-field="projection"]')).toHaveText(String(blended));
  await optimizer.search('');
  await optimizer.setField('Lineups', 1);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('1 lineup', { timeout: 60_000 });
  const [withCheap] = (await lastLineups(page.request, slateId)) as unknown as TBuilt[];
  expect(withCheap!.players.find((p) => p.id === cheap.id)?.projection).toBeCloseTo(blended, 1);

  // Save it, and put it into an entries file (read back for late swap below).
  await optimizer.results().getByRole('button', { name: 'Save build' }).click();
  await page.getByLabel('Build name').fill('With the cheap WR');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Build saved successfully.')).toBeVisible();
  await optimizer.fillEntriesFile(['5001,NFL $5 Milly,111,$5,,,,,,,,,,,']);
  const review = optimizer.entriesReview();
  const download = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Download entries file' }).click();
  const filled = readFileSync(await (await download).path(), 'utf8');

  // 9. Without him, build again and compare with the saved build: he is the difference.
  await optimizer.mark(cheap.name, 'Exclude');
  await optimizer.search('');
  await optimizer.build();
  await expect
    .poll(
      async () =>
        ((await lastLineups(page.request, slateId)) as unknown as TBuilt[])[0]!.players.map((p) => p.id),
      { timeout: 60_000 },
    )
    .not.toContain(cheap.id);
  await optimizer.results().getByRole('tab', { name: 'Compare builds' }).click();
  const byPlayer = optimizer.results().getByRole('grid', { name: 'Exposure compared by player' });
  await expect(byPlayer.getByRole('columnheader', { name: 'B: With the cheap WR %' })).toBeVisible();
  const his = byPlayer.getByRole('row').filter({ hasText: cheap.name });
  await expect(his.locator('[data-field="a"]')).toHaveText('0');
  await expect(his.locator('[data-field="b"]')).toHaveText('100');
  await expect(his.locator('[data-field="diff"]')).toHaveText('+100');
  await optimizer.results().getByRole('button', { name: 'By team' }).click();
  await expect(
    optimizer.results().getByRole('grid', { name: 'Exposure compared by team' }).getByRole('row').nth(1),
  ).toBeVisible();

  // 11. Late swap of the filled file: he is excluded now, so his slot shows him going out, before the file is written.
  await page.getByLabel('Late swap entries').setInputFiles({
    name: 'DKEntries-filled.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(filled),
  });
  const swap = page.getByRole('dialog', { name: 'Late swap: review before downloading' });
  await expect(swap.getByRole('columnheader', { name: 'Changes (out → in)' })).toBeVisible();
  const entry = swap.getByRole('row').filter({ hasText: '5001' });
  await expect(entry.locator('[data-field="result"]')).toHaveText(
    new RegExp(`^Out: .*${cheap.name} \\((WR\\d|FLEX)\\).* → In: `),
  );
  await expect(entry.locator('[data-field="locked"]')).toHaveText('none');
  await swap.getByRole('button', { name: 'Close' }).click();
});

test('10. a rule template: saved under a name, applied again after the settings changed, deleted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
  const templates = page.getByRole('region', { name: 'Rule templates' });
  await optimizer.setField('Lineups', 7);
  await optimizer.setField('Min unique players', 2);
  await templates.getByLabel('Template name').fill('Cash 7');
  await templates.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template "Cash 7" saved.')).toBeVisible();
  const stored = await apiData<{ name: string; settings: { form?: { lineups?: number } } }[]>(
    page.request,
    'post',
    '/api/user/getRuleTemplates',
    { sport: 'nfl' },
  );
  expect(stored).toEqual([
    expect.objectContaining({
      name: 'Cash 7',
      settings: expect.objectContaining({ form: expect.objectContaining({ lineups: 7, minUnique: 2 }) }),
    }),
  ]);
  await optimizer.setField('Lineups', 2);
  await optimizer.setField('Min unique players', 1);
  await page.reload();
  await expect(optimizer.buildPanel().getByLabel('Lineups', { exact: true })).toHaveValue('2', {
    timeout: 60_000,
  });
  await templates.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Cash 7' }).click();
  await templates.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Settings of "Cash 7" applied.')).toBeVisible();
  await expect(optimizer.buildPanel().getByLabel('Lineups', { exact: true })).toHaveValue('7');
  await expect(optimizer.buildPanel().getByLabel('Min unique players', { exact: true })).toHaveValue('2');
  await templates.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Cash 7' }).click();
  await templates.getByRole('button', { name: 'Delete' }).click();
  await expect(templates).toContainText('No NFL template yet');
});
