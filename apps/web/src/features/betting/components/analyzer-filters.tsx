import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TAnalyzedProp } from '@dfs/contracts';
import { marketLabel } from './betting-format';

export type TAnalyzerFilters = { game: string; team: string; market: string; minEdge: string };
export const NO_FILTERS: TAnalyzerFilters = { game: '', team: '', market: '', minEdge: '' };

/** Rows passing the filters (display only: the numbers themselves come from the server). */
export function applyFilters(rows: TAnalyzedProp[], f: TAnalyzerFilters): TAnalyzedProp[] {
  const minEdge = f.minEdge.trim() === '' ? null : Number(f.minEdge);
  return rows.filter(
    (r) =>
      (!f.game || r.game === f.game) &&
      (!f.team || r.team === f.team) &&
      (!f.market || r.market === f.market) &&
      (minEdge === null || Number.isNaN(minEdge) || (r.pick !== null && r.pick.edge >= minEdge)),
  );
}

const options = (values: string[]) => [...new Set(values)].sort();

/** Game, team, market and minimum-edge filters of the prop analyzer. */
export function AnalyzerFilters({
  rows,
  value,
  onChange,
}: {
  rows: TAnalyzedProp[];
  value: TAnalyzerFilters;
  onChange: (v: TAnalyzerFilters) => void;
}) {
  const select = (key: 'game' | 'team' | 'market', label: string, all: string, list: string[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {list.map((v) => (
        <MenuItem key={v} value={v}>
          {key === 'market' ? marketLabel(v) : v}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      {select('game', 'Game', 'All games', options(rows.map((r) => r.game)))}
      {select('team', 'Team', 'All teams', options(rows.map((r) => r.team)))}
      {select('market', 'Market', 'All markets', options(rows.map((r) => r.market)))}
      <TextField
        size="small"
        type="number"
        label="Minimum edge (percentage points)"
        value={value.minEdge}
        onChange={(e) => onChange({ ...value, minEdge: e.target.value })}
        slotProps={{ htmlInput: { step: 0.5 } }}
        sx={{ width: 270 }}
      />
    </Box>
  );
}
