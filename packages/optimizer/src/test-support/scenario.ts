import { expect } from 'vitest';
import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { lineupProjections, optimize } from '../solver/optimize';
import { judgeBuild, type Judge } from './judges';

/** Runs a build and judges it; returns the judge's failures. */
export function scenario(
  rules: RuleSet,
  pool: OptimizerPlayer[],
  asked: number,
  settings: BuildSettings,
  judge: Judge,
  /** Random settings may be refused; the judge must then find no lineup either. */
  mayRefuse = false,
): { failures: string[]; status: string; count: number } {
  const input = { rules, players: pool, lineups: asked, settings };
  const result = optimize(input);
  if (mayRefuse && result.status === 'invalid') {
    // A lock's team allowed in fewer lineups than asked: no build of `asked` lineups exists.
    if (lockTeamCapped(pool, settings, asked)) return { failures: [], status: result.status, count: 0 };
    const none = judge(rules, pool, settings, {
      previous: [],
      banned: new Set(),
      forced: [],
      projection: (p) => p.projection,
    });
    return {
      failures: none === null ? [] : [`refused (${result.messages.join(' ')}) but the judge found ${none}`],
      status: result.status,
      count: 0,
    };
  }
  expect(result.status, result.messages.join(' ')).not.toBe('invalid');
  const projectionFor = (k: number) => {
    const m = lineupProjections(input, k);
    return (p: OptimizerPlayer) => m.get(p.id) ?? 0;
  };
  const failures = judgeBuild(rules, pool, settings, asked, result, judge, projectionFor);
  return { failures, status: result.status, count: result.lineups.length };
}

/** A stack every sport can meet: 2 players of one team (any positions). */
export function teamStack(rules: RuleSet): BuildSettings['stacks'] {
  if (rules.sport === 'nfl' && rules.gameType === 'classic')
    return [
      {
        parts: [
          { positions: ['QB'], count: 1 },
          { positions: ['WR', 'TE'], count: 1 },
        ],
      },
    ];
  return [{ parts: [{ count: 2 }] }];
}

/** True when a locked player's team exposure allows fewer than `asked` lineups. */
function lockTeamCapped(pool: OptimizerPlayer[], settings: BuildSettings, asked: number): boolean {
  const te = settings.teamExposures;
  if (!te) return false;
  return (settings.locks ?? []).some((l) => {
    const team = pool.find((p) => p.id === l.id)?.team ?? '';
    const m = te.byTeam?.[team] ?? te.max;
    return m !== undefined && Math.floor(m * asked + 1e-9) < asked;
  });
}
