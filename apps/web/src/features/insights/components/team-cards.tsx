import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SelectField } from '../../../shared/ui';

/** The team filter of a page of team cards: "All teams" first, then the teams by name. */
export function TeamFilter({
  value,
  teams,
  onChange,
}: {
  value: string;
  teams: { value: string; label: string }[];
  onChange: (teamId: string) => void;
}) {
  return (
    <SelectField
      label="Team"
      value={value}
      allLabel="All teams"
      options={[...teams].sort((a, b) => a.label.localeCompare(b.label))}
      onChange={onChange}
    />
  );
}

/** One team's card in a card grid (depth charts, line combinations), headed by its name. */
export function TeamCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
