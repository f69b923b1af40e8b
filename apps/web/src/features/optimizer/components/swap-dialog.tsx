import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { TSwapCandidate } from '@dfs/contracts';
import { LoadingRows, ErrorState } from '../../../shared/ui/page-state';

const describe = (c: TSwapCandidate) => `$${c.salary.toLocaleString('en-US')} · ${c.projection} pts`;

/**
 * The players who could take a lineup's slot (getswapplayers): first those that keep every rule
 * of the build, best projection first; then those that would break one, each saying which, and a
 * choice among them asks before it is applied.
 */
export function SwapDialog(props: {
  open: boolean;
  title: string;
  candidates: TSwapCandidate[] | undefined;
  isPending: boolean;
  error: unknown;
  onPick: (c: TSwapCandidate) => void;
  onClose: () => void;
}) {
  const [asking, setAsking] = useState<TSwapCandidate | null>(null);
  const close = () => {
    setAsking(null);
    props.onClose();
  };
  const list = props.candidates ?? [];
  const keeping = list.filter((c) => c.breaks === null);
  const breaking = list.filter((c) => c.breaks !== null);
  const item = (c: TSwapCandidate) => (
    <ListItemButton key={c.id} onClick={() => (c.breaks ? setAsking(c) : props.onPick(c))}>
      <ListItemText
        primary={`${c.name} (${c.team}, ${c.positions.join('/')})`}
        secondary={c.breaks ? `${describe(c)} · Breaks: ${c.breaks}` : describe(c)}
        slotProps={{ secondary: c.breaks ? { color: 'warning.dark' } : {} }}
      />
    </ListItemButton>
  );
  return (
    <Dialog open={props.open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{asking ? `Swap in ${asking.name}?` : props.title}</DialogTitle>
      <DialogContent dividers sx={{ p: asking ? 2 : 0 }}>
        {asking ? (
          <Alert severity="warning" role="alert">
            This lineup would break a rule of your build: {asking.breaks}.
          </Alert>
        ) : props.isPending ? (
          <LoadingRows rows={4} label="Loading players" />
        ) : props.error ? (
          <ErrorState error={props.error} />
        ) : (
          <List dense aria-label="Swap candidates">
            {keeping.map(item)}
            {breaking.length > 0 ? (
              <ListSubheader disableSticky>Would break a rule of the build</ListSubheader>
            ) : null}
            {breaking.map(item)}
            {list.length === 0 ? (
              <ListItemText sx={{ px: 2 }} primary="No player fits this slot under the salary cap." />
            ) : null}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {asking ? (
          <>
            <Button onClick={() => setAsking(null)}>Back</Button>
            <Button
              color="warning"
              variant="contained"
              onClick={() => {
                props.onPick(asking);
                setAsking(null);
              }}
            >
              Swap anyway
            </Button>
          </>
        ) : (
          <Button onClick={close}>Close</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
