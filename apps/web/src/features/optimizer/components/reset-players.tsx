import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TPlayerSettingsRequest, TSlateState } from '@dfs/contracts';

type TRestore = TPlayerSettingsRequest['players'];

/** The settings that bring back a state's locks, excludes and exposures (what a reset clears). */
export function restoreOf(state: TSlateState): TRestore {
  const rows = new Map<string, TRestore[number]>();
  for (const m of state.marks) rows.set(m.playerId, { playerId: m.playerId, mark: m.type });
  for (const e of state.exposures)
    rows.set(e.playerId, { ...(rows.get(e.playerId) ?? { playerId: e.playerId }), min: e.min, max: e.max });
  return [...rows.values()];
}

/**
 * "Reset players": asks first (saying what will be cleared), then offers to undo the reset, which
 * puts the locks, excludes and exposures back as they were.
 */
export function ResetPlayers(props: {
  state: TSlateState | undefined;
  busy: boolean;
  onReset: (done: () => void) => void;
  onUndo: (restore: TRestore, done: () => void) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [undo, setUndo] = useState<TRestore | null>(null);
  const state = props.state;
  const locks = state?.marks.filter((m) => m.type === 'lock').length ?? 0;
  const excludes = state?.marks.filter((m) => m.type === 'exclude').length ?? 0;
  const exposures = state?.exposures.length ?? 0;
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} disabled={props.busy}>
        Reset players
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="reset-players-title">
        <DialogTitle id="reset-players-title">Reset players?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This clears {locks} lock{locks === 1 ? '' : 's'}, {excludes} exclude
            {excludes === 1 ? '' : 's'} and {exposures} exposure setting{exposures === 1 ? '' : 's'} on this
            slate. Your own projections stay. You can undo it right after.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep them</Button>
          <Button
            color="warning"
            variant="contained"
            disabled={props.busy}
            onClick={() => {
              const before = state ? restoreOf(state) : [];
              props.onReset(() => {
                setAsking(false);
                setUndo(before.length ? before : null);
              });
            }}
          >
            Reset
          </Button>
        </DialogActions>
      </Dialog>
      {undo ? (
        <Alert
          severity="info"
          role="status"
          onClose={() => setUndo(null)}
          sx={{ flexBasis: '100%' }}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={props.busy}
              onClick={() => props.onUndo(undo, () => setUndo(null))}
            >
              Undo
            </Button>
          }
        >
          Locks, excludes and exposures were reset.
        </Alert>
      ) : null}
    </>
  );
}
