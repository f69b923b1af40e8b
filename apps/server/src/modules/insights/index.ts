// What other modules may use of the insights module: the betting tools read its props query and
// the stat each prop market counts.
export { createInsightsRepository, type TInsightsRepository } from './insights.repository';
export { MARKET_STAT } from './insights-view';
