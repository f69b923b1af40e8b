// What other modules may use of the slates module: the imports write slates and tell their rooms,
// the optimizer reads a slate's players.
export {
  createSlatesRepository,
  playerSetOf,
  type TSlateRow,
  type TSlatesRepository,
} from './slates.repository';
export {
  SLATE_NOT_FOUND,
  SlatesService,
  type TMarksOf,
  type TSlatesService,
  type TSlateViewer,
} from './slates.service';
export { ownSlateProvider, toSlate, USER_FILE_SOURCE } from './slate-view';
export { LISTED_AFTER_END_MS } from './slates.service';
export { emitSlatesUpdated } from './slates.realtime';
