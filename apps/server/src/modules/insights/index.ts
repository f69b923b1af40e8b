// What other modules may use of the insights module: the betting tools read its props query (the
// repository the composition root builds and hands them) and the stat each prop market counts,
// and the subject and book quotes of a prop as both answer them.
export type { TInsightsRepository } from './insights.repository';
export { bookQuotes, MARKET_STAT, propSubject } from './insights-view';
