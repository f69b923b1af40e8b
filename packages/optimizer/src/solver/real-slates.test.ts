import { describe, expect, it } from 'vitest';
import { importSalaries } from '../import/salary-import';
import { getRuleSet } from '../rules/rule-set';
import { hasFixtures, readFixture, realSlate } from '../test-support/fixtures';
import { checkMembers, entryKey, membersOf } from '../test-support/lineup-check';
import { userMix } from '../test-support/rule-cases';
import { benchmarkStack } from '../test-support/stacks';
import { withRuleData } from '../test-support/extra-draws';
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
        });
        // In order: each lineup projects no more than the one before it.
        for (let k = 1; k < result.lineups.length; k++)
          expect(result.lineups[k]!.projection, `lineup ${k + 1}`).toBeLessThanOrEqual(
            result.lineups[k - 1]!.projection,
          );
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.floor(asked * 0.5));
      }
    },
    60_000,
  );

  it('DK MLB: a hitter stack with an OF part beside a second stack is searched through the tables', () => {
    // The rules benchmark's DK MLB mix5: "3 hitters + 1 OF" (nested parts) and "2 of the locked
    // pitcher's team". Before nested parts had tables, the hitter stack was checked on complete
    // lineups only: 26.4M work units, 10M search nodes; through the tables 4.6M and 0.6M.
    const { rules, players } = realSlate('dk_mlb_classic_2020-09-24.csv');
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

  // Work is counted, never timed: the same input always takes the same nodes and units.
  const mixOn = (file: string, variant: number) => {
    const { rules, players } = realSlate(file);
    return { rules, players, settings: userMix(rules, players, variant) };
  };
  /** The build of a user mix on a real file, 150 lineups. */
  const build150 = (file: string, variant: number) => {
    const { rules, players, settings } = mixOn(file, variant);
    return optimize({ rules, players, lineups: 150, settings });
  };

  it('DK NFL Showdown: the bound tables hold the minimum salary (96% of the cap)', () => {
    // Tables of the best completion within the budget let the search try every lineup that
    // spends too little: 1.3M search nodes to prove that 98 lineups are all there are; tables of
    // the best completion that spends enough need 0.2M, with the same lineups.
    const { rules, players, settings } = mixOn('dk_nfl_showdown_2019-01-05_IND-HOU.csv', 1);
    expect(settings.minSalary).toBe(48_000);
    const result = optimize({ rules, players, lineups: 150, settings });
    expect(result.lineups).toHaveLength(98);
    expect(result.status).toBe('partial');
    expect(result.stats.nodes).toBeLessThan(600_000);
  }, 60_000);

  it("FD NHL: a stack on the locked goalie's team counts the goalie once, not in every core", () => {
    // "2 of the goalie's team" with the goalie locked is "1 more of his team": 29 cores instead
    // of 435 pairs, 12 residual shapes instead of 28; 4.1M search nodes and 19.0M units before,
    // 1.6M and 11.2M now.
    const { rules, players, settings } = mixOn('fd_nhl_classic_2023-01.csv', 2);
    expect(settings.stacks?.[1]?.parts).toEqual([{ count: 2 }]);
    const result = optimize({ rules, players, lineups: 150, settings });
    expect(result.status).toBe('complete');
    expect(result.stats.nodes).toBeLessThan(2_500_000);
    expect(result.stats.work).toBeLessThan(14_000_000);
  }, 60_000);

  it('DK MLB: locking the pitcher projected far above the rest (110 points) builds at once', () => {
    // The bound tables counted the locked player again among the players still to pick, so
    // every bound stood some 85 points over any lineup the search could make: no lineup after
    // 100M work units (the whole budget). The tables now leave out the players in every lineup.
    const file = 'dk_mlb_classic_2020-09-24.csv';
    const { rules, players } = mixOn(file, 0);
    const ace = players.find((p) => p.name === 'Josh Lindblom');
    expect(ace?.projection).toBeGreaterThan(100);
    const result = optimize({ rules, players, lineups: 40, settings: { locks: [{ id: ace?.id ?? '' }] } });
    expect(result.status).toBe('complete');
    expect(result.lineups.every((l) => l.slots.some((x) => x.playerId === ace?.id))).toBe(true);
    expect(result.stats.work).toBeLessThan(1_000_000);
    // The benchmark's user mix 0 (this pitcher locked in his slot, 4 hitters of a team, 98% of
    // the cap, exposures) stopped at 8 of 40 lineups with its budget spent.
    const mix = mixOn(file, 0);
    const built = optimize({ rules, players, lineups: 40, settings: mix.settings });
    expect(built.status).toBe('complete');
  }, 60_000);

  it('DK NHL: a stack checked on complete lineups that few good lineups meet switches to the tables', () => {
    // Mix5: "2 LW/RW + 1 C" beside a stack on the locked goalie's team. Checking the first on
    // complete lineups took 44M work units for 150 lineups; the stream now tries that for one
    // batch and takes the tables.
    const result = build150('dk_nhl_classic_2022-02-08.csv', 5);
    expect(result.status).toBe('complete');
    expect(result.stats.work).toBeLessThan(12_000_000);
  }, 60_000);

  it('FD NFL: a try of a method gives up within its limit however many lineups one node checks', () => {
    // Mix5 with randomness: the tries of the leaf method (12,000 nodes) spent 4 to 14M units
    // each, because the work was looked at only every 1,024 nodes and one node at the last pick
    // checked hundreds of complete lineups: 20.7M units in all (64M with this round's plans).
    const { rules, players, settings } = mixOn('fd_nfl_classic_2018wk13.csv', 5);
    const result = optimize({
      rules,
      players,
      lineups: 20,
      settings: { ...settings, randomness: { mode: 'percent', percent: 15 }, seed: 7 },
    });
    // 18 lineups exist; the 19th is proven impossible.
    expect(result.lineups).toHaveLength(18);
    expect(result.status).toBe('partial');
    expect(result.stats.work).toBeLessThan(3_000_000);
  }, 60_000);

  it('FD MLB single game: a stack of many cores with MVP/STAR/UTIL choices takes the tables', () => {
    // Mix5, "3 + 1 of the opponent": each core's players are also copy choices, so its cores
    // made about 60 roots each and building the plan alone took most of 17.5M work units (1 s);
    // weighed by those choices the stack is searched through the tables.
    const result = build150('fd_mlb_single_game_2022-08_NYY-SEA.csv', 5);
    expect(result.status).toBe('complete');
    expect(result.stats.work).toBeLessThan(1_000_000);
  }, 60_000);
});

describe.skipIf(!hasFixtures)('a low ownership cap on a real slate', () => {
  it('DK NFL at a 6% average ownership: 150 lineups within a small work budget, each under the cap', () => {
    const file = 'dk_nfl_classic_2022wk11.csv';
    const { rules, players } = realSlate(file);
    // The file has no ownership: the seeded draw of the rules benchmark adds it.
    const pool = withRuleData(rules, players, 29);
    const ownership = new Map(pool.map((p) => [p.id, p.ownership ?? 0]));
    const settings: BuildSettings = { ownership: { maxAverage: 6 }, maxExposure: 0.5, workBudget: 3_000_000 };
    const result = optimize({ rules, players: pool, lineups: 150, settings });
    expect(result.status, result.messages.join(' ')).toBe('complete');
    for (const lineup of result.lineups) {
      const total = lineup.slots.reduce((s, x) => s + (ownership.get(x.playerId) ?? 0), 0);
      expect(total * 100).toBeLessThanOrEqual(6 * rules.slots.length + 1e-6);
    }
  });
});
