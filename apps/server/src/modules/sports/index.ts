// What other modules may use of the sports module: the real leagues' season calendar (the demo
// league plays by it; the NFL rankings open on the current week).
export { nflWeek, regularSeason, seasonDay, type TSeasonDay, type TSeasonWindow } from './season-calendar';
