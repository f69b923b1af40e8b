import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** Rows a public preview shows (DECISIONS "Data and screens": the first 10). */
export const PREVIEW_ROWS = 10;

/** The first rows of a list, for a preview. */
export const previewOf = <T,>(rows: readonly T[], limit = PREVIEW_ROWS) => rows.slice(0, limit);

/** The sign-up call to action under every preview. */
export function SignUpCallToAction({ total, shown, what }: { total?: number; shown?: number; what: string }) {
  const more = total !== undefined && shown !== undefined && total > shown;
  return (
    <Paper
      component="aside"
      aria-label="Sign up"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="h6" component="p">
          {more ? `You are seeing ${shown} of ${total} ${what}.` : `Get every ${what} in the app.`}
        </Typography>
        <Typography color="text.secondary">
          Sign up free for the full list, filters and the lineup optimizer; paid plans add more.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to="/sign-up" variant="contained">
          Sign up free
        </Button>
        <Button component={RouterLink} to="/pricing" variant="outlined">
          See plans
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * One frame for every public demo page: a slim top bar with sign-up and login, the page title, the
 * preview (the same components as the app), then the sign-up call to action.
 */
export function PublicPreview({
  title,
  description,
  children,
  cta,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The call to action's wording; defaults to a generic one. */
  cta?: { total?: number; shown?: number; what: string };
}) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to="/sign-up"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, mr: 'auto' }}
          >
            DFS
            <Box component="span" sx={{ color: '#80deea' }}>
              Optimizer
            </Box>
          </Typography>
          <Button component={RouterLink} to="/login" color="inherit">
            Log in
          </Button>
          {/* The darker shade: white on secondary.main fails the 4.5:1 contrast a button label needs. */}
          <Button
            component={RouterLink}
            to="/sign-up"
            variant="contained"
            color="secondary"
            sx={{ bgcolor: 'secondary.dark' }}
          >
            Sign up
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
        <SignUpCallToAction what={cta?.what ?? 'rows'} {...cta} />
      </Box>
    </Box>
  );
}
