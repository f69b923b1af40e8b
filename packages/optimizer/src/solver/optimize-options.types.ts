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
};
