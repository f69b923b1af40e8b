import type { Problem } from './problem';
import { tableCells } from './search-context';
import type { SearchPlan, StackMethod } from './search-plan.types';

/**
 * Lineups until the methods not in use are measured again; the gap doubles after each check.
 * Why: a slate's best method changes as players reach their exposure, but each check costs a
 * lineup searched the costlier way, so checks grow rarer as the build goes on.
 */
export const FIRST_RECHECK = 32;
/**
 * Work figures per method the choice looks at (the most recent): enough to smooth one costly lineup
 * out, few enough to follow a change.
 */
export const RECENT = 16;
/**
 * Lineups each method is tried for at first, in turn: one lineup's work can mislead, three rarely
 * do.
 */
export const TRIALS = 3;
/**
 * A try of a method other than the cheapest gives up after this many times the cheapest one's
 * typical work, and the lineup is searched the cheapest way. Why: a costly method's try then
 * costs at most about three lineups' work (the try plus the fallback), while a method only a
 * little costlier than the cheapest still completes its try and keeps being measured.
 */
export const TRY_SLACK = 2;

/**
 * With randomness every lineup needs new tables, and which way of searching a stack is fastest
 * depends on the slate: the plain search with the stack checked on complete lineups (`leaf`)
 * wins for stacks that many good lineups meet anyway (3 NBA players of a team); forced cores
 * (`cores`) win when a stack has few combinations (QB + 2 receivers); a table dimension per team
 * (`tables`) wins for stacks with many (4 MLB hitters of 33). All give the same lineup (the
 * first in one total order), so this picks by the work each lineup cost (work-budget.ts units:
 * search nodes, complete lineups checked, stack-check steps and table cells; see typical, over
 * the last RECENT lineups of each method): each method for three lineups in turn, then the
 * cheapest, measuring the others again after 32, 64, 128... lineups. Tries of the others are
 * cut short (see TRY_SLACK). Work is counted, never timed, so the same input always takes the
 * same path; the lineups do not depend on the path either.
 */
export class MethodChooser {
  /** Recent work per lineup of each method. */
  private readonly works = new Map<StackMethod, number[]>();
  private readonly uses = new Map<StackMethod, number>();
  /** Lineup number each method was last chosen at. */
  private readonly lastChosen = new Map<StackMethod, number>();
  private lineups = 0;
  private nextCheck: number;
  private gap = FIRST_RECHECK;
  /** Tries of the leaf search that gave up (stats.leafFallbacks). */
  fallbacks = 0;
  /** Tries of the leaf search in a row that gave up. */
  private leafMisses = 0;

  /** `arms`: the methods to choose from (none: the build's own method, nothing measured). */
  constructor(private readonly arms: StackMethod[]) {
    this.nextCheck = arms.length * TRIALS + FIRST_RECHECK;
  }

  /** The method for the next lineup (undefined: the build's own). */
  next(): StackMethod | undefined {
    if (!this.arms.length) return undefined;
    this.lineups++;
    // Trials in turn: the method used least so far (list order on ties).
    let untried: StackMethod | undefined;
    for (const a of this.arms)
      if (this.used(a) < TRIALS && (untried === undefined || this.used(a) < this.used(untried))) untried = a;
    if (untried) return this.choose(untried);
    const best = this.cheapest(this.arms);
    if (this.lineups < this.nextCheck) return this.choose(best);
    this.gap *= 2;
    this.nextCheck = this.lineups + this.gap;
    // Measure again the method chosen longest ago (its try is cut short if still costly); not
    // the leaf search after two tries in a row that gave up (the stack is rare on this slate).
    const others = this.arms.filter((a) => a !== best && !(a === 'leaf' && this.leafMisses >= 2));
    others.sort((a, b) => (this.lastChosen.get(a) ?? 0) - (this.lastChosen.get(b) ?? 0));
    return this.choose(others[0] ?? best);
  }

