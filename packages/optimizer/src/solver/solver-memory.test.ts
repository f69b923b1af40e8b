import { describe, expect, it } from 'vitest';
import { getRuleSet } from '../rules/rule-set';
import { randomPool } from '../test-support/random-pool';
import { benchmarkStack } from '../test-support/stacks';
import type { BuildResult, OptimizeInput } from './build-input.types';
import { optimize } from './optimize';
import { createSolverMemory } from './solver-memory';

const rules = getRuleSet('dk', 'nfl', 'classic');
const players = randomPool(rules, { persons: 90, games: 4, seed: 1_717 });
const inputs: OptimizeInput[] = [
  { rules, players, lineups: 8, settings: { minUnique: 2, stacks: [benchmarkStack(rules)] } },
  {
    rules,
    players,
    lineups: 6,
    settings: {
      stacks: [benchmarkStack(rules)],
      stackMethod: 'tables',
      randomness: { mode: 'percent', percent: 15 },
      seed: 3,
    },
  },
];

/** What must not depend on the memory a build is given: lineups, status, messages, counts. */
const outcome = (r: BuildResult) => ({
  status: r.status,
  lineups: r.lineups,
  messages: r.messages,
  nodes: r.stats.nodes,
  work: r.stats.work,
  searches: r.stats.searches,
});

describe('solver memory', () => {
  it('gives the same builds whether each has its own memory or one memory is reused', () => {
    const separate = inputs.map((input) => outcome(optimize(input, { memory: createSolverMemory() })));
    const memory = createSolverMemory();
    // Twice over, so the second round starts with everything the first left behind.
    for (let round = 0; round < 2; round++)
      expect(inputs.map((input) => outcome(optimize(input, { memory })))).toEqual(separate);
    expect(inputs.map((input) => outcome(optimize(input)))).toEqual(separate);
  });

  it('starts empty and keeps the buffers a build released for the next build given it', () => {
    const memory = createSolverMemory();
    expect(memory.hasTablePool()).toBe(false);
    expect(memory.freeBoundCount()).toBe(0);
    optimize(inputs[0] as OptimizeInput, { memory });
    expect(memory.hasTablePool()).toBe(true);
    expect(memory.freeBoundCount()).toBeGreaterThan(0);

    // Without the WebAssembly arena the table buffers themselves stay in the pool.
    const plain = createSolverMemory({ kernel: false });
    optimize(inputs[0] as OptimizeInput, { memory: plain });
    expect(plain.tablePool().arena).toBeNull();
    expect(plain.tablePool().heldCells()).toBeGreaterThan(0);

    // A build given no memory leaves nothing in another one.
    const untouched = createSolverMemory();
    optimize(inputs[0] as OptimizeInput);
    expect(untouched.hasTablePool()).toBe(false);
    expect(untouched.freeBoundCount()).toBe(0);
  });

  it('builds tables of 35 million cells in the kernel arena, not as ordinary arrays', () => {
    // One team's stack tables on the real FD NHL slate with a bring-back and a second stack.
    const pool = createSolverMemory().tablePool();
    const big = pool.take(35_000_000);
    expect(pool.arena?.owns(big)).toBe(true);
    pool.give([big]);
    expect(pool.arena?.inUse()).toBe(0);
  });
});
