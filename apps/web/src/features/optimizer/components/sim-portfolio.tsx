import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPortfolio } from '@dfs/contracts';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** What the portfolio asks beside the simulation settings: how many lineups, and the exposure cap. */
export type TPortfolioForm = { size: number; maxExposurePct: number };

export const DEFAULT_PORTFOLIO_FORM: TPortfolioForm = { size: 20, maxExposurePct: 100 };

/**
 * The portfolio chooser: N lineups of the chosen lineups (the candidate pool) entered together to
 * maximise the simulated return under an exposure cap, in the contest, field and iterations of the
 * simulation settings; the answer says how it does against the top N by projection in the same
 * simulations, and its lineups download as the operator's upload file.
 */
export function SimPortfolio(p: {
  form: TPortfolioForm;
  onChange: (form: TPortfolioForm) => void;
  running: boolean;
  /** The simulation settings can be sent (an upload is asked for but none is read: false). */
  ready: boolean;
  onRun: () => void;
  onCancel: () => void;
  result: TPortfolio | null;
  error: string | null;
  siteLabel: string;
  onDownload: (portfolio: TPortfolio) => void;
}) {
  const { form, result } = p;
  const set = (patch: Partial<TPortfolioForm>) => p.onChange({ ...form, ...patch });
  const gainWord = result && result.gain >= 0 ? 'better' : 'worse';
  return (
    <Paper component="section" aria-label="Portfolio" sx={{ p: 2, display: 'grid', gap: 1.5, mt: 2 }}>
      <Typography variant="h6" component="h2">
        Choose a portfolio
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Picks the lineups to enter together from the lineups above, in the contest, field and iterations set
        there.
      </Typography>
      <TextField
        size="small"
        type="number"
        label="Lineups to enter"
        value={form.size}
        onChange={(e) => set({ size: Math.max(1, Math.min(150, Math.round(Number(e.target.value)) || 1)) })}
        slotProps={{ htmlInput: { min: 1, max: 150 } }}
      />
      <TextField
        size="small"
        type="number"
        label="Max exposure (%)"
        value={form.maxExposurePct}
        onChange={(e) =>
          set({ maxExposurePct: Math.max(1, Math.min(100, Math.round(Number(e.target.value)) || 1)) })
        }
        helperText="Highest share of the chosen lineups one player may be in"
        slotProps={{ htmlInput: { min: 1, max: 100 } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={p.onRun} disabled={p.running || !p.ready} sx={{ flex: 1 }}>
          Build portfolio
        </Button>
        <Button variant="outlined" color="warning" onClick={p.onCancel} disabled={!p.running}>
          Cancel
        </Button>
      </Box>
      {p.running ? (
        <Box>
          <LinearProgress aria-label="Portfolio progress" />
          <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
            Playing each candidate against the field, then choosing…
          </Typography>
        </Box>
      ) : null}
      {p.error ? (
        <Alert severity="error" role="alert">
          {p.error}
        </Alert>
      ) : null}
      {result ? (
        <Box aria-label="Portfolio answer" role="group" sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">
            {result.lineups.length} of {result.candidates} lineups: ROI {pct(result.roi)}, against{' '}
            {pct(result.baselineRoi)} for the top {result.lineups.length} by projection (
            {Math.abs(result.gain * 100).toFixed(1)} points {gainWord}).
          </Typography>
          <Button variant="outlined" onClick={() => p.onDownload(result)}>
            Download {p.siteLabel} CSV ({result.lineups.length})
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
