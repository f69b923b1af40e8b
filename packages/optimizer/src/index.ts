// Public API of @dfs/optimizer. Pure except src/worker (threads) and src/cli.ts (files).
export * from './model/units';
export { injuryLevel, excludingOut, type InjuryLevel } from './model/injury';
export { addDays, easternToIso, etDate, etToUtc } from './model/eastern-time';
export type * from './model/player.types';
export type * from './rules/rule-set.types';
export { RULE_SETS, MLB_HITTERS } from './rules/rule-sets.data';
export {
  getRuleSet,
  normalizePosition,
  normalizePositions,
  eligibleSlotNames,
  positionsMatch,
} from './rules/rule-set';
export {
  meetsStack,
  partAccepts,
  lineupRuleBreaks,
  type LineupRulePlayer,
  type LineupFactsPlayer,
} from './rules/lineup-rules';
export type * from './solver/build-input.types';
export type * from './solver/optimize-options.types';
export { optimize, lineupProjections } from './solver/optimize';
export { createRng } from './solver/prng';
export { createSolverMemory, type SolverMemory, type SolverMemoryOptions } from './solver/solver-memory';
export { lateSwap, hasStarted, type LateSwapInput, type SwappedEntry } from './solver/late-swap';
export type { ImportIssue } from './import/import-issue.types';
export {
  importSalaries,
  detectSport,
  type SalaryImport,
  type SalaryImportOptions,
} from './import/salary-import';
export {
  importProjections,
  normalizeName,
  type ProjectionImport,
  type ProjectionRow,
} from './import/projection-import';
export { importLineups, cellId, type ImportedLineup, type LineupFileLayout } from './import/lineup-import';
export { parseCsv, csvField, csvLine, type CsvRow } from './import/csv-parse';
export { exportUploadCsv } from './export/lineup-export';
export { fillEntries, type FilledEntry } from './export/entries-export';
export { toJsonLineup, type JsonLineup } from './export/lineup-json';
export {
  createBuildPool,
  TimeLimitError,
  type BuildPool,
  type BuildPoolOptions,
  type RunOptions,
  type TaskOutcome,
} from './worker/build-pool';
export { BuildGate } from './worker/build-gate';
export {
  registerWorkerTask,
  TaskStopped,
  type WorkerTask,
  type WorkerTaskContext,
} from './worker/worker-tasks';
export type { LateSwapResult, WorkerRequest, WorkerResponse } from './worker/build-protocol.types';
export { forEachFlag, parsedOrExit } from './cli-args';
