import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTEST_PRESET_IDS,
  CONTEST_PRESET_LABEL,
  type TContestPreset,
  type TSavedBuildSummary,
  type TSimulateRequest,
} from '@dfs/contracts';
import { FileButton } from '../../../shared/ui';
import { readContestFile, type TContestFile } from '../hooks/sim-files';
import { useRunProgress } from '../hooks/use-run-progress';

/** What the form asks: everything of a simulate call but the slate. */
export type TSimForm = {
  /** 'last' or a saved build's id. */
  source: string;
  contest: 'preset' | 'upload';
  preset: TContestPreset;
  entryFee: number;
  fieldSize: number;
  iterations: number;
};

export const DEFAULT_SIM_FORM: TSimForm = {
  source: 'last',
  contest: 'preset',
  preset: 'dk-gpp',
  entryFee: 20,
  fieldSize: 1000,
  iterations: 2000,
};

/** The simulate call's body of the form (null: an upload is asked for but none was read). */
export function simRequest(
  slateId: string,
  form: TSimForm,
  file: TContestFile | null,
): TSimulateRequest | null {
  const source =
    form.source === 'last' ? { from: 'last' as const } : { from: 'saved' as const, buildId: form.source };
  if (form.contest === 'upload' && !file) return null;
  const contest =
    form.contest === 'upload' && file
      ? { kind: 'custom' as const, entryFee: form.entryFee, payouts: file.payouts }
      : { kind: 'preset' as const, preset: form.preset, entryFee: form.entryFee };
  return { slateId, source, contest, fieldSize: form.fieldSize, iterations: form.iterations };
}

const whole = (text: string, min: number, max: number) =>
  Math.max(min, Math.min(max, Math.round(Number(text)) || min));

/** The sim settings: lineups, contest (preset or uploaded file), field, iterations; Run and Cancel. */
export function SimForm(p: {
  form: TSimForm;
  onChange: (form: TSimForm) => void;
  saved: readonly TSavedBuildSummary[];
  file: TContestFile | null;
  onFile: (file: TContestFile | null) => void;
  limits: { simIterations: number; simFieldSize: number };
  running: boolean;
  onRun: () => void;
  onCancel: () => void;
}) {
  const { form } = p;
  const set = (patch: Partial<TSimForm>) => p.onChange({ ...form, ...patch });
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <Paper component="section" aria-label="Simulation settings" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Simulate a contest
      </Typography>
      <TextField
        select
        size="small"
        label="Lineups"
        value={form.source}
        onChange={(e) => set({ source: e.target.value })}
      >
        <MenuItem value="last">Last built lineups</MenuItem>
        {p.saved.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            Saved: {b.name} ({b.lineupCount})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Contest"
        value={form.contest === 'upload' ? 'upload' : form.preset}
        onChange={(e) =>
          e.target.value === 'upload'
            ? set({ contest: 'upload' })
            : set({ contest: 'preset', preset: e.target.value as TContestPreset })
        }
      >
        {CONTEST_PRESET_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {CONTEST_PRESET_LABEL[id]}
          </MenuItem>
        ))}
        <MenuItem value="upload">My payout table (upload)</MenuItem>
      </TextField>
      {form.contest === 'upload' ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <FileButton
            label="Upload payout table"
            onFile={(f) => {
              try {
                const read = readContestFile(f.name, f.csv);
                setFileError(null);
                p.onFile(read);
                set({
                  ...(read.entryFee ? { entryFee: read.entryFee } : {}),
                  ...(read.fieldSize ? { fieldSize: Math.min(read.fieldSize, p.limits.simFieldSize) } : {}),
                });
              } catch (e) {
                p.onFile(null);
                setFileError((e as Error).message);
              }
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {p.file
              ? `${p.file.payouts.length} payout rows, places 1 to ${Math.max(...p.file.payouts.map((r) => r.to))}`
              : 'A CSV of "place, prize" rows (places like 2-5) or the simulator\'s contest.json.'}
          </Typography>
          {fileError ? (
            <Alert severity="error" role="alert">
              {fileError}
            </Alert>
          ) : null}
        </Box>
      ) : null}
      <TextField
        size="small"
        type="number"
        label="Entry fee ($)"
        value={form.entryFee}
        onChange={(e) => set({ entryFee: Math.max(0.01, Number(e.target.value) || 0.01) })}
        slotProps={{ htmlInput: { min: 0.01, step: 1 } }}
      />
      <TextField
        size="small"
        type="number"
        label="Field size"
        value={form.fieldSize}
        onChange={(e) => set({ fieldSize: whole(e.target.value, 2, p.limits.simFieldSize) })}
        helperText={`Entries, yours included; up to ${p.limits.simFieldSize.toLocaleString('en-US')}`}
        slotProps={{ htmlInput: { min: 2, max: p.limits.simFieldSize } }}
      />
      <TextField
        size="small"
        type="number"
        label="Iterations"
        value={form.iterations}
        onChange={(e) => set({ iterations: whole(e.target.value, 100, p.limits.simIterations) })}
        helperText={`Up to ${p.limits.simIterations.toLocaleString('en-US')}`}
        slotProps={{ htmlInput: { min: 100, max: p.limits.simIterations, step: 100 } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          onClick={p.onRun}
          disabled={p.running || (form.contest === 'upload' && !p.file)}
          sx={{ flex: 1 }}
        >
          Run simulation
        </Button>
        <Button variant="outlined" color="warning" onClick={p.onCancel} disabled={!p.running}>
          Cancel
        </Button>
      </Box>
      <SimProgress running={p.running} />
    </Paper>
  );
}

/** The running simulation's progress; its own component so events redraw only the bar. */
function SimProgress({ running }: { running: boolean }) {
  const { queued, progress } = useRunProgress('sim', running);
  if (!running) return null;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : 0;
  return (
    <Box>
      <LinearProgress
        variant={progress && progress.done > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Simulation progress"
      />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {queued
          ? `Queued, position ${queued}: simulations share the build queue.`
          : progress && progress.done > 0
            ? `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} iterations`
            : 'Drawing the field…'}
      </Typography>
    </Box>
  );
}
