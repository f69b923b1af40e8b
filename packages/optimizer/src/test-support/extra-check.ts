import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { lineupRuleBreaks } from '../rules/lineup-rules';

// The lineup rules restated plainly for the judges, on the players of one lineup (a captain
// is his player): deliberately simple and independent of the solver's resolved tables.

const norm = (rules: RuleSet, p: string): string =>
  rules.positionAliases[p.trim().toUpperCase()] ?? p.trim().toUpperCase();

/** True when a player has any of these positions (operator labels or aliases on either side). */
export function plays(rules: RuleSet, p: OptimizerPlayer, labels: readonly string[]): boolean {
  const want = new Set(labels.map((x) => norm(rules, x)));
  return p.positions.some((x) => want.has(norm(rules, x)));
}

// A settings id names the player (his own id or a slot kind's), and a player's game key, read
// as the product reads them.
export { names as named, gameKeyOf as gameOf } from '../rules/lineup-rules';

/**
 * Problems of one lineup (its players) with the lineup rules: the product's own plain reading
 * (`lineupRuleBreaks`, which the server's swap check uses too), independent of the solver's tables.
 */
export function checkExtra(rules: RuleSet, players: OptimizerPlayer[], s: BuildSettings): string[] {
  return lineupRuleBreaks(rules, players, s);
}
