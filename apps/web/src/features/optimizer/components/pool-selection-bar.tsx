import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPlayerSettingsRequest } from '@dfs/contracts';
import type { TPoolRow } from './player-pool-table';

type TChanges = TPlayerSettingsRequest['players'];

/**
 * What can be done with the ticked pool rows at once: lock, exclude or clear them, cap their
 * exposure, scale their projections, and build from them only ("my pool").
 */
export function PoolSelectionBar(props: {
  rows: readonly TPoolRow[];
  selected: ReadonlySet<string>;
  canExpose: boolean;
  canProject: boolean;
  busy: boolean;
  myPool: boolean;
  onMyPool: (on: boolean) => void;
  onApply: (changes: TChanges, what: string) => void;
  onClear: () => void;
}) {
  const [maxExp, setMaxExp] = useState('');
  const [factor, setFactor] = useState('');
  const chosen = props.rows.filter((r) => props.selected.has(r.id));
  if (chosen.length === 0) return null;
  const each = (change: (r: TPoolRow) => Omit<TChanges[number], 'playerId'>, what: string) =>
    props.onApply(
      chosen.map((r) => ({ playerId: r.id, ...change(r) })),
      what,
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Selected players"
      sx={{ p: 1, mb: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {chosen.length} selected
      </Typography>
      <Button size="small" disabled={props.busy} onClick={() => each(() => ({ mark: 'lock' }), 'locked')}>
        Lock
      </Button>
      <Button
        size="small"
        disabled={props.busy}
        onClick={() => each(() => ({ mark: 'exclude' }), 'excluded')}
      >
        Exclude
      </Button>
      <Button size="small" disabled={props.busy} onClick={() => each(() => ({ mark: null }), 'cleared')}>
        Clear lock / exclude
      </Button>
      {props.canExpose ? (
        <NumberApply
          label="Max exposure %"
          width={130}
          range={{ min: 0, max: 100 }}
          value={maxExp}
          onChange={setMaxExp}
          button="Set"
          busy={props.busy}
          onApply={(pct) => each(() => ({ max: pct / 100 }), `capped at ${pct}%`)}
        />
      ) : null}
      {props.canProject ? (
        <NumberApply
          label="Projection ×"
          width={110}
          range={{ min: 0, max: 10, step: 0.05 }}
          value={factor}
          onChange={setFactor}
          button="Apply"
          busy={props.busy}
          onApply={(times) =>
            each(
              (r) => ({ projection: Math.min(1000, Math.round(r.projection * times * 100) / 100) }),
              `projected ×${times}`,
            )
          }
        />
      ) : null}
      <FormControlLabel
        control={<Switch checked={props.myPool} onChange={(e) => props.onMyPool(e.target.checked)} />}
        label="Build from these only"
      />
      <Button size="small" onClick={props.onClear}>
        Clear selection
      </Button>
    </Paper>
  );
}

/** A number typed in `range` and the button that applies it to the ticked rows (off until it is in range). */
function NumberApply(p: {
  label: string;
  width: number;
  range: { min: number; max: number; step?: number };
  value: string;
  onChange: (text: string) => void;
  button: string;
  busy: boolean;
  onApply: (n: number) => void;
}) {
  const n = Number(p.value);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        label={p.label}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        sx={{ width: p.width }}
        slotProps={{ htmlInput: p.range }}
      />
      <Button
        size="small"
        disabled={p.busy || p.value === '' || !(n >= p.range.min && n <= p.range.max)}
        onClick={() => p.onApply(n)}
      >
        {p.button}
      </Button>
    </Box>
  );
}
