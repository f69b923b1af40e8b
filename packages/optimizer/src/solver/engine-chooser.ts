import type { BuildSettings } from './build-input.types';
import type { OptimizeOptions } from './optimize-options.types';

// Which engine builds the lineups: the search (exact branch and bound on bound tables) or the
// MILP (HiGHS, src/milp), or a race where the search gets a small work slice and the MILP goes
// on from the lineups it found.

export type Engine = 'search' | 'milp' | 'race';

/**
 * Work units the search gets in a race before the MILP takes over. Why: the MILP proves one
 * lineup in about 0.3 to 1 s of CPU on a real slate (HiGHS in WebAssembly, one thread), the search
 * spends some 7M units a second; most builds end well inside the slice (the rules benchmark's
 * 150-lineup builds: median under 1M units) and keep the search's lineups, while the builds that
 * ran away (the rules cases' 100M-unit stops) hand over after about 3 s.
 */
export const RACE_SLICE = 20_000_000;

/**
 * Rules the bound tables know nothing of and where the search, listing lineups one by one, may
 * not end at all (the rules cases: game stacks, spacing: no answer after 5 to 15 minutes): the
 * MILP's relaxation sees them at once. Other rules the tables ignore (pair minima, ownership,
 * starters, team exposures) go to the race: there the search is usually faster per lineup.
 */
export function rulesBeyondTables(s: BuildSettings): string[] {
  const out: string[] = [];
  if (s.gameStacks?.length) out.push('game stacks');
  if (s.spacing?.length) out.push('batting-order spacing');
  return out;
}

/**
 * The engine of one build: the search alone when the MILP runtime is not loaded, when asked, or
 * when the settings give a work budget (a budget is the search's own measure); the MILP for rules
 * beyond the bound tables; else the race.
 */
export function chooseEngine(settings: BuildSettings, options: OptimizeOptions, milpLoaded: boolean): Engine {
  if (!milpLoaded || options.engine === 'search') return 'search';
  if (options.engine === 'milp') return 'milp';
  if (settings.workBudget !== undefined) return 'search';
  return rulesBeyondTables(settings).length ? 'milp' : 'race';
}
