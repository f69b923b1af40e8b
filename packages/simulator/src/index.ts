// Public API of @dfs/simulator: a pure contest simulator (no I/O, no clock; seeded randomness).
// src/cli.ts is the only module that touches files.
export { resolveOutcome, Z90, type Outcome, type OutcomeInput } from './model/outcomes';
export { CORRELATION_RULES, canonicalPositions, type CorrelationRule } from './model/correlation-rules';
export { makePositiveDefinite, cholesky, symmetricEigen } from './model/correlation';
export { projectOwnership } from './model/ownership';
export {
  buildModel,
  modelCorrelations,
  type ModelOptions,
  type ModelPlayer,
  type SimModel,
  type SimPlayerInput,
} from './model/sim-model';
export {
  parseContest,
  prizeTable,
  tiedPrize,
  presetContest,
  CONTEST_PRESETS,
  type Contest,
  type ContestPreset,
  type PayoutRow,
  type PrizeTable,
} from './contest/contest';
export {
  FieldGenerator,
  FIELD_STACKS,
  defaultMinSalaryShare,
  type FieldOptions,
  type FieldStack,
} from './field/field';
export { resolveLineup, lineupProblems, toSimLineup, type Members, type SimLineup } from './field/lineup';
export {
  simulateContest,
  buildField,
  type LineupStats,
  type PlayerStats,
  type SimulateInput,
  type SimulationResult,
} from './engine/simulate';
export {
  choosePortfolio,
  PortfolioInputError,
  type PortfolioInput,
  type PortfolioResult,
} from './portfolio/portfolio';
