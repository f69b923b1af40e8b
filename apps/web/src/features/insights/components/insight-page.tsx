import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { UpdatedAt } from '../../../shared/ui';

/** The frame of every insight screen: its title, what it shows, when and where the data came from. */
export function InsightPage({
  title,
  intro,
  updated,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: { at: string | null | undefined; provider?: string | null };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="insight-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id="insight-title" variant="h5" component="h1">
            {title}
          </Typography>
          {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
          {updated ? <UpdatedAt at={updated.at} provider={updated.provider ?? null} /> : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'error' | 'info'> = {
  confirmed: 'success',
  expected: 'info',
  likely: 'info',
  unconfirmed: 'warning',
  unknown: 'default',
  out: 'error',
  questionable: 'warning',
  doubtful: 'error',
  live: 'error',
  final: 'default',
  scheduled: 'info',
};

/** A status word as a coloured chip; the word itself carries the meaning (not only the colour). */
export function StatusChip({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  // Outlined with dark text: the filled info and warning chips fail the 4.5:1 contrast rule.
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={STATUS_COLOR[status.toLowerCase()] ?? 'default'}
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}
