import { addDays, etDate, etToUtc } from '@dfs/optimizer';
import type { TFeature, TSaveRankingRequest, TSlatePlayer, TSportCode } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import { preEncodeEnvelope } from '../../core/pre-encoded';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans/plans.service';
import type { TSlatesService } from '../slates/slates.service';
import { goalieSeason, groupKey, hitRate, MARKET_STAT, meanOf, toGame } from './insights-view';
import { createAnswerCache, type TAnswerCache } from './insights-cache';
import type { TInsightsRepository } from './insights.repository';

type TDepthPlayer = { playerId: string; name: string; depth: number; injury: string | null; rookie: boolean };

/** Players of each position the weekly rankings list (the consensus's depth at the position). */
const RANKED: Record<string, number> = { QB: 40, RB: 70, WR: 90, TE: 40, K: 32, DST: 32 };
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * How long a computed answer may be served when no write on this instance said the data changed
 * (another instance's feed run or an import): at most this stale.
 */
export const ANSWER_TTL_MS = 30_000;

/** Rows a signed-out visitor sees on the public demo pages (DECISIONS "Data and screens"). */
const PREVIEW_ROWS = 10;
const iso = (d: Date) => d.toISOString();
const preview = <T>(rows: T[]) => ({ rows: rows.slice(0, PREVIEW_ROWS), total: rows.length });

/**
 * The per-sport insight calls over the sports data. Plan rules come from the plans service; the
 * public pages (news, props, lineups, goalies) answer a preview to signed-out visitors.
 */
export function createInsightsService(
  repo: TInsightsRepository,
  slates: TSlatesService,
  cache: TAnswerCache = createAnswerCache({ ttlMs: ANSWER_TTL_MS, max: 2000 }),
) {
  const dayStart = (date: string) => etToUtc(date, 0, 0);
  const today = () => etDate(new Date());
  /** A computation kept in the answer cache per day and arguments (see insights-cache.ts). */
  const cached =
    <A extends unknown[], T>(name: string, compute: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> =>
      cache.get(`${name}:${today()}:${JSON.stringify(args)}`, () => compute(...args));

  /** Gated for members; a signed-out caller gets the first rows only. */
  function gate<T>(user: TAuthUser | null, feature: TFeature | null, rows: T[]): T[] {
    if (!user) return rows.slice(0, PREVIEW_ROWS);
    if (feature) plans.require(user, feature);
    return rows;
  }

  const newsItems = cached(
    'news',
    async (sport: TSportCode, opts: { playerId?: string; teamAbbr?: string; limit: number }) => {
      const rows = await repo.news(sport, opts);
      return rows.map(({ n, name, position }) => ({
        id: n.id,
        sport: n.sport,
        playerId: n.playerId,
        playerName: name,
        team: n.teamAbbr,
        Position: position,
        headline: n.headline,
        news: n.body,
        analysis: n.analysis,
        publishedAt: iso(n.publishedAt),
        provider: n.provider,
        updatedAt: iso(n.fetchedAt),
      }));
    },
  );

  const injuries = cached('injuries', async (sport: TSportCode, teamAbbr?: string) => {
    return (await repo.injuries(sport, teamAbbr)).map(({ i, name, position }) => ({
      playerId: i.playerId,
      name: name ?? i.playerId,
      team: i.teamAbbr,
      Position: position ?? '',
      status: i.status,
      body: i.body,
      detail: i.detail,
      reportedAt: iso(i.reportedAt),
      provider: i.provider,
      updatedAt: iso(i.fetchedAt),
    }));
  });

  const depth = cached('depth', async (sport: TSportCode, teamId?: string) => {
    const [rows, teams, inj] = await Promise.all([
      repo.depth(sport, teamId),
      repo.teams(sport),
      repo.injuries(sport),
    ]);
    const injuryOf = new Map(inj.map((r) => [r.i.playerId, r.i.status]));
    const teamName = new Map(teams.map((t) => [t.id, t]));
    const out = new Map<
      string,
      {
        teamId: string;
        team: string;
        name: string;
        positions: Map<string, TDepthPlayer[]>;
        updatedAt: string | null;
        provider: string | null;
      }
    >();
    for (const { d, name, rookie } of rows) {
      const t = teamName.get(d.teamId);
      const entry = out.get(d.teamId) ?? {
        teamId: d.teamId,
        team: t?.abbr ?? d.teamId,
        name: t ? `${t.city} ${t.name}` : d.teamId,
        positions: new Map<string, TDepthPlayer[]>(),
        updatedAt: iso(d.fetchedAt),
        provider: d.provider,
      };
      const list = entry.positions.get(d.position) ?? [];
      list.push({
        playerId: d.playerId,
        name,
        depth: d.depth,
        injury: injuryOf.get(d.playerId) ?? null,
        rookie,
      });
      entry.positions.set(d.position, list);
      out.set(d.teamId, entry);
    }
    return [...out.values()].map((e) => ({
      ...e,
      positions: [...e.positions].map(([position, players]) => ({ position, players })),
    }));
  });

  async function gamesBetween(sport: TSportCode, from: string, days: number, teamAbbr?: string) {
    return repo.games(sport, dayStart(from), dayStart(addDays(from, days)), teamAbbr);
  }

  const lineups = cached('lineups', async (sport: TSportCode, date?: string) => {
    const games = await gamesBetween(sport, date ?? today(), date ? 1 : 2);
    const rows = await repo.lineups(games.map((g) => g.id));
    return games.flatMap((g) => {
      const teams = rows
        .filter((r) => r.gameId === g.id)
        .map((r) => ({
          teamId: r.teamId,
          team: r.teamId === g.homeTeamId ? g.homeAbbr : g.awayAbbr,
          status: r.status,
          players: r.players,
          updatedAt: iso(r.fetchedAt),
        }));
      return teams.length
        ? [{ gameId: g.id, game: `${g.awayAbbr}@${g.homeAbbr}`, startTime: iso(g.startTime), teams }]
        : [];
    });
  });

  const seasonStats = cached('season', async (sport: TSportCode, playerId: string) => {
    const player = await repo.player(playerId);
    if (!player || player.sport !== sport) throw new AppError('NOT_FOUND', 'Player not found.');
    const logs = await repo.logs([playerId], 200);
    const totals: Record<string, number> = {};
    for (const l of logs)
      for (const [k, v] of Object.entries(l.stats)) totals[k] = Math.round(((totals[k] ?? 0) + v) * 10) / 10;
    const averages = Object.fromEntries(
      Object.entries(totals).map(([k, v]) => [k, logs.length ? Math.round((v / logs.length) * 10) / 10 : 0]),
    );
    return {
      playerId,
      name: player.name,
      team: player.teamAbbr,
      Position: player.position,
      games: logs.length,
      averages,
      totals,
      dkPointsAvg:
        meanOf(
          logs.map((l) => l.dkPoints),
          logs.length,
        ) ?? 0,
      fdPointsAvg:
        meanOf(
          logs.map((l) => l.fdPoints),
          logs.length,
        ) ?? 0,
      updatedAt: logs[0] ? iso(logs[0].fetchedAt) : null,
    };
  });

  const props = cached('props', async (sport: TSportCode) => {
    const games = await gamesBetween(sport, today(), sport === 'nfl' ? 7 : 2);
    const upcoming = games.filter((g) => g.status !== 'final');
    const rows = await repo.props(
      sport,
      upcoming.map((g) => g.id),
    );
    const logs = await repo.logs([...new Set(rows.map((r) => r.p.playerId))], 20);
    const logsOf = new Map<string, typeof logs>();
    for (const l of logs) logsOf.set(l.playerId, [...(logsOf.get(l.playerId) ?? []), l]);
    const gameOf = new Map(upcoming.map((g) => [g.id, g]));
    const grouped = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) {
      const key = `${r.p.gameId}|${r.p.playerId}|${r.p.market}`;
      grouped.set(key, [...(grouped.get(key) ?? []), r]);
    }
    return [...grouped.values()].map((list) => {
      const first = list[0]!;
      const g = gameOf.get(first.p.gameId)!;
      const line = list.map((x) => x.p.line).sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
      const values = (logsOf.get(first.p.playerId) ?? []).map(
        (l) => l.stats[MARKET_STAT[first.p.market] ?? ''] ?? 0,
      );
      return {
        playerId: first.p.playerId,
        name: first.name,
        team: first.team,
        Position: first.position,
        gameId: g.id,
        game: `${g.awayAbbr}@${g.homeAbbr}`,
        startTime: iso(g.startTime),
        market: first.p.market,
        books: list.map((x) => ({
          book: x.p.book,
          line: x.p.line,
          openLine: x.p.openLine,
          overPrice: x.p.overPrice,
          underPrice: x.p.underPrice,
        })),
        hitRate: {
          l5: hitRate(values, line, 5),
          l10: hitRate(values, line, 10),
          l20: hitRate(values, line, 20),
        },
        provider: first.p.provider,
        updatedAt: iso(first.p.fetchedAt),
      };
    });
  });

  /** Games of a day (today and tomorrow by default) with both goalies and their season. */
  const goalieGames = cached('goalies', async (date?: string) => {
    const games = await gamesBetween('nhl', date ?? today(), date ? 1 : 2);
    const rows = await repo.goalies(games.map((g) => g.id));
    const logs = await repo.logs([...new Set(rows.map((r) => r.g.playerId))], 200);
    const out = games.flatMap((g) => {
      const goalies = rows
        .filter((r) => r.g.gameId === g.id)
        .map((r) => ({
          teamId: r.g.teamId,
          team: r.g.teamId === g.homeTeamId ? g.homeAbbr : g.awayAbbr,
          playerId: r.g.playerId,
          name: r.name,
          status: r.g.status,
          provider: r.g.provider,
          season: goalieSeason(logs.filter((l) => l.playerId === r.g.playerId).map((l) => l.stats)),
          updatedAt: iso(r.g.fetchedAt),
        }));
      return goalies.length
        ? [{ gameId: g.id, game: `${g.awayAbbr}@${g.homeAbbr}`, startTime: iso(g.startTime), goalies }]
        : [];
    });
    return out;
  });

  const teams = cached('teams', async (sport: TSportCode) => {
    const [teams, games] = await Promise.all([repo.teams(sport), repo.records(sport)]);
    const wl = new Map<string, [number, number]>();
    for (const g of games) {
      if (g.homeScore === null || g.awayScore === null) continue;
      const homeWon = g.homeScore > g.awayScore;
      const h = wl.get(g.team) ?? [0, 0];
      const a = wl.get(g.away) ?? [0, 0];
      wl.set(g.team, homeWon ? [h[0] + 1, h[1]] : [h[0], h[1] + 1]);
      wl.set(g.away, homeWon ? [a[0], a[1] + 1] : [a[0] + 1, a[1]]);
    }
    return teams.map((t) => ({
      id: t.id,
      sport: t.sport,
      abbr: t.abbr,
      city: t.city,
      name: t.name,
      conference: t.conference,
      division: t.division,
      wins: wl.get(t.abbr)?.[0] ?? 0,
      losses: wl.get(t.abbr)?.[1] ?? 0,
      provider: t.provider,
      updatedAt: iso(t.fetchedAt),
    }));
  });

  const nflForm = cached('nfl-form', () => repo.nflForm());

  /** A team's page without its news (news depends on the caller's plan). */
  const profile = cached('profile', async (sport: TSportCode, teamId: string) => {
    const team = (await teams(sport)).find((t) => t.id === teamId || t.abbr === teamId);
    if (!team) throw new AppError('NOT_FOUND', 'Team not found.');
    const [players, games, inj, depthCharts] = await Promise.all([
      repo.players(sport, team.abbr),
      gamesBetween(sport, addDays(today(), -7), 14, team.abbr),
      injuries(sport, team.abbr),
      depth(sport, team.id),
    ]);
    const logs = await repo.logs(
      players.map((p) => p.id),
      10,
    );
    const injuryOf = new Map(inj.map((i) => [i.playerId, i.status]));
    const logsOf = new Map<string, number[]>();
    for (const l of logs) logsOf.set(l.playerId, [...(logsOf.get(l.playerId) ?? []), l.dkPoints]);
    return {
      team,
      roster: players.map((p) => ({
        playerId: p.id,
        name: p.name,
        team: p.teamAbbr,
        Position: p.position,
        jersey: p.jersey,
        dkPointsAvg: meanOf(logsOf.get(p.id) ?? [], 10),
        injury: injuryOf.get(p.id) ?? null,
      })),
      games: games.map((g) => toGame(g)),
      injuries: inj,
      depthChart: depthCharts[0] ?? null,
    };
  });

  /** A player's page without its news (news depends on the caller's plan). */
  const playerPage = cached('player', async (sport: TSportCode, playerId: string) => {
    const stats = await seasonStats(sport, playerId);
    const player = (await repo.player(playerId))!;
    const [logs, inj, games] = await Promise.all([
      repo.logs([playerId], 10),
      injuries(sport, player.teamAbbr),
      gamesBetween(sport, today(), 8, player.teamAbbr),
    ]);
    const next = games.find((g) => g.status !== 'final');
    return {
      player: {
        id: player.id,
        name: player.name,
        team: player.teamAbbr,
        teamId: player.teamId,
        Position: player.position,
        jersey: player.jersey,
        operatorIds: player.operatorIds,
      },
      injury: inj.find((i) => i.playerId === playerId) ?? null,
      seasonStats: stats,
      recentGames: logs.map((l) => ({
        date: l.gameDate,
        opponent: l.opponent,
        home: l.isHome === 1,
        stats: l.stats,
        dkPoints: l.dkPoints,
        fdPoints: l.fdPoints,
      })),
      nextGame: next ? toGame(next) : null,
    };
  });

  return {
    teams,

    upcoming: cached('upcoming', async (sport: TSportCode, date?: string) => {
      const games = await gamesBetween(sport, date ?? today(), date ? 1 : sport === 'nfl' ? 8 : 3);
      const odds = await repo.odds(games.map((g) => g.id));
      return games.map((g) =>
        toGame(
          g,
          odds.filter((o) => o.gameId === g.id),
        ),
      );
    }),

    /** Defence against each position, ranked per position (1 allows the fewest points). */
    dvp: cached('dvp', async (sport: TSportCode) => {
      const rows = (await repo.pointsAllowed(sport)).map((r) => ({
        team: r.team,
        position: r.position,
        pointsAllowed: r.games ? Math.round((r.points / r.games) * 10) / 10 : 0,
      }));
      return rows.map((r) => {
        const same = rows.filter((x) => x.position === r.position);
        return {
          ...r,
          rank: same.filter((x) => x.pointsAllowed < r.pointsAllowed).length + 1,
          teams: same.length,
        };
      });
    }),

    injuries: (sport: TSportCode, teamId?: string) => injuries(sport, teamId?.split(':t:')[1] ?? teamId),

    async depthCharts(user: TAuthUser, sport: TSportCode, teamId?: string) {
      plans.require(user, 'depthCharts');
      return depth(sport, teamId);
    },

    /** Studs, values and sleepers of a slate, three per position (DECISIONS "Optimizer"). */
    async topPlayers(sport: TSportCode, slateId: string) {
      const { data } = await slates.getPlayers(sport, slateId);
      const defence = new Set(['DST', 'D', 'DEF']);
      const pick = (
        filter: (p: TSlatePlayer) => boolean,
        order: (a: TSlatePlayer, b: TSlatePlayer) => number,
      ) => {
        const groups: Record<string, TSlatePlayer[]> = {};
        for (const p of [...data.players].filter(filter).sort(order)) {
          for (const slot of p.rosterSlots) {
            const key = groupKey(sport, slot);
            const list = (groups[key] ??= []);
            if (list.length < 3 && !list.some((x) => x.Name === p.Name)) list.push(p);
          }
        }
        return groups;
      };
      const byProjection = (a: TSlatePlayer, b: TSlatePlayer) => b.projection - a.projection;
      return {
        studs: pick((p) => p.salary > 8000 && p.projection > 0, byProjection),
        values: pick(
          (p) =>
            p.fppd !== null &&
            p.fppd < 550 &&
            !p.positions.some((x) => defence.has(x) || (sport === 'nhl' && x === 'D')),
          (a, b) => (a.fppd ?? 0) - (b.fppd ?? 0),
        ),
        sleepers: pick((p) => p.salary < 5000 && p.projection > 0, byProjection),
      };
    },

    async teamProfile(user: TAuthUser, sport: TSportCode, teamId: string) {
      const base = await profile(sport, teamId);
      return {
        ...base,
        news: plans.allows(user, 'news')
          ? await newsItems(sport, { teamAbbr: base.team.abbr, limit: 10 })
          : [],
      };
    },

    async playerDetails(user: TAuthUser, sport: TSportCode, playerId: string) {
      const base = await playerPage(sport, playerId);
      return {
        ...base,
        news: plans.allows(user, 'news') ? await newsItems(sport, { playerId, limit: 10 }) : [],
      };
    },

    // What the public pages and widgets show: the first rows, whoever asks, and the full count.
    previewNews: async (sport: TSportCode) => preview(await newsItems(sport, { limit: 100 })),
    previewLineups: async (sport: 'nba' | 'mlb') => preview(await lineups(sport)),
    previewGoalies: async () => preview(await goalieGames()),
    news: async (user: TAuthUser | null, sport: TSportCode) =>
      gate(user, 'news', await newsItems(sport, { limit: 100 })),
    props: async (user: TAuthUser | null, sport: TSportCode) =>
      gate(user, 'propAnalyzer', await props(sport)),
    lineups: async (user: TAuthUser | null, sport: 'nba' | 'mlb', date?: string) =>
      gate(user, null, await lineups(sport, date)),
    nhlLineTeams: cached('lines', async () => {
      const [rows, teams] = await Promise.all([repo.nhlLines(), repo.teams('nhl')]);
      const teamOf = new Map(teams.map((t) => [t.id, t]));
      return rows.map((r) => ({
        teamId: r.teamId,
        team: teamOf.get(r.teamId)?.abbr ?? r.teamId,
        name: teamOf.get(r.teamId)?.name ?? '',
        forwards: r.forwards,
        defence: r.defence,
        powerPlay: r.powerPlay,
        provider: r.provider,
        updatedAt: iso(r.fetchedAt),
      }));
    }),
    goalies: async (user: TAuthUser | null, date?: string) => gate(user, null, await goalieGames(date)),
    async adp(sport: 'mlb' | 'nfl') {
      return (await repo.adp(sport)).map(({ a, name, team, position }) => ({
        playerId: a.playerId,
        name,
        team,
        Position: position,
        adp: a.adp,
        positionRank: a.positionRank,
        previousAdp: a.previousAdp,
        change: a.previousAdp === null ? null : round1(a.previousAdp - a.adp),
        previousAt: a.previousAt ? iso(a.previousAt) : null,
        source: a.source,
        updatedAt: iso(a.fetchedAt),
      }));
    },
    nflTeamDepthChart: (user: TAuthUser) => {
      plans.require(user, 'depthCharts');
      return depth('nfl');
    },

    /**
     * The consensus weekly ranking (Platinum): each player's points per game over his logged games
     * under Standard, Half-PPR and PPR scoring, the best of each position, with injury status.
     */
    async weeklyRankings(user: TAuthUser) {
      plans.require(user, 'rankings');
      const [form, inj] = await Promise.all([nflForm(), repo.injuries('nfl')]);
      const injuryOf = new Map(inj.map((r) => [r.i.playerId, r.i.status]));
      const players = form
        .filter((f) => RANKED[f.position] !== undefined)
        .map((f) => {
          // FanDuel's NFL points are Half-PPR without bonuses: take or add half a point per catch.
          const standard = f.fd - 0.5 * f.rec;
          return {
            playerId: f.playerId,
            name: f.name,
            team: f.team,
            Position: f.position,
            points: { standard: round1(standard), half: round1(f.fd), ppr: round1(f.fd + 0.5 * f.rec) },
            games: f.games,
            injury: injuryOf.get(f.playerId) ?? null,
          };
        })
        .sort((a, b) => b.points.ppr - a.points.ppr || a.name.localeCompare(b.name));
      const taken = new Map<string, number>();
      const newest = form.reduce<Date | null>((m, f) => (!m || f.fetchedAt > m ? f.fetchedAt : m), null);
      return {
        players: players.filter((p) => {
          const n = (taken.get(p.Position) ?? 0) + 1;
          taken.set(p.Position, n);
          return n <= RANKED[p.Position]!;
        }),
        updatedAt: newest ? iso(newest) : null,
        provider: form[0]?.provider ?? null,
      };
    },

    async saveRanking(user: TAuthUser, input: TSaveRankingRequest) {
      plans.require(user, 'rankings');
      const found = await repo.playersByIds(input.playerIds);
      const nfl = new Map(found.filter((p) => p.sport === 'nfl').map((p) => [p.id, p]));
      const unknown = input.playerIds.filter((id) => !nfl.has(id));
      if (unknown.length)
        throw new AppError('VALIDATION', `playerIds: unknown NFL player ${unknown[0]}`, {
          fields: ['playerIds'],
        });
      await repo.saveRanking({
        userId: user.id,
        week: input.week,
        position: input.position,
        playerIds: input.playerIds,
      });
      return (await this.getRanking(user, input.week, input.position))[0]!;
    },
    async getRanking(user: TAuthUser, week: number, position?: string) {
      plans.require(user, 'rankings');
      const rows = await repo.rankings(user.id, week, position);
      const players = new Map(
        (await repo.playersByIds(rows.flatMap((r) => r.playerIds))).map((p) => [p.id, p]),
      );
      return rows.map((r) => ({
        week: r.week,
        position: r.position,
        updatedAt: iso(r.updatedAt),
        players: r.playerIds.map((id, i) => ({
          playerId: id,
          name: players.get(id)?.name ?? id,
          team: players.get(id)?.teamAbbr ?? '',
          Position: players.get(id)?.position ?? '',
          rank: i + 1,
        })),
      }));
    },

    /** Fantasy points scored so far by a slate's players (from the game logs of finished games). */
    async playerScores(sport: TSportCode, slateId: string) {
      const { data } = await slates.getPlayers(sport, slateId);
      const dates = [...new Set(data.players.map((p) => (p.startTime ? etDate(new Date(p.startTime)) : '')))];
      const ids = data.players.flatMap((p) => (p.playerId ? [p.playerId] : []));
      const logs = (await repo.logs(ids, 3)).filter((l) => dates.includes(l.gameDate));
      const gameIds = data.slate.games.flatMap((g) => (g.gameId ? [g.gameId] : []));
      const statusOf = new Map(
        (await repo.gamesByIds(gameIds)).map((g) => [`${g.awayAbbr}@${g.homeAbbr}`, g.status]),
      );
      const dk = data.slate.operator === 'draftkings';
      return data.players.map((p) => {
        const log = logs.find((l) => l.playerId === p.playerId);
        return {
          id: p.id,
          playerId: p.playerId,
          name: p.name,
          team: p.team,
          gameStatus: statusOf.get(p.game ?? '') ?? 'scheduled',
          points: log ? (dk ? log.dkPoints : log.fdPoints) : null,
          projection: p.projection,
        };
      });
    },

    /** Recent fantasy points and prop hit rates (L5/L10/L20) of one player or the sport's prop players. */
    /**
     * The trends answer serialised and gzipped once per computation (core/pre-encoded): it is the
     * largest insight answer (about 200 kB for 60 players), asked on every Player Trends visit.
     */
    trendsEncoded(sport: TSportCode, playerId: string | undefined, limit: number) {
      return cache.get(`trends-encoded:${today()}:${JSON.stringify([sport, playerId, limit])}`, async () =>
        preEncodeEnvelope(JSON.stringify(await this.trends(sport, playerId, limit))),
      );
    },
    trends: cached('trends', async (sport: TSportCode, playerId: string | undefined, limit: number) => {
      const propRows = await props(sport);
      const ids = playerId ? [playerId] : [...new Set(propRows.map((p) => p.playerId))].slice(0, limit);
      const [players, logs] = await Promise.all([repo.playersByIds(ids), repo.logs(ids, 20)]);
      if (playerId && !players.some((p) => p.sport === sport))
        throw new AppError('NOT_FOUND', 'Player not found.');
      return players
        .filter((p) => p.sport === sport)
        .map((p) => {
          const own = logs.filter((l) => l.playerId === p.id);
          const pts = own.map((l) => l.dkPoints);
          return {
            playerId: p.id,
            name: p.name,
            team: p.teamAbbr,
            Position: p.position,
            games: own.map((l) => ({
              date: l.gameDate,
              opponent: l.opponent,
              dkPoints: l.dkPoints,
              fdPoints: l.fdPoints,
              stats: l.stats,
            })),
            dkPointsAvg: { l5: meanOf(pts, 5), l10: meanOf(pts, 10), l20: meanOf(pts, 20) },
            updatedAt: own[0] ? iso(own[0].fetchedAt) : null,
            provider: own[0]?.provider ?? null,
            props: propRows
              .filter((x) => x.playerId === p.id)
              .map((x) => ({ market: x.market, line: x.books[0]?.line ?? 0, hitRate: x.hitRate })),
          };
        });
    }),

    teamNews: (user: TAuthUser, sport: TSportCode, team: string) => {
      plans.require(user, 'news');
      return newsItems(sport, {
        teamAbbr: team.includes(':t:') ? team.split(':t:')[1] : team.toUpperCase(),
        limit: 50,
      });
    },
    playerNews: (user: TAuthUser, sport: TSportCode, playerId: string) => {
      plans.require(user, 'news');
      return newsItems(sport, { playerId, limit: 50 });
    },
    seasonStats,
    todayLineup: (sport: TSportCode) =>
      sport === 'nba' || sport === 'mlb' ? lineups(sport, today()) : Promise.resolve([]),
  };
}
export type TInsightsService = ReturnType<typeof createInsightsService>;
