/** Sport ids of the spec in the app's paths: 1 NBA, 2 MLB, 3 NHL, 4 NFL. */
export const SPORT_IDS = { nba: 1, mlb: 2, nhl: 3, nfl: 4 } as const;
export type TSport = keyof typeof SPORT_IDS;
export type TOperator = 'draftkings' | 'fanduel';

/** The app's path of a screen of one sport and operator: /{sportId}/{operator}/{screen}. */
export const sportPath = (sport: TSport, operator: TOperator, screen: string) =>
  `/${SPORT_IDS[sport]}/${operator}/${screen}`;
