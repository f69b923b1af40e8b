import {
  planAllows,
  type TLateSwapReport,
  type TPlayerSettingsRequest,
  type TPlan,
  type TSlate,
  type TSlatePlayer,
  type TSlateState,
  type TSportCode,
} from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { ErrorState } from '../../../shared/ui/page-state';
import { useMarkPlayer, useSetExposure, useSetPlayerSettings, useSetProjection } from '../api/optimizer-api';
import { useSetProjectionBlend } from '../api/optimizer-tools-api';
import type { TOptimizerState } from '../hooks/use-optimizer-state';
import { InjurySummary } from './injury-summary';
import { PlayerPoolTable, type TPoolRow } from './player-pool-table';
import { PoolSelectionBar } from './pool-selection-bar';
import { PoolToolbar } from './pool-toolbar';
import { ProjectionBlend } from './projection-blend';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');

/**
 * The pool side of the position optimizer: its tools, the injury notes, the bulk actions on the
 * ticked rows and the pool itself, with the calls that change the user's slate state.
 */
export function OptimizerPool(props: {
  sport: TSportCode;
  slate: TSlate;
  plan: TPlan;
  players: {
    data: readonly TSlatePlayer[] | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  state: TSlateState | undefined;
  rows: TPoolRow[];
  page: TOptimizerState;
  fileBase: string;
  captain: { label: string; salaryMultiplier: number; pointsMultiplier: number } | null;
  onLateSwap: (report: TLateSwapReport, fileName: string) => void;
  onOwnSlate: (slate: TSlate) => void;
}) {
  const { sport, slate, plan, rows, page } = props;
  const notify = useNotify();
  const canEdit = planAllows(plan, 'projections');
  const mark = useMarkPlayer(slate.id);
  const many = useSetPlayerSettings(slate.id);
  const exposure = useSetExposure(slate.id);
  const projection = useSetProjection(slate.id);
  const blend = useSetProjectionBlend(slate.id);
  const failed = (e: unknown) => notify('error', messageOf(e));
  /** Changes several players in one call; `done` is the notice of its success. */
  const setMany = (changes: TPlayerSettingsRequest['players'], done: string) =>
    many.mutate(changes, { onSuccess: () => notify('success', done), onError: failed });
  /** A call whose answer's message is the notice. */
  const noticeOf = { onSuccess: (r: { message: string }) => notify('success', r.message), onError: failed };
  return (
    <>
      <PoolToolbar
        sport={sport}
        slateId={slate.id}
        canEdit={canEdit}
        players={props.players.data}
        state={props.state}
        fileBase={props.fileBase}
        onLateSwap={props.onLateSwap}
        onOwnSlate={props.onOwnSlate}
      />
      <InjurySummary
        rows={rows}
        canEdit={canEdit}
        busy={many.isPending}
        onZero={(list) =>
          setMany(
            list.map((p) => ({ playerId: p.id, projection: 0 })),
            `${list.length} projections set to 0.`,
          )
        }
      />
      {canEdit && props.state ? (
        <ProjectionBlend
          weight={props.state.blendWeight}
          own={props.state.projections.length}
          busy={blend.isPending}
          onApply={(w) => blend.mutate(w, noticeOf)}
        />
      ) : null}
      <PoolSelectionBar
        rows={rows}
        selected={page.selected}
        canExpose={planAllows(plan, 'exposure')}
        canProject={canEdit}
        busy={many.isPending}
        myPool={page.poolOnly}
        onMyPool={page.setPoolOnly}
        onApply={(changes, what) => setMany(changes, `${changes.length} players ${what}.`)}
        onClear={page.clearSelection}
      />
      {props.players.error ? (
        <ErrorState error={props.players.error} onRetry={() => void props.players.refetch()} />
      ) : (
        <PlayerPoolTable
          rows={rows}
          sport={sport}
          gameType={slate.gameType}
          canEdit={canEdit}
          loading={props.players.isPending}
          selected={page.selected}
          onSelect={page.onSelect}
          captain={props.captain}
          onMark={(p, type) => mark.mutate({ playerId: p.id, type }, { onError: failed })}
          onProjection={(p, value) =>
            projection.mutate({ playerId: p.id, projection: value }, { onError: failed })
          }
          onExposure={(p, bounds) => exposure.mutate({ playerId: p.id, ...bounds }, noticeOf)}
        />
      )}
    </>
  );
}
