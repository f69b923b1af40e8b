/** Task kinds the build threads run for the contest simulator (TJobWork `task`, pool-worker.ts). */
export const SIM_TASK = 'simulate';
export const PORTFOLIO_TASK = 'portfolio';
