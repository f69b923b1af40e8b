import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TSportCode } from '@dfs/contracts';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { TInsightsRepository } from '../insights';
import { americanOddsProblem } from './betting-math';

export type TGameRow = typeof s.games.$inferSelect;
/** A book's odds of a game; the away spread price is filled in (the home one for older rows). */
export type TOddsRow = Omit<typeof s.odds.$inferSelect, 'awaySpreadPrice'> & { awaySpreadPrice: number };
export type TPropRow = {
  p: Omit<typeof s.playerProps.$inferSelect, 'sport' | 'provider'>;
  name: string;
  team: string;
  position: string;
};
/** A game log reduced to what the analyzer reads. */
export type TLogRow = { playerId: string; gameDate: string; opponent: string; stats: Record<string, number> };

/**
 * Reads of games, odds, props and logs for the betting tools, and the best bets. Odds that no book
 * can quote (missing, zero, inside -100..+100) are dropped here with a logged reason, so they never
 * reach the arithmetic. Games and props are the insights module's queries (its repository, built
 * once in the composition root).
 */
export function createBettingRepository(db: Db, insights: TInsightsRepository, log: Logger) {
  function validPrices<T>(rows: T[], prices: (row: T) => Record<string, unknown>, what: (row: T) => string) {
    return rows.filter((row) => {
      for (const [field, value] of Object.entries(prices(row))) {
        const problem = americanOddsProblem(value);
        if (problem) {
          log.warn({ row: what(row), field, value }, `betting: quote refused, ${problem}`);
          return false;
        }
      }
      return true;
    });
  }

  return {
    /** Games of a sport starting in [from, to), not final, soonest first. */
    openGames: (sport: TSportCode, from: Date, to: Date) =>
      insights.gamesWhere(
        sport,
        gte(s.games.startTime, from),
        lt(s.games.startTime, to),
        ne(s.games.status, 'final'),
      ),
    gamesBetween: (sport: TSportCode, from: Date, to: Date) =>
      insights.gamesWhere(sport, gte(s.games.startTime, from), lt(s.games.startTime, to)),
    gamesByIds: insights.gamesByIds,
    async odds(gameIds: string[]): Promise<TOddsRow[]> {
      if (!gameIds.length) return [];
      const rows = await db
        .select()
        .from(s.odds)
        .where(inArray(s.odds.gameId, gameIds))
        .orderBy(asc(s.odds.book));
      return validPrices(
        rows.map((o) => ({ ...o, awaySpreadPrice: o.awaySpreadPrice ?? o.spreadPrice })),
        (o) => ({
          homeMoneyline: o.homeMoneyline,
          awayMoneyline: o.awayMoneyline,
          spreadPrice: o.spreadPrice,
          awaySpreadPrice: o.awaySpreadPrice,
          overPrice: o.overPrice,
          underPrice: o.underPrice,
        }),
        (o) => `odds ${o.gameId} ${o.book}`,
      );
    },
    /** The props of games at every book (the insights module's query), valid odds only. */
    async props(sport: TSportCode, gameIds: string[]): Promise<TPropRow[]> {
      return validPrices(
        await insights.props(sport, gameIds),
        (r) => ({ overPrice: r.p.overPrice, underPrice: r.p.underPrice }),
        (r) => `prop ${r.p.gameId} ${r.p.playerId} ${r.p.market} ${r.p.book}`,
      );
    },
    /**
     * The newest `limit` game logs of each player that carry one of the given stats (games he
     * played), newest first, carrying only those stats:
     * reading numbers instead of whole JSON box scores keeps the analyzer's call fast.
     */
    async logs(playerIds: string[], stats: string[], limit = 20): Promise<Map<string, TLogRow[]>> {
      const byPlayer = new Map<string, TLogRow[]>();
      if (!playerIds.length) return byPlayer;
      const l = s.playerGameLogs;
      const columns = Object.fromEntries(
        stats.map((stat, i) => [`s${i}`, sql<number | null>`(${l.stats} ->> ${stat})::float8`]),
      );
      const rows = await db
        .select({ playerId: l.playerId, gameDate: l.gameDate, opponent: l.opponent, ...columns })
        .from(l)
        .where(inArray(l.playerId, playerIds))
        .orderBy(asc(l.playerId), desc(l.gameDate));
      for (const r of rows as unknown as Record<string, string | number | null>[]) {
        const playerId = r.playerId as string;
        const list = byPlayer.get(playerId) ?? [];
        if (list.length >= limit) continue;
        const values: Record<string, number> = {};
        stats.forEach((stat, i) => {
          const v = r[`s${i}`];
          if (v !== null && v !== undefined) values[stat] = Number(v);
        });
        // A game he did not play (a pitcher's or goalie's rest day, ruled out) is no result.
        if (!Object.keys(values).length) continue;
        list.push({
          playerId,
          gameDate: r.gameDate as string,
          opponent: r.opponent as string,
          stats: values,
        });
        byPlayer.set(playerId, list);
      }
      return byPlayer;
    },
    playerLog: async (playerId: string, gameDate: string) =>
      (
        await db
          .select()
          .from(s.playerGameLogs)
          .where(and(eq(s.playerGameLogs.playerId, playerId), eq(s.playerGameLogs.gameDate, gameDate)))
          .limit(1)
      )[0],
    propExists: async (gameId: string, playerId: string, market: string) =>
      (
        await db
          .select({ book: s.playerProps.book })
          .from(s.playerProps)
          .where(
            and(
              eq(s.playerProps.gameId, gameId),
              eq(s.playerProps.playerId, playerId),
              eq(s.playerProps.market, market),
            ),
          )
          .limit(1)
      ).length > 0,
    async insertBestBet(row: typeof s.bestBets.$inferInsert) {
      const [saved] = await db.insert(s.bestBets).values(row).returning();
      return saved!;
    },
    /** Best bets of a sport and kind (or one by id), newest first, with the author's and player's names. */
    bestBets: (sport: TSportCode, kind: 'game' | 'prop', opts: { id?: string; limit?: number } = {}) =>
      db
        .select({ b: s.bestBets, author: s.users.userName, playerName: s.players.name })
        .from(s.bestBets)
        .innerJoin(s.users, eq(s.users.id, s.bestBets.createdBy))
        .leftJoin(s.players, eq(s.players.id, s.bestBets.playerId))
        .where(
          and(
            eq(s.bestBets.sport, sport),
            eq(s.bestBets.kind, kind),
            opts.id ? eq(s.bestBets.id, opts.id) : undefined,
          ),
        )
        .orderBy(desc(s.bestBets.createdAt))
        .limit(opts.limit ?? 200),
  };
}
export type TBettingRepository = ReturnType<typeof createBettingRepository>;
