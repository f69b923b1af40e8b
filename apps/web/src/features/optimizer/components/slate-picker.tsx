import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { TGameType, TSlate } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';

const when = (iso: string) => formatEastern(iso, 'dateTime');

/** Classic or single game, then one of the operator's slates of that kind. */
export function SlatePicker(props: {
  slates: TSlate[];
  gameType: TGameType;
  slateId: string;
  onGameType: (g: TGameType) => void;
  onSlate: (id: string) => void;
}) {
  const list = props.slates.filter((s) => s.gameType === props.gameType);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.gameType}
        onChange={(_, v: TGameType | null) => v && props.onGameType(v)}
        aria-label="Game type"
      >
        <ToggleButton value="classic">Classic</ToggleButton>
        <ToggleButton value="single">Single game</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Slate"
        value={list.some((s) => s.id === props.slateId) ? props.slateId : ''}
        onChange={(e) => props.onSlate(e.target.value)}
        sx={{ minWidth: 280 }}
        disabled={list.length === 0}
        helperText={list.length === 0 ? 'No slate of this kind right now' : undefined}
      >
        {list.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name} · {when(s.startTime)} · {s.playerCount} players
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
