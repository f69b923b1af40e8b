import type { TSlate, TSlatePlayer } from '@dfs/contracts';
import type { TSlatePlayerRow, TSlateRow } from './slates.repository';

const OPERATOR_LABEL = { draftkings: 'DraftKings', fanduel: 'FanDuel' } as const;

/** FPPD as DECISIONS defines it: salary divided by projected points; null without points. */
export const fppdOf = (salary: number, projection: number) =>
  projection > 0 ? Math.round((salary / projection) * 10) / 10 : null;

/** A slate as the API answers it (the spec's SlateID and Operator beside clean fields). */
export function toSlate(row: TSlateRow): TSlate {
  return {
    SlateID: row.id,
    Operator: OPERATOR_LABEL[row.operator],
    id: row.id,
    sport: row.sport,
    operator: row.operator,
    gameType: row.gameType,
    name: row.name,
    startTime: row.startTime.toISOString(),
    // A hidden slate is never read (slates.repository); it shows as the upcoming slate it becomes.
    status: row.status === 'importing' ? 'upcoming' : row.status,
    games: row.games,
    playerCount: row.playerCount,
    provider: row.provider,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A slate player with the SPEC section 3 fields filled for the slate's operator. */
export function toSlatePlayer(
  slate: Pick<TSlateRow, 'operator'>,
  row: TSlatePlayerRow & { operatorPositions?: Record<string, string> | null },
): TSlatePlayer {
  const fppd = fppdOf(row.salary, row.projection);
  const isDk = slate.operator === 'draftkings';
  const own = row.positions.join('/');
  return {
    id: row.operatorPlayerId,
    playerId: row.playerId,
    name: row.name,
    team: row.team,
    opponent: row.opponent,
    game: row.game,
    startTime: row.startTime?.toISOString() ?? null,
    positions: row.positions,
    rosterSlots: row.rosterSlots,
    salary: row.salary,
    captainSalary: row.captainSalary,
    captainId: row.captainId,
    projection: row.projection,
    projectionSource: row.projectionSource,
    fppd,
    avgPoints: row.avgPoints,
    injury: row.injury,
    line: row.line,
    Name: row.name,
    DraftKingsSalary: isDk ? row.salary : null,
    DraftKingsProjection: isDk ? row.projection : null,
    DraftKingsPosition: isDk ? own : (row.operatorPositions?.draftkings ?? null),
    FanDuelSalary: isDk ? null : row.salary,
    FanDuelProjection: isDk ? null : row.projection,
    FanDuelPosition: isDk ? (row.operatorPositions?.fanduel ?? null) : own,
    FPPDdraftking: isDk ? fppd : null,
    FPPDfanduel: isDk ? null : fppd,
    OperatorRosterSlots: row.rosterSlots.join('/'),
    Slots: row.rosterSlots,
    type: '',
  };
}
