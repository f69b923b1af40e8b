import type { OptimizerPlayer } from '../model/player.types';
import { normalizePositions } from '../rules/rule-set';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings, StackRule } from '../solver/build-input.types';

// Realistic user rule sets for the rules benchmark: locks with and without a slot,
// excludes, per-player min and max exposures, global max exposure, min unique, min salary, max
// per team and stacks by team, by position with a bring-back and with overlapping parts, written
// with the operator's labels. Built from a pool by fixed picks, so every run is the same.

/** Players of a pool by projection, best first, optionally of some (rule set) positions. */
export function ranked(
  rules: RuleSet,
  pool: readonly OptimizerPlayer[],
  positions?: string[],
): OptimizerPlayer[] {
  return pool
    .filter((p) => !positions || normalizePositions(rules, p.positions).some((x) => positions.includes(x)))
    .sort((a, b) => b.projection - a.projection || a.id.localeCompare(b.id));
}

/** The sport's stack written the way a user would, with operator labels. */
export function userStack(rules: RuleSet, variant: number): StackRule {
  const single = rules.gameType === 'single';
  if (single)
    return variant % 2
      ? { parts: [{ count: 3 }, { count: 1, fromOpponent: true }] }
      : { parts: [{ count: 2 }, { count: 1 }] };
  const nhlWings = rules.site === 'dk' ? ['C', 'LW', 'RW'] : ['C', 'W'];
  const byRules: Record<string, StackRule[]> = {
    nfl: [
      {
        parts: [
          { positions: ['QB'], count: 1 },
          { positions: ['WR', 'TE'], count: 2 },
          { positions: ['WR'], count: 1, fromOpponent: true },
        ],
      },
      {
        parts: [
          { positions: ['QB'], count: 1 },
          { positions: ['WR', 'TE', 'RB'], count: 2 },
          { positions: ['WR'], count: 1 },
        ],
      },
    ],
    nba: [
      { parts: [{ count: 3 }] },
      {
        parts: [
          { positions: ['PG', 'SG'], count: 2 },
          { count: 1, fromOpponent: true },
        ],
      },
    ],
    mlb: [
      { parts: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: 4 }] },
      {
        parts: [
          { positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: 3 },
          { positions: ['OF'], count: 1 },
        ],
      },
    ],
    nhl: [
      {
        parts: [
          { positions: nhlWings, count: 3 },
          { positions: ['D'], count: 1, fromOpponent: true },
        ],
      },
      {
        parts: [
          { positions: rules.site === 'dk' ? ['LW', 'RW'] : ['W'], count: 2 },
          { positions: ['C'], count: 1 },
        ],
      },
    ],
  };
  const list = byRules[rules.sport] ?? [{ parts: [{ count: 2 }] }];
  return list[variant % list.length] as StackRule;
}

/** A position a user would lock (pitcher, goalie, QB, ...), with the operator label for its slot. */
function lockPosition(rules: RuleSet): { positions: string[]; slotLabel?: string } {
  if (rules.gameType === 'single')
    return { positions: normalizePositions(rules, rules.slots[1]?.positions ?? []) };
  if (rules.sport === 'nfl') return { positions: ['QB'], slotLabel: 'QB' };
  if (rules.sport === 'mlb') return { positions: ['P'], slotLabel: rules.site === 'dk' ? 'SP' : 'P' };
  if (rules.sport === 'nhl') return { positions: ['G'], slotLabel: 'G' };
  return { positions: ['C'], slotLabel: 'C' };
}

/**
 * A user mix: `variant` selects which settings are on (locks with or without a slot, excludes,
 * exposures, max exposure, min unique 2 or 3, min salary, max per team, one or two stacks).
 */
export function userMix(rules: RuleSet, pool: readonly OptimizerPlayer[], variant: number): BuildSettings {
  const all = ranked(rules, pool);
  const lock = lockPosition(rules);
  const locked = ranked(rules, pool, lock.positions)[variant % 3];
  const settings: BuildSettings = {
    maxExposure: variant % 4 === 3 ? 0.4 : 0.5,
    minUnique: 2 + (variant % 2),
  };
  if (locked && variant % 5 !== 4) {
    const withSlot = variant % 2 === 0 && rules.gameType === 'classic';
    settings.locks = [{ id: locked.id, ...(withSlot && lock.slotLabel ? { slot: lock.slotLabel } : {}) }];
  }
  const others = all.filter((p) => p.id !== locked?.id);
  settings.excludes = [others[variant % 4]?.id ?? ''].filter(Boolean);
  const a = others[5 + (variant % 3)];
  const b = others[9 + (variant % 5)];
  settings.exposures = [
    ...(a ? [{ id: a.id, max: 0.3 }] : []),
    ...(b ? [{ id: b.id, min: variant % 3 === 0 ? 0.2 : 0.1, max: 0.6 }] : []),
  ];
  const cap = rules.salaryCap;
  settings.minSalary = Math.round((cap * (variant % 2 ? 0.96 : 0.98)) / 100) * 100;
  if (rules.gameType === 'classic')
    settings.maxPerTeam = rules.sport === 'mlb' ? 5 : rules.sport === 'nba' ? 3 : 4;
  settings.stacks = [userStack(rules, variant)];
  if (variant % 3 === 2 && rules.gameType === 'classic' && locked) {
    // A second stack for the locked player's own team ("player per team").
    settings.stacks.push({ teams: [locked.team], parts: [{ count: 2 }] });
  }
  return settings;
}
