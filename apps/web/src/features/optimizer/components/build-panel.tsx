import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { planAllows, type TPlan, type TSportCode } from '@dfs/contracts';
import { UpgradePrompt } from '../../../shared/ui/plan-gate';
import { useRunProgress } from '../hooks/use-run-progress';
import { STACK_CHOICES, type TBuildForm } from './build-settings';

export type TBuildPanelProps = {
  sport: TSportCode;
  plan: TPlan;
  form: TBuildForm;
  onChange: (form: TBuildForm) => void;
  /** Lineups per build of the plan. */
  maxLineups: number;
  usage?: { builds: number; buildsAllowed: number | null } | undefined;
  building: boolean;
  onBuild: () => void;
  /** Builds as many lineups again, each different from those on screen (absent: none on screen). */
  onBuildMore?: (() => void) | undefined;
  onCancel: () => void;
  /** A plan refusal from the server: shown as the upgrade prompt. */
  planLimit: string | null;
  /** The optimizer's reasons when no (or too few) lineups came out. */
  messages: string[];
};

/** A number field's text as a setting within [min, max]; empty or not a number gives min. */
const clamped = (text: string, min: number, max: number) => Math.max(min, Math.min(max, Number(text) || min));

/** The build settings, Build and Cancel, and the progress of the running build. */
export function BuildPanel(p: TBuildPanelProps) {
  const { form, onChange } = p;
  const set = (patch: Partial<TBuildForm>) => onChange({ ...form, ...patch });
  const canStack = planAllows(p.plan, 'teamStacks');
  const canExpose = planAllows(p.plan, 'exposure');
  return (
    <Paper component="section" aria-label="Build" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Build lineups
      </Typography>
      <TextField
        label="Lineups"
        type="number"
        size="small"
        value={form.lineups}
        onChange={(e) => set({ lineups: clamped(e.target.value, 1, 150) })}
        helperText={`Your plan builds up to ${p.maxLineups} per build`}
        slotProps={{ htmlInput: { min: 1, max: 150 } }}
      />
      <TextField
        label="Min unique players"
        type="number"
        size="small"
        value={form.minUnique}
        onChange={(e) => set({ minUnique: clamped(e.target.value, 1, 9) })}
        slotProps={{ htmlInput: { min: 1, max: 9 } }}
      />
      <TextField
        label="Max exposure %"
        type="number"
        size="small"
        value={form.maxExposure}
        disabled={!canExpose}
        helperText={canExpose ? 'Empty: no limit' : 'Premium: limit how often a player appears'}
        onChange={(e) => set({ maxExposure: e.target.value })}
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
      />
      <TextField
        label="Min salary"
        type="number"
        size="small"
        value={form.minSalary}
        onChange={(e) => set({ minSalary: e.target.value })}
      />
      <TextField
        label="Randomness %"
        type="number"
        size="small"
        value={form.randomness}
        helperText="Each projection moves up to this much, drawn again for every lineup"
        onChange={(e) => set({ randomness: clamped(e.target.value, 0, 100) })}
      />
      <TextField
        select
        label="Team stack"
        size="small"
        value={form.stack}
        disabled={!canStack}
        helperText={canStack ? undefined : 'Premium: stack players of one team'}
        onChange={(e) => set({ stack: e.target.value })}
      >
        <MenuItem value="none">No stack</MenuItem>
        {STACK_CHOICES[p.sport].map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      {p.sport === 'nfl' ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={form.bringBack}
              disabled={!canStack || form.stack === 'none'}
              onChange={(e) => set({ bringBack: e.target.checked })}
            />
          }
          label="Bring-back: 1 WR/TE of the opponent"
        />
      ) : null}
      {p.usage && p.usage.buildsAllowed !== null ? (
        <Typography variant="body2" color="text.secondary">
          Builds on this slate: {p.usage.builds} of {p.usage.buildsAllowed}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          id="build-button"
          variant="contained"
          onClick={p.onBuild}
          disabled={p.building}
          sx={{ flex: 1 }}
        >
          Build
        </Button>
        <Button variant="outlined" color="warning" onClick={p.onCancel} disabled={!p.building}>
          Cancel
        </Button>
      </Box>
      {p.onBuildMore ? (
        <Button variant="outlined" onClick={p.onBuildMore} disabled={p.building}>
          Build {form.lineups} more
        </Button>
      ) : null}
      <BuildProgress building={p.building} />
      {p.planLimit ? <UpgradePrompt compact title="Upgrade to build more" message={p.planLimit} /> : null}
      {p.messages.length > 0 ? (
        <Alert severity="warning" role="alert">
          {p.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The running build's progress (buildProgress events of the user's room). Its own component, so
 * the events redraw the bar only, not the page's tables.
 */
function BuildProgress({ building }: { building: boolean }) {
  // The socket stays open while the panel is shown, so a short build's first events are not lost.
  const { queued, progress } = useRunProgress('build', building);
  if (!building) return null;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <Box>
      <LinearProgress
        variant={progress ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Build progress"
      />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {queued
          ? `Queued, position ${queued}: builds wait their turn at busy times.`
          : progress
            ? `${progress.done} of ${progress.total} lineups`
            : 'Starting…'}
      </Typography>
    </Box>
  );
}
