import type { RuleSet, SlotKind } from '@dfs/optimizer';
import type { CorrelationBlock } from './correlation';

// The model's shapes, below both sim-model.ts (which builds a model and draws a field for its
// ownership) and field/ (which draws lineups from a model), so neither imports the other for them.

/** One player of the model (one row per real player, under his plain / FLEX id). */
export type ModelPlayer = {
  id: string;
  name: string;
  team: string;
  opponent: string | null;
  game: string;
  /** Positions as the operator file gives them. */
  operatorPositions: string[];
  /** Positions in the correlation and outcome tables' vocabulary (NFL D -> DST, NHL LW -> W). */
  positions: string[];
  /** Positions in the rule set's vocabulary (its limits and slots). */
  rulePositions: string[];
  salary: number;
  kindIds: Partial<Record<SlotKind, string>> | null;
  kindSalaries: Partial<Record<SlotKind, number>> | null;
  /** Slot indices of the rule set he may fill. */
  slots: number[];
  mean: number;
  sd: number;
  floor: number;
  /** Projected ownership in the ordinary slots, fraction. */
  ownership: number;
  /** Projected ownership in the multiplier slots (CPT / MVP / STAR / PRO), fraction. */
  captainOwnership: number;
  /** The field generator's starting weight in ordinary slots (see ownership.ts and field.ts). */
  drawWeight: number;
  /** The field generator's starting weight in multiplier slots. */
  captainDrawWeight: number;
};

/** Everything a simulation draws from: players, outcome columns and correlation blocks. */
export type SimModel = {
  rules: RuleSet;
  players: ModelPlayer[];
  mean: Float64Array;
  sd: Float64Array;
  floor: Float64Array;
  blocks: CorrelationBlock[];
  /** The rule set has multiplier slots (single game). */
  hasCaptain: boolean;
  /** Operator id (plain, FLEX or CPT row) -> player index. */
  byEntryId: Map<string, number>;
  /**
   * Where ownership comes from: an uploaded Ownership column (`upload`), or the shares of a large
   * field drawn from the ownership model's weights (`field`).
   */
  ownershipFrom: 'upload' | 'field';
  /** Projection of the slate's best lineup (the optimizer's), computed once when the field needs it. */
  bestProjection?: number;
};
