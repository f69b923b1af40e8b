import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TSportCode } from '@dfs/contracts';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';

/** Reads of teams, games, injuries, news, depth charts, lineups, lines, goalies, odds, props, logs, ADP, rankings. */
export function createInsightsRepository(db: Db) {
  /** Games of a sport that meet the other conditions, soonest first (the id breaks ties). */
  const gamesWhere = (sport: TSportCode, ...conditions: (SQL | undefined)[]) =>
    db
      .select()
      .from(s.games)
      .where(and(eq(s.games.sport, sport), ...conditions))
      .orderBy(asc(s.games.startTime), asc(s.games.id));
  return {
    teams: (sport: TSportCode) =>
      db.select().from(s.teams).where(eq(s.teams.sport, sport)).orderBy(asc(s.teams.abbr)),
    team: async (id: string) => (await db.select().from(s.teams).where(eq(s.teams.id, id)).limit(1))[0],
    /** Wins and losses per team from final games. */
    async records(sport: TSportCode) {
      return db
        .select({
          team: s.games.homeAbbr,
          away: s.games.awayAbbr,
          homeScore: s.games.homeScore,
          awayScore: s.games.awayScore,
        })
        .from(s.games)
        .where(and(eq(s.games.sport, sport), eq(s.games.status, 'final')));
    },
    games: (sport: TSportCode, from: Date, to: Date, teamAbbr?: string) =>
      gamesWhere(
        sport,
        gte(s.games.startTime, from),
        lte(s.games.startTime, to),
        teamAbbr ? sql`(${s.games.homeAbbr} = ${teamAbbr} or ${s.games.awayAbbr} = ${teamAbbr})` : undefined,
      ),
    gamesWhere,
    gamesByIds: (ids: string[]) =>
      ids.length ? db.select().from(s.games).where(inArray(s.games.id, ids)) : Promise.resolve([]),
    odds: (gameIds: string[]) =>
      gameIds.length
        ? db.select().from(s.odds).where(inArray(s.odds.gameId, gameIds)).orderBy(asc(s.odds.book))
        : Promise.resolve([]),
    players: (sport: TSportCode, teamAbbr?: string) =>
      db
        .select()
        .from(s.players)
        .where(and(eq(s.players.sport, sport), teamAbbr ? eq(s.players.teamAbbr, teamAbbr) : undefined))
        .orderBy(asc(s.players.position), asc(s.players.name)),
    playersByIds: (ids: string[]) =>
      ids.length ? db.select().from(s.players).where(inArray(s.players.id, ids)) : Promise.resolve([]),
    player: async (id: string) => (await db.select().from(s.players).where(eq(s.players.id, id)).limit(1))[0],
    injuries: (sport: TSportCode, teamAbbr?: string) =>
      db
        .select({ i: s.injuries, name: s.players.name, position: s.players.position })
        .from(s.injuries)
        .leftJoin(s.players, eq(s.players.id, s.injuries.playerId))
        .where(and(eq(s.injuries.sport, sport), teamAbbr ? eq(s.injuries.teamAbbr, teamAbbr) : undefined))
        .orderBy(asc(s.injuries.teamAbbr), asc(s.players.name)),
    news: (sport: TSportCode, opts: { playerId?: string; teamAbbr?: string; limit: number }) =>
      db
        .select({ n: s.news, name: s.players.name, position: s.players.position })
        .from(s.news)
        .leftJoin(s.players, eq(s.players.id, s.news.playerId))
        .where(
          and(
            eq(s.news.sport, sport),
            lte(s.news.publishedAt, new Date()),
            opts.playerId ? eq(s.news.playerId, opts.playerId) : undefined,
            opts.teamAbbr ? eq(s.news.teamAbbr, opts.teamAbbr) : undefined,
          ),
        )
        .orderBy(desc(s.news.publishedAt), asc(s.news.id))
        .limit(opts.limit),
    depth: (sport: TSportCode, teamId?: string) =>
      db
        .select({
          d: s.depthCharts,
          name: s.players.name,
          team: s.players.teamAbbr,
          rookie: s.players.rookie,
        })
        .from(s.depthCharts)
        .innerJoin(s.players, eq(s.players.id, s.depthCharts.playerId))
        .where(and(eq(s.depthCharts.sport, sport), teamId ? eq(s.depthCharts.teamId, teamId) : undefined))
        .orderBy(asc(s.depthCharts.teamId), asc(s.depthCharts.position), asc(s.depthCharts.depth)),
    lineups: (gameIds: string[]) =>
      gameIds.length
        ? db.select().from(s.startingLineups).where(inArray(s.startingLineups.gameId, gameIds))
        : Promise.resolve([]),
    goalies: (gameIds: string[]) =>
      gameIds.length
        ? db
            .select({ g: s.startingGoalies, name: s.players.name })
            .from(s.startingGoalies)
            .innerJoin(s.players, eq(s.players.id, s.startingGoalies.playerId))
            .where(inArray(s.startingGoalies.gameId, gameIds))
            .orderBy(asc(s.startingGoalies.gameId), asc(s.startingGoalies.teamId))
        : Promise.resolve([]),
    nhlLines: () => db.select().from(s.nhlLines).orderBy(asc(s.nhlLines.teamId)),
    props: (sport: TSportCode, gameIds: string[]) =>
      gameIds.length
        ? db
            .select({
              p: s.playerProps,
              name: s.players.name,
              team: s.players.teamAbbr,
              position: s.players.position,
            })
            .from(s.playerProps)
            .innerJoin(s.players, eq(s.players.id, s.playerProps.playerId))
            .where(and(eq(s.playerProps.sport, sport), inArray(s.playerProps.gameId, gameIds)))
            .orderBy(
              asc(s.playerProps.gameId),
              asc(s.players.name),
              asc(s.playerProps.market),
              asc(s.playerProps.book),
            )
        : Promise.resolve([]),
    /** Fantasy points each team allowed to each position, summed per game date. */
    pointsAllowed: (sport: TSportCode) =>
      db
        .select({
          team: s.playerGameLogs.opponent,
          position: s.players.position,
          points: sql<number>`sum(${s.playerGameLogs.dkPoints})`.mapWith(Number),
          games: sql<number>`count(distinct ${s.playerGameLogs.gameDate})`.mapWith(Number),
        })
        .from(s.playerGameLogs)
        .innerJoin(s.players, eq(s.players.id, s.playerGameLogs.playerId))
        .where(eq(s.playerGameLogs.sport, sport))
        .groupBy(s.playerGameLogs.opponent, s.players.position),
    /** Game logs of players, newest first. */
    logs: (playerIds: string[], limit = 20) =>
      playerIds.length
        ? db
            .select()
            .from(s.playerGameLogs)
            .where(inArray(s.playerGameLogs.playerId, playerIds))
            .orderBy(asc(s.playerGameLogs.playerId), desc(s.playerGameLogs.gameDate))
            .then((rows) => {
              const seen = new Map<string, number>();
              return rows.filter((r) => {
                const n = (seen.get(r.playerId) ?? 0) + 1;
                seen.set(r.playerId, n);
                return n <= limit;
              });
            })
        : Promise.resolve([]),
    /**
     * The DraftKings points of each player's newest `limit` games, newest first: the team page's
     * roster column reads only these numbers, not whole box scores (a team page's first open read
     * every game log of 45 players).
     */
    recentDkPoints: async (playerIds: string[], limit: number) => {
      if (!playerIds.length) return [];
      const l = s.playerGameLogs;
      const ranked = db
        .select({
          playerId: l.playerId,
          dkPoints: l.dkPoints,
          n: sql<number>`row_number() over (partition by ${l.playerId} order by ${l.gameDate} desc)`.as('n'),
        })
        .from(l)
        .where(inArray(l.playerId, playerIds))
        .as('ranked');
      return db
        .select({ playerId: ranked.playerId, dkPoints: ranked.dkPoints })
        .from(ranked)
        .where(lte(ranked.n, limit))
        .orderBy(asc(ranked.playerId), asc(ranked.n));
    },
    adp: (sport: TSportCode) =>
      db
        .select({ a: s.adp, name: s.players.name, team: s.players.teamAbbr, position: s.players.position })
        .from(s.adp)
        .innerJoin(s.players, eq(s.players.id, s.adp.playerId))
        .where(eq(s.adp.sport, sport))
        .orderBy(asc(s.adp.adp)),
    /**
     * Per NFL player with game logs: mean FanDuel points (half a point per reception, no bonuses)
     * and mean receptions per game, from which the three weekly scorings follow.
     */
    nflForm: () =>
      db
        .select({
          playerId: s.playerGameLogs.playerId,
          name: s.players.name,
          team: s.players.teamAbbr,
          position: s.players.position,
          fd: sql<number>`avg(${s.playerGameLogs.fdPoints})`.mapWith(Number),
          rec: sql<number>`avg(coalesce((${s.playerGameLogs.stats}->>'rec')::float8, 0))`.mapWith(Number),
          games: sql<number>`count(*)`.mapWith(Number),
          fetchedAt: sql<Date>`max(${s.playerGameLogs.fetchedAt})`.mapWith((v: string | Date) => new Date(v)),
          provider: sql<string>`min(${s.playerGameLogs.provider})`,
        })
        .from(s.playerGameLogs)
        .innerJoin(s.players, eq(s.players.id, s.playerGameLogs.playerId))
        .where(eq(s.playerGameLogs.sport, 'nfl'))
        .groupBy(s.playerGameLogs.playerId, s.players.name, s.players.teamAbbr, s.players.position),
    async saveRanking(row: typeof s.nflRankings.$inferInsert) {
      await db
        .insert(s.nflRankings)
        .values(row)
        .onConflictDoUpdate({
          target: [s.nflRankings.userId, s.nflRankings.week, s.nflRankings.position],
          set: { playerIds: row.playerIds, updatedAt: new Date() },
        });
    },
    rankings: (userId: string, week: number, position?: string) =>
      db
        .select()
        .from(s.nflRankings)
        .where(
          and(
            eq(s.nflRankings.userId, userId),
            eq(s.nflRankings.week, week),
            position ? eq(s.nflRankings.position, position) : undefined,
          ),
        ),
  };
}
export type TInsightsRepository = ReturnType<typeof createInsightsRepository>;
