// What other modules may use of the betting module: the normal distribution its prop model prices
// lines with and the markets it reads as small counts (the demo books quote their prop lines from them too).
export { COUNT_MARKETS, normalCdf } from './prop-model';
