import type { SolverMemory } from './solver-memory';

/** Progress callbacks for long builds, and the memory the build works in. */
export type OptimizeOptions = {
  onProgress?: (done: number, asked: number) => void;
  shouldCancel?: () => boolean;
  /**
   * The thread's solver memory (see solver-memory.ts), reused so a build starts with the
   * buffers an earlier one released. Without it the build gets fresh memory of its own.
   */
  memory?: SolverMemory;
  /**
   * Seconds the MILP engine may spend on a build (default MILP_SECONDS in optimize.ts); past it
   * the build returns the lineups found so far, status partial, and says so.
   */
  milpSeconds?: number;
  /** `search` or `milp` forces one engine (tests, comparisons); default: chosen per build. */
  engine?: 'search' | 'milp';
};
