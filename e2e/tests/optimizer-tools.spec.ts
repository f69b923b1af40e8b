import { readFileSync } from 'node:fs';
import { getRuleSet, importLineups } from '@dfs/optimizer';
import { OptimizerPage } from '../pages/optimizer-page';
import { apiData } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readOperatorFile } from '../support/operator-files';
import {
  asOptimizerPlayers,
  lastLineups,
  nflSlate,
  slatePlayers,
  type TApiPlayer,
} from '../support/optimizer-data';
import { accountOnPlan } from '../support/plans';

// The optimizer's tools in one walk, as a player works a slate before lock: a "my pool" of 40
// chosen players with a bulk exposure cap, 150 lineups from it, the exposure report by team,
// 20 more lineups unique against the first 150, the lineups put into an entries file of two
// contests (read back by the optimizer package's importer), late swap reviewed first; then the
// user's own FanDuel salary file as a slate of theirs, built on and exported.

/** The 40 players a player would pick: the best values (points per dollar) of each position, then others. */
function chooseForty(players: TApiPlayer[]): TApiPlayer[] {
  const best = [...players]
    .filter((p) => p.projection > 0 && !p.injury)
    .sort((a, b) => b.projection / b.salary - a.projection / a.salary);
  const take = new Map<string, TApiPlayer>();
  for (const [pos, n] of [
    ['QB', 4],
    ['RB', 8],
    ['WR', 12],
    ['TE', 5],
    ['DST', 4],
  ] as const)
    for (const p of best.filter((x) => x.positions.includes(pos)).slice(0, n)) take.set(p.id, p);
  for (const p of best) if (take.size < 40) take.set(p.id, p);
  return [...take.values()];
}

