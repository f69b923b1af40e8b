import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPERATOR_LABELS, OPERATORS, type TOperator, type TSport, type TSportId } from '@dfs/contracts';

/**
 * Whether a sport is out of season: the server lists it with status 0 (its demo league's season
 * is over, or an admin switched it off), so an empty slate list is not "data on its way".
 */
export const isOffSeason = (sports: TSport[] | undefined, id: TSportId) =>
  sports?.find((s) => s.SportId === id)?.status === 0;

/** Enabled sports first, in id order; disabled ones (status 0) last and not selectable. */
export const orderSports = (sports: TSport[]) =>
  [...sports].sort((a, b) => b.status - a.status || a.SportId - b.SportId);

const selectSx = {
  minWidth: { xs: 88, sm: 120 },
  '& .MuiOutlinedInput-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
  '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'inherit' },
  '& .MuiSvgIcon-root': { color: 'inherit' },
};

/** The sport selector of the top bar. */
export function SportSelect(props: { sports: TSport[]; value: TSportId; onChange: (id: TSportId) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sport"
      value={props.value}
      onChange={(e) => props.onChange(Number(e.target.value) as TSportId)}
      sx={selectSx}
    >
      {orderSports(props.sports).map((s) => (
        <MenuItem key={s.SportId} value={s.SportId} disabled={s.status === 0}>
          {s.SportType}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The operator selector of the top bar: DraftKings or FanDuel. */
export function OperatorSelect(props: { value: TOperator; onChange: (op: TOperator) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Operator"
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as TOperator)}
      sx={selectSx}
    >
      {OPERATORS.map((op) => (
        <MenuItem key={op} value={op}>
          {OPERATOR_LABELS[op]}
        </MenuItem>
      ))}
    </TextField>
  );
}
