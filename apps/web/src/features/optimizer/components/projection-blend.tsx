import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/**
 * The blend of the two projection sources beside the pool (the slate's and the user's own, typed
 * or uploaded): the weight of the user's, stored in the slate state; builds use the blend for every
 * player the user gave a projection.
 */
export function ProjectionBlend(props: {
  /** The stored weight of the user's projections, 0..1. */
  weight: number;
  /** Players with a projection of the user's. */
  own: number;
  busy: boolean;
  onApply: (weight: number) => void;
}) {
  const stored = Math.round(props.weight * 100);
  const [text, setText] = useState<string | null>(null);
  const value = text ?? String(stored);
  const pct = Number(value);
  const valid = value !== '' && Number.isFinite(pct) && pct >= 0 && pct <= 100;
  return (
    <Box
      component="form"
      aria-label="Projection blend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        props.onApply(Math.round(pct) / 100);
        setText(null);
      }}
    >
      <TextField
        label="My projections %"
        type="number"
        size="small"
        value={value}
        onChange={(e) => setText(e.target.value)}
        error={!valid}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 5 } }}
        sx={{ width: 150 }}
      />
      <Button
        type="submit"
        size="small"
        variant="outlined"
        disabled={!valid || props.busy || Math.round(pct) === stored}
      >
        Apply blend
      </Button>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '1 1 220px' }}>
        {props.own === 0
          ? 'Builds use the slate’s projections: type or upload yours to blend them.'
          : `Builds use ${stored}% yours and ${100 - stored}% the slate’s for your ${props.own} player${props.own === 1 ? '' : 's'}.`}
      </Typography>
    </Box>
  );
}
