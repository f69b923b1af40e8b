export * from './model/units';
export type * from './model/player.types';
export type * from './rules/rule-set.types';
export { RULE_SETS } from './rules/rule-sets.data';
export { getRuleSet, normalizePosition, normalizePositions, eligibleSlotNames } from './rules/rule-set';
export type * from './solver/build-input.types';
export { optimize } from './solver/optimize';
