import { gameLabel, type TGame } from '@dfs/contracts';
import type * as s from '../../db/schema';

type TGameRow = typeof s.games.$inferSelect;
type TOddsRow = typeof s.odds.$inferSelect;
/** A prop quote of one book with its player, as the insights and betting repositories read it. */
type TPropQuote = {
  p: Pick<
    typeof s.playerProps.$inferSelect,
    'playerId' | 'market' | 'book' | 'line' | 'openLine' | 'overPrice' | 'underPrice'
  >;
  name: string;
  team: string;
  position: string;
};

/** A game as the API answers it, with its odds per book when given. */
export function toGame(g: TGameRow, odds?: TOddsRow[]): TGame {
  return {
    id: g.id,
    sport: g.sport,
    home: g.homeAbbr,
    away: g.awayAbbr,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    startTime: g.startTime.toISOString(),
    status: g.status,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    period: g.period,
    clock: g.clock,
    venue: g.venue,
    ...(odds
      ? {
          odds: odds.map((o) => ({
            book: o.book,
            homeMoneyline: o.homeMoneyline,
            awayMoneyline: o.awayMoneyline,
            homeSpread: o.homeSpread,
            spreadPrice: o.spreadPrice,
            awaySpreadPrice: o.awaySpreadPrice ?? o.spreadPrice,
            total: o.total,
            overPrice: o.overPrice,
            underPrice: o.underPrice,
            open: o.open,
            updatedAt: o.fetchedAt.toISOString(),
          })),
        }
      : {}),
    provider: g.provider,
    updatedAt: g.fetchedAt.toISOString(),
  };
}

/** Who and what a prop is about: its player, game and market (the first quote stands for all). */
export function propSubject(first: TPropQuote, game: TGameRow) {
  return {
    playerId: first.p.playerId,
    name: first.name,
    team: first.team,
    Position: first.position,
    gameId: game.id,
    game: gameLabel(game),
    startTime: game.startTime.toISOString(),
    market: first.p.market,
  };
}

/** Each book's line and prices of one prop. */
export const bookQuotes = (quotes: TPropQuote[]) =>
  quotes.map((q) => ({
    book: q.p.book,
    line: q.p.line,
    openLine: q.p.openLine,
    overPrice: q.p.overPrice,
    underPrice: q.p.underPrice,
  }));

/** Share of games over a line among the first n values (newest first); null without games. */
export function hitRate(values: number[], line: number, n: number): number | null {
  const sample = values.slice(0, n);
  if (sample.length === 0) return null;
  return Math.round((sample.filter((v) => v > line).length / sample.length) * 100) / 100;
}

/** Mean of the first n values, one decimal; null without values. */
export function meanOf(values: number[], n: number): number | null {
  const sample = values.slice(0, n);
  if (sample.length === 0) return null;
  return Math.round((sample.reduce((a, b) => a + b, 0) / sample.length) * 10) / 10;
}

/** The stat a prop market settles on. */
export const MARKET_STAT: Record<string, string> = {
  points: 'pts',
  rebounds: 'reb',
  assists: 'ast',
  hits: 'h',
  strikeouts: 'k',
  shots_on_goal: 'sog',
  saves: 'sv',
  passing_yards: 'passYds',
  rushing_yards: 'rushYds',
  receiving_yards: 'recYds',
};

/** Top-players group key of a slot, with the spec's names per sport (SPEC section 3). */
export function groupKey(sport: string, slot: string): string {
  if (sport === 'nba') return `${slot}_Players`;
  if (sport === 'mlb')
    return (
      ({ '1B': 'B1', '2B': 'B2', '3B': 'B3', 'C/1B': 'C1B', SP: 'P', RP: 'P' } as Record<string, string>)[
        slot
      ] ?? slot
    );
  if (sport === 'nfl' && slot === 'D') return 'DEF';
  return slot;
}

/**
 * A goalie's season from his game logs (`sv` saves, `ga` goals against, `w` a win); a log without
 * saves or goals against is a game he did not play and no game played.
 */
export function goalieSeason(logs: Record<string, number>[]) {
  const stats = logs.filter((st) => st.sv !== undefined || st.ga !== undefined);
  const sum = (k: string) => stats.reduce((a, st) => a + (st[k] ?? 0), 0);
  const games = stats.length;
  const [sv, ga] = [sum('sv'), sum('ga')];
  const per = (n: number) => (games ? Math.round((n / games) * 100) / 100 : null);
  return {
    games,
    wins: sum('w'),
    savesPerGame: per(sv),
    goalsAgainstAvg: per(ga),
    savePct: sv + ga > 0 ? Math.round((sv / (sv + ga)) * 1000) / 1000 : null,
  };
}
