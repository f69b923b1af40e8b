// What other modules may use of the insights module: the betting tools read its props query and
// the stat each prop market counts, and the subject and book quotes of a prop as both answer them.
export { createInsightsRepository, type TInsightsRepository } from './insights.repository';
export { bookQuotes, MARKET_STAT, propSubject } from './insights-view';
