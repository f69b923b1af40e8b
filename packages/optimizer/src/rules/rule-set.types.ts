import type { Salary } from '../model/units';

/** Operator code. */
export type Site = 'dk' | 'fd';
/** Sport code (SPEC ids: 1 NBA, 2 MLB, 3 NHL, 4 NFL). */
export type Sport = 'nba' | 'mlb' | 'nhl' | 'nfl';
/** Classic contests, or single game (DraftKings Showdown / FanDuel Single Game). */
export type GameType = 'classic' | 'single';

/**
 * A slot's multiplier kind. `BASE` is an ordinary slot; the others multiply points (and, on
 * DraftKings, salary) of the player in that slot.
 */
export type SlotKind = 'BASE' | 'CPT' | 'MVP' | 'STAR' | 'PRO';

/** Effect of a multiplier kind. */
export type KindRule = {
  pointsMultiplier: number;
  /** DraftKings prices the captain at 1.5x; FanDuel multipliers leave salary unchanged. */
  salaryMultiplier: number;
};

/** One roster slot. */
export type SlotRule = {
  /** Slot name used in settings (locks into a slot) and output, e.g. `FLEX`, `CPT`, `UTIL`. */
  name: string;
  /** Column header in the operator's bulk-upload file. */
  label: string;
  /** Positions (after the rule set's aliases) that may fill this slot. */
  positions: string[];
  kind: SlotKind;
};

/** A limit on players of one team, counting only some positions when `positions` is given. */
export type TeamLimit = { max: number; positions?: string[]; label: string };

/** A limit on players of some positions in a lineup (FanDuel single-game NFL: at most 2 QB). */
export type PositionLimit = { max: number; positions: string[]; label: string };

/** One operator x sport x game type roster rule set. Pure data. */
export type RuleSet = {
  id: string;
  site: Site;
  sport: Sport;
  gameType: GameType;
  name: string;
  salaryCap: Salary;
  slots: SlotRule[];
  kinds: Partial<Record<SlotKind, KindRule>>;
  /** Operator position codes folded into the slot vocabulary (DK NHL LW/RW -> W, DK MLB SP/RP -> P). */
  positionAliases: Record<string, string>;
  teamLimits: TeamLimit[];
  positionLimits: PositionLimit[];
  /** Minimum distinct games in a lineup. */
  minGames?: number;
  /** Minimum distinct teams in a lineup, not counting `teamsExcludePositions`. */
  minTeams?: number;
  teamsExcludePositions?: string[];
};
