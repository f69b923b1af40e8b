import type { TSportCode } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { preEncodeEnvelope } from '../../core/pre-encoded';
import { gate, iso, type TInsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';
import { bookQuotes, hitRate, MARKET_STAT, meanOf, propSubject } from './insights-view';

type TPropRows = Awaited<ReturnType<TInsightsRepository['props']>>;
type TLogRows = Awaited<ReturnType<TInsightsRepository['logs']>>;
type TGameRows = Awaited<ReturnType<TInsightsRepository['games']>>;

/** One player's market in one game: every book's line and prices, and the hit rates over his logs. */
function propOf(list: TPropRows, game: TGameRows[number], logs: TLogRows) {
  const first = list[0]!;
  const line = list.map((x) => x.p.line).sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const values = logs.map((l) => l.stats[MARKET_STAT[first.p.market] ?? ''] ?? 0);
  return {
    ...propSubject(first, game),
    books: bookQuotes(list),
    hitRate: { l5: hitRate(values, line, 5), l10: hitRate(values, line, 10), l20: hitRate(values, line, 20) },
    provider: first.p.provider,
    updatedAt: iso(first.p.fetchedAt),
  };
}

/** Props of the upcoming games with their hit rates, and the player trends built on them. */
export class PropInsights {
  constructor(private readonly ctx: TInsightsContext) {}

  /** A sport's props page: all of it for a plan with the prop analyzer, else the preview's rows. */
  async sportProps(user: TAuthUser | null, sport: TSportCode) {
    return gate(user, 'propAnalyzer', await this.props(sport));
  }

  /** Recent fantasy points and prop hit rates (L5/L10/L20) of one player or the sport's prop players. */
  trends(sport: TSportCode, playerId: string | undefined, limit: number) {
    return this.ctx.remember('trends', [sport, playerId, limit], () =>
      this.readTrends(sport, playerId, limit),
    );
  }

  /**
   * The trends answer serialised and gzipped once per computation (core/pre-encoded): it is the
   * largest insight answer (about 200 kB for 60 players), asked on every Player Trends visit.
   */
  trendsEncoded(sport: TSportCode, playerId: string | undefined, limit: number) {
    return this.ctx.remember('trends-encoded', [sport, playerId, limit], async () =>
      preEncodeEnvelope(JSON.stringify(await this.trends(sport, playerId, limit))),
    );
  }

  /** Every prop of the sport's upcoming games, one per player, game and market, kept for the day. */
  private props(sport: TSportCode) {
    return this.ctx.remember('props', [sport], () => this.readProps(sport));
  }

  private async readProps(sport: TSportCode) {
    const { repo } = this.ctx;
    const games = await this.ctx.gamesBetween(sport, this.ctx.today(), sport === 'nfl' ? 7 : 2);
    const upcoming = games.filter((g) => g.status !== 'final');
    const rows = await repo.props(
      sport,
      upcoming.map((g) => g.id),
    );
    const logs = await repo.logs([...new Set(rows.map((r) => r.p.playerId))], 20);
    const logsOf = new Map<string, TLogRows>();
    for (const l of logs) logsOf.set(l.playerId, [...(logsOf.get(l.playerId) ?? []), l]);
    const gameOf = new Map(upcoming.map((g) => [g.id, g]));
    const grouped = new Map<string, TPropRows>();
    for (const r of rows) {
      const key = `${r.p.gameId}|${r.p.playerId}|${r.p.market}`;
      grouped.set(key, [...(grouped.get(key) ?? []), r]);
    }
    return [...grouped.values()].map((list) =>
      propOf(list, gameOf.get(list[0]!.p.gameId)!, logsOf.get(list[0]!.p.playerId) ?? []),
    );
  }

  private async readTrends(sport: TSportCode, playerId: string | undefined, limit: number) {
    const propRows = await this.props(sport);
    const ids = playerId ? [playerId] : [...new Set(propRows.map((p) => p.playerId))].slice(0, limit);
    const [players, logs] = await Promise.all([this.ctx.repo.playersByIds(ids), this.ctx.repo.logs(ids, 20)]);
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
  }
}
