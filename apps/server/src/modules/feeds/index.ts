// What other modules may use of the feeds module: the store every feed writes through (the insight
// answer cache forgets on its writes) and the worker shape (insights announce scores after a run).
export type { TFeedStore } from './feed-store.repository';
export type { TFeedWorker } from './feed-workers';
