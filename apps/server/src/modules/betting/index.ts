// What other modules may use of the betting module: the normal distribution its prop model prices
// lines with (the demo books quote their prop lines from it too).
export { normalCdf } from './prop-model';
