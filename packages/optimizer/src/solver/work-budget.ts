/**
 * The deterministic work budget of one build: no input keeps a thread busy for
 * minutes. Work is counted, not timed, so the same input always stops at the same point: one
 * unit per search node, LEAF_UNITS per complete lineup checked, one per step of the stack
 * checks that list cores and per step of building a search plan (roots, cores, shapes), plus
 * one per CELLS_PER_UNIT bound-table cells built (a node costs about as much as a few hundred
 * cells filled by the row kernel) and one per ROOTS_PER_UNIT root bounds computed.
 */
export const CELLS_PER_UNIT = 256;

/**
 * Plan-building steps per unit: a step reads one player of a copy choice or one group of a
 * shape (a few array reads), about an eighth of what a search node costs, so that a unit stands
 * for about the same CPU time whatever the build spends it on.
 */
export const PLAN_STEPS_PER_UNIT = 8;

/**
 * Root bounds per unit: each build of a plan's root bounds computes one per root and the search
 * scans them, about a quarter of a node each. Why they count at all: forced cores can have
 * hundreds of thousands of roots per lineup, and uncounted, that method looked cheapest to the
 * method chooser while it took the most time.
 */
export const ROOTS_PER_UNIT = 4;

/** Units per complete lineup checked (stack checks on a lineup cost several nodes). */
export const LEAF_UNITS = 8;

/**
 * Default budget. Why this size: several times what the largest realistic builds use (150
 * randomised lineups with stacks on real slates; see the rules benchmark), so a user never meets
 * it on ordinary settings, while a build that would never end stops within a couple of minutes
 * of CPU (a unit is about a microsecond).
 */
export const DEFAULT_WORK_BUDGET = 100_000_000;

/**
 * What the budget reads: the build's search nodes, complete lineups checked, steps of stack
 * checks on complete lineups, steps of plan building and the table cells it has built.
 */
export type WorkCounters = {
  nodes: number;
  leaves: number;
  stackSteps: number;
  planSteps: number;
  cellsBuilt: number;
  /** Root bounds computed (see ROOTS_PER_UNIT). */
  rootsBounded: number;
};

/** Work units spent so far. */
export function workSpent(c: WorkCounters): number {
  return (
    c.nodes +
    c.leaves * LEAF_UNITS +
    c.stackSteps +
    Math.floor(c.planSteps / PLAN_STEPS_PER_UNIT) +
    tableUnits(c.cellsBuilt, c.rootsBounded)
  );
}

/** Work units of building bound tables: their cells and the root bounds read from them. */
export function tableUnits(cellsBuilt: number, rootsBounded: number): number {
  return Math.floor(cellsBuilt / CELLS_PER_UNIT) + Math.floor(rootsBounded / ROOTS_PER_UNIT);
}

/** Search nodes the next search may still spend (0 once the budget is gone). */
export function workLeft(c: WorkCounters, budget: number): number {
  return Math.max(0, budget - workSpent(c));
}

/** The message of a build stopped by its budget (passed on by the CLI and the server). */
export function budgetMessage(done: number, asked: number, budget: number): string {
  return (
    `Stopped after ${done} of ${asked} lineups: the build used its work budget ` +
    `(${budget.toLocaleString('en-US')} units of search) before proving the next lineup. ` +
    `The ${done} lineups returned are exact; loosen the settings (fewer locks, stacks or ` +
    `exposure limits) or ask for fewer lineups.`
  );
}
