import type { BuildResult, OptimizeInput } from '../solver/build-input.types';

/** Messages to a build worker. `cancelFlag[0] = 1` cancels a running build at the next lineup. */
export type WorkerRequest =
  | { type: 'build'; id: number; input: OptimizeInput; cancelFlag?: Int32Array }
  | { type: 'cancel'; id: number };

/** Messages from a build worker. */
export type WorkerResponse =
  | { type: 'progress'; id: number; done: number; asked: number }
  | { type: 'result'; id: number; result: BuildResult }
  | { type: 'error'; id: number; message: string };
