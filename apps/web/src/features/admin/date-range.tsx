import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export type TRange = { from?: string; to?: string };

/** Two Eastern calendar days, both ends included; either may be left open. */
export function DateRange({ value, onChange }: { value: TRange; onChange: (range: TRange) => void }) {
  const field = (key: 'from' | 'to', label: string) => (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value[key] ?? ''}
      onChange={(e) => onChange({ ...value, [key]: e.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
      error={!!value.from && !!value.to && value.from > value.to}
      helperText={value.from && value.to && value.from > value.to ? 'From must not be after To' : undefined}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {field('from', 'From')}
      {field('to', 'To')}
    </Box>
  );
}

/** A range the server accepts (an inverted one is shown as an error instead of sent). */
export const validRange = (r: TRange): TRange => (r.from && r.to && r.from > r.to ? { from: r.from } : r);
