import { eligibleSlotNames, getRuleSet } from '@dfs/optimizer';
import type { TGameType, TOperator, TSportCode } from '@dfs/contracts';

// The roster rules are the optimizer package's data (one table per operator x sport x game type);
// the feeds only ask it which slots a player may fill, so the two never disagree.

const SITE: Record<TOperator, 'dk' | 'fd'> = { draftkings: 'dk', fanduel: 'fd' };

/** Roster slots a player with these operator positions may fill on a slate of this kind. */
export function rosterSlotsFor(
  operator: TOperator,
  sport: TSportCode,
  gameType: TGameType,
  positions: readonly string[],
): string[] {
  return eligibleSlotNames(getRuleSet(SITE[operator], sport, gameType), positions);
}

/** The salary cap of a slate of this kind. */
export function salaryCapOf(operator: TOperator, sport: TSportCode, gameType: TGameType): number {
  return Number(getRuleSet(SITE[operator], sport, gameType).salaryCap);
}
