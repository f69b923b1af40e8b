import { registerWorkerTask } from '@dfs/optimizer';
import { runPortfolioTask, runSimulationTask } from './sim-task';
import { PORTFOLIO_TASK, SIM_TASK } from './task-kinds';
import '@dfs/optimizer/worker';

// The build threads' entry: the optimizer's build worker, with the contest simulator's tasks
// registered beside builds and late swaps, so simulations run on the same threads (embedded) or
// worker processes (REDIS_URL) as builds. Bundled by build-pool.ts / apps/server/build.mjs.
// Messages arrive only after this module has run, so the tasks are registered in time.

registerWorkerTask(SIM_TASK, runSimulationTask);
registerWorkerTask(PORTFOLIO_TASK, runPortfolioTask);