test('8-12: my pool of 40, exposure by team, 20 more unique, entries filled, late swap reviewed, own FanDuel file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await accountOnPlan(page.request, 'platinum');
  const { slateId, players } = await nflSlate(page.request);
  const forty = chooseForty(players);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();

  // 8. Tick 40 players, cap them all at 60% in one action, and build from them only.
  for (const p of forty) {
    await optimizer.search(p.name);
    // Click, then wait for the grid to show the tick (the page re-renders the selection after it).
    const box = optimizer.row(p.name).first().getByRole('checkbox');
    await box.click();
    await expect(box).toBeChecked();
  }
  await optimizer.search('');
  const bar = page.getByRole('region', { name: 'Selected players' });
  await expect(bar).toContainText('40 selected');
  await bar.getByLabel('Max exposure %').fill('60');
  await bar.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText('40 players capped at 60%.')).toBeVisible();
  const state = await apiData<{ exposures: { playerId: string; max: number | null }[] }>(
    page.request,
    'post',
    '/api/user/getSlateState',
    { slateId },
  );
  expect(
    state.exposures
      .filter((e) => e.max === 0.6)
      .map((e) => e.playerId)
      .sort(),
  ).toEqual(forty.map((p) => p.id).sort());
  await bar.getByLabel('Build from these only').check();
  await optimizer.setField('Lineups', 150);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('150 lineups', { timeout: 60_000 });
  const chosen = new Set(forty.map((p) => p.id));
  const first = await lastLineups(page.request, slateId);
  expect(first).toHaveLength(150);
  expect(first.flatMap((l) => l.players.filter((p) => !chosen.has(p.id)))).toEqual([]);

  // 9. The exposure report by team: each team's lineups as counted from the lineups themselves.
  await optimizer.results().getByRole('tab', { name: 'Exposure' }).click();
  await optimizer.results().getByRole('button', { name: 'By team' }).click();
  const teamOf = new Map(players.map((p) => [p.id, p.team]));
  const lineupsWith = (team: string) =>
    first.filter((l) => l.players.some((p) => teamOf.get(p.id) === team)).length;
  const report = optimizer.results().getByRole('grid', { name: 'Exposure by team' });
  const topRow = report.getByRole('row').nth(1);
  const topTeam = (await topRow.locator('[data-field="name"]').textContent())!.trim();
  await expect(topRow.locator('[data-field="count"]')).toHaveText(String(lineupsWith(topTeam)));
  await optimizer.results().getByRole('tab', { name: 'Lineups' }).click();

  // 10. 20 more, unique against the 150 on screen (min unique 1: no lineup twice).
  await optimizer.setField('Lineups', 20);
  await optimizer.buildPanel().getByRole('button', { name: 'Build 20 more' }).click();
  await expect(optimizer.resultsHeading()).toHaveText('170 lineups', { timeout: 60_000 });
  await expect.poll(async () => (await lastLineups(page.request, slateId)).length).toBe(170);
  const all = await lastLineups(page.request, slateId);
  const keys = all.map((l) =>
    l.players
      .map((p) => p.id)
      .sort()
      .join(),
  );
  expect(new Set(keys).size).toBe(170);
  expect(all.slice(0, 150)).toEqual(first);

  // 11. An entries file of two contests gets the lineups; the file reads back through the importer.
  await optimizer.fillEntriesFile(
    [1, 2, 3, 4, 5, 6].map(
      (k) => `${4000 + k},${k <= 4 ? 'NFL $5 Milly' : 'NFL $3 Slant'},${k <= 4 ? 111 : 222},$5,,,,,,,,,,,`,
    ),
  );
  const review = optimizer.entriesReview();
  await expect(review).toContainText('6 entries in 2 contests get lineups of this build.');
  await expect(review.getByRole('row').filter({ hasText: '4006' })).toContainText('Lineup 6');
  const download = page.waitForEvent('download');
  await review.getByRole('button', { name: 'Download entries file' }).click();
  const filled = readFileSync(await (await download).path(), 'utf8');
  const rules = getRuleSet('dk', 'nfl', 'classic');
  const back = importLineups(filled, 'DKEntries.csv', rules, asOptimizerPlayers(players));
  expect(back.issues.filter((i) => i.severity === 'error')).toEqual([]);
  expect(back.lineups.map((l) => l.entry?.contestName)).toEqual([
    ...Array(4).fill('NFL $5 Milly'),
    ...Array(2).fill('NFL $3 Slant'),
  ]);
  back.lineups.forEach((l, k) =>
    expect(l.slots.map((s) => s?.playerId).sort()).toEqual(all[k]!.players.map((p) => p.id).sort()),
  );

  // Late swap of the filled file: reviewed (locked players, changes) before it is written.
  await page.getByLabel('Late swap entries').setInputFiles({
    name: 'DKEntries-filled.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(filled),
  });
  const swap = page.getByRole('dialog', { name: 'Late swap: review before downloading' });
  await expect(swap).toContainText(/of 6 entries re-optimised/);
  await expect(swap.getByRole('columnheader', { name: 'Locked (started)' })).toBeVisible();
  await swap.getByRole('button', { name: 'Close' }).click();

  // 12. The user's own FanDuel salary file: a slate of theirs, opened at once on FanDuel NFL.
  await page.getByLabel('Upload your salary file').setInputFiles({
    name: 'fd_nfl_classic_2018wk13.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(readOperatorFile('fd_nfl_classic_2018wk13.csv')),
  });
  await expect(page.getByText(/^Your slate is ready: \d+ players/)).toBeVisible();
  await expect(page).toHaveURL(/\/4\/fanduel\/optimizer\/position-optimizer-nfl$/);
  await expect(optimizer.slateChoice()).toContainText('fd_nfl_classic_2018wk13');
  await optimizer.setField('Lineups', 3);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups', { timeout: 30_000 });
  const me = await apiData<{ _id: string }>(page.request, 'get', '/api/user/me');
  const fdSlates = await apiData<{ slates: { id: string; name: string }[] }>(
    page.request,
    'get',
    `/api/nfl/getAllSlat/${me._id}?operator=fanduel`,
  );
  const own = fdSlates.slates.find((x) => x.name === 'fd_nfl_classic_2018wk13')!;
  const fdPlayers = await slatePlayers(page.request, 'nfl', own.id);
  const fdBuilt = await lastLineups(page.request, own.id);
  const fdDownload = page.waitForEvent('download');
  await optimizer.results().getByRole('button', { name: 'Download FanDuel CSV' }).click();
  const fdFile = readFileSync(await (await fdDownload).path(), 'utf8');
  const fdBack = importLineups(
    fdFile,
    'upload.csv',
    getRuleSet('fd', 'nfl', 'classic'),
    asOptimizerPlayers(fdPlayers),
  );
  expect(fdBack.issues).toEqual([]);
  expect(fdBack.lineups.map((l) => l.slots.map((x) => x?.playerId))).toEqual(
    fdBuilt.map((l) => l.players.map((p) => p.id)),
  );
});

