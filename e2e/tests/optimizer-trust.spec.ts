import type { Page } from '@playwright/test';
import { OptimizerPage } from '../pages/optimizer-page';
import { LoginPage } from '../pages/login-page';
import { apiData } from '../support/api';
import { expect, registerViaApi, test, uniqueName } from '../support/fixtures';
import { importSalaryFile } from '../support/operator-files';
import { lastLineups, nflSlate, slatePlayers } from '../support/optimizer-data';
import { accountOnPlan } from '../support/plans';

// What a DFS player must be able to trust at lock. Each test drove
// the screen into the failure once reported and now checks what the player sees instead.

/**
 * A FanDuel NBA salary file imported as a slate of its own, and the optimizer opened on FanDuel NBA
 * by a member on `plan` (the imported slate is not the one the screen opens on).
 */
async function importedFdNba(page: Page, plan: 'premium' | 'platinum') {
  const name = uniqueName('FD NBA ');
  const slateId = await importSalaryFile('fd_nba_classic_2018-12.csv', {
    sport: 'nba',
    operator: 'fanduel',
    gameType: 'classic',
    name,
  });
  await accountOnPlan(page.request, plan);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto('nba', 'fanduel');
  return { name, slateId, optimizer };
}

test('1. players marked out in a FanDuel NBA file are projected 0, left out of builds and explained', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { name, slateId, optimizer } = await importedFdNba(page, 'platinum');
  await optimizer.chooseSlate(name);

  // Why they are out, above the pool (the best scorers first), and the Out tag in the pool.
  await optimizer.outRegion().getByRole('button', { name: 'Show all 34' }).click();
  await expect(optimizer.outRegion()).toContainText('Kevin Love (CLE): O in the FanDuel salary file');
  await expect(optimizer.outRegion()).toContainText('DeMarcus Cousins (GS): O in the FanDuel salary file');
  await optimizer.search('Kevin Love');
  await expect(optimizer.row('Kevin Love').getByLabel('Out: O in the FanDuel salary file')).toBeVisible();
  await expect(
    optimizer.row('Kevin Love').getByRole('gridcell', { name: '0', exact: true }).first(),
  ).toBeVisible();
  await optimizer.search('');

  await optimizer.setField('Lineups', 150);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('150 lineups', { timeout: 60_000 });
  const players = await slatePlayers(page.request, 'nba', slateId);
  const out = new Set(players.filter((p) => p.injuryLevel === 'out').map((p) => p.id));
  expect(out.size).toBe(34);
  const built = await lastLineups(page.request, slateId);
  expect(built).toHaveLength(150);
  expect(built.flatMap((l) => l.players.filter((p) => out.has(p.id)))).toEqual([]);

  // Questionable (GTD) players are named, and one click sets their projections to 0.
  const gtd = players.filter((p) => p.injury === 'GTD');
  await expect(optimizer.doubtfulRegion()).toContainText(`${gtd.length} doubtful or questionable`);
  await optimizer.doubtfulRegion().getByRole('button', { name: 'Set their projections to 0' }).click();
  await expect(page.getByText(`${gtd.length} projections set to 0.`)).toBeVisible();
  await expect(optimizer.doubtfulRegion()).toHaveCount(0);
  const state = await apiData<{ projections: { playerId: string; projection: number }[] }>(
    page.request,
    'post',
    '/api/user/getSlateState',
    { slateId },
  );
  expect(
    state.projections
      .filter((p) => p.projection === 0)
      .map((p) => p.playerId)
      .sort(),
  ).toEqual(gtd.map((p) => p.id).sort());
});

test('2. the slate, the build settings and the last lineups come back after a reload and a visit elsewhere', async ({
  page,
}) => {
  const { name, slateId, optimizer } = await importedFdNba(page, 'premium');
  // The imported slate is not the one the screen opens on by default.
  await expect(optimizer.slateChoice()).not.toContainText(name);
  await optimizer.chooseSlate(name);
  await optimizer.setField('Lineups', 7);
  await optimizer.setField('Max exposure %', 60);
  await optimizer.setField('Min unique players', 2);
  await optimizer.chooseStack('3 players of one team');
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('7 lineups', { timeout: 30_000 });
  const built = await lastLineups(page.request, slateId);

  const expectRestored = async () => {
    await expect(optimizer.slateChoice()).toContainText(name);
    await expect(optimizer.buildPanel().getByLabel('Lineups', { exact: true })).toHaveValue('7');
    await expect(optimizer.buildPanel().getByLabel('Max exposure %', { exact: true })).toHaveValue('60');
    await expect(optimizer.buildPanel().getByLabel('Min unique players', { exact: true })).toHaveValue('2');
    await expect(optimizer.buildPanel().getByRole('combobox', { name: 'Team stack' })).toHaveText(
      '3 players of one team',
    );
    await expect(optimizer.resultsHeading()).toHaveText('7 lineups');
    const first = built[0]!.players[0]!;
    await expect(
      optimizer.results().getByRole('button', { name: `Swap ${first.name} (${first.slot}) in lineup 1` }),
    ).toBeVisible();
  };
  await page.reload();
  await expectRestored();
  await page.goto('/1/fanduel/insight/news-nba');
  await page.getByRole('tab', { name: 'Optimizer' }).click();
  await expectRestored();

  // Each sport and operator keeps its own: DraftKings NBA opens with its defaults.
  await optimizer.goto('nba', 'draftkings');
  await expect(optimizer.buildPanel().getByLabel('Lineups', { exact: true })).toHaveValue('3');
  await expect(optimizer.slateChoice()).not.toContainText(name);
});

