import { describe, expect, it } from 'vitest';
import { importSalaries } from '../import/salary-import';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, readFixture } from '../test-support/fixtures';
import { checkMembers, entryKey, membersOf } from '../test-support/lineup-check';
import { userMix } from '../test-support/rule-cases';
import { benchmarkStack } from '../test-support/stacks';
import type { BuildSettings } from './build-input.types';
import { optimize } from './optimize';

// Builds on the operators' real classic slates (real projections: many players at 0, a few
// pitchers worth most of a lineup), where max exposure can remove the best players at once.

const FILES = [
  'dk_nfl_classic_2022wk11.csv',
  'dk_nba_classic_2018-12-03.csv',
  'dk_mlb_classic_2020-09-24.csv',
  'dk_nhl_classic_2022-02-08.csv',
  'fd_nfl_classic_2018wk13.csv',
  'fd_nba_classic_2018-12.csv',
  'fd_mlb_classic_2019-07-24.csv',
  'fd_nhl_classic_2023-01.csv',
];

describe.skipIf(!hasFixtures)('builds on real slates', () => {
  it.each(FILES)(
    '%s: stacked lineups with max exposure finish, valid and in order',
    (file) => {
      const { slate } = importSalaries(readFixture(file), file);
      if (!slate) throw new Error(`${file} did not import`);
      const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
      const players = slate.players.filter((p) => p.projection > 0);
      // 5 lineups at 50%: a player may be in 2, so the best ones drop out after lineup 2.
      for (const asked of [5, 12]) {
        const settings: BuildSettings = { stacks: [benchmarkStack(rules)], maxExposure: 0.5, minUnique: 2 };
        const result = optimize({ rules, players, lineups: asked, settings });
        expect(result.status, result.messages.join(' ')).toBe('complete');
        const seen: Set<string>[] = [];
        const counts = new Map<string, number>();
        result.lineups.forEach((lineup, k) => {
          const members = membersOf(rules, lineup, players);
          expect(checkMembers(rules, members, settings, players), `lineup ${k + 1}`).toEqual([]);
          const keys = new Set(members.map(entryKey));
          for (const prev of seen)
            expect([...keys].filter((x) => prev.has(x)).length).toBeLessThanOrEqual(rules.slots.length - 2);
          seen.push(keys);
          for (const m of members) counts.set(m.player.id, (counts.get(m.player.id) ?? 0) + 1);
          if (k > 0)
            expect(lineup.projection).toBeLessThanOrEqual(result.lineups[k - 1]?.projection ?? Infinity);
        });
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.floor(asked * 0.5));
      }
    },
    60_000,
  );

  it('DK MLB: a hitter stack with an OF part beside a second stack is searched through the tables', () => {
    // The rules benchmark's DK MLB mix5: "3 hitters + 1 OF" (nested parts) and "2 of the locked
    // pitcher's team". Before nested parts had tables, the hitter stack was checked on complete
    // lineups only: 26.4M work units, 10M search nodes; through the tables 4.6M and 0.6M.
    const file = 'dk_mlb_classic_2020-09-24.csv';
    const { slate } = importSalaries(readFixture(file), file);
    if (!slate) throw new Error(`${file} did not import`);
    const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
    const players = slate.players.filter((p) => p.projection > 0);
    const settings = userMix(rules, players, 5);
    expect(settings.stacks?.[0]?.parts.map((p) => p.positions)).toEqual([
      ['C', '1B', '2B', '3B', 'SS', 'OF'],
      ['OF'],
    ]);
    const result = optimize({ rules, players, lineups: 150, settings });
    expect(result.status).toBe('complete');
    expect(result.stats.nodes).toBeLessThan(2_000_000);
    expect(result.stats.work).toBeLessThan(8_000_000);
  }, 60_000);
});
