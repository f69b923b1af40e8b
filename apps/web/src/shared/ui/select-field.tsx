import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** One choice of a select: its value and what the menu shows (a plain string is both). */
export type TSelectOption<V extends string> = { value: V; label: string } | V;

/**
 * A labelled select over a few options (the one MUI select of the screens): a sport, an operator,
 * a position filter. With `allLabel`, a first option of empty value stands for "all".
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
  sx = { minWidth: 120 },
}: {
  label: string;
  value: V | '';
  options: readonly TSelectOption<V>[];
  onChange: (value: V) => void;
  allLabel?: string;
  sx?: SxProps<Theme>;
}) {
  const opts = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
      sx={sx}
    >
      {allLabel !== undefined ? <MenuItem value="">{allLabel}</MenuItem> : null}
      {opts.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
