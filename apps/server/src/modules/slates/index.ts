// What other modules may use of the slates module: the imports write slates and tell their rooms,
// the optimizer reads a slate's players.
export { createSlatesRepository, type TSlateRow, type TSlatesRepository } from './slates.repository';
export { createSlatesService, type TMarksOf, type TSlatesService } from './slates.service';
export { toSlate } from './slate-view';
export { emitSlatesUpdated } from './slates.realtime';
