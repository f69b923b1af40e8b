import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * The first column of an exposure table: what a row counts (a player, team, stack, ...), headed by
 * the view's name.
 */
export function viewColumn<R extends GridValidRowModel>(view: string, minWidth: number): GridColDef<R> {
  return { field: 'name', headerName: view, flex: 1, minWidth };
}

/** A number column of an exposure table (a count, a percentage, a difference). */
export function numberColumn<R extends GridValidRowModel, V = number>(
  field: keyof R & string,
  headerName: string,
  width: number,
  valueFormatter?: (value: V) => string,
): GridColDef<R> {
  return { field, headerName, type: 'number', width, ...(valueFormatter ? { valueFormatter } : {}) };
}

/** The "By player / By team / ..." switch above an exposure table. */
export function ViewSwitch<V extends string>(props: {
  views: readonly V[];
  value: V;
  onChange: (view: V) => void;
  /** What the switch chooses, for a screen reader ("Exposure by"). */
  label: string;
  spaced?: boolean;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      onChange={(_, v: V | null) => v && props.onChange(v)}
      aria-label={props.label}
      sx={{ ...(props.spaced ? { my: 1 } : {}), flexWrap: 'wrap' }}
    >
      {props.views.map((v) => (
        <ToggleButton key={v} value={v}>
          By {v.toLowerCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
