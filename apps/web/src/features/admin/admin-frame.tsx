import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { homePath } from '../../shared/session/home-path';
import type { TZone } from './admin-format';

/** The frame of an admin page (they open from the user menu, outside the sport layout). */
export function AdminFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
        <Button component={RouterLink} to={homePath()} variant="text">
          Back to the app
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** Eastern time by default, with a switch to Asia/Kolkata. */
export function ZoneSwitch({ zone, onChange }: { zone: TZone; onChange: (zone: TZone) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={zone}
      aria-label="Time zone"
      onChange={(_, value: TZone | null) => value && onChange(value)}
    >
      <ToggleButton value="eastern">Eastern</ToggleButton>
      <ToggleButton value="india">Asia/Kolkata</ToggleButton>
    </ToggleButtonGroup>
  );
}
