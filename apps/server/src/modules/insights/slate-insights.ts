import { etDate } from '@dfs/optimizer';
import { gameLabel, type TSlatePlayer, type TSportCode } from '@dfs/contracts';
import type { TSlatesService } from '../slates';
import type { TInsightsContext } from './insights-context';
import { groupKey } from './insights-view';

const DEFENCE = new Set(['DST', 'D', 'DEF']);
const byProjection = (a: TSlatePlayer, b: TSlatePlayer) => b.projection - a.projection;

/** The first three players of each roster group that pass `filter`, in `order`. */
function threePerGroup(
  sport: TSportCode,
  players: TSlatePlayer[],
  filter: (p: TSlatePlayer) => boolean,
  order: (a: TSlatePlayer, b: TSlatePlayer) => number,
) {
  const groups: Record<string, TSlatePlayer[]> = {};
  for (const p of [...players].filter(filter).sort(order)) {
    for (const slot of p.rosterSlots) {
      const key = groupKey(sport, slot);
      const list = (groups[key] ??= []);
      if (list.length < 3 && !list.some((x) => x.Name === p.Name)) list.push(p);
    }
  }
  return groups;
}

/** A slate's insights: its top plays and the points its players scored so far. */
export class SlateInsights {
  constructor(
    private readonly ctx: TInsightsContext,
    private readonly slates: TSlatesService,
  ) {}

  /** Studs, values and sleepers of a slate the user may see, three per position (DECISIONS "Optimizer"). */
  async topPlayers(userId: string, sport: TSportCode, slateId: string) {
    await this.slates.requireSlate(userId, slateId, sport);
    const { players } = (await this.slates.getPlayers(sport, slateId, null)).data;
    return {
      studs: threePerGroup(sport, players, (p) => p.salary > 8000 && p.projection > 0, byProjection),
      values: threePerGroup(
        sport,
        players,
        (p) =>
          p.fppd !== null &&
          p.fppd < 550 &&
          !p.positions.some((x) => DEFENCE.has(x) || (sport === 'nhl' && x === 'D')),
        (a, b) => (a.fppd ?? 0) - (b.fppd ?? 0),
      ),
      sleepers: threePerGroup(sport, players, (p) => p.salary < 5000 && p.projection > 0, byProjection),
    };
  }

  /** Fantasy points scored so far by the players of a slate the user may see (game logs of finished games). */
  async playerScores(userId: string, sport: TSportCode, slateId: string) {
    const { repo } = this.ctx;
    await this.slates.requireSlate(userId, slateId, sport);
    const { data } = await this.slates.getPlayers(sport, slateId, null);
    const dates = [...new Set(data.players.map((p) => (p.startTime ? etDate(new Date(p.startTime)) : '')))];
    const ids = data.players.flatMap((p) => (p.playerId ? [p.playerId] : []));
    const logs = (await repo.logs(ids, 3)).filter((l) => dates.includes(l.gameDate));
    const gameIds = data.slate.games.flatMap((g) => (g.gameId ? [g.gameId] : []));
    const statusOf = new Map((await repo.gamesByIds(gameIds)).map((g) => [gameLabel(g), g.status]));
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
  }
}
