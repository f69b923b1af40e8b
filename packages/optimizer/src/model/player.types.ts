import type { GameType, Site, SlotKind, Sport } from '../rules/rule-set.types';
import type { Points, Salary } from './units';

/**
 * A player as the optimizer sees him: one row per real player. Single-game multiplier rows
 * (DraftKings CPT) are folded into `kindIds` / `kindSalaries` of the same player.
 */
export type OptimizerPlayer = {
  /** Operator player id of the ordinary (non-multiplier) row. */
  id: string;
  name: string;
  team: string;
  opponent?: string | null;
  /** Game key such as `DAL@MIN`; derived from team and opponent when absent. */
  game?: string | null;
  /** Operator positions, e.g. `['PG', 'SG']`. */
  positions: string[];
  salary: Salary;
  projection: Points;
  /**
   * Operator id per slot kind (DraftKings: `{ BASE: utilId, CPT: cptId }`). When given, the player
   * may only fill slots of the kinds listed.
   */
  kindIds?: Partial<Record<SlotKind, string>>;
  /** Salaries of multiplier slots as the operator lists them (DraftKings CPT rows). */
  kindSalaries?: Partial<Record<SlotKind, Salary>>;
  floor?: Points | null;
  ceiling?: Points | null;
  /** Standard deviation of the player's points (projection file `StdDev`; contest simulation). */
  stdDev?: Points | null;
  /** Per-player exposure bounds, fractions 0..1. */
  minExposure?: number | null;
  maxExposure?: number | null;
  /** Projected ownership, fraction 0..1 (projection file `Ownership`: 0.125, 12.5 or 12.5%, one way per column). */
  ownership?: number | null;
  /** In the team's announced lineup (projection file `Confirmed`). */
  confirmed?: boolean | null;
  /** Batting order spot 1..9 (MLB; projection file `Order` / `Batting Order`). */
  battingOrder?: number | null;
};

/** A player parsed from an operator salary file. */
export type Player = OptimizerPlayer & {
  opponent: string | null;
  game: string | null;
  /** ISO 8601 start time when the file gives one (DraftKings `Game Info`), else null. */
  startTime: string | null;
  /** The file says the game is under way or over (DraftKings `In Progress` / `Final`). */
  gameStarted: boolean;
  /** Average fantasy points from the operator file. */
  avgPoints: Points;
  /** Injury indicator (`O`, `Q`, `IL`, `DTD`, ...) or null. */
  injury: string | null;
  injuryDetails: string | null;
  /** Roster slots this player may fill under the slate's rule set (e.g. `['PG', 'G', 'UTIL']`). */
  rosterSlots: string[];
  /** 1-based line of the player's (first) row in the source file. */
  line: number;
};

/** A slate parsed from one operator salary file. */
export type Slate = {
  site: Site;
  sport: Sport;
  gameType: GameType;
  ruleSetId: string;
  players: Player[];
  games: string[];
};
