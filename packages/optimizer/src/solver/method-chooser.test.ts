import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { benchmarkStack } from '../test-support/stacks';
import type { OptimizeInput } from './build-input.types';
import { FIRST_RECHECK, MethodChooser, TRIALS, TRY_SLACK, typical } from './method-chooser';
import { optimize } from './optimize';
import type { StackMethod } from './search-plan.types';

/** Runs `count` lineups: each takes the time `ms` gives for the method chosen. */
function play(chooser: MethodChooser, count: number, ms: (m: StackMethod) => number): StackMethod[] {
  const chosen: StackMethod[] = [];
  for (let i = 0; i < count; i++) {
    const m = chooser.next() as StackMethod;
    chosen.push(m);
    chooser.record(m, ms(m), false);
  }
  return chosen;
}

describe('the stack method choice for randomised builds', () => {
  const speeds: Record<string, number> = { leaf: 5, tables: 1, cores: 3 };

  it('tries each method in turn, then keeps the cheapest, and measures the others again later', () => {
    const chooser = new MethodChooser(['leaf', 'tables', 'cores']);
    const first = play(chooser, 3 * TRIALS, (m) => speeds[m] ?? 0);
    expect(first).toEqual(['leaf', 'tables', 'cores', 'leaf', 'tables', 'cores', 'leaf', 'tables', 'cores']);
    const rest = play(chooser, FIRST_RECHECK + 1, (m) => speeds[m] ?? 0);
    expect(rest.slice(0, FIRST_RECHECK - 1).every((m) => m === 'tables')).toBe(true);
    // The recheck times the method chosen longest ago.
    expect(rest[FIRST_RECHECK - 1]).toBe('leaf');
  });

  it('lets a costlier method try for TRY_SLACK times the cheapest one, and the cheapest without limit', () => {
    const chooser = new MethodChooser(['leaf', 'tables', 'cores']);
    expect(chooser.allowance('leaf')).toBe(Infinity);
    play(chooser, 3 * TRIALS, (m) => speeds[m] ?? 0);
    expect(chooser.allowance('cores')).toBe(TRY_SLACK * 1);
    expect(chooser.allowance('leaf')).toBe(TRY_SLACK * 1);
    expect(chooser.allowance('tables')).toBe(Infinity);
    // A lineup whose try gave up goes to the fastest other method; the leaf search is never the
    // last resort (it can give up itself).
    expect(chooser.fallback('cores')).toBe('tables');
    expect(chooser.fallback('tables')).toBe('cores');
    expect(chooser.lastResort()).toBe('tables');
  });

  it('is not swayed by one costly lineup, but counts frequent costly ones', () => {
    const chooser = new MethodChooser(['leaf', 'cores']);
    play(chooser, 2 * TRIALS, (m) => (m === 'leaf' ? 1 : 3));
    chooser.record('leaf', 40, false);
    expect(chooser.next()).toBe('leaf');
    // The leaf search now gives up on every other lineup (10 ms with the search after it).
    let n = 0;
    for (let i = 0; i < 12; i++) chooser.record('leaf', n++ % 2 ? 10 : 1, n % 2 === 0);
    expect(chooser.next()).toBe('cores');
  });

  it('stops measuring the leaf search again after two tries in a row gave up', () => {
    const chooser = new MethodChooser(['leaf', 'tables']);
    for (let i = 0; i < TRIALS; i++) {
      expect(chooser.next()).toBe('leaf');
      chooser.record('leaf', 9, true);
      expect(chooser.next()).toBe('tables');
      chooser.record('tables', 2, false);
    }
    expect(chooser.fallbacks).toBe(TRIALS);
    expect(play(chooser, 4 * FIRST_RECHECK, () => 2).every((m) => m === 'tables')).toBe(true);
  });
});

describe('the choice in a build', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes the same path whatever the clock says (work is counted, not timed)', () => {
    const rules = getRuleSet('dk', 'nfl', 'classic');
    const input: OptimizeInput = {
      rules,
      players: randomPool(rules, { persons: 160, games: 5, seed: 11 }),
      lineups: 30,
      settings: {
        stacks: [benchmarkStack(rules)],
        maxExposure: 0.5,
        minUnique: 2,
        randomness: { mode: 'percent', percent: 10 },
        seed: 3,
      },
    };
    const calm = optimize(input);
    // A clock that jumps a second at every look: a choice or a try limit read from it changes
    // the path (other methods, tries cut short), and with it the work counted.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1_000));
    const jumpy = optimize(input);
    expect(jumpy.lineups).toEqual(calm.lineups);
    const path = (r: typeof calm) => ({ ...r.stats, ms: 0 });
    expect(path(jumpy)).toEqual(path(calm));
  });
});

describe('typical work', () => {
  it('is the mean without the largest figure, from three figures on', () => {
    expect(typical([])).toBe(Infinity);
    expect(typical([4])).toBe(4);
    expect(typical([2, 4])).toBe(3);
    expect(typical([1, 2, 30])).toBe(1.5);
    expect(typical([1, 9, 1, 9, 1])).toBe(3);
  });
});
