import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageState, newestTime } from '../../../shared/ui';
import { useGames } from '../api/insights-api';
import { startsAt } from '../components/format';
import { InsightPage, StatusChip } from '../components/insight-page';

/**
 * NFL score ticker: every game of the week with score, status, quarter and clock. The layout's
 * realtime connection refetches it when the feed writes new scores; a slow poll covers a lost socket.
 */
export default function TickerPage() {
  const query = useGames('nfl', { refetchMs: 60_000 });
  const games = query.data ?? [];
  return (
    <InsightPage
      title="NFL Ticker"
      intro="Scores of this week’s games, updated live."
      updated={{ at: newestTime(games.map((g) => g.updatedAt)), provider: games[0]?.provider }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: 'No games this week',
          reason: 'The NFL schedule has no game in the next eight days.',
        }}
      >
        {(d) => (
          <Box
            component="ul"
            aria-label="NFL scores"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            }}
          >
            {d.map((g) => (
              <Paper
                component="li"
                key={g.id}
                variant="outlined"
                sx={{ p: 1 }}
                aria-label={`${g.away} at ${g.home}`}
              >
                {[
                  [g.away, g.awayScore],
                  [g.home, g.homeScore],
                ].map(([team, score]) => (
                  <Box key={String(team)} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 700 }}>{team}</Typography>
                    <Typography sx={{ fontWeight: 700 }}>{score ?? ''}</Typography>
                  </Box>
                ))}
                <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                  <StatusChip status={g.status} />
                  <Typography variant="caption" color="text.secondary">
                    {g.status === 'live'
                      ? [g.period, g.clock].filter(Boolean).join(' · ')
                      : g.status === 'scheduled'
                        ? startsAt(g.startTime)
                        : ''}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}