test('3. a swap that would break the bring-back says so and asks; a kept rule is applied at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await accountOnPlan(page.request, 'premium');
  const { slateId, players } = await nflSlate(page.request);
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.setField('Lineups', 10);
  await optimizer.setField('Max exposure %', 50);
  await optimizer.chooseStack('QB + 2 pass catchers (WR/TE)');
  await optimizer.buildPanel().getByLabel('Bring-back: 1 WR/TE of the opponent').check();
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('10 lineups', { timeout: 30_000 });

  const byId = new Map(players.map((p) => [p.id, p]));
  const meetsBringBack = (ids: string[]) => {
    const qb = byId.get(ids[0]!)!;
    return ids.some((id) => {
      const p = byId.get(id)!;
      return p.team === qb.opponent && (p.positions.includes('WR') || p.positions.includes('TE'));
    });
  };
  // A lineup whose bring-back plays WR (a team has several WRs to swap in; often one TE).
  const built = await lastLineups(page.request, slateId);
  const bringBackOf = (l: (typeof built)[number]) => {
    const qb = byId.get(l.players[0]!.id)!;
    return l.players.find((s) => {
      const p = byId.get(s.id)!;
      return p.team === qb.opponent && p.positions.includes('WR') && s.slot === 'WR';
    });
  };
  const index = built.findIndex((l) => bringBackOf(l) !== undefined);
  expect(index).toBeGreaterThanOrEqual(0);
  const bringBack = bringBackOf(built[index]!)!;
  const label = (name: string) => `Swap ${name} (${bringBack.slot}) in lineup ${index + 1}`;
  await optimizer
    .results()
    .getByRole('button', { name: label(bringBack.name) })
    .click();

  const dialog = page.getByRole('dialog');
  const candidates = dialog.getByRole('list', { name: 'Swap candidates' });
  await expect(candidates.getByText('Would break a rule of the build')).toBeVisible();
  const breaking = candidates.getByRole('button').filter({ hasText: 'Breaks: Breaks the stack' }).first();
  const breakingName = (await breaking.textContent())!.split(' (')[0]!;
  await breaking.click();
  await expect(dialog.getByRole('heading', { name: `Swap in ${breakingName}?` })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(
    'This lineup would break a rule of your build: Breaks the stack',
  );
  await dialog.getByRole('button', { name: 'Back' }).click();

  // The first candidate keeps every rule: applied without a question.
  const keeping = candidates.getByRole('button').first();
  await expect(keeping).not.toContainText('Breaks:');
  const keptName = (await keeping.textContent())!.split(' (')[0]!;
  await keeping.click();
  await expect(dialog).toHaveCount(0);
  await expect(optimizer.results().getByRole('button', { name: label(keptName) })).toBeVisible();
  await expect
    .poll(async () => (await lastLineups(page.request, slateId))[index]!.players.map((p) => p.name))
    .toContain(keptName);
  const after = (await lastLineups(page.request, slateId))[index]!;
  expect(meetsBringBack(after.players.map((p) => p.id))).toBe(true);
});

test('4. at 1366 x 900 the lineups come into view, a refusal is a toast, and no column is clipped', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await accountOnPlan(page.request, 'free');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool().getByRole('row').nth(2)).toBeVisible();

  const grid = await optimizer.pool().boundingBox();
  const fields = [
    'name',
    'team',
    'positions',
    'salary',
    'projection',
    'fppd',
    'ownProjection',
    'minExp',
    'maxExp',
  ];
  for (const field of fields) {
    const box = await optimizer.pool().locator(`[role="columnheader"][data-field="${field}"]`).boundingBox();
    expect(box, field).not.toBeNull();
    expect(box!.x + box!.width, `${field} ends inside the pool`).toBeLessThanOrEqual(
      grid!.x + grid!.width + 1,
    );
  }

  await optimizer.setField('Lineups', 4);
  await optimizer.build();
  const toast = page.getByRole('alert').filter({ hasText: 'Premium' }).first();
  await expect(toast).toBeInViewport();

  await optimizer.setField('Lineups', 3);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('3 lineups');
  await expect(optimizer.resultsHeading()).toBeInViewport();
  const lineups = optimizer.results().getByRole('grid', { name: 'Built lineups' });
  const table = await lineups.boundingBox();
  for (const field of ['salary', 'projection']) {
    const box = await lineups.locator(`[role="columnheader"][data-field="${field}"]`).boundingBox();
    expect(box!.x + box!.width, `${field} ends inside the lineups`).toBeLessThanOrEqual(
      table!.x + table!.width + 1,
    );
  }
});

