import type { TSaveRankingRequest } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { plans } from '../plans';
import { nflWeek } from '../sports';
import { iso, round1, type TInsightsContext } from './insights-context';
import type { TInsightsRepository } from './insights.repository';

/** Players of each position the weekly rankings list (the consensus's depth at the position). */
const RANKED: Record<string, number> = { QB: 40, RB: 70, WR: 90, TE: 40, K: 32, DST: 32 };

type TFormRows = Awaited<ReturnType<TInsightsRepository['nflForm']>>;

/**
 * The consensus weekly ranking: each player's points per game over his logged games under
 * Standard, Half-PPR and PPR scoring, the best of each position, with injury status.
 */
function consensusRanking(form: TFormRows, injuryOf: ReadonlyMap<string, string>) {
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
}

/** Draft and season rankings: ADP with its move, the weekly consensus, and each user's saved rankings. */
export class RankingInsights {
  constructor(private readonly ctx: TInsightsContext) {}

  /** Average draft positions with the move since the previous snapshot. */
  async adp(sport: 'mlb' | 'nfl') {
    return (await this.ctx.repo.adp(sport)).map(({ a, name, team, position }) => ({
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
  }

  /** The consensus weekly ranking (Platinum). */
  async weeklyRankings(user: TAuthUser) {
    plans.require(user, 'rankings');
    const [form, inj] = await Promise.all([this.nflForm(), this.ctx.repo.injuries('nfl')]);
    return {
      ...consensusRanking(form, new Map(inj.map((r) => [r.i.playerId, r.i.status]))),
      week: nflWeek(this.ctx.today()),
    };
  }

  /** Saves the user's ranking of a week and position (NFL players only); answers it as stored. */
  async saveRanking(user: TAuthUser, input: TSaveRankingRequest) {
    plans.require(user, 'rankings');
    const found = await this.ctx.repo.playersByIds(input.playerIds);
    const nfl = new Map(found.filter((p) => p.sport === 'nfl').map((p) => [p.id, p]));
    const unknown = input.playerIds.filter((id) => !nfl.has(id));
    if (unknown.length)
      throw new AppError('VALIDATION', `playerIds: unknown NFL player ${unknown[0]}`, {
        fields: ['playerIds'],
      });
    await this.ctx.repo.saveRanking({
      userId: user.id,
      week: input.week,
      position: input.position,
      playerIds: input.playerIds,
    });
    return (await this.getRanking(user, input.week, input.position))[0]!;
  }

  /** The user's saved rankings of a week (of one position when given). */
  async getRanking(user: TAuthUser, week: number, position?: string) {
    plans.require(user, 'rankings');
    const { repo } = this.ctx;
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
  }

  /** Every NFL player's points per game and catches, kept for the day. */
  private nflForm() {
    return this.ctx.remember('nfl-form', [], () => this.ctx.repo.nflForm());
  }
}
