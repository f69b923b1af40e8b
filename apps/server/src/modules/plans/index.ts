// What other modules may use of the plans module: which plan allows what.
export { effectivePlan, plans } from './plans.service';
