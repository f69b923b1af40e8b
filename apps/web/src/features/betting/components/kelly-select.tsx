import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { KELLY_CHOICES } from './betting-format';

/** The Kelly multiplier the stake column uses (full, 1/2, 1/4, 1/8). */
export function KellySelect({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Kelly stake"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {KELLY_CHOICES.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
