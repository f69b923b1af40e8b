import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ZSportId, sportCodeOf } from '@dfs/contracts';
import { navItems } from '../../shared/navigation/nav-catalog';
import { homePath } from '../../shared/session/home-path';

/** Pages outside the layout that later releases fill in. */
const STANDALONE_TITLES: Record<string, string> = {
  'contact-us': 'Contact',
  'click/contact-us': 'Contact',
  'recover-password': 'Reset Password',
  pricing: 'Pricing',
  settings: 'Settings',
  report: 'Report',
  'all-users': 'Users',
  'login-history': 'Login Report',
  'import-salaries': 'Import Salaries',
  'best-bet': 'Best Bet',
};

/** Names a page from the navigation catalog, or from its path. */
function pageTitle(sportId: string | undefined, childPath: string): string | null {
  const id = ZSportId.safeParse(Number(sportId));
  if (!id.success) return STANDALONE_TITLES[childPath] ?? null;
  return navItems(sportCodeOf(id.data)).find((i) => i.path === childPath)?.label ?? null;
}

/**
 * A page of the product whose screen is not in this release yet: it says so plainly and offers a
 * way back, so no menu entry is a dead link.
 */
export default function PendingPage() {
  const params = useParams();
  const location = useLocation();
  const child = params['*'] ?? location.pathname.replace(/^\//, '');
  const title = pageTitle(params.sportId, child) ?? 'This page';
  return (
    <Paper
      component={params.sportId ? 'section' : 'main'}
      sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', mt: 2 }}
    >
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {title} is not available in this version of the product yet. It is on the way; the rest of the app
        works as usual.
      </Typography>
      <Button
        component={RouterLink}
        to={params.sportId ? `/${params.sportId}/${params.operator}/` : homePath()}
        variant="outlined"
      >
        Back to the app
      </Button>
    </Paper>
  );
}
