import { z } from 'zod';

/** Sport ids of the spec: 1 NBA, 2 MLB, 3 NHL, 4 NFL. NFL is the default. */
export const SPORTS = [
  { id: 1, code: 'nba', name: 'NBA' },
  { id: 2, code: 'mlb', name: 'MLB' },
  { id: 3, code: 'nhl', name: 'NHL' },
  { id: 4, code: 'nfl', name: 'NFL' },
] as const;
export const DEFAULT_SPORT_ID = 4;
export const ZSportCode = z.enum(['nba', 'mlb', 'nhl', 'nfl']);
export type TSportCode = z.infer<typeof ZSportCode>;
export const ZSportId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TSportId = z.infer<typeof ZSportId>;

export const OPERATORS = ['draftkings', 'fanduel'] as const;
export const ZOperator = z.enum(OPERATORS);
export type TOperator = z.infer<typeof ZOperator>;
export const OPERATOR_LABELS: Record<TOperator, string> = { draftkings: 'DraftKings', fanduel: 'FanDuel' };

export const ZGameType = z.enum(['classic', 'single']);
export type TGameType = z.infer<typeof ZGameType>;

/** A sport row as the API returns it (spec section 3: SportId, SportType, status). */
export const ZSport = z.object({
  SportId: ZSportId,
  SportType: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type TSport = z.infer<typeof ZSport>;

export const sportCodeOf = (id: TSportId): TSportCode => SPORTS.find((s) => s.id === id)!.code;
export const sportIdOf = (code: TSportCode): TSportId => SPORTS.find((s) => s.code === code)!.id;

/** A game as the API names it, "AWY@HOM": the away team's abbreviation, then the home team's. */
export const gameLabel = (g: { awayAbbr: string; homeAbbr: string }): string => `${g.awayAbbr}@${g.homeAbbr}`;

/** The away and home abbreviations of a game named "AWY@HOM" (undefined where the name has none). */
export function gameSides(label: string): readonly [away: string | undefined, home: string | undefined] {
  const [away, home] = label.split('@');
  return [away, home];
}
