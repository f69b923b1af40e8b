import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A labelled select over a few options, with "All" first (empty value). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[] | string[];
  onChange: (v: string) => void;
  allLabel?: string | null;
}) {
  const opts = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 120 }}
    >
      {allLabel !== null ? <MenuItem value="">{allLabel}</MenuItem> : null}
      {opts.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
