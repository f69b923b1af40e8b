import type { BuildResult, OptimizeInput } from '../solver/build-input.types';
import type { LateSwapInput, lateSwap } from '../solver/late-swap';

/** What a late swap answers (the re-optimised file, a line per entry, the file's issues). */
export type LateSwapResult = ReturnType<typeof lateSwap>;

/**
 * Messages to a build worker. `cancelFlag[0] = 1` cancels a running build at the next lineup; the
 * worker keeps the number of lineups found in `cancelFlag[1]`. `stopAfter` ends a build once that
 * many lineups are found (the replay after a time limit ended a thread).
 */
export type WorkerRequest =
  | {
      type: 'build';
      id: number;
      input: OptimizeInput;
      cancelFlag?: Int32Array;
      stopAfter?: number;
      /** A test's BuildGate flags (build-gate.ts): the build waits there after its first lineup. */
      gate?: Int32Array;
    }
  | { type: 'lateSwap'; id: number; input: LateSwapInput }
  | { type: 'task'; id: number; kind: string; input: unknown; cancelFlag: Int32Array }
  | { type: 'cancel'; id: number };

/** Messages from a build worker. */
export type WorkerResponse =
  | { type: 'progress'; id: number; done: number; asked: number }
  | { type: 'result'; id: number; result: BuildResult }
  | { type: 'lateSwapResult'; id: number; result: LateSwapResult }
  | { type: 'taskResult'; id: number; result: unknown }
  | { type: 'taskStopped'; id: number }
  | { type: 'error'; id: number; message: string };
