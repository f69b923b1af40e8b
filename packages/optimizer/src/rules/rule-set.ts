import { RULE_SETS } from './rule-sets.data';
import type { GameType, RuleSet, Site, Sport } from './rule-set.types';

/** Returns the rule set for an operator, sport and game type. */
export function getRuleSet(site: Site, sport: Sport, gameType: GameType): RuleSet {
  const found = RULE_SETS.find((r) => r.site === site && r.sport === sport && r.gameType === gameType);
  if (!found) throw new Error(`No rule set for ${site} ${sport} ${gameType}`);
  return found;
}

/** Maps an operator position code to the rule set's slot vocabulary (e.g. DK NHL `LW` -> `W`). */
export function normalizePosition(rules: RuleSet, position: string): string {
  const p = position.trim().toUpperCase();
  return rules.positionAliases[p] ?? p;
}

/** Normalised, de-duplicated positions of a player under a rule set. */
export function normalizePositions(rules: RuleSet, positions: readonly string[]): string[] {
  return [...new Set(positions.map((p) => normalizePosition(rules, p)))];
}

/** Distinct slot names a player with these positions may fill (in roster order). */
export function eligibleSlotNames(rules: RuleSet, positions: readonly string[]): string[] {
  const own = new Set(normalizePositions(rules, positions));
  const names = rules.slots.filter((s) => s.positions.some((p) => own.has(p))).map((s) => s.name);
  return [...new Set(names)];
}

/**
 * True when a player with `positions` matches any of `wanted`, both read in the rule set's
 * vocabulary: a filter, an exposure or a stack written `LW`, `RW` or `W` (DK NHL), `SP` or `P`
 * (DK MLB), `DST`, `D` or `DEF` (NFL) means the same players.
 */
export function positionsMatch(
  rules: RuleSet,
  positions: readonly string[],
  wanted: readonly string[],
): boolean {
  const want = new Set(wanted.map((p) => normalizePosition(rules, p)));
  return positions.some((p) => want.has(normalizePosition(rules, p)));
}
