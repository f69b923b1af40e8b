import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { TUser } from '@dfs/contracts';
import { canUpgrade } from '../api/plan-rank';

/** The top bar's Upgrade entry, for a subscriber below the top plan. */
export function UpgradeLink({ user }: { user: TUser }) {
  if (!canUpgrade(user)) return null;
  return (
    <Button
      component={RouterLink}
      to="/upgrade-plan"
      variant="outlined"
      color="inherit"
      size="small"
      // White on the brand blue: the theme's secondary green is too light for small text.
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
    >
      Upgrade
    </Button>
  );
}