  /**
   * Work units a try of `arm` may spend: TRY_SLACK times the typical work of the cheapest other
   * method, or no limit when none is measured yet or `arm` is itself the cheapest.
   */
  allowance(arm: StackMethod): number {
    const others = this.arms.filter((a) => a !== arm && this.works.get(a)?.length);
    if (!others.length) return Infinity;
    const m = typical(this.works.get(this.cheapest(others)) ?? []);
    return m < typical(this.works.get(arm) ?? []) ? TRY_SLACK * m : Infinity;
  }

  /** The cheapest method other than `arm` (list order when none is measured). */
  fallback(arm: StackMethod): StackMethod {
    return this.cheapest(this.arms.filter((a) => a !== arm));
  }

  /** The cheapest method that never gives up by itself (every method but the leaf search). */
  lastResort(): StackMethod {
    return this.cheapest(this.arms.filter((a) => a !== 'leaf'));
  }

  /** Records a lineup's work with `arm`, including the other searches after it gave up. */
  record(arm: StackMethod, work: number, gaveUp: boolean): void {
    if (arm === 'leaf') {
      if (gaveUp) this.fallbacks++;
      this.leafMisses = gaveUp ? this.leafMisses + 1 : 0;
    }
    this.uses.set(arm, this.used(arm) + 1);
    const recent = this.works.get(arm) ?? [];
    recent.push(work);
    if (recent.length > RECENT) recent.shift();
    this.works.set(arm, recent);
  }

  private used(arm: StackMethod): number {
    return this.uses.get(arm) ?? 0;
  }

  private choose(arm: StackMethod): StackMethod {
    this.lastChosen.set(arm, this.lineups);
    return arm;
  }

  /** The method with the lowest typical work (unmeasured ones last, in list order). */
  private cheapest(arms: readonly StackMethod[]): StackMethod {
    let best = arms[0] ?? 'auto';
    for (const a of arms)
      if (typical(this.works.get(a) ?? []) < typical(this.works.get(best) ?? [])) best = a;
    return best;
  }
}

/**
 * Expected work per lineup from recent figures: their mean without the largest (one unusual
 * lineup does not decide; the occasional costly lineup of a method that is usually cheap still
 * counts, as it costs as much as it takes).
 */
export function typical(xs: readonly number[]): number {
  if (!xs.length) return Infinity;
  let sum = 0;
  let max = -Infinity;
  for (const x of xs) {
    sum += x;
    if (x > max) max = x;
  }
  return xs.length < 3 ? sum / xs.length : (sum - max) / (xs.length - 1);
}

/**
 * Largest team tables (cells) for which the chooser tries a table dimension per team with
 * randomness. Why: randomised lineups rebuild every table for each lineup, so past about this
 * size building them costs more than the other methods search, and a few teams' tables no
 * longer fit the pool (solver-memory.ts) within the memory target.
 */
const TEAM_TABLE_CELLS = 7_000_000;
/**
 * The ways a build's stacks can be searched (see MethodChooser): the leaf search always, a
 * table dimension when the stack allows one, forced cores when every stack has few enough.
 */
export function stackMethods(
  problem: Problem,
  removed: Uint8Array,
  order: readonly number[],
  planOf: (method: StackMethod) => SearchPlan,
): StackMethod[] {
  // The leaf search first: cheap when it works, and cut short by its node limit when not.
  const arms: StackMethod[] = ['leaf'];
  const tables = planOf('tables');
  if (tables.fast) {
    const live = problem.groups.map(
      (g) => g.copies.filter((c) => !removed[problem.copies[c]?.person ?? 0]).length,
    );
    const W = problem.budgetUnits + 1;
    const cells = tableCells(order, tables.residuals, (g) => live[g] ?? 0, tables.fast.S * W);
    if (cells <= TEAM_TABLE_CELLS) arms.push('tables');
  }
  const cores = planOf('cores');
  if (cores.corePlans.length && !cores.leafPlans.length) arms.push('cores');
  // Neither: the build's own method (several stacks, some checked on complete lineups).
  if (arms.length === 1) arms.push('auto');
  return arms;
}
