import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * The frame of an embeddable widget: no app chrome, a title, the content scrolling inside, and a
 * link back to the full page (opened outside the host site's frame).
 */
export function WidgetFrame({ title, more, children }: { title: string; more: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ p: 1, maxWidth: 480, mx: 'auto', display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {children}
      <Typography variant="caption" component="p">
        <Link href={more} target="_blank" rel="noopener">
          More on DFS Optimizer
        </Link>
      </Typography>
    </Box>
  );
}
