// What other modules may use of the imports module: reading a projection file off the event loop.
export { readProjectionsInWorker } from './file-parse';
export { LISTED_REJECTIONS, type TProjectionRead } from './projection-prepare';
