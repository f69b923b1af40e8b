import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TGame } from '@dfs/contracts';
import { ErrorState, LoadingRows } from '../../../shared/ui';
import { useDvp } from '../api/insights-api';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'DST'];
const cell = { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' } as const;

/** Green for a soft defence (allows many points: good for the offence facing it), red for a tough one. */
function tone(rank: number, teams: number) {
  if (rank > (teams * 2) / 3) return { bgcolor: 'success.light', label: 'soft' };
  if (rank <= teams / 3) return { bgcolor: 'error.light', label: 'tough' };
  return { bgcolor: 'transparent', label: 'average' };
}

/** How each defence of a game treats each offensive position (DraftKings points allowed a game, rank). */
export function DvpTable({ game }: { game: TGame }) {
  const query = useDvp('nfl');
  if (query.isPending) return <LoadingRows rows={3} label="Loading defence ranks" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={query.refetch} />;
  const of = (team: string, pos: string) => query.data.find((d) => d.team === team && d.position === pos);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, overflowX: 'auto' }}
      component="section"
      aria-labelledby="dvp-title"
    >
      <Typography id="dvp-title" variant="h6" component="h2">
        Defence against position
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        DraftKings points a defence allowed a game, and its rank (1 allows the fewest). Green: soft, red:
        tough.
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              Defence
            </Box>
            {POSITIONS.map((p) => (
              <Box component="th" scope="col" key={p} sx={cell}>
                vs {p}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {[game.home, game.away].map((team) => (
            <tr key={team}>
              <Box component="th" scope="row" sx={cell}>
                {team}
              </Box>
              {POSITIONS.map((p) => {
                const d = of(team, p);
                const t = d ? tone(d.rank, d.teams) : null;
                return (
                  <Box component="td" key={p} sx={{ ...cell, bgcolor: t?.bgcolor }}>
                    {d ? `${d.pointsAllowed} (#${d.rank}, ${t?.label})` : '–'}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
