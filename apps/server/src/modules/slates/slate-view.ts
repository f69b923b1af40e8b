import { injuryLevel } from '@dfs/optimizer';
import { fppdOf, type TSlate, type TSlatePlayer } from '@dfs/contracts';
import type { TInjuryReport, TSlatePlayerRow, TSlateRow } from './slates.repository';

const OPERATOR_LABEL = { draftkings: 'DraftKings', fanduel: 'FanDuel' } as const;

/**
 * A user's own slate (a salary file they uploaded) is marked by its provider: `user-file:{userId}`.
 * Only its owner lists it, reads its players or builds on it.
 */
export const USER_FILE_PROVIDER = 'user-file:';
export const ownSlateProvider = (userId: string) => `${USER_FILE_PROVIDER}${userId}`;
/**
 * The projection source shown for a user's own file (their average points): the stored source
 * carries the owner's id, which no answer shows.
 */
export const USER_FILE_SOURCE = 'user-file';
const shownSource = (source: string) => (source.startsWith(USER_FILE_PROVIDER) ? USER_FILE_SOURCE : source);

/**
 * True when the user may see the slate (everyone's, or their own). Only the slates' access guard
 * (`SlatesService.requireSlate`) and the listing ask it.
 */
export const slateVisibleTo = (slate: { provider: string }, userId: string | undefined) =>
  !slate.provider.startsWith(USER_FILE_PROVIDER) ||
  (userId !== undefined && slate.provider === ownSlateProvider(userId));

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

/**
 * A player's injury: the status of the operator file (or feed) and, when it says nothing, the
 * injury report's; the level it means; and why, in words a player reads in the pool.
 */
function injuryOf(operator: TSlateRow['operator'], row: TSlatePlayerRow, report: TInjuryReport | undefined) {
  const status = row.injury ?? report?.status ?? null;
  const level = injuryLevel(status);
  if (!status) return { status, level, note: null };
  const source =
    row.injury && (row.provider === 'operator-file' || row.provider.startsWith(USER_FILE_PROVIDER))
      ? `${status} in the ${OPERATOR_LABEL[operator]} salary file`
      : `${status} on the injury report`;
  const detail = report ? [report.body, report.detail].filter(Boolean).join(': ') : '';
  return { status, level, note: detail ? `${source} (${detail})` : source };
}

/**
 * A slate player with the SPEC section 3 fields filled for the slate's operator. A player marked
 * out is projected 0 (DECISIONS), whatever the slate's projection source says.
 */
export function toSlatePlayer(
  slate: Pick<TSlateRow, 'operator'>,
  row: TSlatePlayerRow & { operatorPositions?: Record<string, string> | null; report?: TInjuryReport },
): TSlatePlayer {
  const injury = injuryOf(slate.operator, row, row.report);
  const projection = injury.level === 'out' ? 0 : row.projection;
  const fppd = fppdOf(row.salary, projection);
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
    projection,
    projectionSource: shownSource(row.projectionSource),
    fppd,
    avgPoints: row.avgPoints,
    injury: injury.status,
    injuryLevel: injury.level,
    injuryNote: injury.note,
    line: row.line,
    Name: row.name,
    DraftKingsSalary: isDk ? row.salary : null,
    DraftKingsProjection: isDk ? projection : null,
    DraftKingsPosition: isDk ? own : (row.operatorPositions?.draftkings ?? null),
    FanDuelSalary: isDk ? null : row.salary,
    FanDuelProjection: isDk ? null : projection,
    FanDuelPosition: isDk ? (row.operatorPositions?.fanduel ?? null) : own,
    FPPDdraftking: isDk ? fppd : null,
    FPPDfanduel: isDk ? null : fppd,
    OperatorRosterSlots: row.rosterSlots.join('/'),
    Slots: row.rosterSlots,
    type: '',
  };
}