test('5. a login lands on the optimizer, or on the page the user was going to', async ({ page }) => {
  const account = await registerViaApi(page.request, 'land');
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account);
  await expect(page).toHaveURL(/\/4\/draftkings\/optimizer\/position-optimizer-nfl$/);
  await expect(page.getByRole('heading', { name: 'Optimizer', exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/2/fanduel/insight/news-mlb');
  await expect(page).toHaveURL(/\/login$/);
  await login.logIn(account);
  await expect(page).toHaveURL(/\/2\/fanduel\/insight\/news-mlb$/);
});

test('6. Reset players asks first, and the reset can be undone', async ({ page }) => {
  await accountOnPlan(page.request, 'premium');
  const { slateId, players } = await nflSlate(page.request);
  const [locked, excluded, capped] = [...players].sort((a, b) => b.salary - a.salary).slice(3, 6);
  await apiData(page.request, 'post', '/api/user/lockPlayer', {
    slateId,
    playerId: locked!.id,
    type: 'lock',
  });
  await apiData(page.request, 'post', '/api/user/lockPlayer', {
    slateId,
    playerId: excluded!.id,
    type: 'exclude',
  });
  await apiData(page.request, 'post', '/api/user/setExposure', { slateId, playerId: capped!.id, max: 0.4 });
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  const lockButton = page.getByRole('button', { name: `Lock ${locked!.name}`, exact: true });
  await optimizer.search(locked!.name);
  await expect(lockButton).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Reset players' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset players?' });
  await expect(confirm).toContainText('This clears 1 lock, 1 exclude and 1 exposure setting');
  await confirm.getByRole('button', { name: 'Keep them' }).click();
  await expect(lockButton).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Reset players' }).click();
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(lockButton).toHaveAttribute('aria-pressed', 'false');
  const undo = page.getByRole('status').filter({ hasText: 'Locks, excludes and exposures were reset.' });
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(lockButton).toHaveAttribute('aria-pressed', 'true');
  const state = await apiData<{
    marks: { playerId: string; type: string }[];
    exposures: { playerId: string; min: number | null; max: number | null }[];
  }>(page.request, 'post', '/api/user/getSlateState', { slateId });
  expect(state.marks).toEqual(
    expect.arrayContaining([
      { playerId: locked!.id, type: 'lock' },
      { playerId: excluded!.id, type: 'exclude' },
    ]),
  );
  expect(state.exposures).toEqual([{ playerId: capped!.id, min: null, max: 0.4 }]);
});

test('7. FPPD and the Value / Stud tags follow the user’s own projection', async ({ page }) => {
  await accountOnPlan(page.request, 'premium');
  const { players } = await nflSlate(page.request);
  const star = players.find(
    (p) => p.salary > 8000 && p.fppd !== null && p.fppd < 550 && !p.positions.includes('DST') && !p.injury,
  )!;
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await optimizer.search(star.name);
  const row = optimizer.row(star.name);
  await expect(row.getByText('Value', { exact: true })).toBeVisible();
  await expect(row.getByText('Stud', { exact: true })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: String(star.fppd), exact: true })).toBeVisible();

  const own = row.locator('[data-field="ownProjection"]');
  await own.dblclick();
  await own.locator('input').fill('0');
  await own.locator('input').press('Enter');
  await expect(row.getByText('Value', { exact: true })).toHaveCount(0);
  await expect(row.getByText('Stud', { exact: true })).toHaveCount(0);
  await expect(row.locator('[data-field="fppd"]')).toHaveText('');
  await expect(row.locator('[data-field="projection"]')).toHaveText('0');
});

test('14. team profiles and player details answer at the specification’s paths; the old paths redirect', async ({
  page,
}) => {
  await accountOnPlan(page.request, 'platinum');
  const [team] = await apiData<{ id: string; city: string; name: string }[]>(
    page.request,
    'post',
    '/api/nfl/getAllteams',
    {},
  );
  const [trend] = await apiData<{ playerId: string; name: string }[]>(
    page.request,
    'post',
    '/api/user/getPlayerTrends',
    {
      sport: 'nfl',
      limit: 1,
    },
  );
  const teamPath = `/4/draftkings/team-profile/${encodeURIComponent(team!.id)}`;
  await page.goto(teamPath);
  await expect(page.getByRole('heading', { name: `${team!.city} ${team!.name}` })).toBeVisible();
  await expect(page.getByText('is not available in this version')).toHaveCount(0);

  await page.goto(`/4/draftkings/insight/team-profile/${encodeURIComponent(team!.id)}`);
  await expect(page).toHaveURL(new RegExp(`${teamPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

  const playerPath = `/4/draftkings/player-details/${encodeURIComponent(trend!.playerId)}`;
  await page.goto(`/4/draftkings/insight/player-details/${encodeURIComponent(trend!.playerId)}`);
  await expect(page).toHaveURL(new RegExp(`${playerPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { name: trend!.name })).toBeVisible();

  // A team link in Browse Teams opens the new path.
  await page.goto('/4/draftkings/insight/teams-nfl');
  await page
    .getByRole('link', { name: new RegExp(team!.name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/4\/draftkings\/team-profile\//);
});
