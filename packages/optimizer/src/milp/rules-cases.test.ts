import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importProjections } from '../import/projection-import';
import { importSalaries } from '../import/salary-import';
import { excludingOut, injuryLevel } from '../model/injury';
import type { OptimizerPlayer } from '../model/player.types';
import { getRuleSet } from '../rules/rule-set';
import type { BuildSettings, OptimizeInput } from '../solver/build-input.types';
import { lineupProjections, optimize } from '../solver/optimize';
import { createMilpJudge, judgeBuild, type Judge } from '../test-support/judges';
import { loadMilp } from './highs-runtime';

// The shared rules cases (../shared/fixtures/rules-cases beside the repository; README there),
// read as the CLI reads them, built by optimize() with the MILP runtime loaded (the chooser picks
// the engine) and judged by the GLPK judge (its own rows). Sizes that run in seconds: the
// infeasible cases as asked; the others at 3 lineups (their caps read for 3, so fewer may exist). The full sizes
// (c7315 at 40, c7341 at 150, ...) are in the table of the package README, from
// scripts/rules-cases.mjs.

const DIR = path.resolve(import.meta.dirname, '../../../..', '../shared/fixtures/rules-cases');

/** A case's build input, as the CLI reads its files (players marked out left out unless projected). */
function caseInput(name: string, lineups: number): OptimizeInput {
  const folder = path.join(DIR, name);
  const { slate } = importSalaries(readFileSync(path.join(folder, 'slate.csv'), 'utf8'), 'slate.csv');
  if (!slate) throw new Error(`${name}: slate.csv did not import`);
  let players: OptimizerPlayer[] = slate.players;
  const projected = new Set<string>();
  const projFile = path.join(folder, 'proj.csv');
  if (existsSync(projFile)) {
    const proj = importProjections(readFileSync(projFile, 'utf8'), 'proj.csv', slate.players);
    players = proj.players;
    for (const r of proj.rows) if (r.projection !== null) projected.add(r.playerId);
  }
  const settings = JSON.parse(readFileSync(path.join(folder, 'rules.json'), 'utf8')) as BuildSettings;
  const out = slate.players
    .filter((p) => injuryLevel(p.injury) === 'out')
    .map((p) => ({ id: p.id, ids: [p.id, ...Object.values(p.kindIds ?? {})] }));
  return {
    rules: getRuleSet(slate.site, slate.sport, slate.gameType),
    players,
    lineups,
    settings: excludingOut(settings, out, projected),
  };
}

/** Builds and judges; the judge's failures, the status and the count. */
function judged(input: OptimizeInput, judge: Judge) {
  const result = optimize(input);
  const projectionFor = (k: number) => {
    const m = lineupProjections(input, k);
    return (p: OptimizerPlayer) => m.get(p.id) ?? 0;
  };
  const pool = [...input.players];
  const failures = judgeBuild(
    input.rules,
    pool,
    input.settings ?? {},
    input.lineups,
    result,
    judge,
    projectionFor,
  );
  return { failures, result };
}

let judge: Judge;
beforeAll(async () => {
  await loadMilp();
  judge = await createMilpJudge();
});

describe('rules cases (../shared/fixtures/rules-cases)', () => {
  it('i7405_fd_nba_classic_real: refused before solving, naming the ownership cap, as the judge proves', () => {
    const { failures, result } = judged(caseInput('i7405_fd_nba_classic_real', 20), judge);
    expect(result.lineups).toHaveLength(0);
    expect(result.status).toBe('invalid');
    expect(result.messages.join(' ')).toMatch(/average ownership.*above your cap of 0\.05%/i);
    expect(result.messages.join(' ')).not.toMatch(/exclude/i);
    expect(failures).toEqual([]);
  });

  it.each([
    ['i7406_dk_nhl_classic', 150],
    ['i7408_fd_mlb_classic_real', 20],
  ])('%s: no lineup, refused as the judge proves', (name, lineups) => {
    const { failures, result } = judged(caseInput(name, lineups), judge);
    expect(result.lineups).toHaveLength(0);
    expect(result.status).toBe('infeasible');
    expect(failures).toEqual([]);
  });

  // Asked, and the lineups that exist at that size (its caps read for it: at 3 lineups a team
  // exposure of 0.4 allows each team once), as the judge proves.
  it.each([
    ['c7315_fd_nhl_classic', 3, 3],
    ['c7341_fd_nfl_classic', 3, 1],
    ['m3_fd_nba_ownership_starters', 3, 3],
    ['dk_mlb_pairs_gamestack_spacing', 3, 2],
  ])(
    "%s at %i lineups: %i built, each the judge's optimum, no more exist",
    (name, asked, exist) => {
      const { failures, result } = judged(caseInput(name, asked), judge);
      expect(failures).toEqual([]);
      expect(result.lineups).toHaveLength(exist);
      // GLPK on a real slate takes tens of seconds per lineup (c7341: proving that no second
      // lineup exists, minutes on a loaded machine); the build itself takes seconds.
    },
    600_000,
  );
});