test('13. keyboard: a skip link goes to Build; on a 390 px phone each lineup is a card of its nine players', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'premium');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to Build' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(optimizer.buildPanel().getByRole('button', { name: 'Build', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');

  await page.setViewportSize({ width: 390, height: 844 });
  const [lineup] = await lastLineups(page.request, (await nflSlate(page.request)).slateId);
  const grid = optimizer.results().getByRole('grid', { name: 'Built lineups' });
  const card = grid.getByRole('row').nth(1).locator('[data-field="card"]');
  for (const p of lineup!.players) await expect(card).toContainText(p.name);
  await expect(card).toContainText(/\$[\d,]+ · [\d.]+ pts/);
  // The card is the whole row: no column of the desktop table is shown beside it.
  await expect(grid.locator('[role="columnheader"][data-field="salary"]')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('10: a removed lineup is gone; a locked lineup cannot be removed, survives a reload and is kept by the next build', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await accountOnPlan(page.request, 'platinum');
  const { slateId } = await nflSlate(page.request);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();
  await optimizer.setField('Lineups', 5);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('5 lineups', { timeout: 60_000 });
  const ids = (l: { players: { id: string }[] }) => l.players.map((p) => p.id).join(',');
  const built = await lastLineups(page.request, slateId);
  expect(built).toHaveLength(5);

  // Remove lineup 1: four left, the first is what was lineup 2.
  const results = optimizer.results();
  await results.getByRole('button', { name: 'Remove lineup 1', exact: true }).click();
  await expect(optimizer.resultsHeading()).toHaveText('4 lineups');
  await expect
    .poll(async () => (await lastLineups(page.request, slateId)).map(ids))
    .toEqual(built.slice(1).map(ids));

  // Lock the new lineup 2 (built lineup 3): it cannot be removed, and its players are not swapped.
  const keep = built[2]!;
  await results.getByRole('button', { name: 'Lock lineup 2', exact: true }).click();
  await expect(results.getByRole('button', { name: 'Lock lineup 2', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results.getByRole('button', { name: 'Remove lineup 2', exact: true })).toBeDisabled();
  await expect(results.getByRole('button', { name: /^Swap .* in lineup 2$/ })).toHaveCount(0);
  await expect(results.getByRole('button', { name: /^Swap .* in lineup 1$/ }).first()).toBeVisible();

  // After a reload the lock is still there.
  await page.reload();
  await expect(optimizer.resultsHeading()).toHaveText('4 lineups', { timeout: 30_000 });
  await expect(results.getByRole('button', { name: 'Lock lineup 2', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Build 5 again: the locked lineup first, as it was, then 4 new ones unique against it.
  await optimizer.setField('Lineups', 5);
  await optimizer.build();
  await expect(page.getByText(/1 locked lineup\(s\) kept\./)).toBeVisible({ timeout: 60_000 });
  await expect(optimizer.resultsHeading()).toHaveText('5 lineups');
  const again = await lastLineups(page.request, slateId);
  expect(again).toHaveLength(5);
  expect(ids(again[0]!)).toBe(ids(keep));
  expect((again[0] as { locked?: boolean }).locked).toBe(true);
  expect(again.slice(1).map(ids)).not.toContain(ids(keep));
  await expect(results.getByRole('button', { name: 'Lock lineup 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(results.getByRole('button', { name: 'Lock lineup 2', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // "Build 2 more" keeps every lineup on screen, the locked one included.
  await optimizer.setField('Lineups', 2);
  await optimizer.buildPanel().getByRole('button', { name: 'Build 2 more' }).click();
  await expect(optimizer.resultsHeading()).toHaveText('7 lineups', { timeout: 60_000 });
  expect(ids((await lastLineups(page.request, slateId))[0]!)).toBe(ids(keep));
});

test('13. on a 390 px phone: the header takes under a fifth of the screen, the sub-navigation shows it scrolls, the pool shows all its columns on demand', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'premium');
  await page.setViewportSize({ width: 390, height: 844 });
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();

  // Three optimizer pages (Contest Sim among them) do not fit the row: the fade says there is more.
  await expect(page.getByRole('navigation', { name: 'Optimizer pages' })).toHaveAttribute('data-more', 'end');
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThan(844 / 5);

  // The pool: FPPD is hidden on the phone until "All columns", then it is there (scrolled to).
  const pool = optimizer.pool();
  await expect(pool.locator('[role="columnheader"][data-field="fppd"]')).toHaveCount(0);
  const all = page.getByRole('button', { name: 'All columns of Player pool' });
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(pool.locator('[role="columnheader"][data-field="team"]')).toBeVisible();
  // The grid scrolls sideways to the columns the phone view hid.
  await pool.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const fppd = pool.locator('[role="columnheader"][data-field="fppd"]');
  await expect(fppd).toBeVisible();
  await expect(fppd).toBeInViewport();
  await all.click();
  await expect(fppd).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The Insights pages are wider than the phone: the edge fades where more links wait.
  await page.getByRole('tab', { name: 'Insights' }).click();
  const subnav = page.getByRole('navigation', { name: 'Insights pages' });
  await expect(subnav).toHaveAttribute('data-more', 'end');
  await subnav.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(subnav).toHaveAttribute('data-more', 'start');
  await subnav.evaluate((el) => el.scrollTo({ left: 40 }));
  await expect(subnav).toHaveAttribute('data-more', 'both');
});
