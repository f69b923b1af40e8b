import type { RuleSet } from '../rules/rule-set.types';
import type { StackRule } from '../solver/build-input.types';

/** The benchmark's stack per sport: QB + 2 WR/TE, 4 MLB hitters, 3 NHL skaters, 3 of a team. */
export function benchmarkStack(rules: RuleSet): StackRule {
  if (rules.sport === 'nfl')
    return {
      parts: [
        { positions: ['QB'], count: 1 },
        { positions: ['WR', 'TE'], count: 2 },
      ],
    };
  if (rules.sport === 'mlb') return { parts: [{ positions: ['C', '1B', '2B', '3B', 'SS', 'OF'], count: 4 }] };
  if (rules.sport === 'nhl') return { parts: [{ positions: ['C', 'W'], count: 3 }] };
  return { parts: [{ count: 3 }] };
}
