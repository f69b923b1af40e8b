import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TGame } from '@dfs/contracts';
import { startsAt } from './format';
import { StatusChip } from './insight-page';

/** Games as short lines: matchup, score or start time, status. */
export function GameList({ games, empty }: { games: TGame[]; empty: string }) {
  if (games.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {games.map((g) => (
        <Box
          component="li"
          key={g.id}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 90 }}>
            {g.away} @ {g.home}
          </Typography>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {g.homeScore !== null && g.awayScore !== null
              ? `${g.awayScore} – ${g.homeScore}`
              : startsAt(g.startTime)}
          </Typography>
          <StatusChip status={g.status} />
        </Box>
      ))}
    </Box>
  );
}
