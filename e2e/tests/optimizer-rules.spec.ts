import type { Page } from '@playwright/test';
import { OptimizerPage } from '../pages/optimizer-page';
import { expect, test } from '../support/fixtures';
import { accountOnPlan } from '../support/plans';
import { lastLineups, nflSlate, type TApiPlayer } from '../support/optimizer-data';

// The rules panel on the optimizer screen: a conditional group and an opponent rule set with the
// pool's pickers, listed in plain words, kept across a reload, and obeyed by the built lineups.

const rulesPanel = (page: Page) => page.getByRole('region', { name: 'Rules' });

async function chooseKind(page: Page, label: string) {
  await rulesPanel(page).getByRole('combobox', { name: 'Add a rule' }).click();
  await page.getByRole('option', { name: label }).click();
}

async function pickPlayer(page: Page, field: string, player: TApiPlayer) {
  await rulesPanel(page).getByRole('combobox', { name: field }).fill(player.name);
  await page.getByRole('option', { name: new RegExp(`^${player.name} \\(`) }).click();
}

async function pickMany(page: Page, field: string, options: string[]) {
  await rulesPanel(page).getByRole('combobox', { name: field }).click();
  for (const o of options) await page.getByRole('option', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a conditional group and an opponent rule set on the screen are kept and obeyed by the build', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await accountOnPlan(page.request, 'premium');
  const { slateId, players } = await nflSlate(page.request);
  const byId = new Map(players.map((p) => [p.id, p]));
  const usable = players.filter((p) => p.injuryLevel !== 'out');
  const best = (pos: string) =>
    usable.filter((p) => p.positions.includes(pos)).sort((a, b) => b.projection - a.projection);
  // A receiver locked into every lineup, allowed only with a quarterback of another team.
  const receiver = best('WR')[0]!;
  const qb = best('QB').find((q) => q.team !== receiver.team)!;

  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.pool()).toBeVisible({ timeout: 60_000 });
  await expect(rulesPanel(page)).toContainText('No rules yet');

  await chooseKind(page, 'Players only with others');
  await pickPlayer(page, 'Players', receiver);
  await pickPlayer(page, 'Only with', qb);
  await rulesPanel(page).getByRole('button', { name: 'Add rule' }).click();
  const inForce = rulesPanel(page).getByRole('list', { name: 'Rules in force' });
  await expect(inForce).toContainText(`${receiver.name} only with ${qb.name}`);

  await chooseKind(page, 'Positions with or against a position');
  await pickMany(page, 'My position', ['DST']);
  await pickMany(page, 'Their positions', ['QB', 'RB', 'TE', 'WR']);
  await rulesPanel(page).getByLabel('Max', { exact: true }).fill('0');
  await rulesPanel(page).getByRole('button', { name: 'Add rule' }).click();
  await expect(inForce).toContainText('No QB, RB, TE or WR against my DST');

  // Kept on the slate: a reload lists them again.
  await page.reload();
  await expect(optimizer.pool()).toBeVisible({ timeout: 60_000 });
  await expect(inForce).toContainText(`${receiver.name} only with ${qb.name}`);
  await expect(inForce).toContainText('No QB, RB, TE or WR against my DST');

  await optimizer.mark(receiver.name, 'Lock');
  await optimizer.setField('Lineups', 5);
  await optimizer.build();
  await expect(optimizer.resultsHeading()).toHaveText('5 lineups', { timeout: 120_000 });
  const built = await lastLineups(page.request, slateId);
  expect(built).toHaveLength(5);
  for (const lineup of built) {
    const ids = lineup.players.map((s) => s.id);
    expect(ids).toContain(receiver.id);
    expect(ids).toContain(qb.id);
    const inLineup = ids.map((id) => byId.get(id)!);
    const dst = inLineup.find((p) => p.positions.includes('DST'))!;
    expect(inLineup.filter((p) => p !== dst && p.team === dst.opponent)).toEqual([]);
  }

  // Removing a rule takes it out of the list (and of the next build).
  await rulesPanel(page)
    .getByRole('button', { name: 'Remove rule: No QB, RB, TE or WR against my DST' })
    .click();
  await expect(inForce).not.toContainText('against my DST');
});

test('Free sees the rules panel as an upgrade prompt', async ({ page }) => {
  await accountOnPlan(page.request, 'free');
  const optimizer = new OptimizerPage(page);
  await optimizer.goto();
  await expect(optimizer.heading()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Lineup rules: upgrade needed' })).toContainText(
    'Upgrade to Premium',
  );
});
