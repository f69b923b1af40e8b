import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TEndpointData } from '@dfs/contracts';
import { startsAt } from './format';
import { PlayerLink } from './links';

export type TNewsItem = TEndpointData<'nbaNews'>[number];

/** News items: headline, the news, the analysis, with the player linked (inside the app). */
export function NewsList({ items, dense = false }: { items: TNewsItem[]; dense?: boolean }) {
  return (
    <Box component="ul" aria-label="News" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {items.map((n) => (
        <Paper component="li" key={n.id} variant="outlined" sx={{ p: dense ? 1 : 2 }}>
          <Typography variant={dense ? 'subtitle2' : 'subtitle1'} component="h3" sx={{ fontWeight: 700 }}>
            {n.headline}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {n.playerName ? <PlayerLink playerId={n.playerId}>{n.playerName}</PlayerLink> : null}
            {n.team ? ` · ${n.team}` : ''}
            {n.Position ? ` · ${n.Position}` : ''} · {startsAt(n.publishedAt)}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {n.news}
          </Typography>
          {n.analysis && !dense ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              <strong>Analysis:</strong> {n.analysis}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
