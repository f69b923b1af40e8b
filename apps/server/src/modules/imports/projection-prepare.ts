import { projectionProblem } from '@dfs/contracts';
import { importProjections, type Player, type ProjectionRow } from '@dfs/optimizer';

/** Rejected rows a report lists; the rest are counted (a 100,000-row file must not answer megabytes). */
export const LISTED_REJECTIONS = 100;

export type TProjectionReadRequest = { csv: string; name: string; players: Player[] };
type TReason = { line: number; reason: string };
/** A projection file read against a slate: the usable rows and the first rejected ones. */
export type TProjectionRead = {
  /** Rows matched to a slate player whose numbers keep the contracts' projection rule. */
  rows: ProjectionRow[];
  /** The first LISTED_REJECTIONS rejected rows, in line order. */
  rejected: TReason[];
  /** Every rejected row, listed or not. */
  rejectedCount: number;
};

/**
 * Reads a projection file with the optimizer's importer (by operator id, else name and team) and
 * applies the contracts' projection rule (ZProjection) to projection, floor and ceiling, naming
 * the player and the line of every refused row. Runs in the parse worker (file-parse.ts).
 */
export function readProjections(
  request: TProjectionReadRequest,
  listed = LISTED_REJECTIONS,
): TProjectionRead {
  const parsed = importProjections(request.csv, request.name, request.players);
  const nameOf = new Map(request.players.map((p) => [p.id, p.name]));
  const rejected: TReason[] = [];
  for (const i of parsed.issues) {
    if (i.severity === 'error')
      rejected.push({ line: i.line, reason: i.column ? `${i.column}: ${i.reason}` : i.reason });
  }
  const rows = parsed.rows.filter((row) => {
    const problem = [row.projection, row.floor, row.ceiling]
      .map((v) => (v === null ? undefined : projectionProblem(v)))
      .find((p) => p !== undefined);
    if (problem)
      rejected.push({ line: row.line, reason: `${nameOf.get(row.playerId) ?? row.playerId}: ${problem}.` });
    return !problem;
  });
  rejected.sort((a, b) => a.line - b.line);
  return { rows, rejected: rejected.slice(0, listed), rejectedCount: rejected.length };
}
