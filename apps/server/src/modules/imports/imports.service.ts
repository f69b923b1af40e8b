import { importSalaries, type ImportIssue } from '@dfs/optimizer';
import type { TImportReport, TImportSalariesRequest } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TFeedStore } from '../feeds/feed-store.repository';
import type { TSlatePlayerRow } from '../feeds/providers.types';
import { toSlate } from '../slates/slate-view';
import type { TSlatesService } from '../slates/slates.service';
import type { TSlatesRepository } from '../slates/slates.repository';

const SITE = { draftkings: 'dk', fanduel: 'fd' } as const;
export const IMPORT_PROVIDER = 'operator-file';

const reasons = (issues: ImportIssue[]) =>
  issues
    .filter((i) => i.severity === 'error')
    .map((i) => ({ line: i.line, reason: i.column ? `${i.column}: ${i.reason}` : i.reason }));

/**
 * Operator file import: the optimizer package parses DraftKings / FanDuel salary files (one parser
 * in the project); this service turns the parsed slate into stored rows. A file with any refused
 * row changes nothing and answers the line-numbered reasons.
 */
export function createImportsService(deps: {
  store: TFeedStore;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
}) {
  return {
    async importSalaries(input: TImportSalariesRequest): Promise<TImportReport> {
      const parsed = importSalaries(input.csv, input.name ?? 'upload.csv', {
        site: SITE[input.operator],
        sport: input.sport,
        gameType: input.gameType,
      });
      const rejected = reasons(parsed.issues);
      if (!parsed.slate || rejected.length > 0) {
        const list = rejected.slice(0, 50).map((r) => `line ${r.line}: ${r.reason}`);
        throw new AppError(
          'VALIDATION',
          `csv: nothing was imported; ${list.join('; ') || 'not an operator salary file'}`,
          { fields: ['csv'] },
        );
      }
      const slate = parsed.slate;
      const slateId =
        input.slateId ?? `${SITE[input.operator]}-${input.sport}-import-${Date.now().toString(36)}`;
      const existing = input.slateId ? await deps.slatesRepo.players(input.slateId) : [];
      const known = new Set(existing.map((p) => p.operatorPlayerId));
      const now = new Date();
      const starts = slate.players
        .map((p) => p.startTime)
        .filter((t): t is string => !!t)
        .sort();
      const players: TSlatePlayerRow[] = slate.players.map((p) => ({
        slateId,
        operatorPlayerId: p.id,
        playerId: null,
        name: p.name,
        team: p.team,
        opponent: p.opponent,
        game: p.game,
        startTime: p.startTime ? new Date(p.startTime) : null,
        positions: p.positions,
        rosterSlots: p.rosterSlots,
        salary: Number(p.salary),
        captainSalary: p.kindSalaries?.CPT !== undefined ? Number(p.kindSalaries.CPT) : null,
        captainId: p.kindIds?.CPT ?? null,
        projection: Number(p.projection),
        projectionSource: IMPORT_PROVIDER,
        avgPoints: Number(p.avgPoints),
        injury: p.injury,
        line: p.line,
        provider: IMPORT_PROVIDER,
        fetchedAt: now,
      }));
      const games = [...new Set(slate.players.map((p) => p.game).filter((g): g is string => !!g))];
      await deps.store.writeSlates(
        [
          {
            slate: {
              id: slateId,
              operator: input.operator,
              sport: input.sport,
              gameType: input.gameType,
              name: input.name ?? `Imported (${games.length} games)`,
              startTime: starts[0] ? new Date(starts[0]) : now,
              games: games.map((key) => ({
                key,
                gameId: null,
                startTime: slate.players.find((p) => p.game === key)?.startTime ?? null,
              })),
              status: 'upcoming',
              playerCount: players.length,
              provider: IMPORT_PROVIDER,
              fetchedAt: now,
              updatedAt: now,
            },
            players,
          },
        ],
        'replace',
      );
      deps.slates.invalidate([slateId]);
      const row = await deps.slatesRepo.get(slateId);
      const updated = players.filter((p) => known.has(p.operatorPlayerId)).length;
      return { slate: row ? toSlate(row) : null, imported: players.length - updated, updated, rejected: [] };
    },
  };
}
