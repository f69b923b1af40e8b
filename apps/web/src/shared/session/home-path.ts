import { DEFAULT_SPORT_ID, OPERATORS, sportCodeOf, type TOperator } from '@dfs/contracts';
import { getPref } from './session-store';

/** The operator the user chose last, DraftKings by default. */
export function preferredOperator(): TOperator {
  const stored = getPref('gameOperator');
  return (OPERATORS as readonly string[]).includes(stored ?? '') ? (stored as TOperator) : 'draftkings';
}

/** Where the app starts after login: the default sport (NFL) on the preferred operator. */
export const homePath = () => `/${DEFAULT_SPORT_ID}/${preferredOperator()}/`;

/**
 * Where a user lands after login (unless they were going elsewhere) and after paying: the
 * optimizer of the default sport on the preferred operator.
 */
export const optimizerPath = () =>
  `/${DEFAULT_SPORT_ID}/${preferredOperator()}/optimizer/position-optimizer-${sportCodeOf(DEFAULT_SPORT_ID)}`;
