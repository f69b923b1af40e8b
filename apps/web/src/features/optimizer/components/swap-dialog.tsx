import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { TSwapCandidate } from '@dfs/contracts';
import { LoadingRows, ErrorState } from '../../../shared/ui/page-state';

/** The players who could take a lineup's slot (getswapplayers), best projection first. */
export function SwapDialog(props: {
  open: boolean;
  title: string;
  candidates: TSwapCandidate[] | undefined;
  isPending: boolean;
  error: unknown;
  onPick: (c: TSwapCandidate) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {props.isPending ? (
          <LoadingRows rows={4} label="Loading players" />
        ) : props.error ? (
          <ErrorState error={props.error} />
        ) : (
          <List dense aria-label="Swap candidates">
            {(props.candidates ?? []).map((c) => (
              <ListItemButton key={c.id} onClick={() => props.onPick(c)}>
                <ListItemText
                  primary={`${c.name} (${c.team}, ${c.positions.join('/')})`}
                  secondary={`$${c.salary.toLocaleString('en-US')} · ${c.projection} pts`}
                />
              </ListItemButton>
            ))}
            {props.candidates?.length === 0 ? (
              <ListItemText sx={{ px: 2 }} primary="No player fits this slot under the salary cap." />
            ) : null}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
