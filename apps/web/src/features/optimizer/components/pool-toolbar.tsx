import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TLateSwapReport, TSlate, TSlatePlayer, TSlateState, TSportCode } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { UPGRADE_PATH } from '../../../shared/ui/plan-gate';
import {
  useLateSwap,
  useResetSlate,
  useSetPlayerSettings,
  useUploadProjections,
  useUploadSlate,
} from '../api/optimizer-api';
import { downloadText, projectionCsv } from '../hooks/lineup-files';
import { FileButton } from '../../../shared/ui';
import { ProjectionReport } from './files-bar';
import { ResetPlayers } from './reset-players';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Error please try again!!');

/**
 * The pool's tools above it: reset (asked, undoable), team stacks and top plays, the projection
 * file out and in, late swap of an entries file (reviewed before it is downloaded), and a salary
 * file of the user's own as a slate of theirs.
 */
export function PoolToolbar(props: {
  sport: TSportCode;
  slateId: string;
  canEdit: boolean;
  players: readonly TSlatePlayer[] | undefined;
  state: TSlateState | undefined;
  fileBase: string;
  onLateSwap: (report: TLateSwapReport, fileName: string) => void;
  /** A salary file of the user's own became a slate: open it. */
  onOwnSlate: (slate: TSlate) => void;
}) {
  const { slateId, canEdit, fileBase } = props;
  const notify = useNotify();
  const reset = useResetSlate(slateId);
  const many = useSetPlayerSettings(slateId);
  const upload = useUploadProjections(slateId);
  const late = useLateSwap(props.sport, slateId);
  const own = useUploadSlate();
  const failed = (e: unknown) => notify('error', messageOf(e));
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <ResetPlayers
          state={props.state}
          busy={reset.isPending || many.isPending}
          onReset={(done) =>
            reset.mutate(undefined, {
              onSuccess: (r) => {
                notify('success', r.message);
                done();
              },
              onError: failed,
            })
          }
          onUndo={(players, done) =>
            many.mutate(players, {
              onSuccess: () => {
                notify('success', 'Locks, excludes and exposures are back.');
                done();
              },
              onError: failed,
            })
          }
        />
        <Button
          size="small"
          component={RouterLink}
          to={`../../${props.sport}-team-stack/${slateId}`}
          relative="path"
        >
          Team stacks
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={`../../${props.sport}-top-plays/studs`}
          relative="path"
        >
          Top plays
        </Button>
        <Button
          size="small"
          onClick={() =>
            downloadText(`${fileBase}-projections.csv`, projectionCsv(props.players ?? [], props.state))
          }
          disabled={!props.players}
        >
          Export projections
        </Button>
        {canEdit ? (
          <FileButton
            label="Upload projections"
            onFile={(f) =>
              upload.mutate(f, {
                onSuccess: (r) => notify('success', r.message),
                onError: () => notify('error', 'Unable to upload, try again.'),
              })
            }
          />
        ) : (
          <Button size="small" variant="outlined" component={RouterLink} to={UPGRADE_PATH}>
            Upload projections (Premium)
          </Button>
        )}
        <FileButton
          label="Late swap entries"
          onFile={(f) =>
            late.mutate(f, {
              onSuccess: ({ data }) => props.onLateSwap(data, f.name),
              onError: failed,
            })
          }
        />
        <FileButton
          label="Upload your salary file"
          disabled={own.isPending}
          onFile={(f) =>
            own.mutate(f, {
              onSuccess: ({ data, message }) => {
                notify('success', message);
                if (data.slate) props.onOwnSlate(data.slate);
              },
              onError: failed,
            })
          }
        />
      </Box>
      {upload.data ? <ProjectionReport key={upload.submittedAt} report={upload.data.data} /> : null}
    </>
  );
}
