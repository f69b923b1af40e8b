import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings, PairRule } from '../solver/build-input.types';
import { ranked, userMix } from './rule-cases';

// Realistic user rule sets with the lineup rules (groups, pairs, team count, game stacks, team
// exposure, ownership, starters, spacing, position counts) for the rules benchmark: each rule
// alone and mixed with the stack and exposure mixes of `userMix` (rule-cases.ts), written with
// the operator's labels, and one infeasible set per rule. Fixed picks from the pool, so every
// run is the same.

/** A pair rule a user of the sport would set. */
export function userPair(rules: RuleSet): PairRule {
  if (rules.gameType === 'single')
    return rules.sport === 'nfl'
      ? { positions: ['QB'], with: ['WR', 'TE'], team: 'same', min: 1 }
      : {
          positions: [
            rules.sport === 'mlb' ? (rules.site === 'dk' ? 'SP' : 'P') : rules.sport === 'nhl' ? 'G' : 'C',
          ],
          with: rules.sport === 'nba' ? ['PG'] : ['C'],
          team: 'opponent',
          max: 1,
        };
  const bySport: Record<string, PairRule> = {
    nfl: { positions: ['QB'], with: ['WR', 'TE'], team: 'same', min: 1 },
    nba: { positions: ['C'], with: ['C'], team: 'opponent', max: 0 },
    mlb: {
      positions: [rules.site === 'dk' ? 'SP' : 'P'],
      with: ['C', '1B', '2B', '3B', 'SS', 'OF'],
      team: 'opponent',
      max: 0,
    },
    nhl: {
      positions: ['G'],
      with: rules.site === 'dk' ? ['C', 'LW', 'RW'] : ['C', 'W'],
      team: 'opponent',
      max: 0,
    },
  };
  return bySport[rules.sport] as PairRule;
}

/** A position count a user would set (a multi-position slot's position, or the roster's first). */
export function userCount(rules: RuleSet): BuildSettings['positionCounts'] {
  const bySport: Record<string, BuildSettings['positionCounts']> = {
    nfl: { RB: { max: 2 } },
    nba: { PG: { min: 3 } },
    mlb: { OF: { min: 3 } },
    nhl: { C: { min: 3 } },
  };
  return rules.gameType === 'single' ? {} : bySport[rules.sport];
}

/**
 * The lineup-rules mix `variant` (0..5) for a pool: 0 groups, team count and average ownership;
 * 1 a pair rule and starters; 2 a game stack, team exposure and a position count; 3 a `userMix`
 * mix with a stack exposure; 4 a `userMix` mix with spacing (MLB) or a position count; 5 a
 * `userMix` mix with groups, a pair rule and a total ownership cap.
 */
export function lineupRulesMix(
  rules: RuleSet,
  pool: readonly OptimizerPlayer[],
  variant: number,
): BuildSettings {
  const n = rules.slots.length;
  const single = rules.gameType === 'single';
  const top = ranked(rules, pool);
  const groups: BuildSettings['groups'] = [
    { players: [top[0]?.id ?? '', top[1]?.id ?? ''], max: 1 },
    { players: [top[4]?.id ?? '', top[5]?.id ?? ''], when: { players: [top[2]?.id ?? ''] }, min: 1 },
  ];
  const base = variant >= 3 ? userMix(rules, pool, variant) : { minUnique: 2, maxExposure: 0.5 };
  switch (variant % 6) {
    case 0:
      return { ...base, groups, teamCount: single ? { min: 2 } : { max: 4 }, ownership: { maxAverage: 14 } };
    case 1:
      return { ...base, pairs: [userPair(rules)], minStarters: n - 1 };
    case 2:
      return {
        ...base,
        gameStacks: [{ count: single ? n - 2 : 4, minPerTeam: 1 }],
        teamExposures: { max: 0.6 },
        positionCounts: userCount(rules),
      };
    case 3:
      return { ...base, stacks: (base.stacks ?? []).map((s, i) => (i ? s : { ...s, maxExposure: 0.3 })) };
    case 4:
      return rules.sport === 'mlb' && !single
        ? { ...base, spacing: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], within: 5 }] }
        : { ...base, positionCounts: userCount(rules) };
    default:
      return { ...base, groups, pairs: [userPair(rules)], ownership: { maxTotal: n * 16 } };
  }
}

/** One infeasible set per lineup rule, each against a lock or the slate (label, settings). */
export function infeasibleLineupRules(
  rules: RuleSet,
  pool: readonly OptimizerPlayer[],
): [string, BuildSettings][] {
  const top = ranked(rules, pool);
  const [a, b] = [top[0], top.find((p) => p.team === top[0]?.team && p.id !== top[0]?.id)];
  const locks = [{ id: a?.id ?? '' }, { id: b?.id ?? '' }];
  const owned = top.filter((p) => (p.ownership ?? 0) > 0.2).slice(0, 3);
  return [
    ['group max 1 of 2 locks', { locks, groups: [{ players: locks.map((l) => l.id), max: 1 }] }],
    [
      'pair max 0 with 2 locked teammates',
      { locks, pairs: [{ positions: a?.positions ?? [], with: b?.positions ?? [], team: 'same', max: 0 }] },
    ],
    ['team count 1', { teamCount: { max: 1 } }],
    ['game stack of 9 from one game, max 4 per team', { gameStacks: [{ count: 9 }], maxPerTeam: 4 }],
    ['team exposure 50% on a locked team', { locks: [locks[0]!], teamExposures: { max: 0.5 } }],
    ['ownership under the locks', { locks: owned.map((p) => ({ id: p.id })), ownership: { maxTotal: 20 } }],
    [
      'min starters over the confirmed',
      {
        minStarters: rules.slots.length,
        excludes: pool
          .filter((p) => p.confirmed)
          .slice(rules.slots.length - 1)
          .map((p) => p.id),
      },
    ],
    [
      'spacing outside MLB or without orders',
      { spacing: [{ positions: [pool[0]?.positions[0] ?? ''], within: 2 }] },
    ],
    [
      'position count over the roster',
      { positionCounts: { [pool[0]?.positions[0] ?? '']: { min: rules.slots.length + 1 } } },
    ],
    ['stack exposure 0 for every team', { stacks: [{ parts: [{ count: 2 }], maxExposure: 0 }] }],
  ];
}
