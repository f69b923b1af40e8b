import { describe, expect, it } from 'vitest';
import { hasFixtures, realSlate } from '../../optimizer/src/test-support/fixtures';
import { checkMembers } from '../../optimizer/src/test-support/lineup-check';
import { parseContest } from './contest/contest';
import { simulateContest } from './engine/simulate';
import { exactBuild } from './test-support/built-lineups';

/** Every operator salary file of the shared fixtures: each sport and game type of both operators. */
const FILES = [
  'dk_nfl_classic_2022wk11.csv',
  'dk_nfl_showdown_2019-01-05_IND-HOU.csv',
  'dk_nba_classic_2018-12-03.csv',
  'dk_nba_showdown_2022-02-26_BOS-DET.csv',
  'dk_mlb_classic_2020-09-24.csv',
  'dk_mlb_showdown_2019-06-30_ATL-NYM.csv',
  'dk_nhl_classic_2022-02-08.csv',
  'dk_nhl_showdown_2020-09-05_NYI-PHI.csv',
  'fd_nfl_classic_2018wk13.csv',
  'fd_nba_classic_2018-12.csv',
  'fd_mlb_classic_2019-07-24.csv',
  'fd_mlb_single_game_2022-08_NYY-SEA.csv',
  'fd_nhl_classic_2023-01.csv',
];

describe.skipIf(!hasFixtures)('every real operator file', () => {
  it.each(FILES)('%s: a valid field, and StdDev 0 scores each lineup at its projection', (file) => {
    const { rules, players } = realSlate(file);
    const { built, model, lineups } = exactBuild(rules, players, 3);
    const contest = parseContest({
      entryFee: 10,
      fieldSize: 500,
      payouts: [{ from: 1, to: 100, prize: 45 }],
    });
    const result = simulateContest({ model, lineups, contest, iterations: 20, seed: 2 });
    const byId = new Map(players.map((p) => [p.kindIds?.BASE ?? p.id, p]));
    const problems = result.field.flatMap((lineup) =>
      checkMembers(
        rules,
        lineup.map((m) => ({
          player: byId.get(model.players[m.player]!.id)!,
          kind: rules.slots[m.slot]!.kind,
          slot: m.slot,
        })),
        {},
        players,
      ),
    );
    expect(problems).toEqual([]);
    // Multipliers (CPT, MVP, STAR, PRO) score as the optimizer projects them.
    result.lineups.forEach((s, i) => {
      expect(s.mean).toBeCloseTo(built[i]!.projection, 3);
      expect(s.sd).toBe(0);
    });
  });
});
